import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, freshPhone } from '@shop/trpc-testing';
import { eventually, testMailbox } from '@shop/test-kit';
import { startStack, type Stack } from './stack.js';

// In production nobody reads a development inbox: sign-up, code sign-in and password reset work
// only if the code reaches the person. Identity, the messages service and the BFF run as in the
// cluster (NODE_ENV=production) over the stack's Postgres and broker, with the run's Mailpit as
// the SMTP server and the messaging sandbox as Twilio; the codes are read where a person reads
// them, in the language of the page that asked.
let stack: Stack;
const production = { NODE_ENV: 'production' };

beforeAll(async () => {
  stack = await startStack({ name: 'production-codes', bff: true, env: { identity: production, bff: production }, messages: { env: production } });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const password = 'Rahasia123';
const CODE = /\b(\d{6})\b/;

describe('codes in production', () => {
  it('signs an e-mail account up with the code from the mailbox, in English', async () => {
    const bff = client({ baseUrl: stack.bff!.url }, { lang: 'en' });
    const account = `pembeli-${Date.now()}@example.test`;
    await bff.user.sendCode.mutate({ account, purpose: 'signup' });
    const mail = await testMailbox().waitForMessageTo(account, { timeoutMs: 20_000 });
    expect(mail.subject).toBe('Your sign-up code');
    const code = CODE.exec(mail.text)![1]!;
    const { token } = await bff.user.signup.mutate({ account, code, password, confirmPassword: password });
    expect(token).toBeTruthy();
  }, 60_000);

  it('signs a phone up with the code from WhatsApp, and resets its password with the next one, in Indonesian', async () => {
    const bff = client({ baseUrl: stack.bff!.url }, { lang: 'ind' });
    const phone = freshPhone();
    /** The newest text to the phone, once there are `count`. */
    const codeSent = async (count: number) => {
      await eventually(() => stack.messaging!.sandbox.messages(phone).length === count, 20_000, `message ${count} to ${phone}`);
      return stack.messaging!.sandbox.messages(phone)[0]!.body;
    };
    await bff.user.sendCode.mutate({ account: phone, purpose: 'signup' });
    const signUpText = await codeSent(1);
    expect(signUpText).toMatch(/^Kode pendaftaran Anda \d{6}\./);
    await bff.user.signup.mutate({ account: phone, code: CODE.exec(signUpText)![1]!, password, confirmPassword: password });

    await bff.user.sendCode.mutate({ account: phone, purpose: 'reset' });
    const resetText = await codeSent(2);
    expect(stack.messaging!.sandbox.messages(phone).map((message) => message.channel)).toEqual(['whatsapp', 'whatsapp']);
    await bff.user.resetPassword.mutate({ account: phone, code: CODE.exec(resetText)![1]!, password: 'Baru12345', confirmPassword: 'Baru12345' });
    expect((await bff.user.signin.mutate({ account: phone, password: 'Baru12345' })).token).toBeTruthy();
  }, 60_000);

  it('keeps the development inbox out of production', async () => {
    const refused = await failure(client({ baseUrl: stack.bff!.url }).dev.inbox.query({ account: freshPhone() }));
    expect(refused.data).toMatchObject({ httpStatus: 404 });
  });
});
