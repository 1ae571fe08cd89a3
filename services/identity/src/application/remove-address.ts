import { claimRequest } from '@shop/service-kit';
import { deleteAddress, listAddresses } from '../db/address-repository.js';
import { lockUser } from '../db/user-repository.js';
import { addressNotFound, settleDefault } from './addresses.js';
import type { UseCase } from './use-case.js';
import { requireUserId } from './validation.js';

/** Deletes an address; deleting the default promotes the newest remaining one. */
export async function removeAddress({ em }: Pick<UseCase, 'em'>, request: { requestId: string; userId: string; addressId: number }): Promise<void> {
  const userId = requireUserId(request.userId);
  await em.transactional(async (tx) => {
    await lockUser(tx, userId);
    if (!(await claimRequest(tx, request.requestId, 'RemoveAddress'))) return;
    if (!(await deleteAddress(tx, userId, request.addressId))) throw addressNotFound();
    await settleDefault(tx, userId, await listAddresses(tx, userId));
  });
}
