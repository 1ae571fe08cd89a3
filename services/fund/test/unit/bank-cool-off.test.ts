import { describe, expect, it } from '@jest/globals';
import { coolingOffUntil, withdrawalsOpenAfterReplacement } from '../../src/domain/bank-cool-off.js';
import { jakartaMinute } from '../../src/domain/jakarta-dates.js';

const replacedAt = new Date('2026-11-29T10:00:00Z');

describe('the cool-off after a bank account is replaced', () => {
  it('closes withdrawals for the configured time, or not at all when it is 0', () => {
    expect(withdrawalsOpenAfterReplacement(replacedAt, 86_400)).toEqual(new Date('2026-11-30T10:00:00Z'));
    expect(withdrawalsOpenAfterReplacement(replacedAt, 0)).toBeNull();
  });

  it('refuses until the instant it opens, not from it', () => {
    const opensAt = new Date('2026-11-30T10:00:00Z');
    expect(coolingOffUntil(opensAt, new Date('2026-11-30T09:59:59.999Z'))).toEqual(opensAt);
    expect(coolingOffUntil(opensAt, opensAt)).toBeUndefined();
    expect(coolingOffUntil(null, replacedAt)).toBeUndefined();
  });

  it("names the instant on Jakarta's clock, rounded up to the minute", () => {
    expect(jakartaMinute(new Date('2026-11-30T10:00:00Z'))).toBe('2026-11-30 17:00');
    expect(jakartaMinute(new Date('2026-11-30T16:59:30Z'))).toBe('2026-12-01 00:00');
  });
});
