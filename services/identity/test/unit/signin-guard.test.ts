import { describe, expect, it } from '@jest/globals';
import { afterFailure, delaySecondsAfter, signinGate, signinGuard, type SigninFailures } from '../../src/domain/signin-guard.js';

const start = new Date('2026-11-29T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** `count` failures one after another at `at(0)`. */
function failed(count: number): SigninFailures {
  let state: SigninFailures | undefined;
  for (let i = 0; i < count; i++) state = afterFailure(state, start);
  return state!;
}

describe('per-account sign-in failures', () => {
  it('has the documented numbers', () => {
    expect(signinGuard).toEqual({ freeFailures: 5, firstDelaySeconds: 30, lockAt: 10, forgetAfterSeconds: 86_400 });
    expect([4, 5, 6, 7, 8, 9].map(delaySecondsAfter)).toEqual([0, 30, 60, 120, 240, 480]);
  });

  it('leaves the first five failures without a wait', () => {
    expect(signinGate(undefined, start)).toEqual({ kind: 'open' });
    for (let count = 1; count < 5; count++) expect(signinGate(failed(count), start)).toEqual({ kind: 'open' });
  });

  it('then waits, doubling with each failure, and opens once the wait passed', () => {
    expect(signinGate(failed(5), at(0))).toEqual({ kind: 'delayed', retryAfterSeconds: 30 });
    expect(signinGate(failed(5), at(29))).toEqual({ kind: 'delayed', retryAfterSeconds: 1 });
    expect(signinGate(failed(5), at(30))).toEqual({ kind: 'open' });
    expect(signinGate(failed(6), at(0))).toEqual({ kind: 'delayed', retryAfterSeconds: 60 });
    expect(signinGate(failed(9), at(479))).toEqual({ kind: 'delayed', retryAfterSeconds: 1 });
  });

  it('locks at ten failures for good: time alone never opens it', () => {
    const locked = afterFailure(failed(9), at(480));
    expect(locked).toEqual({ failures: 10, lastFailedAt: at(480), expiresAt: null });
    expect(signinGate(locked, at(480))).toEqual({ kind: 'locked' });
    expect(signinGate(locked, at(365 * 86_400))).toEqual({ kind: 'locked' });
  });

  it('forgets failures a day after the last one, unless they locked the account', () => {
    const four = failed(4);
    expect(afterFailure(failed(3), start).expiresAt).toEqual(at(86_400));
    expect(afterFailure(four, at(86_399))).toMatchObject({ failures: 5 });
    expect(afterFailure(four, at(86_400))).toMatchObject({ failures: 1, lastFailedAt: at(86_400) });
    expect(signinGate(failed(6), at(86_400))).toEqual({ kind: 'open' });
  });
});
