import { fundReasons } from '@shop/contracts';

/** Jakarta keeps UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a Jakarta calendar day (YYYY-MM-DD) starts, or undefined for a date that does not exist. */
export function jakartaDayStart(date: string): Date | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utcMidnight - JAKARTA_OFFSET_MS);
}

/** An instant as Jakarta's wall clock, `YYYY-MM-DD HH:mm`, rounded up to the minute (never before it). */
export function jakartaMinute(instant: Date): string {
  const minuteMs = 60_000;
  const wall = new Date(Math.ceil((instant.getTime() + JAKARTA_OFFSET_MS) / minuteMs) * minuteMs);
  return wall.toISOString().slice(0, 16).replace('T', ' ');
}

/** Instants from `from` (inclusive) to `before` (exclusive); either open. */
export interface InstantRange {
  from?: Date;
  before?: Date;
}

/**
 * The instants of the Jakarta dates `fromDate`..`toDate`, both inclusive, either empty for open;
 * invalid_date for a malformed date or a range that ends before it starts.
 */
export function jakartaDateRange(fromDate: string, toDate: string): { range: InstantRange } | { problem: typeof fundReasons.invalidDate; field: 'fromDate' | 'toDate' } {
  const from = fromDate === '' ? undefined : jakartaDayStart(fromDate);
  if (fromDate !== '' && !from) return { problem: fundReasons.invalidDate, field: 'fromDate' };
  const toStart = toDate === '' ? undefined : jakartaDayStart(toDate);
  if (toDate !== '' && !toStart) return { problem: fundReasons.invalidDate, field: 'toDate' };
  if (from && toStart && toStart < from) return { problem: fundReasons.invalidDate, field: 'toDate' };
  return { range: { from, before: toStart && new Date(toStart.getTime() + DAY_MS) } };
}
