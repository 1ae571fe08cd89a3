import { identityReasons } from '@shop/contracts';
import type { AddressFields } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { MAX_ADDRESSES_PER_USER } from '../domain/default-address.js';
import { areaDirectory } from '../db/area-data.js';
import { findAddress, insertAddress, listAddresses } from '../db/address-repository.js';
import { lockUser } from '../db/user-repository.js';
import { checkAddress, settleDefault, toAddressView } from './shared/addresses.js';
import { signedInUser } from './shared/validation.js';

/** Adds an address to the caller's book; the first one (or one asked to be) becomes the default. */
export const createAddress = defineCommand('CreateAddress', async ({ em, now, caller }, request: { address: (AddressFields & { isDefault: boolean }) | undefined }) => {
  const userId = signedInUser(caller);
  const areas = await areaDirectory();
  const fields = checkAddress(request.address, areas);
  if (!(await lockUser(em, userId))) throw new AppError('NOT_FOUND', identityReasons.userNotFound);
  const existing = await listAddresses(em, userId);
  if (existing.length >= MAX_ADDRESSES_PER_USER) {
    throw new AppError('FAILED_PRECONDITION', identityReasons.tooManyAddresses, 'address book is full', { max: String(MAX_ADDRESSES_PER_USER) });
  }
  const id = await insertAddress(em, userId, fields, now);
  await settleDefault(em, userId, [...existing, { id, isDefault: false, createdAt: now }], request.address!.isDefault ? id : undefined);
  return toAddressView((await findAddress(em, userId, id))!, areas);
});
