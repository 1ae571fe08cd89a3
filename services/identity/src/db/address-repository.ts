import type { EntityManager } from '@mikro-orm/postgresql';
import type { AddressFields } from '@shop/contracts';
import { DeliveryAddress, type AddressRecord } from './entities.js';

// Reads bypass the identity map: the writes below are native updates, so a cached row could be stale.
const fresh = { disableIdentityMap: true } as const;

/** The default first, then newest first. */
export function listAddresses(em: EntityManager, userId: string): Promise<AddressRecord[]> {
  return em.find(DeliveryAddress, { userId }, { ...fresh, orderBy: { isDefault: 'desc', createdAt: 'desc', id: 'desc' } });
}

/** Only ever finds the user's own address: another user's id reads as missing. */
export async function findAddress(em: EntityManager, userId: string, id: number): Promise<AddressRecord | undefined> {
  return (await em.findOne(DeliveryAddress, { userId, id }, fresh)) ?? undefined;
}

/** Inserts a non-default address; the caller then settles which address is the default. */
export async function insertAddress(em: EntityManager, userId: string, fields: AddressFields, now: Date): Promise<number> {
  return em.insert(DeliveryAddress, { userId, ...fields, isDefault: false, createdAt: now, updatedAt: now });
}

export async function updateAddressFields(em: EntityManager, userId: string, id: number, fields: AddressFields, now: Date): Promise<void> {
  await em.nativeUpdate(DeliveryAddress, { userId, id }, { ...fields, updatedAt: now });
}

export async function deleteAddress(em: EntityManager, userId: string, id: number): Promise<boolean> {
  return (await em.nativeDelete(DeliveryAddress, { userId, id })) > 0;
}

/** Makes one address the default: the old default is cleared first so the unique index holds. */
export async function makeDefault(em: EntityManager, userId: string, id: number): Promise<void> {
  await em.nativeUpdate(DeliveryAddress, { userId, isDefault: true, id: { $ne: id } }, { isDefault: false });
  await em.nativeUpdate(DeliveryAddress, { userId, id, isDefault: false }, { isDefault: true });
}
