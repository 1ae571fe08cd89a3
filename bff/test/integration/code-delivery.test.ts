import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { messagesV1 } from '@shop/contracts';
import { AppError, bindService, createLogger, parseTrustedKeys, startGrpcServer, type GrpcServer } from '@shop/service-kit';
import { testServiceKeyEnv } from '@shop/test-kit';
import { client, failure, freshPhone } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// Production as the chart runs it, identity with the messages service's address: here a stand-in
// serving SendCode to identity, which records the codes and fails when a test says so.
const received: messagesV1.SendCodeRequest[] = [];
let failing = false;
let messages: GrpcServer;
let backend: Backend;

beforeAll(async () => {
  messages = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger: createLogger({ service: 'messages-stand-in', level: 'silent' }),
    callers: { audience: 'messages', trusted: parseTrustedKeys(testServiceKeyEnv('messages').SERVICE_TRUSTED_KEYS) },
    services: [
      bindService(
        { sendCode: messagesV1.MessagesServiceService.sendCode },
        {
          async sendCode(request) {
            if (failing) throw new AppError('UNAVAILABLE', '', 'restarting');
            received.push(request);
            return { channel: 'whatsapp' };
          },
        },
        { sendCode: { callers: ['identity'], user: 'optional' } },
      ),
    ],
  });
  backend = await startBackend({ env: { NODE_ENV: 'production' }, identityEnv: { NODE_ENV: 'production', MESSAGES_GRPC_URL: `127.0.0.1:${messages.port}` } });
});

beforeEach(() => {
  received.length = 0;
  failing = false;
});

afterAll(async () => {
  await backend?.stop();
  await messages?.stop(1_000);
});

describe('a production server with the messages service', () => {
  it('lets a shopper sign up with the code it delivered, written in the page’s language', async () => {
    const account = freshPhone();
    const api = client(backend, { lang: 'zh' });
    await expect(api.user.sendCode.mutate({ account, purpose: 'signup' })).resolves.toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(received).toEqual([expect.objectContaining({ account, purpose: 'signup', language: 'zh', code: expect.stringMatching(/^\d{6}$/) })]);
    const { user } = await api.user.signup.mutate({ account, code: received[0]!.code, password: 'rahasia123', confirmPassword: 'rahasia123' });
    expect(user).toMatchObject({ account });
  });

  it('tells the shopper, translated, when the code could not be sent, and lets them ask again at once', async () => {
    const account = freshPhone();
    failing = true;
    const errors = await Promise.all(['en', 'ind'].map((lang) => failure(client(backend, { lang }).user.sendCode.mutate({ account, purpose: 'signin' }))));
    expect(errors.map((error) => ({ code: error.data?.code, reason: error.data?.reason, message: error.message }))).toEqual([
      { code: 'SERVICE_UNAVAILABLE', reason: 'code_delivery_failed', message: 'Your code could not be sent; please try again' },
      { code: 'SERVICE_UNAVAILABLE', reason: 'code_delivery_failed', message: 'Kode Anda gagal dikirim; silakan coba lagi' },
    ]);
    failing = false;
    await expect(client(backend).user.sendCode.mutate({ account, purpose: 'signin' })).resolves.toMatchObject({ resendAfterSeconds: 60 });
    expect(received.map((request) => request.account)).toEqual([account]);
  });
});
