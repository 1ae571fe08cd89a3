import { defineEntity, p } from '@mikro-orm/core';

/**
 * One claimed idempotency key: the command it was used for, the caller who used it, a fingerprint
 * of the request, and the stored outcome (answer or domain error) that a retry gets back.
 */
export const IdempotencyRecord = defineEntity({
  name: 'IdempotencyRecord',
  tableName: 'idempotency_record',
  properties: {
    operation: p.string().primary(),
    caller: p.string().primary(),
    key: p.string().primary(),
    requestHash: p.string(),
    outcome: p.json<StoredOutcome>().nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

/** A command's answer (superjson, so dates survive) or the domain error it was refused with. */
export type StoredOutcome =
  | { answer: { json: unknown; meta?: unknown } }
  | { error: { code: string; reason: string; message: string; params: Record<string, string> } };
