/**
 * Wrong passwords per account, from any address: the first few are free, then each further
 * attempt waits for a delay that doubles with every failure, and at `lockAt` failures only a
 * verification code opens the account again (signing in with one, or resetting the password).
 * Counted for any account name, signed up or not, so a refusal never tells whether it exists.
 */
export const signinGuard = {
  /** Failures answered without any wait. */
  freeFailures: 5,
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstDelaySeconds: 30,
  /** Failures after which the password alone no longer signs in. */
  lockAt: 10,
  /** Failures are forgotten this long after the last one, unless they locked the account. */
  forgetAfterSeconds: 86_400,
} as const;

/** An account's failures since its last successful sign-in. */
export interface SigninFailures {
  failures: number;
  lastFailedAt: Date;
}

export type SigninGate = { kind: 'open' } | { kind: 'delayed'; retryAfterSeconds: number } | { kind: 'locked' };

/** The wait after `failures` failures before the next attempt: none within the free ones. */
export function delaySecondsAfter(failures: number): number {
  if (failures < signinGuard.freeFailures) return 0;
  return signinGuard.firstDelaySeconds * 2 ** (failures - signinGuard.freeFailures);
}

/** The failures that still count at `now` (none once forgotten). */
function countingFailures(state: SigninFailures | undefined, now: Date): number {
  if (!state) return 0;
  if (state.failures >= signinGuard.lockAt) return state.failures;
  const forgotten = now.getTime() - state.lastFailedAt.getTime() >= signinGuard.forgetAfterSeconds * 1000;
  return forgotten ? 0 : state.failures;
}

/** Whether a password may be tried for the account now. */
export function signinGate(state: SigninFailures | undefined, now: Date): SigninGate {
  const failures = countingFailures(state, now);
  if (failures >= signinGuard.lockAt) return { kind: 'locked' };
  const opensAt = (state?.lastFailedAt.getTime() ?? 0) + delaySecondsAfter(failures) * 1000;
  if (failures === 0 || opensAt <= now.getTime()) return { kind: 'open' };
  return { kind: 'delayed', retryAfterSeconds: Math.ceil((opensAt - now.getTime()) / 1000) };
}

/**
 * The account's failures after one more at `now`, and until when the row is worth keeping: a lock
 * is kept until a code lifts it (null), other failures until they are forgotten.
 */
export function afterFailure(state: SigninFailures | undefined, now: Date): SigninFailures & { expiresAt: Date | null } {
  const failures = countingFailures(state, now) + 1;
  const expiresAt = failures >= signinGuard.lockAt ? null : new Date(now.getTime() + signinGuard.forgetAfterSeconds * 1000);
  return { failures, lastFailedAt: now, expiresAt };
}
