import { defineCommand } from '@shop/service-kit';
import { deleteAddress, listAddresses } from '../db/address-repository.js';
import { lockUser } from '../db/user-repository.js';
import { addressNotFound, settleDefault } from './shared/addresses.js';
import { signedInUser } from './shared/validation.js';

/** Deletes an address; deleting the default promotes the newest remaining one. */
export const removeAddress = defineCommand('RemoveAddress', async ({ em, caller }, request: { addressId: number }) => {
  const userId = signedInUser(caller);
  await lockUser(em, userId);
  if (!(await deleteAddress(em, userId, request.addressId))) throw addressNotFound();
  await settleDefault(em, userId, await listAddresses(em, userId));
});
