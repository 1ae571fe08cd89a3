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
    // A procedure without input (sign-out) serializes to undefined; it is still one input.
    const serialized = JSON.stringify(input) ?? '';
    if (this.current === undefined || this.current.input !== serialized) this.current = { input: serialized, key: this.newKey() };
    return this.current.key;
  }

  /** The attempt with `key` succeeded: its intent is fulfilled, the next press is a new one. */
  succeeded(key: string): void {
    if (this.current?.key === key) this.current = undefined;
  }
}
