export { spawnStack, stackBffUrl, stackDatabaseUrl, type StackProcess } from './spawn-stack.js';
export { demoShopper } from './demo.js';
