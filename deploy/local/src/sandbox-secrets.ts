import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { messagingSandbox, paymentSandbox } from './services.js';

/**
 * A sandbox's secret for a data directory (`file` under it): random (`make`), made on the first
 * start and kept (readable by its owner only) so a restarted stack and the tools that sign as the
 * sandbox use the same. Never a fixed value, so no development secret can pass for a production one.
 */
function keptSecret(dataDir: string, file: string, make: () => string): string {
  const location = path.join(dataDir, file);
  if (existsSync(location)) return readFileSync(location, 'utf8').trim();
  mkdirSync(path.dirname(location), { recursive: true });
  const secret = make();
  writeFileSync(location, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The payment sandbox's server key (the one the payment service uses) for a data directory. */
export function paymentSandboxKey(dataDir: string): string {
  return keptSecret(dataDir, paymentSandbox.keyFile, () => `SB-Mid-server-${randomBytes(24).toString('base64url')}`);
}

/** The messaging sandbox's account for a data directory: its sid (`AC` and 32 hex digits) and auth token, the messages service's too. */
export function messagingSandboxAccount(dataDir: string): { accountSid: string; authToken: string } {
  return {
    accountSid: keptSecret(dataDir, messagingSandbox.accountFiles.accountSid, () => `AC${randomBytes(16).toString('hex')}`),
    authToken: keptSecret(dataDir, messagingSandbox.accountFiles.authToken, () => randomBytes(16).toString('hex')),
  };
}
