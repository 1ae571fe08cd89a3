import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@shop/service-kit';
import { identityCommands } from '../../src/commands.js';
import { freshPhone, signUpUser, startIdentity, testConfigEnv, type IdentityFixture } from './fixture.js';

let fixture: IdentityFixture;

beforeAll(async () => {
  fixture = await startIdentity();
});

afterAll(async () => {
  await fixture.stop();
});

const commands = () => identityCommands('identity', createLogger({ service: 'identity', level: 'silent' }), fixture.clock.read);
const run = (name: 'grant-operator' | 'revoke-operator', ...args: string[]) => commands()[name]!(fixture.service.orm, args);

/** `node dist/main.js <args>` against the fixture's schema, as an operator runs it in a pod. */
async function main(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, ...testConfigEnv(), DATABASE_SCHEMA: fixture.schema, LOG_LEVEL: 'warn' };
  return promisify(execFile)(process.execPath, [path.resolve(import.meta.dirname, '../../dist/main.js'), ...args], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('platform roles', () => {
  it('come with the session check, the user and a new session', async () => {
    const account = freshPhone();
    const session = await signUpUser(fixture, account);
    expect(session.user!.roles).toEqual([]);
    expect(await fixture.identity.authenticate({ token: session.token })).toEqual({ userId: session.user!.id, roles: [] });

    expect(await run('grant-operator', account)).toBe(`${account} is now an operator (user ${session.user!.id})`);
    expect(await fixture.identity.authenticate({ token: session.token })).toEqual({ userId: session.user!.id, roles: ['operator'] });
    expect((await fixture.asUser(session.user!.id).getUser({})).user!.roles).toEqual(['operator']);
    const again = await fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '192.0.2.1' });
    expect(again.session!.user!.roles).toEqual(['operator']);
    expect((await fixture.asUser(session.user!.id).updateProfile({ nickname: 'Staff' })).user).toMatchObject({ nickname: 'Staff', roles: ['operator'] });

    expect(await run('revoke-operator', account)).toBe(`${account} is no longer an operator (user ${session.user!.id})`);
    expect(await fixture.identity.authenticate({ token: session.token })).toEqual({ userId: session.user!.id, roles: [] });
  });

  it('are granted and revoked once: a repeat changes nothing', async () => {
    const account = freshPhone();
    const { user } = await signUpUser(fixture, account);
    await run('grant-operator', account);
    expect(await run('grant-operator', account)).toBe(`${account} was already an operator (user ${user!.id})`);
    const rows = await fixture.service.orm.em.fork().execute('select 1 from user_role where user_id = ?', [user!.id]);
    expect(rows).toHaveLength(1);
    await run('revoke-operator', account);
    expect(await run('revoke-operator', account)).toBe(`${account} was not an operator (user ${user!.id})`);
  });

  it('refuse an unknown or malformed account, or a wrong number of arguments, changing nothing', async () => {
    const before = await fixture.service.orm.em.fork().execute('select 1 from user_role');
    await expect(run('grant-operator', '+6281399999999')).rejects.toThrow('no user has the account +6281399999999: they must sign up first');
    await expect(run('grant-operator', 'not an account')).rejects.toThrow('not an account is not a phone number or email address');
    await expect(run('grant-operator')).rejects.toThrow('give exactly one account');
    await expect(run('grant-operator', '+6281399999999', 'extra')).rejects.toThrow('give exactly one account');
    expect(await fixture.service.orm.em.fork().execute('select 1 from user_role')).toEqual(before);
  });
});

describe('node dist/main.js', () => {
  it('grants the operator role from the command line, and says clearly when it cannot', async () => {
    const account = freshPhone();
    const session = await signUpUser(fixture, account);
    const granted = await main('grant-operator', account);
    expect(granted).toMatchObject({ code: 0, stdout: `${account} is now an operator (user ${session.user!.id})\n` });
    expect(await fixture.identity.authenticate({ token: session.token })).toEqual({ userId: session.user!.id, roles: ['operator'] });

    expect(await main('grant-operator', '+6281399999998')).toMatchObject({ code: 1, stderr: 'grant-operator: no user has the account +6281399999998: they must sign up first\n' });
    expect(await main('make-admin', account)).toMatchObject({ code: 2, stderr: 'identity has no command make-admin; it has: migrate, grant-operator, revoke-operator\n' });
    expect(await main('revoke-operator', account)).toMatchObject({ code: 0, stdout: `${account} is no longer an operator (user ${session.user!.id})\n` });
  });
});
