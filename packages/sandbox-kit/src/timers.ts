/** A sandbox's pending work (a charge's expiry, a message's next status): run later, all cancelled when it stops. */
export class Timers {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly waiting: (() => void)[] = [];

  /** Runs `work` in `ms` milliseconds (at once when `ms` is not positive). */
  after(ms: number, work: () => void): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        work();
        if (this.timers.size === 0) this.waiting.splice(0).forEach((resolve) => resolve());
      },
      Math.max(0, ms),
    );
    this.timers.add(timer);
  }

  /** How many have not run yet. */
  get size(): number {
    return this.timers.size;
  }

  /** Resolves once none is left to run (work that schedules more is waited for too). */
  idle(): Promise<void> {
    return this.timers.size === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Cancels every one that has not run. */
  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.splice(0).forEach((resolve) => resolve());
  }
}
