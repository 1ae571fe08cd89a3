import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { foldStoreName, merchantReasons, normalizePhone, storeProblem } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import type { StoreRecord } from '../db/entities.js';
import { storeNameTaken } from '../db/store-repository.js';
import { publishStoreChanged } from '../events/publish/store-changed.js';
import { activeStoreOfCaller, assertOwnLogo } from './shared/callers.js';

export interface UpdateMyStoreRequest {
  name: string;
  phone: string;
  /** The current logo's key keeps it; another must come from the caller's UploadLogo; empty removes it. */
  logoKey: string;
  description: string;
  autoPay: boolean;
}

/** The owner edits their active store (never another: the store is the caller's). */
export const updateMyStore = defineCommand('UpdateMyStore', async ({ em, caller }, request: UpdateMyStoreRequest): Promise<StoreRecord> => {
  const store = await activeStoreOfCaller(em, caller, { forUpdate: true });
  const problem = storeProblem({ storeName: request.name, phone: request.phone, description: request.description });
  if (problem) throw new AppError('INVALID_ARGUMENT', problem.problem, `invalid ${problem.field}`, { field: problem.field === 'storeName' ? 'name' : problem.field });
  const name = request.name.trim();
  const nameFolded = foldStoreName(name);
  if (await storeNameTaken(em, nameFolded, store.id)) throw new AppError('ALREADY_EXISTS', merchantReasons.storeNameTaken);
  if (request.logoKey !== '' && request.logoKey !== store.logoKey) await assertOwnLogo(em, store.ownerId, request.logoKey);
  Object.assign(store, {
    name,
    nameFolded,
    phone: normalizePhone(request.phone)!,
    logoKey: request.logoKey || null,
    description: request.description.trim(),
    autoPay: request.autoPay,
    version: store.version + 1,
  });
  try {
    await em.flush();
  } catch (error) {
    // Another store took the name between the check and this write.
    if (error instanceof UniqueConstraintViolationException) throw new AppError('ALREADY_EXISTS', merchantReasons.storeNameTaken);
    throw error;
  }
  publishStoreChanged(em, store);
  return plainRecord(store);
});
