import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { ApplicationRecord } from '../../db/entities.js';

/** An operator approved (the store opened) or refused an application, in the review's transaction: messages tells the applicant. */
export function publishApplicationReviewed(em: EntityManager, application: ApplicationRecord, now: Date): void {
  recordEvent(em, 'merchant.application.reviewed.v1', application.id, {
    applicationId: application.id,
    userId: application.applicantId,
    storeName: application.storeName,
    decision: application.status === 'approved' ? 'approved' : 'refused',
    reason: application.reviewReason ?? '',
    storeId: application.storeId === null ? null : String(application.storeId),
    reviewedAt: now.toISOString(),
  });
}
