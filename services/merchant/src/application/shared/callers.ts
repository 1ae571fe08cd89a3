import { catalogReasons, merchantReasons } from '@shop/contracts';
import { AppError, type Caller } from '@shop/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LogoUpload, type StoreRecord } from '../../db/entities.js';
import { findStoreOfOwner } from '../../db/store-repository.js';

/** The user a call acts for; access.ts has already required one for every method that asks. */
export function userOf(caller: Caller): string {
  if (!caller.userId) throw new AppError('PERMISSION_DENIED', 'caller_not_allowed', 'this method acts for a user');
  return caller.userId;
}

/** The caller's own store (there is no store id in merchants' requests); not_a_merchant when none. */
export async function storeOfCaller(em: EntityManager, caller: Caller, options: { forUpdate?: boolean } = {}): Promise<StoreRecord> {
  const store = await findStoreOfOwner(em, userOf(caller), options);
  if (!store) throw new AppError('NOT_FOUND', merchantReasons.notAMerchant);
  return store;
}

/** The caller's store, which must be active to change anything or list products. */
export async function activeStoreOfCaller(em: EntityManager, caller: Caller, options: { forUpdate?: boolean } = {}): Promise<StoreRecord> {
  const store = await storeOfCaller(em, caller, options);
  if (store.status !== 'active') throw new AppError('FAILED_PRECONDITION', merchantReasons.storeSuspended);
  return store;
}

/** A logo key is accepted only from a user who uploaded it (UploadLogo). */
export async function assertOwnLogo(em: EntityManager, ownerId: string, key: string): Promise<void> {
  if ((await em.count(LogoUpload, { key, ownerId })) === 0) throw new AppError('INVALID_ARGUMENT', merchantReasons.logoNotFound);
}

/** A store id from the wire. */
export function assertStoreId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidStoreId);
}
