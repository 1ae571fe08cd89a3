import { describe, expect, it } from '@jest/globals';
import type { Logger } from '@shop/service-kit';
import { DevInbox } from '../../src/notifier/dev-inbox.js';
import { devInboxNotifier, eachOf, type CodeMessage, type Notifier } from '../../src/notifier/notifier.js';

function recordingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const write = (fields: object, message: string) => lines.push(JSON.stringify({ ...fields, message }));
  return { logger: { info: write, warn: write } as unknown as Logger, lines };
}

const message = (account: string, code: string): CodeMessage => ({
  id: '0f8b7c36-5d0e-4a51-9d3e-2b7f1c9a4e10',
  account,
  purpose: 'signin',
  code,
  language: 'ind',
  sentAt: new Date('2026-11-24T10:00:00Z'),
  expiresAt: new Date('2026-11-24T10:05:00Z'),
});

describe('notifiers', () => {
  it('outside production, log the code and keep it in the inbox', async () => {
    const inbox = new DevInbox();
    const { logger, lines } = recordingLogger();
    await devInboxNotifier(inbox, logger).deliverCode(message('+6281200000001', '123456'));
    expect(inbox.list('+6281200000001')).toEqual([message('+6281200000001', '123456')]);
    expect(lines.join()).toContain('123456');
  });

  it('deliver through each in turn, stopping at the first that fails', async () => {
    const reached: string[] = [];
    const recording = (name: string, fails = false): Notifier => ({
      async deliverCode(delivered) {
        reached.push(`${name} ${delivered.code}`);
        if (fails) throw new Error(`${name} is down`);
      },
    });
    await eachOf([recording('messages'), recording('inbox')]).deliverCode(message('+6281200000001', '111111'));
    expect(reached).toEqual(['messages 111111', 'inbox 111111']);
    reached.length = 0;
    await expect(eachOf([recording('messages', true), recording('inbox')]).deliverCode(message('+6281200000001', '222222'))).rejects.toThrow('messages is down');
    expect(reached).toEqual(['messages 222222']);
  });
});

describe('DevInbox', () => {
  it('keeps the newest ten codes per account', () => {
    const inbox = new DevInbox();
    for (let i = 0; i < 12; i++) inbox.add(message('budi@example.com', String(i).padStart(6, '0')));
    expect(inbox.list('budi@example.com').map((m) => m.code)).toEqual(['000011', '000010', '000009', '000008', '000007', '000006', '000005', '000004', '000003', '000002']);
    expect(inbox.list('nobody@example.com')).toEqual([]);
  });

  it('forgets the least recently used accounts beyond a thousand', () => {
    const inbox = new DevInbox();
    for (let i = 0; i <= 1000; i++) inbox.add(message(`user${i}@example.com`, '000000'));
    expect(inbox.list('user0@example.com')).toEqual([]);
    expect(inbox.list('user1000@example.com')).toHaveLength(1);
  });
});
