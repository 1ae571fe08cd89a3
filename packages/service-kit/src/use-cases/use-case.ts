import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../grpc/types.js';

/** What a query runs with: its entity manager (autocommit), the one instant it happens at, and who asked. */
export interface QueryContext {
  em: EntityManager;
  now: Date;
  caller: Caller;
}

/** What a command runs with: a query's context, in one transaction, plus the two ways to act beyond the answer. */
export interface CommandContext extends QueryContext {
  /**
   * Keeps everything written so far even if the command then fails with a domain error (AppError);
   * later writes still roll back. For effects a refusal must not undo, such as a counted failed
   * attempt: count, keep, then check.
   */
  keepOnRejection(): Promise<void>;
  /** Runs once the transaction has committed (never on a replay or a refusal): delivery to the outside. */
  afterCommit(effect: () => Promise<void>): void;
}

/** A use case that only reads. */
export interface Query<Req, Res> {
  readonly kind: 'query';
  readonly name: string;
  run(context: QueryContext, request: Req): Promise<Res>;
}

/** A use case that changes state; deduplicated by the caller's idempotency key unless it says why not. */
export interface Command<Req, Res> {
  readonly kind: 'command';
  readonly name: string;
  /** Set only for a command that must not keep its answer (e.g. a new session token) and is safe to repeat. */
  readonly withoutKeyBecause: string | undefined;
  /**
   * Request fields left out of the fingerprint stored with the key (passwords, codes, tokens): a
   * fast hash of them would be a guessable copy of a secret. A retry differing only there counts
   * as the same request.
   */
  readonly secretFields: readonly string[];
  run(context: CommandContext, request: Req): Promise<Res>;
}

export function defineQuery<Req, Res>(name: string, run: (context: QueryContext, request: Req) => Promise<Res>): Query<Req, Res> {
  return { kind: 'query', name, run };
}

export function defineCommand<Req, Res>(
  name: string,
  run: (context: CommandContext, request: Req) => Promise<Res>,
  options: { withoutKeyBecause?: string; secretFields?: readonly string[] } = {},
): Command<Req, Res> {
  return { kind: 'command', name, withoutKeyBecause: options.withoutKeyBecause, secretFields: options.secretFields ?? [], run };
}

/**
 * A loaded entity as a plain record: what a command answers, since the runner stores answers
 * (superjson keeps a plain object's dates; an entity serialises through its own toJSON).
 */
export function plainRecord<T extends object>(entity: T): T {
  return { ...entity };
}
