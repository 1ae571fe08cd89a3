import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { messagesV1 } from '@shop/contracts';
import { AppError, bindService, createLogger, parseTrustedKeys, startGrpcServer, type CallInfo, type GrpcServer } from '@shop/service-kit';
import { testServiceKeyEnv } from '@shop/test-kit';
import { freshPhone, lastCode, startIdentity, withKey, type IdentityFixture } from './fixture.js';

// A stand-in messages service (SendCode only, identity its only caller, as the messages service's
// access table says) that records each call and answers, or fails, as a test tells it.
const received: { request: messagesV1.SendCodeRequest; call: CallInfo }[] = [];
let failure: Error | undefined;
let messages: GrpcServer;
const started: IdentityFixture[] = [];

beforeAll(async () => {
  const logger = createLogger({ service: 'messages-stand-in', level: 'silent' });
  messages = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    callers: { audience: 'messages', trusted: parseTrustedKeys(testServiceKeyEnv('messages').SERVICE_TRUSTED_KEYS) },
    services: [
      bindService(
        { sendCode: messagesV1.MessagesServiceService.sendCode },
        {
          async sendCode(request, call) {
            if (failure) throw failure;
            received.push({ request, call });
            return { channel: request.account.includes('@') ? 'email' : 'whatsapp' };
          },
        },
        { sendCode: { callers: ['identity'], user: 'optional' } },
      ),
    ],
  });
});

beforeEach(() => {
  received.length = 0;
  failure = undefined;
});

afterAll(async () => {
  await Promise.all(started.map((f) => f.stop()));
  await messages.stop(1_000);
});

async function start(env: Record<string, string>): Promise<IdentityFixture> {
  const fixture = await startIdentity({ MESSAGES_GRPC_URL: `127.0.0.1:${messages.port}`, ...env });
  started.push(fixture);
  return fixture;
}

async function storedCodes(fixture: IdentityFixture, account: string): Promise<{ delivery_id: string; expires_at: Date }[]> {
  return fixture.service.orm.em.fork().execute('select delivery_id, expires_at from verification_code where account = ? order by id', [account]);
}

describe('with the messages service configured', () => {
  let production: IdentityFixture;
  let development: IdentityFixture;

  beforeAll(async () => {
    [production, development] = await Promise.all([start({ NODE_ENV: 'production' }), start({ NODE_ENV: 'development' })]);
  });

  it('production hands each code to it, named by the delivery id stored with the code, in the page’s language', async () => {
    const account = freshPhone();
    await expect(production.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.1', language: 'en' })).resolves.toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const [stored] = await storedCodes(production, account);
    expect(received).toHaveLength(1);
    const [{ request, call }] = received as [(typeof received)[number]];
    expect(request).toEqual({ requestId: stored!.delivery_id, account, purpose: 'signup', code: expect.stringMatching(/^\d{6}$/), expiresAt: new Date(stored!.expires_at).toISOString(), language: 'en' });
    // Signed as identity, with the delivery id as its idempotency key: a repeat is one message.
    expect(call.caller).toMatchObject({ service: 'identity' });
    expect(call.idempotencyKey).toBe(stored!.delivery_id);
  });

  it('production sends an e-mail account’s code the same way, and Indonesian for a language it does not write', async () => {
    await production.identity.sendCode({ account: 'Budi.Santoso@Example.com', purpose: 'reset', clientIp: '192.0.2.2', language: 'fr' });
    expect(received.map((r) => ({ account: r.request.account, purpose: r.request.purpose, language: r.request.language }))).toEqual([
      { account: 'budi.santoso@example.com', purpose: 'reset', language: 'ind' },
    ]);
  });

  it('development hands the code to it and keeps the same code in the development inbox', async () => {
    const account = freshPhone();
    await development.identity.sendCode({ account, purpose: 'signin', clientIp: '192.0.2.3', language: 'zh' });
    expect(received.map((r) => r.request.code)).toEqual([await lastCode(development, account, 'signin')]);
    expect(received[0]!.request.language).toBe('zh');
  });

  it('a failed delivery is a refusal the shopper sees; nothing is kept, so asking again works at once', async () => {
    for (const fixture of [production, development]) {
      const account = freshPhone();
      const key = withKey(randomUUID());
      failure = new AppError('UNAVAILABLE', '', 'the messages service is restarting');
      await expect(fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.4', language: 'ind' }, key)).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        reason: 'code_delivery_failed',
      });
      // No code nobody received, no inbox entry, no cool-down; the same key runs again.
      expect(await storedCodes(fixture, account)).toEqual([]);
      if (fixture === development) expect((await fixture.dev.listInbox({ account })).messages).toEqual([]);
      failure = undefined;
      await expect(fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.4', language: 'ind' }, key)).resolves.toMatchObject({ resendAfterSeconds: 60 });
      expect(await storedCodes(fixture, account)).toHaveLength(1);
      expect(received.at(-1)!.request.requestId).toBe((await storedCodes(fixture, account))[0]!.delivery_id);
    }
  });

  it('a retried send (same key) is answered from the first without handing the code over again', async () => {
    const account = freshPhone();
    const key = withKey(randomUUID());
    const request = { account, purpose: 'signin', clientIp: '192.0.2.5', language: 'en' };
    await production.identity.sendCode(request, key);
    await production.identity.sendCode(request, key);
    expect(received).toHaveLength(1);
  });
});

describe('with the messages service configured but unreachable', () => {
  it('refuses to send codes with the delivery failure, storing none', async () => {
    const fixture = await start({ NODE_ENV: 'production', MESSAGES_GRPC_URL: '127.0.0.1:1' });
    const account = freshPhone();
    await expect(fixture.identity.sendCode({ account, purpose: 'signup', clientIp: '192.0.2.6', language: 'en' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      reason: 'code_delivery_failed',
    });
    expect(await storedCodes(fixture, account)).toEqual([]);
  });
});
