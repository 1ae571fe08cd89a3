export { startSandbox, twilioEnv, type OutageMode, type RunningSandbox, type SandboxOptions } from './sandbox.js';
export { fateOf, twilioSignature, type Channel, type Message, type MessageStatus } from './messages.js';
