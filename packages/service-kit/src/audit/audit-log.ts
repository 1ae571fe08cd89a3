import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.js';
import { decodeCursor, encodeCursor, pageLimit } from '../paging/keyset-cursor.js';
import { defineQuery } from '../use-cases/use-case.js';

/**
 * Every operator action of a service, written in the action's own transaction. Each service that
 * has one keeps the table `audit_log` in its own schema (its migration creates it).
 */
export const AuditLog = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: p.uuid().primary(),
    /** The operator's user id. */
    actorId: p.uuid(),
    /** `<subject kind>.<past tense verb>`, from the service's own list of actions. */
    action: p.string(),
    /** `<kind>:<id>` of what was acted on. */
    subject: p.string(),
    reason: p.string(),
    at: p.datetime(),
  },
});
export type AuditRecord = InferEntity<typeof AuditLog>;

/** Records an operator action; `Action` is the service's list of actions, so a typo does not compile. */
export function recordAudit<Action extends string>(em: EntityManager, entry: { actorId: string; action: Action; subject: string; reason: string }, at: Date): void {
  em.create(AuditLog, { id: randomUUID(), ...entry, at });
}

const AUDIT_PAGE = { fallback: 20, max: 50 };

/** Operator: the service's audit log, newest first, a keyset page at a time. */
export const listAuditLog = defineQuery('ListAuditLog', async ({ em }, request: { cursor: string; limit: number }): Promise<{ items: AuditRecord[]; nextCursor: string }> => {
  const limit = pageLimit(request.limit, AUDIT_PAGE);
  if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
  const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'uuid');
  if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
  const rows = await em.find(AuditLog, after ? { $or: [{ at: { $lt: after.value } }, { at: after.value, id: { $lt: after.id } }] } : {}, {
    orderBy: { at: 'desc', id: 'desc' },
    limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : '' };
});
