import { randomUUID } from 'node:crypto';
import { normalizeAccount } from '@shop/contracts';
import { defineCommand } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { areaDirectory } from '../db/area-data.js';
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
export const seedDemoShopper = defineCommand(
  'SeedDemoShopper',
  async ({ em, now }, credentials: { account: string; password: string }): Promise<boolean> => {
    const account = normalizeAccount(credentials.account);
    if (!account) throw new Error(`DEMO_SHOPPER_ACCOUNT ${credentials.account} is not a phone number or email address`);
    const address = checkAddress(demoAddress, await areaDirectory());
    const id = randomUUID();
    const passwordHash = await hashSecret(credentials.password);
    const user = { id, account: account.value, accountKind: account.kind, passwordHash, inviteCode: null, nickname: 'Demo Shopper', avatar: '', createdAt: now, updatedAt: now };
    if (!(await insertUser(em, user))) return false;
    await makeDefault(em, id, await insertAddress(em, id, address, now));
    return true;
  },
  { withoutKeyBecause: 'it runs at start-up and does nothing once the account exists' },
);
