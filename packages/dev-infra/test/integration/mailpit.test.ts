import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { Mailbox, startMailpit, type RunningMailServer } from '../../src/index.js';

// The first use builds Mailpit with Go (minutes on a busy 2-core machine); later ones find it cached.
const buildTimeoutMs = 15 * 60_000;

function isOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

describe('startMailpit', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-mailpit-test-'));
  let server: RunningMailServer;
  let mailbox: Mailbox;

  beforeAll(async () => {
    server = await startMailpit({ dataDir });
    mailbox = new Mailbox(server.webUrl);
  }, buildTimeoutMs);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (message: SendMailOptions, auth?: { user: string; pass: string }) =>
    nodemailer.createTransport({ host: server.smtpHost, port: server.smtpPort, secure: false, ignoreTLS: true, ...(auth ? { auth } : {}) }).sendMail(message);

  it('receives a message over SMTP that the API gives back intact, in Chinese and Indonesian', async () => {
    const recipient = `budi+${randomBytes(4).toString('hex')}@example.test`;
    const subject = 'Pesanan Anda sudah dikirim · 您的订单已发货';
    const text = 'Halo Budi, terima kasih sudah berbelanja! 谢谢您的购买。Rp 150.000 — ✓';
    await send({ from: 'Toko <noreply@shop.test>', to: recipient, subject, text, html: `<p>${text}</p>` });

    const message = await mailbox.waitForMessageTo(recipient);
    expect(message.subject).toBe(subject);
    expect(message.to).toEqual([{ name: '', address: recipient }]);
    expect(message.from).toEqual({ name: 'Toko', address: 'noreply@shop.test' });
    expect(message.text.trim()).toBe(text);
    expect(message.html).toContain(text);
  });

  it('accepts any SMTP login, and finds messages by their own recipient only', async () => {
    const [first, second] = ['kode1', 'kode2'].map((name) => `${name}.${randomBytes(4).toString('hex')}@example.test`) as [string, string];
    await send({ from: 'noreply@shop.test', to: first, subject: 'Kode verifikasi 1', text: '111111' }, { user: 'shop', pass: 'anything' });
    await send({ from: 'noreply@shop.test', to: second, subject: 'Kode verifikasi 2', text: '222222' });

    expect((await mailbox.waitForMessageTo(first)).text.trim()).toBe('111111');
    expect((await mailbox.waitForMessageTo(second)).text.trim()).toBe('222222');
    expect((await mailbox.messagesTo(first)).map((summary) => summary.subject)).toEqual(['Kode verifikasi 1']);
  });

  it('deletes every message', async () => {
    const recipient = `hapus.${randomBytes(4).toString('hex')}@example.test`;
    await send({ from: 'noreply@shop.test', to: recipient, subject: 'Hapus', text: 'x' });
    await mailbox.waitForMessageTo(recipient);
    await mailbox.deleteAll();
    expect(await mailbox.messagesTo(recipient)).toEqual([]);
    expect(await mailbox.list()).toEqual([]);
  });

  it('answers on its web address, and on stop closes both ports and keeps the database in the data folder', async () => {
    const page = await fetch(server.webUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Mailpit');

    const otherDir = mkdtempSync(path.join(tmpdir(), 'shop-mailpit-stop-'));
    try {
      const other = await startMailpit({ dataDir: otherDir });
      const ports = [other.smtpPort, Number(new URL(other.webUrl).port)];
      await other.stop();
      for (const port of ports) expect(await isOpen(port)).toBe(false);
      expect(existsSync(path.join(otherDir, 'mailpit.db'))).toBe(true);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
