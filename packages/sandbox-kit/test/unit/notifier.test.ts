import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Notifier, type NotifierOptions } from '../../src/index.js';

/** A receiver that answers 500 to the first `refuse` attempts, then 200; it records every body and header it gets. */
async function startReceiver(refuse = 0): Promise<{ url: string; attempts: { body: string; token: string }[]; accepted: () => number; close(): Promise<void> }> {
  const attempts: { body: string; token: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      attempts.push({ body: Buffer.concat(chunks).toString(), token: String(request.headers['x-token'] ?? '') });
      response.writeHead(attempts.length <= refuse ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    attempts,
    accepted: () => Math.max(0, attempts.length - refuse),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function notifierWith(options: Partial<NotifierOptions>, lines: string[] = []): Notifier {
  const notifier = new Notifier({ retryDelayMs: 5, maxAttempts: 5, log: (line) => lines.push(line), ...options });
  closers.push(() => notifier.stop());
  return notifier;
}

describe('Notifier', () => {
  it('retries a delivery until it is answered 2xx, with the same body and headers each time', async () => {
    const receiver = await startReceiver(2);
    closers.push(receiver.close);
    const notifier = notifierWith({});
    await notifier.send({ url: receiver.url, headers: { 'x-token': 'one' }, body: 'a=1' }, 'the test');
    expect(receiver.attempts).toEqual([1, 2, 3].map(() => ({ body: 'a=1', token: 'one' })));
    expect(notifier.givenUp).toBe(0);
  });

  it('sends its copies at once, and answers once the first is delivered', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const notifier = notifierWith({ copies: 3 });
    await notifier.send({ url: receiver.url, headers: {}, body: '{}' }, 'the copies');
    await notifier.idle();
    expect(receiver.accepted()).toBe(3);
  });

  it('gives a delivery up after its last attempt, and says so', async () => {
    const receiver = await startReceiver(100);
    closers.push(receiver.close);
    const lines: string[] = [];
    const notifier = notifierWith({ maxAttempts: 3 }, lines);
    await notifier.send({ url: receiver.url, headers: {}, body: '' }, 'the callback SM1 sent');
    expect(receiver.attempts).toHaveLength(3);
    expect(notifier.givenUp).toBe(1);
    expect(lines).toEqual(['gave up the callback SM1 sent after 3 attempts (last answer 500)']);
  });

  it('holds deliveries back while paused, and sends them once it is over', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    let paused = true;
    const notifier = notifierWith({ paused: () => paused, maxAttempts: 1 });
    const sent = notifier.send({ url: receiver.url, headers: {}, body: 'held' }, 'the held one');
    while (notifier.held < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(receiver.attempts).toHaveLength(0);
    paused = false;
    await sent;
    expect(receiver.attempts).toEqual([{ body: 'held', token: '' }]);
  });

  it('ends every retry when stopped', async () => {
    const notifier = notifierWith({ retryDelayMs: 60_000 });
    // Nothing listens there: the first attempt fails at once, the retry waits a minute.
    const sent = notifier.send({ url: 'http://127.0.0.1:9/nothing', headers: {}, body: '' }, 'the lost one');
    await new Promise((resolve) => setTimeout(resolve, 50));
    notifier.stop();
    await sent;
    await notifier.idle();
    expect(notifier.givenUp).toBe(0);
  });
});
