export { spawnStack, stackBffUrl, stackDatabaseUrl, type StackProcess } from './spawn-stack.js';
export { demoShopper, demoShopperToken } from './demo.js';
