export { spawnStack, stackBffUrl, stackDatabaseUrl, stackListenerUrl, stackMailUrl, stackServiceAddress, type StackProcess } from './spawn-stack.js';
export { demoMerchant, demoOperator, demoSecondOperator, demoShopper, demoShopperToken, demoStoreCount } from './demo.js';
export { paymentSandboxKey } from './sandbox-secrets.js';
