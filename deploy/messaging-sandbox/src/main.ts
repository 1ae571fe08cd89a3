import { startSandbox } from './sandbox.js';

// `node dist/main.js`: the sandbox messaging provider as `npm start` runs it, configured by its
// environment (README.md), until SIGTERM or SIGINT.
const env = process.env;
const accountSid = env.ACCOUNT_SID;
const authToken = env.AUTH_TOKEN;
if (!accountSid || !authToken) {
  process.stderr.write('ACCOUNT_SID (AC and 32 hex digits) and AUTH_TOKEN are required\n');
  process.exit(2);
}
const write = (line: string) => process.stdout.write(`${line}\n`);
const sandbox = await startSandbox({
  host: env.HOST || '127.0.0.1',
  port: Number(env.PORT ?? 0),
  accountSid,
  authToken,
  sendDelayMs: Number(env.SEND_DELAY_MS || 500),
  deliveryDelayMs: Number(env.DELIVERY_DELAY_MS || 1_500),
  senders: { sms: env.SMS_SENDER || undefined, whatsapp: env.WHATSAPP_SENDER || undefined },
  maxAttempts: Number(env.CALLBACK_ATTEMPTS || 10),
  log: write,
});
write(`messaging sandbox listening on ${sandbox.url} (the outbox at /messaging-sandbox/messages)`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void sandbox.stop().then(() => process.exit(0));
  });
}
