import { LockMode } from '@mikro-orm/core';
import { merchantReasons, operatorReasons, reviewReasonProblem } from '@shop/contracts';
import { AppError, defineCommand, plainRecord, recordAudit } from '@shop/service-kit';
import { type AuditAction, Store, type StoreRecord, type StoreStatus } from '../db/entities.js';
import { publishStoreChanged } from '../events/publish/store-changed.js';
import { assertStoreId, userOf } from './shared/callers.js';

/**
 * Operator: suspends a store (it leaves the street and its public page) or restores it, with a
 * reason kept in the audit log. Never the operator's own store. Asking for the status it already
 * has changes nothing.
 */
export const setStoreStatus = defineCommand(
  'SetStoreStatus',
  async ({ em, now, caller }, request: { storeId: number; status: StoreStatus | undefined; reason: string }): Promise<StoreRecord> => {
    const actorId = userOf(caller);
    assertStoreId(request.storeId);
    if (request.status === undefined) throw new AppError('INVALID_ARGUMENT', merchantReasons.invalidStoreStatus);
    const reason = request.reason.trim();
    const problem = reviewReasonProblem(reason);
    if (problem) throw new AppError('INVALID_ARGUMENT', problem, 'invalid reason', { field: 'reason' });
    const store = await em.findOne(Store, { id: request.storeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!store) throw new AppError('NOT_FOUND', merchantReasons.storeNotFound);
    if (store.ownerId === actorId) throw new AppError('PERMISSION_DENIED', operatorReasons.ownSubject, 'an operator does not suspend or restore their own store');
    if (store.status === request.status) return plainRecord(store);
    store.status = request.status;
    store.version += 1;
    publishStoreChanged(em, store);
    recordAudit<AuditAction>(em, { actorId, action: request.status === 'suspended' ? 'store.suspended' : 'store.restored', subject: `store:${store.id}`, reason }, now);
    return plainRecord(store);
  },
);
