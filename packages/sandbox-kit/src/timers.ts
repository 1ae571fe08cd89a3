/** A sandbox's pending work (a charge's expiry, a message's next status): run later, all cancelled when it stops. */
export class Timers {
  private readonly timers = new Set<NodeJS.Timeout>();

  /** Runs `work` in `ms` milliseconds (at once when `ms` is not positive). */
  after(ms: number, work: () => void): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        work();
      },
      Math.max(0, ms),
    );
    this.timers.add(timer);
  }

  /** How many have not run yet. */
  get size(): number {
    return this.timers.size;
  }

  /** Cancels every one that has not run. */
  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
