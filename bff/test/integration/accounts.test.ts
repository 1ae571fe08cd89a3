import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { client, failure, freshPhone, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

const CACHE_TTL_MS = 1_000;
let backend: Backend;
let identityNow = new Date();

beforeAll(async () => {
  backend = await startBackend({
    env: { SESSION_CACHE_TTL_MS: String(CACHE_TTL_MS), TRUST_PROXY_HOPS: '1' },
    identityClock: () => new Date(identityNow),
  });
});

afterAll(async () => {
  await backend.stop();
});

const api = (options: Parameters<typeof client>[1] = {}) => client(backend, options);
const identitySql = <T>(query: string, params: unknown[] = []) => backend.identity.orm.em.fork().execute<T[]>(query, params);

describe('sign-up, sign-in and the profile through /trpc', () => {
  it('signs up with a code from the dev inbox and reads the profile', async () => {
    const account = '0815-3000-0001';
    await expect(api().user.sendCode.mutate({ account, purpose: 'signup' })).resolves.toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const [message] = await api().dev.inbox.query({ account });
    expect(message).toMatchObject({ purpose: 'signup', code: expect.stringMatching(/^\d{6}$/) });
    expect(message!.expiresAt).toBeInstanceOf(Date);
    const { token, user, expiresAt } = await api().user.signup.mutate({ account, code: message!.code, password: 'rahasia123', confirmPassword: 'rahasia123', inviteCode: 'NUSA2026' });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresAt).toBeInstanceOf(Date);
    expect(user).toMatchObject({ account: '+6281530000001', accountKind: 'phone', nickname: '0815****0001', avatar: '' });
    const me = await api({ token }).user.me.query();
    expect(me).toEqual(user);
    expect(me.createdAt).toBeInstanceOf(Date);
  });

  it('signs in with a password or with a signin code', async () => {
    const account = freshPhone();
    const { user } = await signUpShopper(backend, account, 'rahasia123');
    const byPassword = await api().user.signin.mutate({ account, password: 'rahasia123' });
    expect(byPassword.user.id).toBe(user.id);

    await api().user.sendCode.mutate({ account, purpose: 'signin' });
    const [message] = await api().dev.inbox.query({ account });
    const byCode = await api().user.signin.mutate({ account, code: message!.code });
    expect(byCode.user.id).toBe(user.id);
    expect(byCode.token).not.toBe(byPassword.token);
  });

  it('updates the nickname and avatar', async () => {
    const { token } = await signUpShopper(backend);
    await expect(api({ token }).user.updateProfile.mutate({ nickname: 'Budi', avatar: '/img/avatars/budi.png' })).resolves.toMatchObject({ nickname: 'Budi', avatar: '/img/avatars/budi.png' });
    await expect(api({ token }).user.me.query()).resolves.toMatchObject({ nickname: 'Budi' });
    const bad = await failure(api({ token, lang: 'ind' }).user.updateProfile.mutate({ nickname: ' ' }));
    expect(bad.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'invalid_nickname', field: 'nickname' });
  });

  it('resets a forgotten password with a reset code', async () => {
    const account = freshPhone();
    const { token } = await signUpShopper(backend, account, 'rahasia123');
    await api().user.sendCode.mutate({ account, purpose: 'reset' });
    const [message] = await api().dev.inbox.query({ account });
    await expect(api().user.resetPassword.mutate({ account, code: message!.code, password: 'baru12345', confirmPassword: 'baru12345' })).resolves.toEqual({ reset: true });
    await eventually(async () => (await failure(api({ token }).user.me.query())).data?.code === 'UNAUTHORIZED', CACHE_TTL_MS * 3, 'old session ended');
    await expect(api().user.signin.mutate({ account, password: 'baru12345' })).resolves.toBeDefined();
  });
});

describe('validation messages', () => {
  it('answer BAD_REQUEST with the translated message of the first problem and its field, never zod JSON', async () => {
    const cases = [
      [{ account: '', code: '', password: '', confirmPassword: '' }, 'account', ['Please enter account info', '请输入账号', 'Silakan masukkan info akun']],
      [{ account: '12', code: '123456', password: 'rahasia123', confirmPassword: 'rahasia123' }, 'account', ['Invalid account format', '账号格式不正确', 'Format akun tidak valid']],
      [{ account: freshPhone(), code: '', password: 'rahasia123', confirmPassword: 'rahasia123' }, 'code', ['Please enter the code', '请输入验证码', 'Silakan masukkan kode']],
      [{ account: freshPhone(), code: '12a', password: 'rahasia123', confirmPassword: 'rahasia123' }, 'code', ['Invalid code format', '验证码格式不正确', 'Format kode tidak valid']],
      [{ account: freshPhone(), code: '123456', password: '', confirmPassword: '' }, 'password', ['Please enter the password', '请输入密码', 'Silakan masukkan kata sandi']],
      [{ account: freshPhone(), code: '123456', password: 'abc', confirmPassword: 'abc' }, 'password', ['Invalid password format', '密码格式不正确', 'Format kata sandi tidak valid']],
      [{ account: freshPhone(), code: '123456', password: 'rahasia123', confirmPassword: '' }, 'confirmPassword', ['Please confirm the password', '请确认密码', 'Silakan konfirmasi kata sandi']],
      [{ account: freshPhone(), code: '123456', password: 'rahasia123', confirmPassword: 'rahasia124' }, 'confirmPassword', ['Passwords do not match', '两次输入的密码不一致', 'Kata sandi tidak cocok']],
    ] as const;
    for (const [input, field, messages] of cases) {
      const errors = await Promise.all(['en', 'zh', 'ind'].map((lang) => failure(api({ lang }).user.signup.mutate(input))));
      expect(errors.map((e) => e.message)).toEqual(messages);
      expect(errors[0]!.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, field });
    }
  });

  it('check a missing field and a sign-in without any credential the same way', async () => {
    const response = await fetch(`${backend.baseUrl}/trpc/user.signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ json: { account: freshPhone() } }),
    });
    const body = (await response.json()) as { error: { json: { message: string; data: { field: string } } } };
    expect(response.status).toBe(400);
    expect(body.error.json.message).toBe('Please enter the password');
    expect(body.error.json.data.field).toBe('password');
    const missing = await failure(api().user.sendCode.mutate({ purpose: 'signup' } as never));
    expect(missing.message).toBe('Please enter account info');
  });
});

describe('failures', () => {
  it('say "Login failed" alike for an unknown account and a wrong password', async () => {
    const account = freshPhone();
    await signUpShopper(backend, account, 'rahasia123');
    const [wrongPassword, unknownAccount] = await Promise.all([
      failure(api().user.signin.mutate({ account, password: 'tebak1234' })),
      failure(api().user.signin.mutate({ account: freshPhone(), password: 'tebak1234' })),
    ]);
    expect(wrongPassword.message).toBe('Login failed');
    expect({ message: unknownAccount.message, data: unknownAccount.data }).toEqual({ message: wrongPassword.message, data: wrongPassword.data });
    expect(wrongPassword.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'signin_failed' });
  });

  it('name the failed step in the spec’s words, translated', async () => {
    const account = freshPhone();
    const signup = await failure(api({ lang: 'zh' }).user.signup.mutate({ account, code: '123456', password: 'rahasia123', confirmPassword: 'rahasia123' }));
    expect(signup.message).toBe('注册失败');
    const reset = await failure(api({ lang: 'ind' }).user.resetPassword.mutate({ account, code: '123456', password: 'rahasia123', confirmPassword: 'rahasia123' }));
    expect(reset.message).toBe('Gagal memperbarui kata sandi');
    const { token } = await signUpShopper(backend);
    const change = await failure(api({ token }).user.changePassword.mutate({ oldPassword: 'tebak1234', password: 'baru12345', confirmPassword: 'baru12345' }));
    // A wrong old password must not sign the shopper out (the front end signs out on UNAUTHORIZED).
    expect({ message: change.message, code: change.data?.code }).toEqual({ message: 'Password update failed', code: 'BAD_REQUEST' });
  });

  it('tell the holder of a valid code that the account is taken', async () => {
    const account = freshPhone();
    await signUpShopper(backend, account);
    identityNow = new Date(identityNow.getTime() + 61_000);
    const error = await failure(signUpShopper(backend, account));
    expect(error.message).toBe('This account is already registered');
    expect(error.data?.code).toBe('CONFLICT');
  });

  it('answer TOO_MANY_REQUESTS, translated, for a resend inside the cool-down and for repeated failures', async () => {
    const account = freshPhone();
    await api().user.sendCode.mutate({ account, purpose: 'signin' });
    const cooldown = await failure(api().user.sendCode.mutate({ account, purpose: 'signin' }));
    expect(cooldown.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'code_cooldown' });
    expect(cooldown.message).toBe('Please wait 60 s before requesting a new code');

    await signUpShopper(backend, account, 'rahasia123');
    for (let i = 0; i < 10; i++) await failure(api().user.signin.mutate({ account, password: 'tebak1234' }));
    const locked = await Promise.all(['en', 'zh', 'ind'].map((lang) => failure(api({ lang }).user.signin.mutate({ account, password: 'rahasia123' }))));
    expect(locked.map((e) => e.message)).toEqual(['Too many attempts, try again later', '尝试次数过多，请稍后再试', 'Terlalu banyak percobaan, coba lagi nanti']);
    expect(locked[0]!.data?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limit by the shopper’s IP from the trusted proxy’s X-Forwarded-For', async () => {
    await failure(api({ headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' } }).user.signin.mutate({ account: freshPhone(), password: 'tebak1234' }));
    const buckets = await identitySql<{ bucket: string }>(`select bucket from rate_limit where bucket like 'signin-failure:ip:%'`);
    expect(buckets.map((b) => b.bucket)).toContain('signin-failure:ip:203.0.113.9');
    expect(buckets.map((b) => b.bucket)).not.toContain('signin-failure:ip:198.51.100.7');
  });
});

describe('signed-in procedures', () => {
  it('answer UNAUTHORIZED without a token or with an unknown one', async () => {
    const missing = await failure(api().user.me.query());
    expect(missing.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    expect(missing.message).toBe('Please sign in first');
    for (const token of ['not-a-token', 'A'.repeat(43)]) {
      const error = await failure(api({ token }).user.me.query());
      expect(error.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401, reason: 'session_invalid' });
      expect(error.message).toBe('Your session has ended; please sign in again');
    }
    await expect(failure(api().address.list.query())).resolves.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });

  it('stop working at once after sign-out', async () => {
    const { token } = await signUpShopper(backend);
    await api({ token }).user.me.query();
    await expect(api({ token }).user.signout.mutate()).resolves.toEqual({ signedOut: true });
    await expect(failure(api({ token }).user.me.query())).resolves.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    await expect(api({ token }).user.signout.mutate()).resolves.toEqual({ signedOut: true });
    await expect(api().user.signout.mutate()).resolves.toEqual({ signedOut: true });
  });

  it('are cached briefly: a token revoked elsewhere stops working within the cache TTL', async () => {
    const { token } = await signUpShopper(backend);
    await api({ token }).user.me.query();
    await identitySql('delete from user_session');
    const revokedAt = performance.now();
    await expect(api({ token }).user.me.query()).resolves.toBeDefined();
    await eventually(async () => (await failure(api({ token }).user.me.query())).data?.code === 'UNAUTHORIZED', CACHE_TTL_MS * 3, 'revoked token rejected');
    expect(performance.now() - revokedAt).toBeLessThan(CACHE_TTL_MS + 500);
  });

  it('keep the session that changed the password and end the others', async () => {
    const account = freshPhone();
    const { token: phone } = await signUpShopper(backend, account, 'rahasia123');
    const { token: laptop } = await api().user.signin.mutate({ account, password: 'rahasia123' });
    await api({ token: laptop }).user.me.query();
    await expect(api({ token: phone }).user.changePassword.mutate({ oldPassword: 'rahasia123', password: 'baru12345', confirmPassword: 'baru12345' })).resolves.toEqual({ changed: true });
    await eventually(async () => (await failure(api({ token: laptop }).user.me.query())).data?.code === 'UNAUTHORIZED', CACHE_TTL_MS * 3, 'other session ended');
    await expect(api({ token: phone }).user.me.query()).resolves.toBeDefined();
  });

  it('reject an expired session (30 days)', async () => {
    const { token } = await signUpShopper(backend);
    await api({ token }).user.me.query();
    identityNow = new Date(identityNow.getTime() + 30 * 24 * 3600 * 1000);
    await eventually(async () => (await failure(api({ token }).user.me.query())).data?.code === 'UNAUTHORIZED', CACHE_TTL_MS * 3, 'expired token rejected');
  });
});
