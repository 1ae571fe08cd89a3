import { describe, expect, it } from '@jest/globals';
import { parseInstant } from '../../src/domain/instant.js';
import { jakartaDateRange, jakartaDayStart } from '../../src/domain/jakarta-dates.js';
import { walletFigures } from '../../src/domain/wallet.js';
import { reviewedStatus, settledStatus, withdrawalStatuses } from '../../src/domain/withdrawal-status.js';

describe('wallet figures', () => {
  it('are available, held, their sum as assets, profit records less the goods cost paid', () => {
    expect(walletFigures({ available: 70_000, held: 30_000, profitRecords: 45_000, goodsCost: 60_000 })).toEqual({
      available: 70_000,
      held: 30_000,
      assets: 100_000,
      profit: -15_000,
      goodsCost: 60_000,
    });
  });
});

describe('withdrawal statuses', () => {
  it('are reviewed once, from in review', () => {
    expect(reviewedStatus('in_review', true)).toBe('paying');
    expect(reviewedStatus('in_review', false)).toBe('rejected');
    for (const status of withdrawalStatuses.filter((s) => s !== 'in_review')) {
      expect(reviewedStatus(status, true)).toBe('withdrawal_already_reviewed');
      expect(reviewedStatus(status, false)).toBe('withdrawal_already_reviewed');
    }
  });

  it('settle once, from paying; a repeated or late outcome changes nothing', () => {
    expect(settledStatus('paying', 'paid')).toBe('paid');
    expect(settledStatus('paying', 'failed')).toBe('failed');
    for (const status of withdrawalStatuses.filter((s) => s !== 'paying')) {
      expect(settledStatus(status, 'paid')).toBe('unchanged');
      expect(settledStatus(status, 'failed')).toBe('unchanged');
    }
  });
});

describe('Jakarta dates', () => {
  it('start at 17:00 UTC the day before (UTC+7, no daylight saving)', () => {
    expect(jakartaDayStart('2026-11-26')).toEqual(new Date('2026-11-25T17:00:00.000Z'));
    expect(jakartaDayStart('2027-01-01')).toEqual(new Date('2026-12-31T17:00:00.000Z'));
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-26', '2026-11-26T00:00', '']) expect(jakartaDayStart(bad)).toBeUndefined();
  });

  it('make an inclusive range of instants, either end open', () => {
    expect(jakartaDateRange('2026-11-01', '2026-11-30')).toEqual({
      range: { from: new Date('2026-10-31T17:00:00.000Z'), before: new Date('2026-11-30T17:00:00.000Z') },
    });
    expect(jakartaDateRange('2026-11-26', '2026-11-26')).toEqual({
      range: { from: new Date('2026-11-25T17:00:00.000Z'), before: new Date('2026-11-26T17:00:00.000Z') },
    });
    expect(jakartaDateRange('', '')).toEqual({ range: { from: undefined, before: undefined } });
    expect(jakartaDateRange('', '2026-11-26')).toEqual({ range: { from: undefined, before: new Date('2026-11-26T17:00:00.000Z') } });
  });

  it('refuse a malformed date or a range ending before it starts', () => {
    expect(jakartaDateRange('2026-11-31', '')).toEqual({ problem: 'invalid_date', field: 'fromDate' });
    expect(jakartaDateRange('', 'yesterday')).toEqual({ problem: 'invalid_date', field: 'toDate' });
    expect(jakartaDateRange('2026-11-27', '2026-11-26')).toEqual({ problem: 'invalid_date', field: 'toDate' });
  });
});

describe('instants from the wire', () => {
  it('need an ISO-8601 instant with its offset', () => {
    expect(parseInstant('2026-12-01T00:00:00Z')).toEqual(new Date('2026-12-01T00:00:00.000Z'));
    expect(parseInstant('2026-12-01T07:00:00.123+07:00')).toEqual(new Date('2026-12-01T00:00:00.123Z'));
    for (const bad of ['2026-12-01', '2026-12-01T00:00:00', 'tomorrow', '2026-13-01T00:00:00Z']) expect(parseInstant(bad)).toBeUndefined();
  });
});
