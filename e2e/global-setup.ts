import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/dev-infra';
import { spawnStack, stackMailpitUrl } from '@shop/local-stack';

/** Starts the stack exactly as `npm start` does (after the build), once for all journeys. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  // News goes out at once whatever the hour the journeys run at (quiet hours hold it till 08:00 WIB).
  const stack = await spawnStack({ port, dataDir, env: { LOG_LEVEL: 'warn', QUIET_HOURS: '' } });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  // Where the journeys read the e-mail the shop sent (Mailpit's API).
  process.env.E2E_MAILPIT_URL = stackMailpitUrl(stack.output());
  return async () => {
    await stack.interrupt();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
