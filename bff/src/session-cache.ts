interface Entry {
  userId: Promise<string>;
  expiresAt: number;
}

/**
 * Token → user id for a few seconds, so most requests skip the identity round trip. A revoked
 * token keeps working here for at most `ttlMs`. Least recently used tokens go first when full;
 * concurrent requests with one token share one lookup; failed lookups are not kept.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lookup: (token: string) => Promise<string>,
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  userIdOf(token: string): Promise<string> {
    const now = this.now();
    const cached = this.entries.get(token);
    this.entries.delete(token);
    if (cached && cached.expiresAt > now) {
      this.entries.set(token, cached);
      return cached.userId;
    }
    const userId = this.lookup(token);
    if (this.options.ttlMs === 0) return userId;
    const entry = { userId, expiresAt: now + this.options.ttlMs };
    this.entries.set(token, entry);
    userId.catch(() => {
      if (this.entries.get(token) === entry) this.entries.delete(token);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
    return userId;
  }

  /** Drops a token this process knows was revoked (sign-out here). */
  forget(token: string): void {
    this.entries.delete(token);
  }

  private now(): number {
    return this.options.now?.() ?? performance.now();
  }
}
