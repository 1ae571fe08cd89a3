import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { foldStoreName, merchantReasons, operatorReasons, reviewReasonProblem } from '@shop/contracts';
import { AppError, defineCommand, plainRecord, recordAudit } from '@shop/service-kit';
import { Application, type ApplicationRecord, type AuditAction, Store } from '../db/entities.js';
import { storeNameTaken } from '../db/store-repository.js';
import { reviewedStatus } from '../domain/application-status.js';
import { newStore } from '../domain/new-store.js';
import { publishApplicationReviewed } from '../events/publish/application-reviewed.js';
import { publishStoreChanged } from '../events/publish/store-changed.js';
import { userOf } from './shared/callers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Operator: approves a submitted application (its store opens with the application's fields) or
 * rejects it with a reason the applicant sees; never the operator's own. Recorded in the audit log
 * and announced (merchant.application.reviewed.v1) in the same transaction.
 */
export const reviewApplication = defineCommand(
  'ReviewApplication',
  async ({ em, now, caller }, request: { applicationId: string; approve: boolean; reason: string }): Promise<ApplicationRecord> => {
    const reviewerId = userOf(caller);
    if (!UUID.test(request.applicationId)) throw new AppError('NOT_FOUND', merchantReasons.applicationNotFound);
    const application = await em.findOne(Application, { id: request.applicationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw new AppError('NOT_FOUND', merchantReasons.applicationNotFound);
    if (application.applicantId === reviewerId) throw new AppError('PERMISSION_DENIED', operatorReasons.ownSubject, 'an operator does not review their own application');
    const status = reviewedStatus(application.status, request.approve);
    if (status === merchantReasons.applicationAlreadyReviewed) throw new AppError('FAILED_PRECONDITION', status);
    const reason = request.reason.trim();
    if (!request.approve) {
      const problem = reviewReasonProblem(reason);
      if (problem) throw new AppError('INVALID_ARGUMENT', problem, 'invalid reason', { field: 'reason' });
    }
    Object.assign(application, { status, reviewerId, reviewedAt: now, reviewReason: reason || null });
    if (request.approve) application.storeId = await openStore(application);
    publishApplicationReviewed(em, application, now);
    recordAudit<AuditAction>(em, { actorId: reviewerId, action: request.approve ? 'application.approved' : 'application.rejected', subject: `application:${application.id}`, reason }, now);
    return plainRecord(application);

    async function openStore(approved: ApplicationRecord): Promise<number> {
      const nameFolded = foldStoreName(approved.storeName);
      if (await storeNameTaken(em, nameFolded)) throw new AppError('ALREADY_EXISTS', merchantReasons.storeNameTaken);
      const stats = { sales: 0, rating: 0, visits: 0, collections: 0, productCount: 0 };
      const store = em.create(
        Store,
        newStore({ ownerId: approved.applicantId, name: approved.storeName, phone: approved.phone, logoKey: approved.logoKey, description: approved.description }, stats, now),
      );
      try {
        await em.flush();
      } catch (error) {
        // A store took the name since the check, or the applicant already owns one (store_owner_id_key).
        if (error instanceof UniqueConstraintViolationException) {
          throw error.message.includes('store_owner_id_key')
            ? new AppError('FAILED_PRECONDITION', merchantReasons.alreadyMerchant)
            : new AppError('ALREADY_EXISTS', merchantReasons.storeNameTaken);
        }
        throw error;
      }
      publishStoreChanged(em, store);
      return store.id;
    }
  },
);
