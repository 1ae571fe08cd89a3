import { generateServiceKeys, serviceKeyEnv } from '@shop/dev-infra';
import { AssertionSigner, AssertionVerifier, parseSigningKey, parseTrustedKeys, signAssertion, signingKeyOf, verifyAssertion } from '@shop/service-kit';
import { median } from './measure.js';

export interface AssertionCost {
  /** A fresh signature, and what a client pays per call with its per-user reuse. */
  signMicros: number;
  signReusedMicros: number;
  /** A full verification, and what a service pays per call for an assertion it has seen. */
  verifyMicros: number;
  verifyRememberedMicros: number;
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
 * What a caller assertion costs per gRPC call, as the BFF signs it for a shopper and identity
 * verifies it: the median of `rounds` runs of `iterations` calls each, on this machine's CPU.
 */
export function measureCallerAssertion({ iterations = 20_000, rounds = 3 } = {}): AssertionCost {
  const keys = generateServiceKeys(['bff', 'identity']);
  const key = signingKeyOf('bff', parseSigningKey(serviceKeyEnv(keys, 'bff').SERVICE_IDENTITY_KEY));
  const trusted = parseTrustedKeys(serviceKeyEnv(keys, 'identity').SERVICE_TRUSTED_KEYS);
  // Distinct users, so the uncached figures never meet a repeat.
  const userOf = (i: number) => ({ id: `01JD6M3W9Q2Z6TQ8V4${String(i).padStart(8, '0')}`, roles: [] });
  const tokens = Array.from({ length: 1_000 }, (_, i) => signAssertion(key, { audience: 'identity', user: userOf(i) }, Date.now()));
  const signer = new AssertionSigner(key, 'identity');
  const verifier = new AssertionVerifier(trusted, 'identity');
  const rows = { sign: [] as number[], signReused: [] as number[], verify: [] as number[], verifyRemembered: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    rows.sign.push(microsPerCall((i) => signAssertion(key, { audience: 'identity', user: userOf(i) }, Date.now()), iterations));
    rows.signReused.push(microsPerCall((i) => signer.assertionFor(userOf(i % 100), Date.now()), iterations));
    rows.verify.push(microsPerCall((i) => verifyAssertion(tokens[i % tokens.length]!, trusted, 'identity', Date.now()), iterations));
    rows.verifyRemembered.push(microsPerCall((i) => verifier.verify(tokens[i % 100]!, Date.now()), iterations));
  }
  return {
    signMicros: median(rows.sign),
    signReusedMicros: median(rows.signReused),
    verifyMicros: median(rows.verify),
    verifyRememberedMicros: median(rows.verifyRemembered),
    bytes: Buffer.byteLength(tokens[0]!),
  };
}
