import { defineQuery } from '@shop/service-kit';
import { areaDirectory } from '../db/area-data.js';
import { listAddresses as findAddresses } from '../db/address-repository.js';
import { toAddressView } from './shared/addresses.js';
import { signedInUser } from './shared/validation.js';

/** The caller's addresses, the default first. */
export const listAddresses = defineQuery('ListAddresses', async ({ em, caller }) => {
  const [addresses, areas] = await Promise.all([findAddresses(em, signedInUser(caller)), areaDirectory()]);
  return addresses.map((address) => toAddressView(address, areas));
});
