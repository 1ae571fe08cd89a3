import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { commonReasons } from '@shop/contracts';
import superjson from 'superjson';
import { CommandKeys, runWithRequestContext } from '../context.js';
import type { StoredOutcome } from '../db/idempotency-entity.js';
import type { Orm } from '../db/orm.js';
import { AppError } from '../errors.js';
import type { CallInfo, Caller } from '../grpc/types.js';
import type { Logger } from '../logger.js';
import { inSpan } from '../telemetry/tracing.js';
import {
  callerScope,
  fingerprint,
  fromStored,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  ownCall,
  requireKey,
  toStored,
  type Clock,
  type EnclosingWork,
  type Outcome,
} from '../use-cases/runner.js';
import type { CommandContext } from '../use-cases/use-case.js';
import { WorkflowRun, type RunStatus } from './run-entity.js';
import type { RemoteStepContext, Workflow, WorkflowStep } from './workflow.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWorkflow = Workflow<any, any, any>;

/** A step's effect is applied (a remote step's call answered, not yet recorded) or recorded with the run's progress. */
export interface StepProgress {
  workflow: string;
  runId: string;
  step: string;
  phase: 'applied' | 'recorded';
  compensation: boolean;
}

export interface WorkflowEngineOptions {
  /** The service's name: the caller of runs it starts itself. */
  service: string;
  /** Every workflow the service runs: the resumer finds a run's steps here by its name. */
  workflows: readonly AnyWorkflow[];
  logger: Logger;
  clock?: Clock;
  /** How long a driver holds a run without recording progress before another may take it over. */
  leaseMs?: number;
  /** The longest wait before a run that failed for a passing reason is tried again. */
  maxRetryDelayMs?: number;
  /** Told of every step's progress, in order (traces; tests that stop a run between two steps). */
  onProgress?: (progress: StepProgress) => Promise<void> | void;
}

/**
 * Drives workflow runs: a caller's command to its end (`run`), a run started inside other work
 * (`startWithin`), and runs nobody drives any more, a crashed process's or a failed attempt's
 * (`resumeDue`, called by the resumer). A run is driven by one holder of its lease at a time;
 * every step records the run's progress and renews the lease, and a step recorded under a lost
 * lease rolls back.
 */
export interface WorkflowEngine {
  /**
   * Runs a workflow once per (workflow, caller, idempotency key), like a command: a retry gets the
   * stored answer or refusal, or drives the run on from where it stopped; a concurrent duplicate
   * waits for the driver; the key with a different request is refused.
   */
  run<Input, Output>(workflow: Workflow<Input, unknown, Output>, input: Input, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<Output>;
  /**
   * Starts a run of the service's own under `key` (the record it works on) as part of enclosing
   * work: it exists only if that work commits, is driven right after the commit (before the
   * enclosing work answers), and resumed if that attempt does not finish. Starting a key already
   * started does nothing.
   */
  startWithin<Input>(work: EnclosingWork, workflow: Workflow<Input, unknown, unknown>, key: string, input: Input): Promise<void>;
  /** Takes up to `batch` runs due (nobody drives them) and drives each; answers how many it took. Ended runs past their retention go too. */
  resumeDue(batch: number): Promise<number>;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_MAX_RETRY_DELAY_MS = 60_000;
const FIRST_RETRY_DELAY_MS = 500;
const PRUNE_BATCH = 100;
const UNFINISHED: RunStatus[] = ['running', 'compensating'];

class LeaseLost extends Error {
  constructor(runId: string) {
    super(`workflow run ${runId} was taken over by another driver`);
  }
}

const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.code !== 'UNAVAILABLE';

/** What the driver knows of its run between two records. */
interface Progress {
  id: string;
  key: string;
  caller: Caller;
  status: RunStatus;
  step: number;
  state: unknown;
  outcome: StoredOutcome | null;
  attempts: number;
  createdAt: Date;
}

type RunRow = InferEntity<typeof WorkflowRun>;

export function createWorkflowEngine(database: Orm, options: WorkflowEngineOptions): WorkflowEngine {
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const byName = new Map(options.workflows.map((workflow) => [workflow.name, workflow]));
  const orm = () => database;
  const leaseEnd = (now: Date) => new Date(now.getTime() + leaseMs);
  const progressOf = (row: RunRow): Progress => ({
    id: row.id,
    key: row.key,
    caller: row.caller,
    status: row.status,
    step: row.step,
    state: superjson.deserialize(row.state as Parameters<typeof superjson.deserialize>[0]),
    outcome: row.outcome ?? null,
    attempts: row.attempts,
    createdAt: row.createdAt,
  });

  async function insertRun(em: EntityManager, workflow: AnyWorkflow, key: string, fields: { requestHash: string; caller: Caller; state: unknown; wakeAt: Date; leaseToken: string | null; now: Date }): Promise<string | undefined> {
    const id = randomUUID();
    const inserted = await em
      .createQueryBuilder(WorkflowRun)
      .insert({
        id,
        workflow: workflow.name,
        key,
        requestHash: fields.requestHash,
        caller: fields.caller,
        status: 'running',
        step: 0,
        state: superjson.serialize(fields.state) as { json: unknown },
        outcome: null,
        attempts: 0,
        lastError: null,
        wakeAt: fields.wakeAt,
        leaseToken: fields.leaseToken,
        createdAt: fields.now,
        updatedAt: fields.now,
      })
      .onConflict(['workflow', 'key'])
      .ignore()
      .execute('run');
    return inserted.affectedRows > 0 ? id : undefined;
  }

  /** Takes the lease of an unfinished run nobody holds (or whose holder's lease ran out). */
  async function acquire(runId: string, token: string, now: Date): Promise<boolean> {
    const taken = await orm()
      .em.fork()
      .nativeUpdate(WorkflowRun, { id: runId, status: { $in: UNFINISHED }, $or: [{ leaseToken: null }, { wakeAt: { $lte: now } }] }, { leaseToken: token, wakeAt: leaseEnd(now) });
    return taken > 0;
  }

  /** Writes the run's progress if this driver still holds its lease; otherwise the enclosing transaction must not commit. */
  async function record(em: EntityManager, progress: Progress, token: string, now: Date, ended: boolean): Promise<void> {
    const updated = await em.nativeUpdate(
      WorkflowRun,
      { id: progress.id, leaseToken: token },
      {
        status: progress.status,
        step: progress.step,
        state: superjson.serialize(progress.state) as { json: unknown },
        outcome: progress.outcome,
        leaseToken: ended ? null : token,
        wakeAt: leaseEnd(now),
        updatedAt: now,
      },
    );
    if (updated === 0) throw new LeaseLost(progress.id);
  }

  /** Runs `work` in one transaction of the service's database that also records the run's progress; effects after the commit. */
  async function inTransaction(progress: Progress, token: string, work: (context: CommandContext) => Promise<void>, next: () => void, ended: boolean): Promise<void> {
    const deliveries: (() => Promise<void>)[] = [];
    await orm()
      .em.fork()
      .transactional(async (em) => {
        const now = clock();
        await work({
          em,
          now,
          caller: progress.caller,
          keepOnRejection: () => Promise.reject(new Error('a workflow step applies whole or not at all: it cannot keep writes on rejection')),
          afterCommit: (effect) => deliveries.push(effect),
        });
        await em.flush();
        next();
        await record(em, progress, token, now, ended);
      });
    for (const deliver of deliveries) await deliver();
  }

  /** Calls out with the run's caller as the user the calls act for, and command keys fixed by the run and step, the same on every attempt. */
  function callOut<T>(progress: Progress, keyBase: string, work: (context: RemoteStepContext) => Promise<T>): Promise<T> {
    const user = progress.caller.userId ? { id: progress.caller.userId, roles: progress.caller.roles } : undefined;
    return runWithRequestContext({ requestId: randomUUID(), user, commandKeys: new CommandKeys(keyBase) }, () =>
      work({ runId: progress.id, key: progress.key, caller: progress.caller, now: clock(), em: orm().em.fork() }),
    );
  }

  const notify = async (workflow: AnyWorkflow, progress: Progress, step: WorkflowStep<unknown>, phase: StepProgress['phase'], compensation: boolean) =>
    options.onProgress?.({ workflow: workflow.name, runId: progress.id, step: step.name, phase, compensation });

  /** One step forward: its effect and the progress after it. A refusal turns the run to compensating (recorded). */
  async function forward(workflow: AnyWorkflow, progress: Progress, token: string): Promise<void> {
    const index = progress.step;
    const step = workflow.steps[index]!;
    const last = index === workflow.steps.length - 1;
    const advance = (patch: unknown) => () => {
      progress.state = patch ? { ...(progress.state as object), ...patch } : progress.state;
      if (last) {
        progress.status = 'done';
        progress.outcome = toStored({ answer: workflow.finish(progress.state) });
      } else {
        progress.step = index + 1;
      }
    };
    try {
      await inSpan(`workflow ${workflow.name} ${step.name}`, {}, async () => {
        if (step.kind === 'local') {
          let patch: unknown;
          await inTransaction(progress, token, async (context) => void (patch = await step.run(context, progress.state)), () => advance(patch)(), last);
        } else {
          const patch = await callOut(progress, `${progress.id}:${index}`, (context) => step.run(progress.state, context));
          await notify(workflow, progress, step, 'applied', false);
          advance(patch)();
          await record(orm().em.fork(), progress, token, clock(), last);
        }
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // A refused local step rolled back whole; a refused remote step may have done part of its work.
      await turnBack(progress, token, step.kind === 'local' ? index - 1 : index, error);
      return;
    }
    await notify(workflow, progress, step, 'recorded', false);
  }

  async function turnBack(progress: Progress, token: string, from: number, refusal: AppError): Promise<void> {
    Object.assign(progress, { status: from < 0 ? 'failed' : 'compensating', step: from, outcome: toStored({ error: refusal }) });
    await record(orm().em.fork(), progress, token, clock(), progress.status === 'failed');
  }

  /** One step undone (or passed, having nothing to undo), counting down; the run fails after the first step's. */
  async function backward(workflow: AnyWorkflow, progress: Progress, token: string): Promise<void> {
    const index = progress.step;
    const step = workflow.steps[index]!;
    const next = () => {
      progress.step = index - 1;
      if (index === 0) progress.status = 'failed';
    };
    const ended = index === 0;
    if (!step.compensate) {
      next();
      if (ended) await record(orm().em.fork(), progress, token, clock(), true);
      return;
    }
    await inSpan(`workflow ${workflow.name} undo ${step.name}`, {}, async () => {
      if (step.kind === 'local') {
        await inTransaction(progress, token, (context) => step.compensate!(context, progress.state), next, ended);
      } else {
        await callOut(progress, `${progress.id}:undo:${index}`, (context) => step.compensate!(progress.state, context));
        await notify(workflow, progress, step, 'applied', true);
        next();
        await record(orm().em.fork(), progress, token, clock(), ended);
      }
    });
    await notify(workflow, progress, step, 'recorded', true);
  }

  /**
   * Drives a run whose lease this driver holds to its end: its outcome. A failure that is no
   * refusal lets the lease go with a retry time (growing with the attempts), or, once the workflow's
   * time to give up has passed, turns the run back; then it is thrown.
   */
  async function drive(workflow: AnyWorkflow, progress: Progress, token: string): Promise<Outcome<unknown>> {
    try {
      while (progress.status === 'running' || progress.status === 'compensating') {
        if (progress.status === 'running') await forward(workflow, progress, token);
        else await backward(workflow, progress, token);
      }
    } catch (error) {
      if (error instanceof LeaseLost) throw error;
      const now = clock();
      const givenUp = workflow.giveUpAfterMs !== undefined && now.getTime() - progress.createdAt.getTime() >= workflow.giveUpAfterMs;
      if (givenUp && progress.status === 'running') {
        options.logger.warn({ err: error, workflow: workflow.name, runId: progress.id }, 'workflow run given up: undoing its steps');
        await giveUp(workflow, progress, token);
        return drive(workflow, progress, token);
      }
      const delay = Math.min(maxRetryDelayMs, FIRST_RETRY_DELAY_MS * 2 ** progress.attempts);
      await orm()
        .em.fork()
        .nativeUpdate(
          WorkflowRun,
          { id: progress.id, leaseToken: token },
          { leaseToken: null, wakeAt: new Date(now.getTime() + delay), attempts: progress.attempts + 1, lastError: String(error).slice(0, 2000), updatedAt: now },
        );
      throw error;
    }
    return fromStored(progress.outcome!);
  }

  /**
   * The resumer's turn at a run. One its caller drives (`resumedBy: 'caller'`) is not taken forward
   * here: it waits for the caller's retry until its time to give up, and is then undone.
   */
  async function resume(workflow: AnyWorkflow, progress: Progress, token: string): Promise<void> {
    if (workflow.resumedBy === 'caller' && progress.status === 'running') {
      const giveUpAt = progress.createdAt.getTime() + workflow.giveUpAfterMs!;
      const now = clock();
      if (now.getTime() < giveUpAt) {
        await orm().em.fork().nativeUpdate(WorkflowRun, { id: progress.id, leaseToken: token }, { leaseToken: null, wakeAt: new Date(giveUpAt), updatedAt: now });
        return;
      }
      await giveUp(workflow, progress, token);
    }
    await drive(workflow, progress, token);
  }

  /** Turns a run back with the refusal that it could not finish in time. */
  async function giveUp(workflow: AnyWorkflow, progress: Progress, token: string): Promise<void> {
    // A remote step that failed may have done part of its work: it is undone too.
    const from = workflow.steps[progress.step]!.kind === 'remote' ? progress.step : progress.step - 1;
    await turnBack(progress, token, from, workflow.givenUpAs());
  }

  const answerOf = <Output>(outcome: Outcome<unknown>): Output => {
    if ('error' in outcome) throw outcome.error;
    return outcome.answer as Output;
  };

  /** Waits, polling, for another driver's run to end or to let its lease go; then answers the outcome or drives it on. */
  async function join(workflow: AnyWorkflow, runKey: string, requestHash: string): Promise<Outcome<unknown>> {
    const deadline = Date.now() + leaseMs;
    for (let pause = 25; ; pause = Math.min(pause * 2, 500)) {
      const row = await orm().em.fork().findOneOrFail(WorkflowRun, { workflow: workflow.name, key: runKey }, { disableIdentityMap: true });
      if (row.requestHash !== requestHash) throw new AppError('INVALID_ARGUMENT', commonReasons.idempotencyKeyReused, `this key was used for a different ${workflow.name} request`);
      if (row.status === 'done' || row.status === 'failed') return fromStored(row.outcome!);
      const token = randomUUID();
      if (await acquire(row.id, token, clock())) return drive(workflow, progressOf(row), token);
      if (Date.now() >= deadline) throw new AppError('UNAVAILABLE', 'in_progress', `${workflow.name} is still under way: try again`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  return {
    async run<Input, Output>(workflow: Workflow<Input, unknown, Output>, input: Input, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<Output> {
      const runKey = `${callerScope(call.caller)}/${requireKey(workflow.name, call.idempotencyKey)}`;
      const requestHash = fingerprint(input, workflow.secretFields);
      const token = randomUUID();
      const now = clock();
      const state = workflow.begin(input, call.caller);
      const id = await insertRun(orm().em.fork(), workflow, runKey, { requestHash, caller: call.caller, state, wakeAt: leaseEnd(now), leaseToken: token, now });
      if (id === undefined) return answerOf(await join(workflow, runKey, requestHash));
      const progress: Progress = { id, key: runKey, caller: call.caller, status: 'running', step: 0, state, outcome: null, attempts: 0, createdAt: now };
      return answerOf(await drive(workflow, progress, token));
    },

    async startWithin(work, workflow, key, input) {
      const caller = ownCall(options.service).caller;
      await insertRun(work.em, workflow, key, { requestHash: fingerprint(input, workflow.secretFields), caller, state: workflow.begin(input, caller), wakeAt: work.now, leaseToken: null, now: work.now });
      // The enclosing work has committed: a failure now is the resumer's to take up, not the work's.
      work.afterCommit(async () => {
        const row = await orm().em.fork().findOne(WorkflowRun, { workflow: workflow.name, key }, { disableIdentityMap: true });
        const token = randomUUID();
        if (!row || !(await acquire(row.id, token, clock()))) return;
        await drive(workflow, progressOf(row), token).catch((error: unknown) =>
          options.logger.warn({ err: error, workflow: workflow.name, runId: row.id }, 'workflow run not finished: the resumer takes it again'),
        );
      });
    },

    async resumeDue(batch) {
      const now = clock();
      const em = orm().em.fork();
      // Raw SQL: the ORM cannot express taking a bounded batch of rows other drivers are not taking, in one statement.
      const taken = await em.execute<{ id: string; lease_token: string }[]>(
        `update workflow_run set lease_token = gen_random_uuid(), wake_at = ? where id in
           (select id from workflow_run where status in ('running', 'compensating') and wake_at <= ? and workflow in (?)
            order by wake_at limit ? for update skip locked)
         returning id, lease_token`,
        [leaseEnd(now), now, [...byName.keys()], batch],
      );
      await em.execute(
        `delete from workflow_run where id in
           (select id from workflow_run where status in ('done', 'failed') and updated_at <= ? limit ${PRUNE_BATCH} for update skip locked)`,
        [new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000)],
      );
      for (const { id, lease_token: token } of taken) {
        const row = await orm().em.fork().findOneOrFail(WorkflowRun, { id }, { disableIdentityMap: true });
        try {
          await resume(byName.get(row.workflow)!, progressOf(row), token);
        } catch (error) {
          options.logger.warn({ err: error, workflow: row.workflow, runId: id }, 'workflow run not finished: tried again later');
        }
      }
      return taken.length;
    },

  };
}
