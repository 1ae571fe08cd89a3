import { defineCommand } from '@shop/service-kit';
import { areaDirectory } from '../db/area-data.js';
import { findAddress, makeDefault } from '../db/address-repository.js';
import { lockUser } from '../db/user-repository.js';
import { addressNotFound, toAddressView } from './shared/addresses.js';
import { signedInUser } from './shared/validation.js';

/** Makes one of the caller's addresses the default. */
export const setDefaultAddress = defineCommand('SetDefaultAddress', async ({ em, caller }, request: { addressId: number }) => {
  const userId = signedInUser(caller);
  await lockUser(em, userId);
  if (!(await findAddress(em, userId, request.addressId))) throw addressNotFound();
  await makeDefault(em, userId, request.addressId);
  return toAddressView((await findAddress(em, userId, request.addressId))!, await areaDirectory());
});
