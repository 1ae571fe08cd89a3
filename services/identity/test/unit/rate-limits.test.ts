import { describe, expect, it } from '@jest/globals';
import {
  bucketFor,
  clientIpSubject,
  codeFailuresPerAccount,
  codeSendsPerAccount,
  codeSendsPerAccountPerDay,
  codeSendsPerIp,
  passwordChangeFailuresPerUser,
  resetAttemptsPerAccount,
  resetAttemptsPerIp,
  retryAfterSeconds,
  signinFailuresPerIp,
  signupAttemptsPerAccount,
  signupAttemptsPerIp,
} from '../../src/domain/rate-limits.js';

describe('rate-limit windows', () => {
  it('has the documented limits', () => {
    const rules = [
      codeSendsPerAccount,
      codeSendsPerAccountPerDay,
      codeSendsPerIp,
      codeFailuresPerAccount,
      signinFailuresPerIp,
      passwordChangeFailuresPerUser,
      signupAttemptsPerAccount,
      signupAttemptsPerIp,
      resetAttemptsPerAccount,
      resetAttemptsPerIp,
    ];
    expect(rules.map((r) => [r.limit, r.windowSeconds])).toEqual([
      [10, 3600],
      [20, 86_400],
      [200, 3600],
      [10, 3600],
      [100, 900],
      [10, 900],
      [10, 3600],
      [50, 3600],
      [10, 3600],
      [50, 3600],
    ]);
  });

  it('puts every instant of a fixed window in the same bucket', () => {
    const a = bucketFor(passwordChangeFailuresPerUser, 'user-1', new Date('2026-11-24T10:00:00Z'));
    const b = bucketFor(passwordChangeFailuresPerUser, 'user-1', new Date('2026-11-24T10:14:59Z'));
    const c = bucketFor(passwordChangeFailuresPerUser, 'user-1', new Date('2026-11-24T10:15:00Z'));
    expect(a).toEqual(b);
    expect(a).toEqual({
      key: 'password-change-failure:user:user-1',
      limit: 10,
      windowStart: new Date('2026-11-24T10:00:00Z'),
      windowEnd: new Date('2026-11-24T10:15:00Z'),
    });
    expect(c.windowStart).toEqual(a.windowEnd);
  });

  it('tells when the window ends, at least one second ahead', () => {
    const now = new Date('2026-11-24T10:14:00.500Z');
    expect(retryAfterSeconds(bucketFor(signinFailuresPerIp, '10.0.0.1', now), now)).toBe(60);
    const end = new Date('2026-11-24T10:14:59.999Z');
    expect(retryAfterSeconds(bucketFor(signinFailuresPerIp, '10.0.0.1', end), end)).toBe(1);
  });
});

describe('clientIpSubject', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:0DB8:85a3:0001::1', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('limits %p as %p', (ip, subject) => {
    expect(clientIpSubject(ip)).toBe(subject);
  });

  it.each(['', 'unknown', '999.1.1.1', '10.0.0.1, 10.0.0.2'])('rejects %p', (ip) => {
    expect(clientIpSubject(ip)).toBeUndefined();
  });
});
