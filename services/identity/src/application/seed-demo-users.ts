import { randomUUID } from 'node:crypto';
import { normalizeAccount } from '@shop/contracts';
import { defineCommand } from '@shop/service-kit';
import { hashSecret } from '../crypto/secrets.js';
import { areaDirectory } from '../db/area-data.js';
import { insertAddress, makeDefault } from '../db/address-repository.js';
import { grantRole } from '../db/role-repository.js';
import { insertUser } from '../db/user-repository.js';
import { demoAddress } from '../db/demo-data.js';
import type { PlatformRole } from '../domain/roles.js';
import { checkAddress } from './shared/addresses.js';

export interface DemoUser {
  /** A fixed user id, for a demo user other services' demo data refers to (the demo merchant's store). */
  id?: string | undefined;
  account: string;
  password: string;
  nickname: string;
  roles: readonly PlatformRole[];
}

/** Creates each demo user whose account does not exist yet, with a default Jakarta address and their roles; answers the accounts created. */
export const seedDemoUsers = defineCommand(
  'SeedDemoUsers',
  async ({ em, now }, request: { users: readonly DemoUser[] }): Promise<string[]> => {
    const areas = await areaDirectory();
    const created: string[] = [];
    for (const demo of request.users) {
      const account = normalizeAccount(demo.account);
      if (!account) throw new Error(`demo user account ${demo.account} is not a phone number or email address`);
      const id = demo.id ?? randomUUID();
      const passwordHash = await hashSecret(demo.password);
      const user = { id, account: account.value, accountKind: account.kind, passwordHash, inviteCode: null, nickname: demo.nickname, avatar: '', createdAt: now, updatedAt: now };
      if (!(await insertUser(em, user))) continue;
      const address = checkAddress({ ...demoAddress(), recipientName: demo.nickname }, areas);
      await makeDefault(em, id, await insertAddress(em, id, address, now));
      for (const role of demo.roles) await grantRole(em, id, role, now);
      created.push(account.value);
    }
    return created;
  },
  { withoutKeyBecause: 'it runs at start-up and does nothing for an account that exists' },
);
