import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.js';
import type { CommandContext } from '../use-cases/use-case.js';
import type { Caller } from '../grpc/types.js';

/** What a remote step knows of its run: which run, for whom, and when this attempt happens. */
export interface RemoteStepContext {
  /** Reads of the service's own database, each in autocommit: no transaction is open during the calls. */
  em: EntityManager;
  runId: string;
  /** The run's key: the caller's intent, or the record the run works on (an order id). */
  key: string;
  caller: Caller;
  now: Date;
}

/** What a local step knows besides its transaction: which run it is a step of. */
export interface LocalStepContext extends CommandContext {
  runId: string;
  /** The run's key: the caller's intent, or the record the run works on (an order id). */
  key: string;
}

/** Whether a step applies to the run: a step whose `when` answers false is passed by, doing nothing and undoing nothing. */
interface StepCondition<State> {
  when?(state: State): boolean;
}

/**
 * One transaction of the service's own database, with no remote call inside it: its writes and the
 * run's progress commit together, so a local step happens exactly once. `compensate` (another
 * local transaction) undoes it when a later step is refused.
 */
export interface LocalStep<State> extends StepCondition<State> {
  readonly kind: 'local';
  readonly name: string;
  run(context: LocalStepContext, state: State): Promise<Partial<State> | void>;
  compensate?(context: LocalStepContext, state: State): Promise<void>;
}

/**
 * A call to other services (or a gateway), made with no transaction open. It may run more than
 * once (a crash after the call, before its progress is recorded), so it must be idempotent: the
 * commands it sends carry keys derived from the run and the step, the same on every attempt.
 * `compensate` undoes it, and must be idempotent too and harmless where the step did nothing
 * (a refused step's compensation runs as well: it may have done part of its work).
 */
export interface RemoteStep<State> extends StepCondition<State> {
  readonly kind: 'remote';
  readonly name: string;
  run(state: State, context: RemoteStepContext): Promise<Partial<State> | void>;
  compensate?(state: State, context: RemoteStepContext): Promise<void>;
}

/**
 * A pause until something outside the run happens: a person's decision, a gateway's outcome. The
 * run records that it is `waiting` here (no driver, not due for the resumer) until the service's
 * command or event handler that carries the signal calls `engine.signalWithin` inside its own
 * transaction: `apply` merges what the signal brings into the state, and the run goes on after
 * the commit. A wait has nothing to undo.
 */
export interface WaitStep<State> extends StepCondition<State> {
  readonly kind: 'wait';
  readonly name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  apply?(state: State, payload: any): Partial<State> | void;
  readonly compensate?: undefined;
}

export type WorkflowStep<State> = LocalStep<State> | RemoteStep<State> | WaitStep<State>;

/**
 * A command that spans the service's own transactions and other services: its steps run in order,
 * each step's result merged into the run's state, which is persisted after every step. A domain
 * refusal (AppError other than UNAVAILABLE) in any step runs the compensations of the steps done
 * so far (and of the refused one), last first, and ends the run with that refusal; any other
 * failure leaves the run where it is, to be tried again (by its caller's retry or by the
 * resumer), until `giveUpAfterMs` have passed since it began, when it compensates instead.
 */
export interface Workflow<Input, State, Output> {
  readonly name: string;
  readonly steps: readonly WorkflowStep<State>[];
  /** The first state, from the input. */
  begin(input: Input, caller: Caller): State;
  /**
   * The answer, from the final state; for a workflow with a wait step, from the state at the first
   * pause (its caller gets it then, and a retry of the key the same one, whatever follows).
   */
  finish(state: State): Output;
  /** Request fields left out of the run's fingerprint (secrets), as for commands. */
  readonly secretFields: readonly string[];
  readonly giveUpAfterMs: number | undefined;
  /** What a run given up ends with (its caller's retry gets it): by default UNAVAILABLE `gave_up`. */
  readonly givenUpAs: () => AppError;
  /**
   * `caller`: only the caller's retry (the same key) takes a stopped run forward, as a checkout the
   * shopper may have given up on and placed anew must not be completed behind their back; the
   * resumer undoes it once `giveUpAfterMs` have passed. `anyone` (the default): the resumer too.
   */
  readonly resumedBy: 'caller' | 'anyone';
  /**
   * The index of the step from which the run is only taken forward (`pointOfNoReturn`, by name):
   * its effects cannot be undone (money that may have moved), so from there on the resumer drives it
   * whoever started it and it is never given up. Undefined: none.
   */
  readonly noReturnFrom: number | undefined;
}

export function defineWorkflow<Input, State, Output>(
  name: string,
  definition: {
    begin: (input: Input, caller: Caller) => State;
    steps: readonly WorkflowStep<State>[];
    finish: (state: State) => Output;
    secretFields?: readonly string[];
    giveUpAfterMs?: number;
    givenUpAs?: () => AppError;
    resumedBy?: 'caller' | 'anyone';
    pointOfNoReturn?: string;
  },
): Workflow<Input, State, Output> {
  if (definition.resumedBy === 'caller' && definition.giveUpAfterMs === undefined) throw new Error(`workflow ${name} is resumed by its caller only: it needs a time to give up after`);
  const names = definition.steps.map((step) => step.name);
  if (new Set(names).size !== names.length) throw new Error(`workflow ${name} names a step twice: ${names.join(', ')}`);
  const pointOfNoReturn = definition.pointOfNoReturn === undefined ? undefined : names.indexOf(definition.pointOfNoReturn);
  if (pointOfNoReturn === -1) throw new Error(`workflow ${name} has no step ${definition.pointOfNoReturn} to be its point of no return`);
  return { name, steps: definition.steps, begin: definition.begin, finish: definition.finish, secretFields: definition.secretFields ?? [], giveUpAfterMs: definition.giveUpAfterMs,
    givenUpAs: definition.givenUpAs ?? (() => new AppError('UNAVAILABLE', 'gave_up', `${name} could not finish in time`)),
    resumedBy: definition.resumedBy ?? 'anyone', noReturnFrom: pointOfNoReturn };
}

export function localStep<State>(
  name: string,
  run: LocalStep<State>['run'],
  compensate?: LocalStep<State>['compensate'],
): LocalStep<State> {
  return compensate ? { kind: 'local', name, run, compensate } : { kind: 'local', name, run };
}

export function remoteStep<State>(
  name: string,
  run: RemoteStep<State>['run'],
  compensate?: RemoteStep<State>['compensate'],
): RemoteStep<State> {
  return compensate ? { kind: 'remote', name, run, compensate } : { kind: 'remote', name, run };
}

/** Waits for the signal of this name; `apply` (none: the signal only moves the run on) merges its payload into the state. */
export function waitStep<State, Payload = unknown>(name: string, apply?: (state: State, payload: Payload) => Partial<State> | void): WaitStep<State> {
  return apply ? { kind: 'wait', name, apply } : { kind: 'wait', name };
}

/**
 * The step, taken only when `when` holds for the state the run has reached it with (a branch: a
 * rejected request's run passes the steps that pay it out by). A passed step does nothing and
 * has nothing to undo; `when` must read only what the steps before it set.
 */
export function onlyWhen<State, Step extends WorkflowStep<State>>(when: (state: State) => boolean, step: Step): Step {
  return { ...step, when };
}
