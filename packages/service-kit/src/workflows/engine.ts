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
import { WorkflowRun, type RunStatus } from './run-entity.js';
import type { LocalStepContext, RemoteStepContext, Workflow, WorkflowStep } from './workflow.js';

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
  /**
   * Gives the run under `run` (its key, or its id) the signal its wait step `signal` waits for,
   * as part of enclosing work (the command or event handler that carries it): the payload is
   * merged into the run's state and the run goes on, only if that work commits; it is driven right
   * after the commit, and resumed if that attempt does not finish. Answers false, changing
   * nothing, when the run is not waiting at that step (a late or repeated signal, or none such).
   */
  signalWithin(work: EnclosingWork, workflow: Workflow<never, unknown, unknown>, run: string | { runId: string }, signal: string, payload: unknown): Promise<boolean>;
  /** Where the run under `run` (its key, or its id) stands: its status and the step it is at; undefined when there is none (or no more). */
  standing(em: EntityManager, workflow: Workflow<never, unknown, unknown>, run: string | { runId: string }): Promise<{ status: RunStatus; step: string } | undefined>;
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

/** Whether a run in this status has a driver's work left: waiting and ended runs hold no lease. */
const driven = (status: RunStatus) => UNFINISHED.includes(status);

/** A run with a wait step answers its caller at its first pause: that answer stays its outcome. */
const answered = (outcome: StoredOutcome | null): boolean => outcome !== null && 'answer' in outcome;

/** Whether the step applies to the run's state (a step under `onlyWhen`), or is passed by. */
const applies = (step: WorkflowStep<unknown>, state: unknown) => !step.when || step.when(state);

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

  /**
   * Moves the run to step `from` or the first one after it that applies: a wait step pauses it
   * (waiting), past the last step it is done. At its first pause or its end the run's answer is
   * fixed, unless it was before.
   */
  function moveOn(workflow: AnyWorkflow, progress: Progress, from: number): void {
    let index = from;
    while (index < workflow.steps.length && !applies(workflow.steps[index]!, progress.state)) index += 1;
    if (index >= workflow.steps.length) {
      progress.status = 'done';
      progress.step = workflow.steps.length - 1;
    } else {
      progress.step = index;
      progress.status = workflow.steps[index]!.kind === 'wait' ? 'waiting' : 'running';
    }
    if ((progress.status === 'done' || progress.status === 'waiting') && !answered(progress.outcome)) progress.outcome = toStored({ answer: workflow.finish(progress.state) });
  }

  /** The run's first position: its first step that applies (a wait step: waiting). */
  function startOf(workflow: AnyWorkflow, id: string, key: string, caller: Caller, state: unknown, now: Date): Progress {
    const start: Progress = { id, key, caller, status: 'running', step: 0, state, outcome: null, attempts: 0, createdAt: now };
    moveOn(workflow, start, 0);
    return start;
  }

  async function insertRun(em: EntityManager, workflow: AnyWorkflow, key: string, fields: { requestHash: string; caller: Caller; state: unknown; wakeAt: Date; leaseToken: string | null; now: Date }): Promise<Progress | undefined> {
    const id = randomUUID();
    const start = startOf(workflow, id, key, fields.caller, fields.state, fields.now);
    const inserted = await em
      .createQueryBuilder(WorkflowRun)
      .insert({
        id,
        workflow: workflow.name,
        key,
        requestHash: fields.requestHash,
        caller: fields.caller,
        status: start.status,
        step: start.step,
        state: superjson.serialize(fields.state) as { json: unknown },
        outcome: start.outcome,
        attempts: 0,
        lastError: null,
        wakeAt: fields.wakeAt,
        leaseToken: driven(start.status) ? fields.leaseToken : null,
        createdAt: fields.now,
        updatedAt: fields.now,
      })
      .onConflict(['workflow', 'key'])
      .ignore()
      .execute('run');
    return inserted.affectedRows > 0 ? start : undefined;
  }


  /**
   * Takes the lease of an unfinished run nobody holds (or whose holder's lease ran out); with
   * `unchanged`, only if the run is still where that progress left it.
   */
  async function acquire(runId: string, token: string, now: Date, unchanged?: Pick<Progress, 'status' | 'step' | 'attempts'>): Promise<boolean> {
    const where = unchanged ? { status: unchanged.status, step: unchanged.step, attempts: unchanged.attempts } : { status: { $in: UNFINISHED } };
    const taken = await orm()
      .em.fork()
      .nativeUpdate(WorkflowRun, { id: runId, ...where, $or: [{ leaseToken: null }, { wakeAt: { $lte: now } }] }, { leaseToken: token, wakeAt: leaseEnd(now) });
    return taken > 0;
  }

  /**
   * Writes the run's progress if this driver still holds its lease; otherwise the enclosing
   * transaction must not commit. A run that ended or waits lets its lease go.
   */
  async function record(em: EntityManager, progress: Progress, token: string, now: Date, lastError?: string): Promise<void> {
    const updated = await em.nativeUpdate(
      WorkflowRun,
      { id: progress.id, leaseToken: token },
      {
        status: progress.status,
        step: progress.step,
        state: superjson.serialize(progress.state) as { json: unknown },
        outcome: progress.outcome,
        leaseToken: driven(progress.status) ? token : null,
        wakeAt: leaseEnd(now),
        updatedAt: now,
        ...(lastError === undefined ? {} : { lastError }),
      },
    );
    if (updated === 0) throw new LeaseLost(progress.id);
  }

  /** Runs `work` in one transaction of the service's database that also records the run's progress; effects after the commit. */
  async function inTransaction(progress: Progress, token: string, work: (context: LocalStepContext) => Promise<void>, next: () => void): Promise<void> {
    const deliveries: (() => Promise<void>)[] = [];
    await orm()
      .em.fork()
      .transactional(async (em) => {
        const now = clock();
        await work({
          em,
          now,
          caller: progress.caller,
          runId: progress.id,
          key: progress.key,
          keepOnRejection: () => Promise.reject(new Error('a workflow step applies whole or not at all: it cannot keep writes on rejection')),
          afterCommit: (effect) => deliveries.push(effect),
        });
        await em.flush();
        next();
        await record(em, progress, token, now);
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
    const advance = (patch: unknown) => {
      progress.state = patch ? { ...(progress.state as object), ...patch } : progress.state;
      moveOn(workflow, progress, index + 1);
      progress.attempts = 0;
    };
    if (step.kind === 'wait' || !applies(step, progress.state)) {
      // Only a run recorded by an earlier version stands here: waits and steps passed by are moved onto or past when the step before is recorded.
      moveOn(workflow, progress, index);
      if (progress.status !== 'running' || progress.step !== index) await record(orm().em.fork(), progress, token, clock());
      return;
    }
    try {
      await inSpan(`workflow ${workflow.name} ${step.name}`, {}, async () => {
        if (step.kind === 'local') {
          let patch: unknown;
          await inTransaction(progress, token, async (context) => void (patch = await step.run(context, progress.state)), () => advance(patch));
        } else {
          const patch = await callOut(progress, `${progress.id}:${index}`, (context) => step.run(progress.state, context));
          await notify(workflow, progress, step, 'applied', false);
          advance(patch);
          await record(orm().em.fork(), progress, token, clock());
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

  /** Turns the run back from step `from` with the refusal; a run that has answered its caller keeps that answer, the refusal going to its last error. */
  async function turnBack(progress: Progress, token: string, from: number, refusal: AppError): Promise<void> {
    const keep = answered(progress.outcome);
    Object.assign(progress, { status: from < 0 ? 'failed' : 'compensating', step: from, outcome: keep ? progress.outcome : toStored({ error: refusal }) });
    await record(orm().em.fork(), progress, token, clock(), keep ? `${refusal.reason}: ${refusal.message}` : undefined);
  }

  /** One step undone (or passed, having nothing to undo), counting down; the run fails after the first step's. */
  async function backward(workflow: AnyWorkflow, progress: Progress, token: string): Promise<void> {
    const index = progress.step;
    const step = workflow.steps[index]!;
    const next = () => {
      progress.step = index - 1;
      if (index === 0) progress.status = 'failed';
    };
    // A wait, and a step passed by, have nothing to undo.
    if (step.kind === 'wait' || !step.compensate || !applies(step, progress.state)) {
      next();
      if (index === 0) await record(orm().em.fork(), progress, token, clock());
      return;
    }
    await inSpan(`workflow ${workflow.name} undo ${step.name}`, {}, async () => {
      if (step.kind === 'local') {
        await inTransaction(progress, token, (context) => step.compensate!(context, progress.state), next);
      } else {
        await callOut(progress, `${progress.id}:undo:${index}`, (context) => step.compensate!(progress.state, context));
        await notify(workflow, progress, step, 'applied', true);
        next();
        await record(orm().em.fork(), progress, token, clock());
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
      const givenUp = workflow.giveUpAfterMs !== undefined && now.getTime() - progress.createdAt.getTime() >= workflow.giveUpAfterMs && !pastNoReturn(workflow, progress);
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
    if (workflow.resumedBy === 'caller' && progress.status === 'running' && !pastNoReturn(workflow, progress)) {
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

  /** Whether the run has reached its workflow's point of no return: from there it is only taken forward, by anyone. */
  const pastNoReturn = (workflow: AnyWorkflow, progress: Progress) => workflow.noReturnFrom !== undefined && progress.step >= workflow.noReturnFrom;

  /** Turns a run back with the refusal that it could not finish in time. */
  async function giveUp(workflow: AnyWorkflow, progress: Progress, token: string): Promise<void> {
    // A remote step that failed may have done part of its work: it is undone too.
    const from = workflow.steps[progress.step]!.kind === 'remote' ? progress.step : progress.step - 1;
    await turnBack(progress, token, from, workflow.givenUpAs());
  }

  const runWhere = (workflow: AnyWorkflow, run: string | { runId: string }) => (typeof run === 'string' ? { workflow: workflow.name, key: run } : { workflow: workflow.name, id: run.runId });

  /** Drives a run the enclosing work just committed (started it, or signalled it on); one that does not finish is the resumer's. */
  /**
   * Drives a run right after the commit that started or moved it, from the progress that commit
   * stored: taken only if nobody has moved the run since (the same status, step and attempts), so
   * the progress in hand is the stored one and nothing is read back.
   */
  async function driveAfterCommit(workflow: AnyWorkflow, progress: Progress): Promise<void> {
    const token = randomUUID();
    if (!driven(progress.status) || !(await acquire(progress.id, token, clock(), progress))) return;
    await drive(workflow, progress, token).catch((error: unknown) =>
      options.logger.warn({ err: error, workflow: workflow.name, runId: progress.id }, 'workflow run not finished: the resumer takes it again'),
    );
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
      if (row.status === 'done' || row.status === 'failed' || answered(row.outcome ?? null)) return fromStored(row.outcome!);
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
      const start = await insertRun(orm().em.fork(), workflow, runKey, { requestHash, caller: call.caller, state, wakeAt: leaseEnd(now), leaseToken: token, now });
      if (start === undefined) return answerOf(await join(workflow, runKey, requestHash));
      return answerOf(await drive(workflow, start, token));
    },

    async startWithin(work, workflow, key, input) {
      const caller = ownCall(options.service).caller;
      const start = await insertRun(work.em, workflow, key, { requestHash: fingerprint(input, workflow.secretFields), caller, state: workflow.begin(input, caller), wakeAt: work.now, leaseToken: null, now: work.now });
      // Started already: its driver or the resumer has it. Otherwise, once the enclosing work has
      // committed, a failure is the resumer's to take up, not the work's.
      if (start) work.afterCommit(() => driveAfterCommit(workflow, start));
    },

    async signalWithin(work, workflow, run, signal, payload) {
      const index = workflow.steps.findIndex((step) => step.kind === 'wait' && step.name === signal);
      const step = workflow.steps[index];
      if (step?.kind !== 'wait') throw new Error(`workflow ${workflow.name} has no wait step ${signal}`);
      const row = await work.em.findOne(WorkflowRun, { ...runWhere(workflow, run), status: 'waiting', step: index }, { disableIdentityMap: true });
      if (!row) return false;
      const progress = progressOf(row);
      const patch = step.apply?.(progress.state, payload);
      progress.state = patch ? { ...(progress.state as object), ...patch } : progress.state;
      moveOn(workflow, progress, index + 1);
      progress.attempts = 0;
      // Only the signal that finds it still waiting moves it: a concurrent one waits for this row, then finds it moved.
      const moved = await work.em.nativeUpdate(
        WorkflowRun,
        { id: row.id, status: 'waiting', step: index },
        { status: progress.status, step: progress.step, state: superjson.serialize(progress.state) as { json: unknown }, outcome: progress.outcome, attempts: 0, wakeAt: work.now, leaseToken: null, updatedAt: work.now },
      );
      if (moved === 0) return false;
      work.afterCommit(async () => {
        try {
          await notify(workflow, progress, step, 'recorded', false);
        } catch (error) {
          options.logger.warn({ err: error, workflow: workflow.name, runId: row.id }, 'workflow run not driven after its signal: the resumer takes it');
          return;
        }
        await driveAfterCommit(workflow, progress);
      });
      return true;
    },

    async standing(em, workflow, run) {
      const row = await em.findOne(WorkflowRun, runWhere(workflow, run), { disableIdentityMap: true });
      return row ? { status: row.status, step: workflow.steps[row.step]!.name } : undefined;
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
