import { defineEntity, p } from '@mikro-orm/core';
import type { StoredOutcome } from '../db/idempotency-entity.js';
import type { Caller } from '../grpc/types.js';

/**
 * Where a run is: going forward, waiting at a wait step for its signal (no driver, not due),
 * undoing after a refusal, or ended either way.
 */
export type RunStatus = 'running' | 'waiting' | 'compensating' | 'done' | 'failed';

/**
 * One run of a workflow: which one, under which key, for whom, how far it got and with what state.
 * The lease (`leaseToken` with `wakeAt` as its end) says who is driving it; a run nobody drives is
 * taken again at `wakeAt` by the resumer.
 */
export const WorkflowRun = defineEntity({
  name: 'WorkflowRun',
  tableName: 'workflow_run',
  properties: {
    id: p.uuid().primary(),
    workflow: p.string(),
    key: p.string(),
    requestHash: p.string(),
    caller: p.json<Caller>(),
    status: p.string().$type<RunStatus>(),
    /** Running: the next step to take. Waiting: the wait step. Compensating: the next step to undo (counting down). */
    step: p.integer(),
    /** The state, serialised with superjson (dates survive). */
    state: p.json<{ json: unknown; meta?: unknown }>(),
    /**
     * The caller's outcome. Done: the answer. Compensating or failed: the refusal it ends with.
     * A run with a wait step answers at its first pause: from then on its outcome is that answer,
     * whatever its status (waiting, running again, even compensating: the refusal that turned it
     * back then goes to `lastError`), and a retry of the key gets it.
     */
    outcome: p.json<StoredOutcome>().nullable(),
    attempts: p.integer(),
    lastError: p.text().nullable(),
    wakeAt: p.datetime(),
    leaseToken: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
