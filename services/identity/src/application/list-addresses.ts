import type { EntityManager } from '@mikro-orm/postgresql';
import type { AreaDirectory } from '../domain/area.js';
import { listAddresses as findAddresses } from '../db/address-repository.js';
import { toAddressView, type AddressView } from './addresses.js';
import { requireUserId } from './validation.js';

export async function listAddresses(em: EntityManager, areas: AreaDirectory, userId: string): Promise<AddressView[]> {
  const addresses = await findAddresses(em, requireUserId(userId));
  return addresses.map((address) => toAddressView(address, areas));
}
