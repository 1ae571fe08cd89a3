import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The user a request acts for: who signed in (BFF) or whom the verified caller named (service). */
export interface RequestUser {
  id: string;
  roles: readonly string[];
}

/**
 * The idempotency keys of one user intent: the n-th command it sends gets `<base>:<n>`, so a
 * retry of the same intent sends the same keys and each command is done once.
 */
export class CommandKeys {
  private issued = 0;

  constructor(readonly base: string) {}

  /** The key the next command will carry. */
  peek(): string {
    return `${this.base}:${this.issued}`;
  }

  /** The next command's key; the one after it gets the next number. */
  take(): string {
    const key = this.peek();
    this.issued += 1;
    return key;
  }
}

/** What travels with one request: through gRPC metadata and Kafka headers. */
export interface RequestContext {
  requestId: string;
  /** Signed into every gRPC call's caller assertion. */
  user?: RequestUser | undefined;
  /** Where the gRPC client takes each command's idempotency key; without it every command gets a fresh one. */
  commandKeys?: CommandKeys | undefined;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';
export const IDEMPOTENCY_KEY_HEADER = 'x-idempotency-key';

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * A client's calls each made in a request of its own acting for `user` (a user id: a shopper with no
 * roles; none: a visitor), so each carries that user in its caller assertion, as a call the BFF
 * makes while serving that user does. For callers outside a request: tests, tools.
 */
export function actingFor<C extends object>(calls: C, user?: string | RequestUser): C {
  const acting = typeof user === 'string' ? { id: user, roles: [] } : user;
  return new Proxy(calls, {
    get: (target, method) => (request: unknown, options?: unknown) =>
      runWithRequestContext({ requestId: randomUUID(), user: acting }, () => (target as Record<string | symbol, (request: unknown, options?: unknown) => unknown>)[method]!(request, options)),
  });
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The caller's request id, or a fresh one for work that starts here. */
export function currentRequestId(): string {
  return storage.getStore()?.requestId ?? randomUUID();
}

/** The idempotency key of the command about to be sent (see CommandKeys). */
export function nextCommandKey(): string {
  return storage.getStore()?.commandKeys?.take() ?? randomUUID();
}

/** Accepts a caller-supplied id only if it is short and plain, so logs cannot be forged. */
export function sanitizeRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(value) ? value : undefined;
}

/**
 * Accepts a client's idempotency key if it is plain and leaves room for the `:<n>` of derived
 * keys within what services store (8–128 characters).
 */
export function sanitizeIdempotencyKey(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(value) ? value : undefined;
}
