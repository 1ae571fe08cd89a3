export { spawnStack, stackBffUrl, stackDatabaseUrl, stackServiceAddress, type StackProcess } from './spawn-stack.js';
export { demoMerchant, demoOperator, demoShopper, demoShopperToken, demoStoreCount } from './demo.js';
