/** Who a session token belongs to: the user and the platform roles identity gave them. */
export interface Principal {
  userId: string;
  roles: readonly string[];
}

interface Entry {
  principal: Promise<Principal>;
  expiresAt: number;
  /** Known once the lookup answered; indexes the entry under its user. */
  resolvedUserId?: string;
}

/**
 * Token → user and roles for a few seconds, so most requests skip the identity round trip. A revoked
 * token keeps working here for at most `ttlMs`, unless this process learns of the revocation:
 * sign-out here (`forget`) or a password change anywhere (`forgetUser`). Least recently used
 * tokens go first when full; concurrent requests with one token share one lookup; failed
 * lookups are not kept.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensOfUser = new Map<string, Set<string>>();

  constructor(
    private readonly lookup: (token: string) => Promise<Principal>,
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  principalOf(token: string): Promise<Principal> {
    const now = this.now();
    const cached = this.entries.get(token);
    if (cached && cached.expiresAt > now) {
      // Re-inserting moves the token to the most recently used end.
      this.entries.delete(token);
      this.entries.set(token, cached);
      return cached.principal;
    }
    this.drop(token);
    const principal = this.lookup(token);
    if (this.options.ttlMs === 0) return principal;
    const entry: Entry = { principal, expiresAt: now + this.options.ttlMs };
    this.entries.set(token, entry);
    principal.then(
      ({ userId: id }) => {
        if (this.entries.get(token) !== entry) return;
        entry.resolvedUserId = id;
        const tokens = this.tokensOfUser.get(id) ?? new Set<string>();
        this.tokensOfUser.set(id, tokens.add(token));
      },
      () => {
        if (this.entries.get(token) === entry) this.drop(token);
      },
    );
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.drop(oldest);
    }
    return principal;
  }

  /** Drops a token this process knows was revoked (sign-out here). */
  forget(token: string): void {
    this.drop(token);
  }

  /**
   * Drops every token of a user whose sessions all ended (password changed or reset), and every
   * lookup still in flight: identity may have answered it before the sessions ended.
   */
  forgetUser(userId: string): void {
    for (const token of this.tokensOfUser.get(userId) ?? []) this.drop(token);
    for (const [token, entry] of this.entries) if (entry.resolvedUserId === undefined) this.drop(token);
  }

  private drop(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    if (entry.resolvedUserId === undefined) return;
    const tokens = this.tokensOfUser.get(entry.resolvedUserId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOfUser.delete(entry.resolvedUserId);
  }

  private now(): number {
    return this.options.now?.() ?? performance.now();
  }
}
