import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paymentSandbox } from './services.js';

/**
 * The payment sandbox's server key for a data directory: random, made on the first start and kept
 * (readable by its owner only) so a restarted stack and the bench sign with the same key. Never a
 * fixed value, so no development key can pass for a production one.
 */
export function paymentSandboxKey(dataDir: string): string {
  const file = path.join(dataDir, paymentSandbox.keyFile);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const key = `SB-Mid-server-${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
