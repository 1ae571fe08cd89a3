export { paymentServiceEnv, startSandbox, type RunningSandbox, type SandboxOptions } from './sandbox.js';
export { isRefusedAmount, MANDIRI_BILLER_CODE } from './charges.js';
export { isFailingAccount } from './payouts.js';
