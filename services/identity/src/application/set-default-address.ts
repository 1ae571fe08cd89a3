import { claimRequest } from '@shop/service-kit';
import type { AreaDirectory } from '../domain/area.js';
import { findAddress, makeDefault } from '../db/address-repository.js';
import { lockUser } from '../db/user-repository.js';
import { addressNotFound, toAddressView, type AddressView } from './addresses.js';
import type { UseCase } from './use-case.js';
import { requireUserId } from './validation.js';

/** Makes one address the default; a replay after a later change leaves that change alone. */
export async function setDefaultAddress(
  { em, areas }: Pick<UseCase, 'em'> & { areas: AreaDirectory },
  request: { requestId: string; userId: string; addressId: number },
): Promise<AddressView> {
  const userId = requireUserId(request.userId);
  const address = await em.transactional(async (tx) => {
    await lockUser(tx, userId);
    if (!(await findAddress(tx, userId, request.addressId))) throw addressNotFound();
    if (await claimRequest(tx, request.requestId, 'SetDefaultAddress')) await makeDefault(tx, userId, request.addressId);
    return (await findAddress(tx, userId, request.addressId))!;
  });
  return toAddressView(address, areas);
}
