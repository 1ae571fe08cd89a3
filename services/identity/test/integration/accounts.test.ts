import { randomUUID } from 'node:crypto';
import { hashSecret } from '../../src/crypto/secrets.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { identityV1 } from '@shop/contracts';
import type { AppError } from '@shop/service-kit';
import { bffChannel, freshPhone, lastCode, signUpUser, startIdentity, withKey, type IdentityFixture } from './fixture.js';

let fixture: IdentityFixture;

beforeAll(async () => {
  fixture = await startIdentity();
});

afterAll(async () => {
  await fixture.stop();
});

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as AppError);
const sql = <T>(query: string, params: unknown[] = []) => fixture.service.orm.em.fork().execute<T[]>(query, params);

describe('sign-up', () => {
  it('creates an account from a code and opens a session', async () => {
    await fixture.identity.sendCode({ account: '0813-1000-0001', purpose: 'signup', clientIp: '192.0.2.10', language: 'ind' });
    const code = await lastCode(fixture, '+6281310000001', 'signup');
    const { session } = await fixture.identity.signUp({ account: '+62 813 1000 0001', code, password: 'rahasia123', inviteCode: 'NUSA2026', clientIp: '192.0.2.12' });
    expect(session!.token).toMatch(/^[\w-]{43}$/);
    expect(session!.user).toMatchObject({ account: '+6281310000001', accountKind: 'phone', nickname: '0813****0001', avatar: '' });
    expect(Date.parse(session!.expiresAt) - fixture.clock.read().getTime()).toBe(30 * 24 * 3600 * 1000);
    const { userId } = await fixture.identity.authenticate({ token: session!.token });
    expect(userId).toBe(session!.user!.id);
    const [row] = await sql<{ invite_code: string }>('select invite_code from user_account where id = ?', [userId]);
    expect(row!.invite_code).toBe('NUSA2026');
  });

  it('lower-cases an email account', async () => {
    const session = await signUpUser(fixture, 'Siti.Rahma@Example.COM');
    expect(session.user).toMatchObject({ account: 'siti.rahma@example.com', accountKind: 'email', nickname: 'siti.rahma' });
  });

  it('stores only hashes of passwords, codes and tokens', async () => {
    const account = freshPhone();
    const session = await signUpUser(fixture, account, 'rahasia123');
    const code = await lastCode(fixture, account, 'signup');
    const [user] = await sql<{ password_hash: string }>('select password_hash from user_account where account = ?', [account]);
    expect(user!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(user!.password_hash).not.toContain('rahasia123');
    const codes = await sql<{ code_hash: string }>('select code_hash from verification_code where account = ?', [account]);
    expect(codes.every((row) => row.code_hash.startsWith('scrypt$') && !row.code_hash.includes(code))).toBe(true);
    const sessions = await sql<{ token_hash: string }>('select token_hash from user_session where user_id = ?', [session.user!.id]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toContain(session.token);
  });

  it('tells a taken account only to the holder of a valid code', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account);
    fixture.clock.advance(61);
    await fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.11', language: 'ind' });
    await expect(fixture.identity.signUp({ account, code: '000000', password: 'rahasia123', inviteCode: '', clientIp: '192.0.2.12' })).rejects.toMatchObject({ reason: 'signup_failed' });
    const code = await lastCode(fixture, account, 'signup');
    await expect(fixture.identity.signUp({ account, code, password: 'rahasia123', inviteCode: '', clientIp: '192.0.2.12' })).rejects.toMatchObject({ code: 'ALREADY_EXISTS', reason: 'account_taken' });
  });

  it('rejects malformed input with the problem as the reason', async () => {
    await expect(fixture.identity.signUp({ account: '12', code: '123456', password: 'rahasia123', inviteCode: '', clientIp: '192.0.2.12' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_account_format' });
    await expect(fixture.identity.signUp({ account: freshPhone(), code: '12', password: 'rahasia123', inviteCode: '', clientIp: '192.0.2.12' })).rejects.toMatchObject({ reason: 'invalid_code_format' });
    await expect(fixture.identity.signUp({ account: freshPhone(), code: '123456', password: 'short', inviteCode: '', clientIp: '192.0.2.12' })).rejects.toMatchObject({ reason: 'invalid_password_format', params: { field: 'password' } });
    await expect(fixture.identity.sendCode({ account: freshPhone(), purpose: 'login', clientIp: '192.0.2.12', language: 'ind' })).rejects.toMatchObject({ reason: 'code_send_failed' });
    await expect(fixture.identity.sendCode({ account: freshPhone(), purpose: 'signin', clientIp: 'nowhere', language: 'ind' })).rejects.toMatchObject({ reason: 'invalid_client_ip' });
  });
});

describe('verification codes', () => {
  it('answers the same whether or not the account exists', async () => {
    const existing = freshPhone();
    await signUpUser(fixture, existing);
    const [known, unknown] = await Promise.all(
      [existing, freshPhone()].map((account) => fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '192.0.2.13', language: 'ind' })),
    );
    expect(known).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(unknown).toEqual(known);
  });

  it('waits 60 s before sending another code for the same purpose', async () => {
    const account = freshPhone();
    const send = (purpose = 'signin') => fixture.identity.sendCode({ account, purpose, clientIp: '192.0.2.14', language: 'ind' });
    await send();
    fixture.clock.advance(20);
    expect(await rejection(send())).toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'code_cooldown', params: { seconds: '40' } });
    await expect(send('reset')).resolves.toMatchObject({ resendAfterSeconds: 60 });
    fixture.clock.advance(40);
    await expect(send()).resolves.toMatchObject({ resendAfterSeconds: 60 });
  });

  it('answers a retried send (same key) with its first answer without sending again', async () => {
    const account = freshPhone();
    const request = { account, purpose: 'signin', clientIp: '192.0.2.15', language: 'ind' };
    const key = withKey(randomUUID());
    await fixture.identity.sendCode(request, key);
    fixture.clock.advance(10);
    await expect(fixture.identity.sendCode(request, key)).resolves.toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect((await fixture.dev.listInbox({ account })).messages).toHaveLength(1);
  });

  it('limits sends per account to 10 an hour', async () => {
    fixture.clock.advance(3600 - ((fixture.clock.read().getTime() / 1000) % 3600));
    const account = freshPhone();
    for (let i = 0; i < 10; i++) {
      await fixture.identity.sendCode({ account, purpose: 'signin', clientIp: `198.51.100.${i}`, language: 'ind' });
      fixture.clock.advance(61);
    }
    const limited = await rejection(fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '198.51.100.99', language: 'ind' }));
    expect(limited).toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'too_many_attempts' });
    expect(Number(limited!.params.retryAfterSeconds)).toBe(3600 - 610);
    fixture.clock.advance(3600 - 610);
    await expect(fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '198.51.100.99', language: 'ind' })).resolves.toBeDefined();
  });

  it('limits sends per client IP to 200 an hour, across accounts and replicas', async () => {
    fixture.clock.advance(3600 - ((fixture.clock.read().getTime() / 1000) % 3600));
    const replica = await fixture.startReplica();
    const second = bffChannel(identityV1.IdentityServiceService, `127.0.0.1:${replica.grpc!.port}`);
    const secondCalls = second.as();
    try {
      const clientIp = '203.0.113.50';
      for (let batch = 0; batch < 10; batch++) {
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 ? secondCalls : fixture.identity).sendCode({ account: freshPhone(), purpose: 'signup', clientIp, language: 'ind' }),
          ),
        );
      }
      await expect(secondCalls.sendCode({ account: freshPhone(), purpose: 'signup', clientIp, language: 'ind' })).rejects.toMatchObject({ reason: 'too_many_attempts' });
      await expect(fixture.identity.sendCode({ account: freshPhone(), purpose: 'signup', clientIp: '203.0.113.51', language: 'ind' })).resolves.toBeDefined();
    } finally {
      second.close();
      await replica.stop();
    }
  });

  it('expire after five minutes', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account);
    await fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '192.0.2.16', language: 'ind' });
    const code = await lastCode(fixture, account, 'signin');
    fixture.clock.advance(300);
    await expect(fixture.identity.signIn({ account, code, clientIp: '192.0.2.16' })).rejects.toMatchObject({ reason: 'signin_failed' });

    await fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '192.0.2.16', language: 'ind' });
    fixture.clock.advance(299);
    const { session } = await fixture.identity.signIn({ account, code: await lastCode(fixture, account, 'signin'), clientIp: '192.0.2.16' });
    expect(session!.user!.account).toBe(account);
  });

  it('die after five wrong tries and work only once', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account);
    await fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '192.0.2.17', language: 'ind' });
    const code = await lastCode(fixture, account, 'signin');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await expect(fixture.identity.signIn({ account, code: wrong, clientIp: '192.0.2.17' })).rejects.toMatchObject({ reason: 'signin_failed' });
    await expect(fixture.identity.signIn({ account, code, clientIp: '192.0.2.17' })).rejects.toMatchObject({ reason: 'signin_failed' });

    fixture.clock.advance(60);
    await fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '192.0.2.17', language: 'ind' });
    const fresh = await lastCode(fixture, account, 'signin');
    await expect(fixture.identity.signIn({ account, code: fresh, clientIp: '192.0.2.17' })).resolves.toBeDefined();
    await expect(fixture.identity.signIn({ account, code: fresh, clientIp: '192.0.2.17' })).rejects.toMatchObject({ reason: 'signin_failed' });
  });

  it('limits sends per account to 20 a day', async () => {
    fixture.clock.advance(86_400 - ((fixture.clock.read().getTime() / 1000) % 86_400));
    const account = freshPhone();
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 10; i++) {
        await fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '198.51.100.20', language: 'ind' });
        fixture.clock.advance(61);
      }
      fixture.clock.advance(3600 - ((fixture.clock.read().getTime() / 1000) % 3600));
    }
    const limited = await rejection(fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '198.51.100.20', language: 'ind' }));
    expect(limited).toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'too_many_attempts', params: { retryAfterSeconds: String(22 * 3600) } });
  });

  it('share one failure budget per account across codes and purposes', async () => {
    fixture.clock.advance(3600 - ((fixture.clock.read().getTime() / 1000) % 3600));
    const account = freshPhone();
    await signUpUser(fixture, account);
    const guessWrong = async (purpose: 'signin' | 'reset', times: number) => {
      fixture.clock.advance(61);
      await fixture.identity.sendCode({ account, purpose, clientIp: '192.0.2.19', language: 'ind' });
      const code = await lastCode(fixture, account, purpose);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < times; i++) {
        const attempt =
          purpose === 'signin'
            ? fixture.identity.signIn({ account, code: wrong, clientIp: `198.51.100.${30 + i}` })
            : fixture.identity.resetPassword({ account, code: wrong, newPassword: 'baru12345', clientIp: `198.51.100.${30 + i}` });
        await expect(attempt).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      }
      return code;
    };
    await guessWrong('signin', 5);
    await guessWrong('reset', 5);
    // Ten wrong codes this hour: even the right code of a fresh one is refused, without checking it.
    const code = await guessWrong('signin', 0);
    await expect(fixture.identity.signIn({ account, code, clientIp: '192.0.2.19' })).rejects.toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'too_many_attempts' });
    // The password still works: the budget guards codes, not the account.
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '192.0.2.19' })).resolves.toBeDefined();
  });

  it('are only good for their purpose', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account);
    await fixture.identity.sendCode({ account, purpose: 'reset', clientIp: '192.0.2.18', language: 'ind' });
    const resetCode = await lastCode(fixture, account, 'reset');
    await expect(fixture.identity.signIn({ account, code: resetCode, clientIp: '192.0.2.18' })).rejects.toMatchObject({ reason: 'signin_failed' });
  });
});

describe('sign-up and reset limits', () => {
  it('refuse a batch of 50 anonymous sign-ups fast (no hashing), then limit the address', async () => {
    const clientIp = '198.51.100.77';
    // What 50 scrypt hashes cost on this machine right now (it is shared, so absolute times vary).
    const hashingStarted = performance.now();
    await Promise.all(Array.from({ length: 50 }, () => hashSecret('rahasia123')));
    const hashingMs = performance.now() - hashingStarted;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => rejection(fixture.identity.signUp({ account: freshPhone(), code: '123456', password: 'rahasia123', inviteCode: '', clientIp }))),
    );
    const elapsedMs = performance.now() - started;
    expect(answers.every((error) => error?.reason === 'signup_failed')).toBe(true);
    console.info(`50 anonymous sign-ups refused in ${Math.round(elapsedMs)} ms; 50 scrypt hashes take ${Math.round(hashingMs)} ms`);
    expect(elapsedMs).toBeLessThan(hashingMs / 2);
    await expect(fixture.identity.signUp({ account: freshPhone(), code: '123456', password: 'rahasia123', inviteCode: '', clientIp })).rejects.toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      reason: 'too_many_attempts',
    });
  });

  it('limit sign-up and reset attempts per account, even with the right code', async () => {
    fixture.clock.advance(3600 - ((fixture.clock.read().getTime() / 1000) % 3600));
    const account = freshPhone();
    await fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.40', language: 'ind' });
    for (let i = 0; i < 10; i++) {
      await expect(fixture.identity.signUp({ account, code: '000000', password: 'rahasia123', inviteCode: '', clientIp: `198.51.100.${i}` })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    }
    const code = await lastCode(fixture, account, 'signup');
    await expect(fixture.identity.signUp({ account, code, password: 'rahasia123', inviteCode: '', clientIp: '192.0.2.40' })).rejects.toMatchObject({ reason: 'too_many_attempts' });

    for (let i = 0; i < 10; i++) {
      await expect(fixture.identity.resetPassword({ account, code: '000000', newPassword: 'baru12345', clientIp: `198.51.100.${i}` })).rejects.toMatchObject({ reason: 'password_update_failed' });
    }
    await expect(fixture.identity.resetPassword({ account, code: '000000', newPassword: 'baru12345', clientIp: '192.0.2.40' })).rejects.toMatchObject({ reason: 'too_many_attempts' });
  });
});

describe('sign-in', () => {
  it('accepts the password in any spelling of the account', async () => {
    const session = await signUpUser(fixture, '+6281320000001', 'rahasia123');
    const { session: again } = await fixture.identity.signIn({ account: '0813 2000 0001', password: 'rahasia123', clientIp: '192.0.2.20' });
    expect(again!.user!.id).toBe(session.user!.id);
    expect(again!.token).not.toBe(session.token);
  });

  it('says the same, equally slowly, for an unknown account and a wrong password', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account, 'rahasia123');
    const attempt = async (who: string) => {
      const started = performance.now();
      const error = await rejection(fixture.identity.signIn({ account: who, password: 'tebak1234', clientIp: '192.0.2.21' }));
      return { error: { code: error!.code, reason: error!.reason, message: error!.message }, ms: performance.now() - started };
    };
    const known = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) {
      known.push(await attempt(account));
      unknown.push(await attempt(freshPhone()));
    }
    expect(new Set([...known, ...unknown].map((a) => JSON.stringify(a.error))).size).toBe(1);
    expect(known[0]!.error).toEqual({ code: 'INVALID_ARGUMENT', reason: 'signin_failed', message: 'credentials rejected' });
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[2]!;
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(known)).toBeLessThan(2);
  });

  it('limits wrong passwords per account across addresses: 20 guesses from 20 addresses get 5 answers', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account, 'rahasia123');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rejection(fixture.identity.signIn({ account, password: `tebak${1000 + i}`, clientIp: `198.51.100.${100 + i}` }))),
    );
    expect(guesses.filter((error) => error?.reason === 'signin_failed')).toHaveLength(5);
    expect(guesses.filter((error) => error?.reason === 'too_many_attempts')).toHaveLength(15);
    // The wait holds the right password back too, from anywhere, and names its length.
    const waiting = await rejection(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '203.0.113.7' }));
    expect(waiting).toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'too_many_attempts', params: { retryAfterSeconds: '30' } });
    fixture.clock.advance(30);
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '203.0.113.7' })).resolves.toBeDefined();
    // The sign-in forgot the failures: five more are answered before any wait.
    for (let i = 0; i < 5; i++) await expect(fixture.identity.signIn({ account, password: 'tebak1234', clientIp: '203.0.113.8' })).rejects.toMatchObject({ reason: 'signin_failed' });
    await expect(fixture.identity.signIn({ account, password: 'tebak1234', clientIp: '203.0.113.8' })).rejects.toMatchObject({ reason: 'too_many_attempts' });
  });

  it('says the same for an account that does not exist, so the limits tell nothing', async () => {
    const [known, unknown] = [freshPhone(), freshPhone()];
    await signUpUser(fixture, known, 'rahasia123');
    const answers = async (account: string) => {
      const errors = [];
      for (let i = 0; i < 7; i++) errors.push(await rejection(fixture.identity.signIn({ account, password: 'tebak1234', clientIp: `198.51.100.${30 + i}` })));
      return errors.map((error) => ({ code: error!.code, reason: error!.reason, message: error!.message, params: error!.params }));
    };
    expect(await answers(unknown)).toEqual(await answers(known));
  });

  it('locks the password after 10 wrong ones until a code signs in, which lifts the lock', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account, 'rahasia123');
    for (let failure = 1; failure <= 10; failure++) {
      await expect(fixture.identity.signIn({ account, password: 'tebak1234', clientIp: `198.51.100.${failure}` })).rejects.toMatchObject({ reason: 'signin_failed' });
      fixture.clock.advance(480);
    }
    fixture.clock.advance(7 * 86_400);
    const locked = await rejection(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '203.0.113.9' }));
    expect(locked).toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'signin_locked' });
    await fixture.identity.sendCode({ account, purpose: 'signin', clientIp: '203.0.113.9', language: 'ind' });
    await expect(fixture.identity.signIn({ account, code: await lastCode(fixture, account, 'signin'), clientIp: '203.0.113.9' })).resolves.toBeDefined();
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '203.0.113.9' })).resolves.toBeDefined();
  });

  it('lifts the lock when the password is reset with a code', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account, 'rahasia123');
    for (let failure = 1; failure <= 10; failure++) {
      await expect(fixture.identity.signIn({ account, password: 'tebak1234', clientIp: '198.51.100.77' })).rejects.toMatchObject({ reason: 'signin_failed' });
      fixture.clock.advance(480);
    }
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '198.51.100.77' })).rejects.toMatchObject({ reason: 'signin_locked' });
    await fixture.identity.sendCode({ account, purpose: 'reset', clientIp: '203.0.113.10', language: 'ind' });
    await fixture.identity.resetPassword({ account, code: await lastCode(fixture, account, 'reset'), newPassword: 'baru12345', clientIp: '203.0.113.10' });
    await expect(fixture.identity.signIn({ account, password: 'baru12345', clientIp: '203.0.113.10' })).resolves.toBeDefined();
  });

  it('counts only failures: repeated successful sign-ins are never limited', async () => {
    const account = freshPhone();
    await signUpUser(fixture, account, 'rahasia123');
    for (let i = 0; i < 12; i++) await fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '192.0.2.22' });
  });

  it('limits failures per client IP to 100 in 15 minutes, across accounts', async () => {
    fixture.clock.advance(900 - ((fixture.clock.read().getTime() / 1000) % 900));
    const account = freshPhone();
    await signUpUser(fixture, account, 'rahasia123');
    const clientIp = '2001:db8:42:1::1';
    for (let batch = 0; batch < 5; batch++) {
      await Promise.all(Array.from({ length: 20 }, () => rejection(fixture.identity.signIn({ account: freshPhone(), password: 'tebak1234', clientIp }))));
    }
    // Another address in the same /64 is the same subscriber.
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '2001:db8:42:1::2' })).rejects.toMatchObject({ reason: 'too_many_attempts' });
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '2001:db8:42:2::1' })).resolves.toBeDefined();
  });
});

describe('sessions', () => {
  it('expire after 30 days', async () => {
    const session = await signUpUser(fixture, freshPhone());
    fixture.clock.advance(30 * 24 * 3600 - 1);
    await expect(fixture.identity.authenticate({ token: session.token })).resolves.toEqual({ userId: session.user!.id, roles: [] });
    fixture.clock.advance(1);
    await expect(fixture.identity.authenticate({ token: session.token })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'session_invalid' });
  });

  it('end with sign-out; signing out twice or with a stranger token is fine', async () => {
    const session = await signUpUser(fixture, freshPhone());
    await fixture.identity.signOut({ token: session.token });
    await expect(fixture.identity.authenticate({ token: session.token })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(fixture.identity.signOut({ token: session.token })).resolves.toEqual({});
    await expect(fixture.identity.signOut({ token: 'garbage' })).resolves.toEqual({});
    await expect(fixture.identity.authenticate({ token: '' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('all close but the current one when the password changes', async () => {
    const account = freshPhone();
    const first = await signUpUser(fixture, account, 'rahasia123');
    const { session: second } = await fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '192.0.2.30' });
    const change = { token: first.token, oldPassword: 'rahasia123', newPassword: 'baru12345' };
    const key = withKey(randomUUID());
    await fixture.asUser(first.user!.id).changePassword(change, key);
    await expect(fixture.identity.authenticate({ token: first.token })).resolves.toEqual({ userId: first.user!.id, roles: [] });
    await expect(fixture.identity.authenticate({ token: second!.token })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '192.0.2.30' })).rejects.toMatchObject({ reason: 'signin_failed' });
    await expect(fixture.identity.signIn({ account, password: 'baru12345', clientIp: '192.0.2.30' })).resolves.toBeDefined();
    // A retry of the same intent changes nothing and gets the first answer (the old password no longer matches).
    await expect(fixture.asUser(first.user!.id).changePassword(change, key)).resolves.toEqual({});
    await expect(fixture.asUser(first.user!.id).changePassword(change)).rejects.toMatchObject({ reason: 'password_update_failed' });
  });

  it('keep the password when the old one is wrong, and keep the counted guess through the refusal', async () => {
    const account = freshPhone();
    const session = await signUpUser(fixture, account, 'rahasia123');
    const change = { token: session.token, oldPassword: 'tebak1234', newPassword: 'baru12345' };
    await expect(fixture.asUser(session.user!.id).changePassword(change)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'password_update_failed' });
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '192.0.2.31' })).resolves.toBeDefined();
    const [row] = await sql<{ hits: number }>(`select hits from rate_limit where bucket = ?`, [`password-change-failure:user:${session.user!.id}`]);
    expect(row!.hits).toBe(1);
  });

  it('confirm a password for a sensitive change, counting wrong guesses like password changes', async () => {
    const session = await signUpUser(fixture, freshPhone(), 'rahasia123');
    const user = fixture.asUser(session.user!.id);
    const key = withKey(randomUUID());
    await expect(user.verifyPassword({ token: session.token, password: 'rahasia123' }, key)).resolves.toEqual({});
    // The same key with a wrong password is checked again: an answer is never replayed for a check.
    await expect(user.verifyPassword({ token: session.token, password: 'tebak1234' }, key)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'wrong_password' });
    await expect(user.verifyPassword({ token: session.token, password: '' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'password_required' });
    const [row] = await sql<{ hits: number }>(`select hits from rate_limit where bucket = ?`, [`password-change-failure:user:${session.user!.id}`]);
    expect(row!.hits).toBe(1);
    await expect(fixture.identity.verifyPassword({ token: session.token, password: 'rahasia123' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it("count wrong confirmations toward the account's sign-in failures, and wait as the sign-in does", async () => {
    const account = freshPhone();
    const session = await signUpUser(fixture, account, 'rahasia123');
    const user = fixture.asUser(session.user!.id);
    for (let i = 0; i < 5; i++) await expect(user.verifyPassword({ token: session.token, password: 'tebak1234' })).rejects.toMatchObject({ reason: 'wrong_password' });
    await expect(user.verifyPassword({ token: session.token, password: 'rahasia123' })).rejects.toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'too_many_attempts' });
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '192.0.2.33' })).rejects.toMatchObject({ reason: 'too_many_attempts' });
    fixture.clock.advance(30);
    await expect(user.verifyPassword({ token: session.token, password: 'rahasia123' })).resolves.toEqual({});
    await expect(fixture.identity.signIn({ account, password: 'rahasia123', clientIp: '192.0.2.33' })).resolves.toBeDefined();
  });

  it('refuse to act without a signed-in user', async () => {
    const session = await signUpUser(fixture, freshPhone());
    // The methods' access declarations refuse a call that asserts no user before any handler runs.
    await expect(fixture.identity.changePassword({ token: session.token, oldPassword: 'rahasia123', newPassword: 'baru12345' })).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      reason: 'caller_not_allowed',
    });
    await expect(fixture.identity.getUser({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
  });

  it('all close when the password is reset with a code', async () => {
    const account = freshPhone();
    const session = await signUpUser(fixture, account, 'rahasia123');
    await fixture.identity.sendCode({ account, purpose: 'reset', clientIp: '192.0.2.32', language: 'ind' });
    await expect(fixture.identity.resetPassword({ account, code: '000000', newPassword: 'baru12345', clientIp: '192.0.2.32' })).rejects.toMatchObject({ reason: 'password_update_failed' });
    await fixture.identity.resetPassword({ account, code: await lastCode(fixture, account, 'reset'), newPassword: 'baru12345', clientIp: '192.0.2.32' });
    await expect(fixture.identity.authenticate({ token: session.token })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(fixture.identity.signIn({ account, password: 'baru12345', clientIp: '192.0.2.32' })).resolves.toBeDefined();
  });

  it('cannot reset the password of an account that does not exist', async () => {
    const account = freshPhone();
    await fixture.identity.sendCode({ account, purpose: 'reset', clientIp: '192.0.2.33', language: 'ind' });
    await expect(fixture.identity.resetPassword({ account, code: await lastCode(fixture, account, 'reset'), newPassword: 'baru12345', clientIp: '192.0.2.32' })).rejects.toMatchObject({
      reason: 'password_update_failed',
    });
  });
});

describe('profile', () => {
  it('changes the nickname and avatar; a retry gets the first answer, a key reused for another change is refused', async () => {
    const session = await signUpUser(fixture, freshPhone());
    const user = fixture.asUser(session.user!.id);
    const key = withKey(randomUUID());
    await expect(user.updateProfile({ nickname: '  Budi  ' }, key)).resolves.toMatchObject({ user: { nickname: 'Budi', avatar: '' } });
    await user.updateProfile({ avatar: '/img/avatars/budi.png' });
    await expect(user.updateProfile({ nickname: '  Budi  ' }, key)).resolves.toMatchObject({ user: { nickname: 'Budi', avatar: '' } });
    await expect(user.updateProfile({ nickname: 'Ignored' }, key)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'idempotency_key_reused' });
    await expect(user.getUser({})).resolves.toMatchObject({ user: { nickname: 'Budi', avatar: '/img/avatars/budi.png' } });
    await expect(user.updateProfile({ avatar: 'javascript:alert(1)' })).rejects.toMatchObject({ reason: 'invalid_avatar' });
  });

  it('keeps no password hash in the answers stored for retries', async () => {
    const session = await signUpUser(fixture, freshPhone());
    await fixture.asUser(session.user!.id).updateProfile({ nickname: 'Sari' });
    const stored = await sql<{ outcome: string }>(`select outcome::text as outcome from idempotency_record where operation = 'UpdateProfile'`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.outcome.includes('Sari'))).toBe(true);
    expect(stored.every((row) => !row.outcome.includes('scrypt$') && !row.outcome.includes('passwordHash'))).toBe(true);
  });

  it('needs an idempotency key for a change', async () => {
    const session = await signUpUser(fixture, freshPhone());
    await expect(fixture.asUser(session.user!.id).updateProfile({ nickname: 'Budi' }, { metadata: { 'x-idempotency-key': '' } })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'idempotency_key_required',
    });
  });
});
