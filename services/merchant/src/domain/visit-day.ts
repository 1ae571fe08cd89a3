const jakartaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) an instant falls on in Asia/Jakarta: a store counts one visit per viewer and day. */
export function visitDay(instant: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return jakartaDay.format(instant);
}
