import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { messageIdOf, senderDomain, smtpConnection, smtpFailure, smtpSender, type SmtpSender } from '../../../src/channels/smtp.js';

describe('smtpConnection', () => {
  it('reads host, port, TLS and URI-encoded credentials', () => {
    expect(smtpConnection('smtp://127.0.0.1:40125')).toEqual({ host: '127.0.0.1', port: 40125, secure: false });
    expect(smtpConnection('smtps://shop%40mail.example:p%40ss%3Aw0rd@smtp.example')).toEqual({ host: 'smtp.example', port: 465, secure: true, auth: { user: 'shop@mail.example', pass: 'p@ss:w0rd' } });
    expect(smtpConnection('smtp://user:secret@smtp.example')).toEqual({ host: 'smtp.example', port: 587, secure: false, auth: { user: 'user', pass: 'secret' } });
  });

  it('refuses another scheme, never repeating the URL', () => {
    expect(() => smtpConnection('http://user:secret@smtp.example')).toThrow('smtp:// or smtps://');
    expect(() => smtpConnection('//user:secret@smtp.example')).toThrow(/^the SMTP URL is not a URL$/);
    expect(() => smtpConnection('smtp://smtp.example?pool=false')).toThrow('takes no query');
  });
});

describe('messageIdOf', () => {
  it('is the same for a key on every try, and differs between keys', () => {
    const key = 'code:req-1:acc-1:email';
    expect(messageIdOf(key, 'shop.test')).toBe(messageIdOf(key, 'shop.test'));
    expect(messageIdOf(key, 'shop.test')).toMatch(/^<[0-9a-f]{40}@shop\.test>$/);
    expect(messageIdOf('code:req-2:acc-1:email', 'shop.test')).not.toBe(messageIdOf(key, 'shop.test'));
  });

  it('takes its domain from the sender', () => {
    expect(senderDomain('noreply@shop.test')).toBe('shop.test');
    expect(senderDomain('Toko <noreply@mail.shop.test>')).toBe('mail.shop.test');
    expect(() => senderDomain('Toko')).toThrow('has no domain');
  });
});

describe('smtpFailure', () => {
  const failure = (fields: Record<string, unknown>) => smtpFailure(Object.assign(new Error(String(fields.message ?? 'failed')), fields), 5000);

  it('retries what may pass: 4xx replies, 503, no answer, a refused login', () => {
    expect(failure({ code: 'EENVELOPE', responseCode: 451, message: 'Greylisted' })).toMatchObject({ retryable: true, error: expect.stringMatching(/^smtp 451: /) });
    expect(failure({ code: 'EENVELOPE', responseCode: 421, message: 'Too many connections' })).toMatchObject({ retryable: true });
    expect(failure({ code: 'EPROTOCOL', responseCode: 503, message: 'Bad sequence of commands' })).toMatchObject({ retryable: true });
    expect(failure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25' })).toMatchObject({ retryable: true });
    expect(failure({ code: 'ETIMEDOUT', message: 'Greeting never received' })).toMatchObject({ retryable: true });
    expect(failure({ code: 'ECONNECTION', message: 'Connection closed unexpectedly' })).toMatchObject({ retryable: true });
    expect(failure({ code: 'EABORT', message: 'Message sending aborted' })).toEqual({ outcome: 'failed', error: 'smtp: no answer within 5000 ms', retryable: true });
    expect(failure({ code: 'EAUTH', responseCode: 535, message: 'Invalid login: 535 Authentication failed' })).toMatchObject({ retryable: true, error: expect.stringMatching(/^smtp: login refused/) });
  });

  it('does not retry a permanent refusal of the message', () => {
    expect(failure({ code: 'EENVELOPE', responseCode: 550, message: 'No such user' })).toMatchObject({ retryable: false, error: expect.stringMatching(/^smtp 550: /) });
    expect(failure({ code: 'EMESSAGE', responseCode: 552, message: 'Message too large' })).toMatchObject({ retryable: false });
    expect(failure({ code: 'EENVELOPE', message: 'Invalid recipient "x"' })).toMatchObject({ retryable: false });
  });
});

/** A scripted SMTP server: the replies a test wants, and what the client sent. */
interface Script {
  greeting?: string | null;
  auth?: string;
  rcpt?: string;
  data?: string;
}

interface FakeSmtp {
  url(credentials?: string): string;
  received: string[];
  messages: string[];
  stop(): Promise<void>;
}

async function fakeSmtp(script: Script): Promise<FakeSmtp> {
  const received: string[] = [];
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const reply = (line: string) => socket.write(`${line}\r\n`);
    if (script.greeting === null) return;
    reply(script.greeting ?? '220 fake.test ESMTP');
    let data: string[] | undefined;
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = undefined;
            reply(script.data ?? '250 2.0.0 queued as 1');
          } else data.push(line);
          continue;
        }
        received.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') reply('250-fake.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME');
        else if (verb === 'AUTH') reply(script.auth ?? '235 2.7.0 Authentication successful');
        else if (verb === 'MAIL') reply('250 2.1.0 OK');
        else if (verb === 'RCPT') reply(script.rcpt ?? '250 2.1.5 OK');
        else if (verb === 'DATA') {
          data = [];
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    url: (credentials) => `smtp://${credentials ? `${credentials}@` : ''}127.0.0.1:${port}`,
    received,
    messages,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('smtpSender against a scripted server', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const start = async (script: Script, options: { credentials?: string; timeoutMs?: number } = {}): Promise<{ server: FakeSmtp; sender: SmtpSender }> => {
    const server = await fakeSmtp(script);
    cleanups.push(() => server.stop());
    const sender = smtpSender({ url: server.url(options.credentials), from: 'Toko <noreply@shop.test>', timeoutMs: options.timeoutMs ?? 5000 });
    cleanups.push(() => sender.close());
    return { server, sender };
  };
  const message = { key: 'event:ev-1:acc-1:email', to: 'budi@example.test', subject: 'Pesanan dibayar', text: 'Terima kasih, Rp 150.000 diterima.' };

  it('is delivered once the server takes it, with the Message-ID of its key, logging in with the URL’s credentials', async () => {
    const { server, sender } = await start({}, { credentials: 'shop:p%40ss' });
    expect(await sender.send(message)).toEqual({ outcome: 'delivered', providerId: messageIdOf(message.key, 'shop.test') });
    expect(server.messages).toHaveLength(1);
    expect(server.messages[0]).toContain(`Message-ID: ${messageIdOf(message.key, 'shop.test')}`);
    const auth = server.received.find((line) => line.startsWith('AUTH'))!;
    const plain = auth.split(' ')[2] ?? '';
    expect(Buffer.from(plain, 'base64').toString('utf8')).toBe('\0shop\0p@ss');
  });

  it('does not retry a recipient refused for good (550)', async () => {
    const { sender } = await start({ rcpt: '550 5.1.1 No such user' });
    expect(await sender.send(message)).toMatchObject({ outcome: 'failed', retryable: false, error: expect.stringContaining('550') });
  });

  it('retries a recipient refused for now (451)', async () => {
    const { sender } = await start({ rcpt: '451 4.7.1 Greylisted, try again later' });
    expect(await sender.send(message)).toMatchObject({ outcome: 'failed', retryable: true, error: expect.stringContaining('451') });
  });

  it('does not retry a message refused at its end (552)', async () => {
    const { sender } = await start({ data: '552 5.3.4 Message too big' });
    expect(await sender.send(message)).toMatchObject({ outcome: 'failed', retryable: false, error: expect.stringContaining('552') });
  });

  it('retries a busy server (421 greeting) and a refused login', async () => {
    const busy = await start({ greeting: '421 4.3.2 Too busy' });
    expect(await busy.sender.send(message)).toMatchObject({ outcome: 'failed', retryable: true });
    const login = await start({ auth: '535 5.7.8 Authentication failed' }, { credentials: 'shop:wrong-password' });
    const refused = await login.sender.send(message);
    expect(refused).toMatchObject({ outcome: 'failed', retryable: true, error: expect.stringContaining('login refused') });
    expect(JSON.stringify(refused)).not.toContain('wrong-password');
  });

  it('retries a server that never greets, within its timeout', async () => {
    const { sender } = await start({ greeting: null }, { timeoutMs: 300 });
    const started = Date.now();
    expect(await sender.send(message)).toMatchObject({ outcome: 'failed', retryable: true });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('sends to one address only, never a list', async () => {
    const { server, sender } = await start({});
    for (const to of ['budi@example.test, eve@example.test', 'Budi <budi@example.test>', 'budi@example.test\r\nBcc: eve@example.test', 'budi']) {
      expect(await sender.send({ ...message, to })).toEqual({ outcome: 'failed', error: 'smtp: the recipient is not one e-mail address', retryable: false });
    }
    expect(server.received.filter((line) => line.startsWith('RCPT'))).toEqual([]);
  });

  it('retries when nothing listens', async () => {
    const server = await fakeSmtp({});
    const url = server.url();
    await server.stop();
    const sender = smtpSender({ url, from: 'noreply@shop.test', timeoutMs: 2000 });
    cleanups.push(() => sender.close());
    expect(await sender.send(message)).toMatchObject({ outcome: 'failed', retryable: true });
  });
});
