import { startSandbox } from './sandbox.js';

// `node dist/main.js`: the sandbox gateway as `npm start` runs it, configured by its environment
// (README.md), until SIGTERM or SIGINT.
const env = process.env;
const serverKey = env.SERVER_KEY;
if (!serverKey) {
  process.stderr.write('SERVER_KEY is required\n');
  process.exit(2);
}
const flag = (value: string | undefined) => value === 'on' || value === 'true' || value === '1';
const write = (line: string) => process.stdout.write(`${line}\n`);
const sandbox = await startSandbox({
  host: env.HOST || '127.0.0.1',
  port: Number(env.PORT ?? 0),
  serverKey,
  publicUrl: env.PUBLIC_URL || undefined,
  chargeNotificationUrl: env.CHARGE_NOTIFICATION_URL || undefined,
  payoutNotificationUrl: env.PAYOUT_NOTIFICATION_URL || undefined,
  copies: Number(env.NOTIFY_COPIES || 1),
  stalePending: flag(env.NOTIFY_STALE_PENDING),
  payoutDelayMs: Number(env.PAYOUT_DELAY_MS || 2_000),
  log: write,
});
write(`payment sandbox listening on ${sandbox.url} (pay pages under /sandbox/pay/)`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void sandbox.stop().then(() => process.exit(0));
  });
}
