import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { commonReasons } from '@shop/contracts';
import superjson from 'superjson';
import { IDEMPOTENCY_KEY_HEADER } from '../context.js';
import { IdempotencyRecord, type StoredOutcome } from '../db/idempotency-entity.js';
import type { Orm } from '../db/orm.js';
import { AppError, errorCodes, type ErrorCode } from '../errors.js';
import type { CallInfo, Caller } from '../grpc/types.js';
import { inSpan, type Span } from '../telemetry/tracing.js';
import type { Command, CommandContext, Query } from './use-case.js';

/** The instant a use case happens at; injected so tests can move time. */
export type Clock = () => Date;

/** How long a key's outcome is kept: longer than any client retries one intent. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 3600;

const SAVEPOINT = 'command_work';
const EXPIRED_BATCH = 100;
/**
 * One claim in this many also deletes a batch of expired keys: the table stays bounded (a batch
 * holds far more than the claims between two prunings) without a delete on every command.
 */
const PRUNE_EVERY = 20;

/**
 * The one way a use case runs: a forked entity manager, the injected clock, and for a command one
 * transaction. A query runs its statements in autocommit: BEGIN and COMMIT would double the round
 * trips of the hottest reads, so a query whose figures must agree reads them in one statement.
 */
export interface UseCaseRunner {
  query<Req, Res>(query: Query<Req, Res>, request: Req, call: Pick<CallInfo, 'caller'>): Promise<Res>;
  /**
   * Runs a command once per (command, caller, idempotency key): a retry, even one running at the
   * same time, waits for the first and gets its stored answer or domain error; the same key with a
   * different request is refused with `idempotency_key_reused`. A domain error rolls the command's
   * writes back, except those kept with `keepOnRejection`. An UNAVAILABLE refusal (something the
   * command needs is down: try again later) is no outcome to keep: the whole command rolls back,
   * its key included, so a retry with the same key runs again.
   */
  command<Req, Res>(command: Command<Req, Res>, request: Req, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<Res>;
}

export type Outcome<Res> = { answer: Res } | { error: AppError };

/**
 * A gRPC method served by one use case: the runner runs it as a query or a command, and `toResponse`
 * maps its answer to the method's response message. With `serve(runner)`, a service's handler
 * table reads as one line per method.
 */
export function serve(runner: UseCaseRunner) {
  return <Req, Res, Out>(useCase: Query<Req, Res> | Command<Req, Res>, toResponse: (answer: Res) => Out) =>
    async (request: Req, call: CallInfo): Promise<Out> =>
      toResponse(useCase.kind === 'query' ? await runner.query(useCase, request, call) : await runner.command(useCase, request, call));
}

/** The response of a method that answers nothing. */
export const noResponse = (): Record<string, never> => ({});

/**
 * A call the service makes of itself (start-up seeds, one-off commands): no user, and a command
 * that says why it runs without an idempotency key.
 */
export function ownCall(service: string): Pick<CallInfo, 'caller' | 'idempotencyKey'> {
  return { caller: { service, roles: [] }, idempotencyKey: undefined };
}

/**
 * Work that already holds a transaction: another command's context, or an event handler's entity
 * manager, instant and `afterCommit`. Only a command has a point to keep writes back to.
 */
export type EnclosingWork = Pick<CommandContext, 'em' | 'now' | 'afterCommit'> & Partial<Pick<CommandContext, 'keepOnRejection'>>;

/**
 * Runs a command as one step of enclosing work (a command, or an event handler inside the
 * transaction that records its event in the inbox), as the service's own call: one use case
 * serves a gRPC method and the service's own steps alike, with the same checks. It claims no
 * idempotency key (the enclosing command's key or the inbox already makes the work happen once)
 * and takes no savepoint: a domain error goes up to the enclosing work, which rolls back as for
 * its own. An event applies whole or not at all, so a step that keeps writes on rejection fails there.
 */
export function runWithin<Req, Res>(service: string, work: EnclosingWork, command: Command<Req, Res>, request: NoInfer<Req>): Promise<Res> {
  const keepOnRejection = work.keepOnRejection ?? (() => Promise.reject(new Error(`${command.name} keeps writes on rejection, which an event handler cannot`)));
  return command.run({ em: work.em, now: work.now, caller: ownCall(service).caller, afterCommit: work.afterCommit, keepOnRejection }, request);
}

export function createUseCaseRunner(orm: Orm, clock: Clock = () => new Date()): UseCaseRunner {
  let claims = 0;
  return {
    query(query, request, call) {
      return query.run({ em: orm.em.fork(), now: clock(), caller: call.caller }, request);
    },

    command<Req, Res>(command: Command<Req, Res>, request: Req, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>) {
      // A query is its gRPC method's span; a command's own span tells a replay from a first run.
      return inSpan(`command ${command.name}`, {}, (span) => runCommand(command, request, call, span));
    },
  };

  async function runCommand<Req, Res>(command: Command<Req, Res>, request: Req, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>, span: Span): Promise<Res> {
    const key = command.withoutKeyBecause === undefined ? requireKey(command.name, call.idempotencyKey) : undefined;
    const now = clock();
    const deliveries: (() => Promise<void>)[] = [];
    const outcome = await orm.em.fork().transactional(async (em): Promise<Outcome<Res>> => {
      const claim = key === undefined ? undefined : { operation: command.name, caller: callerScope(call.caller), key, requestHash: fingerprint(request, command.secretFields) };
      if (claim) {
        const stored = await claimKey(em, claim, now, claims++ % PRUNE_EVERY === 0);
        span.setAttribute('shop.command.replayed', stored !== undefined);
        if (stored) return stored as Outcome<Res>;
      }
      const outcome = await runRollingBackRefusals(em, command, request, { now, caller: call.caller, deliveries });
      if (claim) await em.nativeUpdate(IdempotencyRecord, { operation: claim.operation, caller: claim.caller, key: claim.key }, { outcome: toStored(outcome) });
      return outcome;
    });
    if ('error' in outcome) throw outcome.error;
    for (const deliver of deliveries) await deliver();
    return outcome.answer;
  }
}

async function runRollingBackRefusals<Req, Res>(
  em: EntityManager,
  command: Command<Req, Res>,
  request: Req,
  context: { now: Date; caller: Caller; deliveries: (() => Promise<void>)[] },
): Promise<Outcome<Res>> {
  // Raw savepoints: the ORM's nested transactions cannot move a savepoint forward (keepOnRejection).
  await em.execute(`savepoint ${SAVEPOINT}`);
  const commandContext: CommandContext = {
    em,
    now: context.now,
    caller: context.caller,
    async keepOnRejection() {
      await em.flush();
      await em.execute(`release savepoint ${SAVEPOINT}`);
      await em.execute(`savepoint ${SAVEPOINT}`);
    },
    afterCommit: (effect) => context.deliveries.push(effect),
  };
  try {
    const answer = await command.run(commandContext, request);
    await em.flush();
    return { answer };
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'UNAVAILABLE') throw error;
    await em.execute(`rollback to savepoint ${SAVEPOINT}`);
    // Unflushed changes and entities loaded since the savepoint must not reach the commit.
    em.clear();
    context.deliveries.length = 0;
    return { error };
  }
}

export function requireKey(operation: string, key: string | undefined): string {
  if (key === undefined) throw new AppError('INVALID_ARGUMENT', commonReasons.idempotencyKeyRequired, `${operation} needs an ${IDEMPOTENCY_KEY_HEADER} header`);
  return key;
}

/** The caller a key belongs to: two callers never share an outcome, whatever keys they choose. */
export function callerScope(caller: Caller): string {
  return `${caller.service}/${caller.userId ?? ''}`;
}

/**
 * SHA-256 of the request as JSON with sorted keys, so a key reused for another request is noticed;
 * the secret top-level fields are left out.
 */
export function fingerprint(request: unknown, secretFields: readonly string[] = []): string {
  const shown =
    request && typeof request === 'object' && secretFields.length > 0
      ? Object.fromEntries(Object.entries(request).filter(([field]) => !secretFields.includes(field)))
      : request;
  const canonical = JSON.stringify(shown, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256').update(canonical ?? 'undefined').digest('hex');
}

/**
 * Inserts the claim, or answers the outcome stored under it. A concurrent duplicate blocks on the
 * claim's unique key until the first transaction ends, then reads its outcome (or, if it rolled
 * back, claims the key itself). An expired key may be used again: its record goes and the key is
 * claimed anew. With `prune`, a batch of other expired keys goes first.
 */
async function claimKey(
  em: EntityManager,
  claim: { operation: string; caller: string; key: string; requestHash: string },
  now: Date,
  prune: boolean,
): Promise<Outcome<unknown> | undefined> {
  const id = { operation: claim.operation, caller: claim.caller, key: claim.key };
  if (prune) await deleteExpiredClaims(em, now);
  for (let attempt = 1; ; attempt++) {
    const inserted = await em
      .createQueryBuilder(IdempotencyRecord)
      .insert({ ...claim, outcome: null, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_SECONDS * 1000) })
      .onConflict(['operation', 'caller', 'key'])
      .ignore()
      .execute('run');
    if (inserted.affectedRows > 0) return undefined;
    const stored = await em.findOne(IdempotencyRecord, id, { disableIdentityMap: true });
    // Gone since the insert met it (pruned), or expired: the key is free to claim again.
    if ((!stored || stored.expiresAt <= now) && attempt < 3) {
      if (stored) await em.nativeDelete(IdempotencyRecord, { ...id, expiresAt: { $lte: now } });
      continue;
    }
    if (!stored) throw new Error(`idempotency record ${claim.operation} ${claim.key} neither insertable nor found`);
    if (stored.requestHash !== claim.requestHash) {
      throw new AppError('INVALID_ARGUMENT', commonReasons.idempotencyKeyReused, `this ${IDEMPOTENCY_KEY_HEADER} was used for a different ${claim.operation} request`);
    }
    if (!stored.outcome) throw new Error(`idempotency record ${claim.operation} ${claim.key} committed without an outcome`);
    return fromStored(stored.outcome);
  }
}

/** A batch of expired keys goes, skipping rows other transactions hold, so the table stays bounded. */
async function deleteExpiredClaims(em: EntityManager, now: Date): Promise<void> {
  // Raw SQL: the ORM cannot express a bounded delete that skips rows other transactions hold.
  await em.execute(
    `delete from idempotency_record where (operation, caller, key) in
       (select operation, caller, key from idempotency_record where expires_at <= ? limit ${EXPIRED_BATCH} for update skip locked)`,
    [now],
  );
}

export function toStored(outcome: Outcome<unknown>): StoredOutcome {
  if ('answer' in outcome) return { answer: superjson.serialize(outcome.answer) };
  const { code, reason, message, params } = outcome.error;
  return { error: { code, reason, message, params } };
}

export function fromStored(stored: StoredOutcome): Outcome<unknown> {
  if ('answer' in stored) return { answer: superjson.deserialize(stored.answer as Parameters<typeof superjson.deserialize>[0]) };
  const { code, reason, message, params } = stored.error;
  return { error: new AppError(code in errorCodes ? (code as ErrorCode) : 'INTERNAL', reason, message, params) };
}
