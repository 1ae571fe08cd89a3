export { spawnStack, stackBffUrl, stackDatabaseUrl, stackKafkaBrokers, stackListenerUrl, stackMailpitUrl, stackSandboxUrl, stackServiceAddress, type StackProcess } from './spawn-stack.js';
export { demoMerchant, demoOperator, demoSecondOperator, demoShopper, demoShopperToken, demoStoreCount } from './demo.js';
export { paymentSandboxKey } from './sandbox-secrets.js';
