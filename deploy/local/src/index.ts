export { spawnStack, stackBffUrl, stackDatabaseUrl, stackListenerUrl, stackServiceAddress, type StackProcess } from './spawn-stack.js';
export { demoMerchant, demoOperator, demoSecondOperator, demoShopper, demoShopperToken, demoStoreCount } from './demo.js';
export { paymentSandboxKey } from './sandbox-secrets.js';
