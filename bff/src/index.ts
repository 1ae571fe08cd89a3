export { createServer, type BffServer } from './server.js';
export { loadConfig, type BffConfig } from './config.js';
