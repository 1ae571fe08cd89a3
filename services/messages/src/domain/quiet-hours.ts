import type { MessageClass } from './kinds.js';

export interface QuietHoursSettings {
  /** Wall-clock minutes after midnight when quiet hours start and end; start > end spans midnight, start = end means none. */
  startMinute: number;
  endMinute: number;
  /** The recipients' clock: minutes east of UTC (WIB, Asia/Jakarta, is +7 h all year, with no daylight saving). */
  utcOffsetMinutes: number;
}

/** 21:00 to 08:00 WIB. */
export const defaultQuietHours: QuietHoursSettings = { startMinute: 21 * 60, endMinute: 8 * 60, utcOffsetMinutes: 7 * 60 };

/** Quiet hours from `HH:MM-HH:MM` (WIB), or none from an empty text. */
export function parseQuietHours(text: string): QuietHoursSettings {
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  if (text === '') return { ...defaultQuietHours, startMinute: 0, endMinute: 0 };
  const [start = '', end = ''] = text.split('-');
  return { ...defaultQuietHours, startMinute: minutes(start), endMinute: minutes(end) };
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * When a message of `messageClass` created at `now` may go out: at once, unless it is not urgent
 * and `now` falls in quiet hours, then at their end. Codes are never postponed.
 */
export function deliverAt(now: Date, messageClass: MessageClass, settings: QuietHoursSettings = defaultQuietHours): Date {
  if (messageClass === 'code') return now;
  const { startMinute, endMinute, utcOffsetMinutes } = settings;
  if (startMinute === endMinute) return now;
  const wallMs = now.getTime() + utcOffsetMinutes * MINUTE_MS;
  const minuteOfDay = (((wallMs / MINUTE_MS) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const quiet = startMinute < endMinute ? minuteOfDay >= startMinute && minuteOfDay < endMinute : minuteOfDay >= startMinute || minuteOfDay < endMinute;
  if (!quiet) return now;
  const minutesToEnd = (endMinute - minuteOfDay + DAY_MINUTES) % DAY_MINUTES;
  return new Date(now.getTime() + minutesToEnd * MINUTE_MS);
}
