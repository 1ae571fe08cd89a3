/** Until when a return can be asked for: the window after receipt. */
export function returnDeadline(receivedAt: Date, windowMs: number): Date {
  return new Date(receivedAt.getTime() + windowMs);
}

/** Whether a return may still be asked for at `now`. */
export function withinReturnWindow(receivedAt: Date, now: Date, windowMs: number): boolean {
  return now.getTime() <= returnDeadline(receivedAt, windowMs).getTime();
}
