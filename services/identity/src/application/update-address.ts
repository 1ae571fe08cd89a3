import type { AddressFields } from '@shop/contracts';
import { claimRequest } from '@shop/service-kit';
import type { AreaDirectory } from '../domain/area.js';
import { findAddress, listAddresses, updateAddressFields } from '../db/address-repository.js';
import { lockUser } from '../db/user-repository.js';
import { addressNotFound, checkAddress, settleDefault, toAddressView, type AddressView } from './addresses.js';
import type { UseCase } from './use-case.js';
import { requireUserId } from './validation.js';

/** Replaces an address's fields; `isDefault: true` makes it the default, false never leaves none. */
export async function updateAddress(
  { em, now, areas }: UseCase & { areas: AreaDirectory },
  request: { requestId: string; userId: string; addressId: number; address: (AddressFields & { isDefault: boolean }) | undefined },
): Promise<AddressView> {
  const userId = requireUserId(request.userId);
  const fields = checkAddress(request.address, areas);
  const address = await em.transactional(async (tx) => {
    await lockUser(tx, userId);
    if (!(await findAddress(tx, userId, request.addressId))) throw addressNotFound();
    if (await claimRequest(tx, request.requestId, 'UpdateAddress')) {
      await updateAddressFields(tx, userId, request.addressId, fields, now);
      await settleDefault(tx, userId, await listAddresses(tx, userId), request.address!.isDefault ? request.addressId : undefined);
    }
    return (await findAddress(tx, userId, request.addressId))!;
  });
  return toAddressView(address, areas);
}
