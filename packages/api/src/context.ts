import type { CommandKeys } from '@shop/service-kit';
import type { Locale } from './i18n/messages.js';
import type { ServiceClients } from './peers.js';

/** What procedures need of the session cache the server keeps. */
export interface Sessions {
  /** The user and roles of a live session token; rejects (UNAUTHENTICATED) for an unknown or ended one. */
  principalOf(token: string): Promise<{ userId: string; roles: readonly string[] }>;
  /** Drops a token this process knows has ended (sign-out here). */
  forget(token: string): void;
}

/** How a procedure call ended, as a tRPC middleware sees it. */
export type ProcedureOutcome = { ok: true } | { ok: false; error: Error & { code: string; cause?: unknown } };

/** Runs one procedure call in the server's span and counts it in its metrics. */
export type ProcedureObserver = <R extends ProcedureOutcome>(procedure: string, run: () => Promise<R>) => Promise<R>;

/** What every procedure runs with; the server builds it per request. */
export interface Context {
  lang: Locale;
  /** The stored session token, empty when the visitor has none. */
  token: string;
  requestId: string;
  /** The shopper's address (through trusted proxies), for the services' per-IP limits. */
  clientIp: string;
  /** An opaque key of the client's address (never the address), naming an anonymous visitor; computed when asked. */
  visitorKey(): string;
  clients: ServiceClients;
  /** The public URL of a stored picture by its key (MEDIA_PUBLIC_URL, then the key), for answers that keep only keys (orders). */
  mediaUrl(key: string): string;
  sessions: Sessions;
  /**
   * The idempotency keys of this request's service commands: `<idempotency-key>:<n>` for the n-th
   * command, so a retried intent repeats them and services drop the repeat. Without the header
   * (a client that sends none) the base is fresh, so nothing is taken for a repeat.
   */
  commandKeys: CommandKeys;
  /** The request's `idempotency-key` header is present but not a plain 8–100 character key. */
  idempotencyKeyInvalid: boolean;
  /** Traces and counts each procedure call (under the trace context the request came with). */
  observe: ProcedureObserver;
}
