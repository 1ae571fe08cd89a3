import { describe, expect, it } from '@jest/globals';
import { maskKtpNumber, reviewedStatus } from '../../src/domain/application-status.js';
import { visitDay } from '../../src/domain/visit-day.js';

describe('application review', () => {
  it('moves a submitted application to approved or rejected', () => {
    expect(reviewedStatus('submitted', true)).toBe('approved');
    expect(reviewedStatus('submitted', false)).toBe('rejected');
  });

  it('refuses to review one already reviewed', () => {
    for (const status of ['approved', 'rejected'] as const) {
      expect(reviewedStatus(status, true)).toBe('application_already_reviewed');
      expect(reviewedStatus(status, false)).toBe('application_already_reviewed');
    }
  });

  it('masks the KTP number but its last four digits', () => {
    expect(maskKtpNumber('3171234501900001')).toBe('************0001');
  });
});

describe('visitDay', () => {
  it('is the calendar day in Jakarta (UTC+7)', () => {
    expect(visitDay(new Date('2026-11-25T16:59:59.999Z'))).toBe('2026-11-25');
    expect(visitDay(new Date('2026-11-25T17:00:00.000Z'))).toBe('2026-11-26');
    expect(visitDay(new Date('2026-12-31T20:00:00.000Z'))).toBe('2027-01-01');
  });
});
