import { generateServiceKeys, serviceKeyEnv } from '@shop/dev-infra';
import { parseSigningKey, parseTrustedKeys, signAssertion, signingKeyOf, verifyAssertion } from '@shop/service-kit';
import { median } from './measure.js';

export interface AssertionCost {
  signMicros: number;
  verifyMicros: number;
  /** Size of the `x-caller-assertion` metadata value. */
  bytes: number;
}

/** Mean microseconds per call of `work` over `iterations`, after a warm-up. */
function microsPerCall(work: (i: number) => void, iterations: number): number {
  for (let i = 0; i < Math.min(iterations, 1_000); i++) work(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) work(i);
  return Number(process.hrtime.bigint() - started) / 1_000 / iterations;
}

/**
 * What a caller assertion costs per gRPC call, as the BFF signs it (for a shopper) and a service
 * verifies it: the median of `rounds` runs of `iterations` calls each, on this machine's CPU.
 */
export function measureCallerAssertion({ iterations = 20_000, rounds = 3 } = {}): AssertionCost {
  const keys = generateServiceKeys(['bff', 'identity']);
  const key = signingKeyOf('bff', parseSigningKey(serviceKeyEnv(keys, 'bff').SERVICE_IDENTITY_KEY));
  const trusted = parseTrustedKeys(serviceKeyEnv(keys, 'identity').SERVICE_TRUSTED_KEYS);
  const user = { id: '01JD6M3W9Q2Z6TQ8V4X7Y5B1NC', roles: [] };
  const subject = (i: number) => ({ audience: 'identity', requestId: `4f2c9a1e-0d4b-4c1e-9b7a-${String(i).padStart(12, '0')}`, user });
  const tokens = Array.from({ length: 1_000 }, (_, i) => signAssertion(key, subject(i), Date.now()));
  const signs: number[] = [];
  const verifies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    signs.push(microsPerCall((i) => signAssertion(key, subject(i), Date.now()), iterations));
    verifies.push(microsPerCall((i) => verifyAssertion(tokens[i % tokens.length]!, trusted, 'identity', Date.now()), iterations));
  }
  return { signMicros: median(signs), verifyMicros: median(verifies), bytes: Buffer.byteLength(tokens[0]!) };
}
