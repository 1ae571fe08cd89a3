import { describe, expect, it } from '@jest/globals';
import { defaultQuietHours, deliverAt, parseQuietHours } from '../../src/domain/quiet-hours.js';

// WIB is UTC+7: 21:00 WIB is 14:00 UTC, 08:00 WIB is 01:00 UTC.
const utc = (text: string) => new Date(`${text}Z`);

describe('quiet hours', () => {
  it('postpone a non-urgent message sent between 21:00 and 08:00 WIB to 08:00 WIB', () => {
    expect(deliverAt(utc('2026-11-29T14:00:00'), 'order_update')).toEqual(utc('2026-11-30T01:00:00'));
    expect(deliverAt(utc('2026-11-29T16:59:30'), 'money')).toEqual(utc('2026-11-30T01:00:00'));
    expect(deliverAt(utc('2026-11-30T00:59:59'), 'marketing')).toEqual(utc('2026-11-30T01:00:00'));
  });

  it('let it go at once outside them', () => {
    expect(deliverAt(utc('2026-11-29T13:59:59'), 'order_update')).toEqual(utc('2026-11-29T13:59:59'));
    expect(deliverAt(utc('2026-11-30T01:00:00'), 'account')).toEqual(utc('2026-11-30T01:00:00'));
  });

  it('never postpone a code', () => {
    expect(deliverAt(utc('2026-11-29T18:00:00'), 'code')).toEqual(utc('2026-11-29T18:00:00'));
  });

  it('follow other hours and zones, within a day or none at all', () => {
    const siesta = { startMinute: 12 * 60, endMinute: 13 * 60, utcOffsetMinutes: 8 * 60 };
    expect(deliverAt(utc('2026-11-29T04:30:00'), 'money', siesta)).toEqual(utc('2026-11-29T05:00:00'));
    expect(deliverAt(utc('2026-11-29T05:00:00'), 'money', siesta)).toEqual(utc('2026-11-29T05:00:00'));
    const none = { startMinute: 0, endMinute: 0, utcOffsetMinutes: 420 };
    expect(deliverAt(utc('2026-11-29T18:00:00'), 'marketing', none)).toEqual(utc('2026-11-29T18:00:00'));
  });
});

describe('quiet hours from a setting', () => {
  it('reads HH:MM-HH:MM on the WIB clock, and none from an empty text', () => {
    expect(parseQuietHours('21:00-08:00')).toEqual(defaultQuietHours);
    expect(parseQuietHours('22:30-06:15')).toMatchObject({ startMinute: 22 * 60 + 30, endMinute: 6 * 60 + 15 });
    const night = new Date('2026-11-29T19:00:00Z');
    expect(deliverAt(night, 'order_update', parseQuietHours(''))).toEqual(night);
  });
});
