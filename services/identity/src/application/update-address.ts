import type { AddressFields } from '@shop/contracts';
import { defineCommand } from '@shop/service-kit';
import { areaDirectory } from '../db/area-data.js';
import { findAddress, listAddresses, updateAddressFields } from '../db/address-repository.js';
import { lockUser } from '../db/user-repository.js';
import { addressNotFound, checkAddress, settleDefault, toAddressView } from './shared/addresses.js';
import { signedInUser } from './shared/validation.js';

/** Replaces an address's fields; `isDefault: true` makes it the default, false never leaves none. */
export const updateAddress = defineCommand(
  'UpdateAddress',
  async ({ em, now, caller }, request: { addressId: number; address: (AddressFields & { isDefault: boolean }) | undefined }) => {
    const userId = signedInUser(caller);
    const areas = await areaDirectory();
    const fields = checkAddress(request.address, areas);
    await lockUser(em, userId);
    if (!(await findAddress(em, userId, request.addressId))) throw addressNotFound();
    await updateAddressFields(em, userId, request.addressId, fields, now);
    await settleDefault(em, userId, await listAddresses(em, userId), request.address!.isDefault ? request.addressId : undefined);
    return toAddressView((await findAddress(em, userId, request.addressId))!, areas);
  },
);
