import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeAccount } from '@shop/contracts';
import { hashSecret } from '../crypto/secrets.js';
import type { AreaDirectory } from '../domain/area.js';
import { insertAddress, makeDefault } from '../db/address-repository.js';
import { insertUser } from '../db/user-repository.js';
import { checkAddress } from './addresses.js';

/** The demo shopper's one address: Gambir, Central Jakarta. */
const demoAddress = {
  recipientName: 'Demo Shopper',
  phone: '081200000001',
  provinceCode: '31',
  cityCode: '31.71',
  districtCode: '31.71.01',
  detail: 'Jl. Medan Merdeka Barat No. 12, RT 01/RW 02',
};

/** Creates the demo shopper with a default Jakarta address unless the account exists. */
export async function seedDemoShopper(em: EntityManager, areas: AreaDirectory, credentials: { account: string; password: string }, now = new Date()): Promise<boolean> {
  const account = normalizeAccount(credentials.account);
  if (!account) throw new Error(`DEMO_SHOPPER_ACCOUNT ${credentials.account} is not a phone number or email address`);
  const address = checkAddress(demoAddress, areas);
  const passwordHash = await hashSecret(credentials.password);
  return em.transactional(async (tx) => {
    const id = randomUUID();
    const user = { id, account: account.value, accountKind: account.kind, passwordHash, inviteCode: null, nickname: 'Demo Shopper', avatar: '', createdAt: now };
    if (!(await insertUser(tx, user))) return false;
    const addressId = await insertAddress(tx, id, `demo-seed-${id}`, address, now);
    await makeDefault(tx, id, addressId);
    return true;
  });
}
