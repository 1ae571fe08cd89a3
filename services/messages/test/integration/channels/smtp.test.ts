import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { testMailbox, testSmtpUrl } from '@shop/test-kit';
import { messageIdOf, smtpSender } from '../../../src/channels/smtp.js';

const from = 'Toko <noreply@shop.test>';
const sender = smtpSender({ url: testSmtpUrl(), from, timeoutMs: 10_000 });
const mailbox = testMailbox();

afterAll(() => sender.close());

/** A recipient of this test's own on the run's shared Mailpit. */
const recipient = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.test`;

describe('smtpSender against Mailpit', () => {
  it('delivers a text message whose Message-ID is derived from its delivery key', async () => {
    const to = recipient('budi');
    const key = `event:${randomBytes(4).toString('hex')}:acc-1:email`;
    const subject = 'Pesanan Anda sudah dibayar · 您的订单已付款';
    const text = 'Halo Budi, pembayaran Rp 1.250.000 untuk pesanan ORD-1 sudah kami terima. 谢谢！';

    const outcome = await sender.send({ key, to, subject, text });

    expect(outcome).toEqual({ outcome: 'delivered', providerId: messageIdOf(key, 'shop.test') });
    const message = await mailbox.waitForMessageTo(to);
    expect(message.subject).toBe(subject);
    expect(message.text.trim()).toBe(text);
    expect(message.html).toBe('');
    expect(message.from).toEqual({ name: 'Toko', address: 'noreply@shop.test' });
    expect(message.to).toEqual([{ name: '', address: to }]);
    expect(`<${message.messageId}>`).toBe(messageIdOf(key, 'shop.test'));
  });

  it('sends many at once over its pool, each to its own recipient', async () => {
    const recipients = Array.from({ length: 6 }, (_, index) => recipient(`kode${index}`));
    const outcomes = await Promise.all(recipients.map((to, index) => sender.send({ key: `code:req-${index}:${to}:email`, to, subject: 'Kode verifikasi', text: `Kode Anda: ${100000 + index}` })));

    expect(outcomes.every((outcome) => outcome.outcome === 'delivered')).toBe(true);
    for (const [index, to] of recipients.entries()) expect((await mailbox.waitForMessageTo(to)).text.trim()).toBe(`Kode Anda: ${100000 + index}`);
  });

  it('logs in with the credentials of its URL', async () => {
    const url = new URL(testSmtpUrl());
    url.username = 'shop';
    url.password = 'p@ss word';
    const withLogin = smtpSender({ url: url.toString(), from: 'noreply@shop.test', timeoutMs: 10_000 });
    try {
      const to = recipient('login');
      expect(await withLogin.send({ key: `event:login:${to}:email`, to, subject: 'Masuk', text: 'Halo' })).toMatchObject({ outcome: 'delivered' });
      expect((await mailbox.waitForMessageTo(to)).subject).toBe('Masuk');
    } finally {
      withLogin.close();
    }
  });
});
