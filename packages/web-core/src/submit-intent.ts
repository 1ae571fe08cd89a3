import superjson from 'superjson';

/** The HTTP header a mutation's idempotency key travels in (the BFF forwards it to the service). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * One idempotency key per user intent. Pressing submit again with the same input while the last
 * attempt is still on its way or has failed (a double tap, a "retry", the client retrying) is the
 * same intent and reuses its key, so the server does the work at most once. A different input (the
 * form was edited) or a press after the last attempt succeeded is a new intent with a new key.
 */
export class SubmitIntents {
  private current: { input: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for submitting `input` now. */
  keyFor(input: unknown): string {
    const serialized = superjson.stringify(input);
    if (this.current?.input !== serialized) this.current = { input: serialized, key: this.newKey() };
    return this.current.key;
  }

  /** The attempt with `key` succeeded: its intent is fulfilled, the next press is a new one. */
  succeeded(key: string): void {
    if (this.current?.key === key) this.current = undefined;
  }
}
