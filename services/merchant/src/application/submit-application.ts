import { randomUUID } from 'node:crypto';
import { applicationProblem, foldStoreName, merchantReasons, normalizeKtpNumber, normalizePhone } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { insertOpenApplication } from '../db/application-repository.js';
import type { ApplicationRecord } from '../db/entities.js';
import { findStoreOfOwner, storeNameTaken } from '../db/store-repository.js';
import { assertOwnLogo, userOf } from './shared/callers.js';

export interface SubmitApplicationRequest {
  storeName: string;
  phone: string;
  /** From UploadLogo by the same user; empty for none. */
  logoKey: string;
  description: string;
  ownerName: string;
  ktpNumber: string;
}

/**
 * A user applies for a store: the form's rules, then no store yet, a free name, their own logo,
 * and no other open application (a rejected applicant may apply again).
 */
export const submitApplication = defineCommand('SubmitApplication', async ({ em, now, caller }, request: SubmitApplicationRequest): Promise<ApplicationRecord> => {
  const applicantId = userOf(caller);
  const problem = applicationProblem(request);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem.problem, `invalid ${problem.field}`, { field: problem.field });
  if (await findStoreOfOwner(em, applicantId)) throw new AppError('FAILED_PRECONDITION', merchantReasons.alreadyMerchant);
  const storeName = request.storeName.trim();
  if (await storeNameTaken(em, foldStoreName(storeName))) throw new AppError('ALREADY_EXISTS', merchantReasons.storeNameTaken);
  if (request.logoKey !== '') await assertOwnLogo(em, applicantId, request.logoKey);
  const application: ApplicationRecord = {
    id: randomUUID(),
    applicantId,
    status: 'submitted',
    storeName,
    phone: normalizePhone(request.phone)!,
    logoKey: request.logoKey || null,
    description: request.description.trim(),
    ownerName: request.ownerName.trim(),
    ktpNumber: normalizeKtpNumber(request.ktpNumber),
    reviewReason: null,
    reviewerId: null,
    submittedAt: now,
    reviewedAt: null,
    storeId: null,
  };
  if (!(await insertOpenApplication(em, application))) throw new AppError('FAILED_PRECONDITION', merchantReasons.applicationOpen);
  return application;
}, { secretFields: ['ktpNumber'] });
