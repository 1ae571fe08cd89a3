import type { AddressFields } from '@shop/contracts';
import { AppError, claimRequest } from '@shop/service-kit';
import type { AreaDirectory } from '../domain/area.js';
import { MAX_ADDRESSES_PER_USER } from '../domain/default-address.js';
import { findAddress, findAddressByRequest, insertAddress, listAddresses } from '../db/address-repository.js';
import { lockUser } from '../db/user-repository.js';
import { addressNotFound, checkAddress, settleDefault, toAddressView, type AddressView } from './addresses.js';
import type { UseCase } from './use-case.js';
import { requireUserId } from './validation.js';

/** Adds an address; the first one (or one asked to be) becomes the default. A replay answers the same address. */
export async function createAddress(
  { em, now, areas }: UseCase & { areas: AreaDirectory },
  request: { requestId: string; userId: string; address: (AddressFields & { isDefault: boolean }) | undefined },
): Promise<AddressView> {
  const userId = requireUserId(request.userId);
  const fields = checkAddress(request.address, areas);
  const address = await em.transactional(async (tx) => {
    if (!(await lockUser(tx, userId))) throw new AppError('NOT_FOUND', 'user_not_found');
    if (!(await claimRequest(tx, request.requestId, 'CreateAddress'))) {
      const replayed = await findAddressByRequest(tx, userId, request.requestId);
      if (!replayed) throw addressNotFound();
      return replayed;
    }
    const existing = await listAddresses(tx, userId);
    if (existing.length >= MAX_ADDRESSES_PER_USER) {
      throw new AppError('FAILED_PRECONDITION', 'too_many_addresses', 'address book is full', { max: String(MAX_ADDRESSES_PER_USER) });
    }
    const id = await insertAddress(tx, userId, request.requestId, fields, now);
    await settleDefault(tx, userId, [...existing, { id, isDefault: false, createdAt: now }], request.address!.isDefault ? id : undefined);
    return (await findAddress(tx, userId, id))!;
  });
  return toAddressView(address, areas);
}
