import { describe, expect, it } from '@jest/globals';
import { parseMessage, parseMessageList, recipientQuery } from '../src/mailbox.js';
import { mailpitArgs, startMailServer } from '../src/mailpit.js';

describe('mailpitArgs', () => {
  const args = mailpitArgs({ smtpPort: 12025, httpPort: 12080 }, '/data/mailpit.db');
  const flag = (name: string) => args[args.indexOf(name) + 1];

  it('listens on loopback only, on the ports given, with the database given', () => {
    expect(flag('--smtp')).toBe('127.0.0.1:12025');
    expect(flag('--listen')).toBe('127.0.0.1:12080');
    expect(flag('--database')).toBe('/data/mailpit.db');
  });

  it('accepts any SMTP login in plain text and reaches nothing outside the machine', () => {
    expect(args).toEqual(
      expect.arrayContaining(['--smtp-auth-accept-any', '--smtp-auth-allow-insecure', '--disable-version-check', '--smtp-disable-rdns', '--block-remote-css-and-fonts']),
    );
  });
});

describe('startMailServer', () => {
  it('uses an external server when given both addresses, without starting anything', async () => {
    const server = await startMailServer({ externalSmtpUrl: 'smtp://mail.example:1025', externalWebUrl: 'http://mail.example:8025/' });
    expect(server).toMatchObject({ smtpUrl: 'smtp://mail.example:1025', smtpHost: 'mail.example', smtpPort: 1025, webUrl: 'http://mail.example:8025', local: false });
    await server.stop();
  });

  it('refuses half an external server', async () => {
    await expect(startMailServer({ externalSmtpUrl: 'smtp://mail.example:1025' })).rejects.toThrow(/both SMTP_URL and MAILPIT_URL/);
  });
});

describe('recipientQuery', () => {
  it('quotes the address so that its + and . are taken literally', () => {
    expect(recipientQuery('budi+signup.1@example.test')).toBe('to:"budi+signup.1@example.test"');
  });

  it('refuses what it cannot quote', () => {
    expect(() => recipientQuery('a"b@example.test')).toThrow(/cannot search/);
  });
});

describe('parseMessageList', () => {
  it('reads the summaries of a search answer, with null address lists as empty', () => {
    const answer = {
      total: 3,
      unread: 1,
      count: 1,
      messages_count: 1,
      start: 0,
      tags: [],
      messages: [
        {
          ID: 'abc',
          MessageID: 'm1@shop.test',
          Read: false,
          From: { Name: 'Toko', Address: 'noreply@shop.test' },
          To: [{ Name: '', Address: 'budi@example.test' }],
          Cc: null,
          Bcc: null,
          ReplyTo: [],
          Subject: 'Kode verifikasi',
          Created: '2026-11-29T16:00:00.000Z',
          Tags: [],
          Size: 1234,
          Attachments: 0,
          Snippet: 'Kode Anda 123456',
        },
      ],
    };
    expect(parseMessageList(answer)).toEqual([
      {
        id: 'abc',
        messageId: 'm1@shop.test',
        from: { name: 'Toko', address: 'noreply@shop.test' },
        to: [{ name: '', address: 'budi@example.test' }],
        cc: [],
        subject: 'Kode verifikasi',
        created: '2026-11-29T16:00:00.000Z',
        snippet: 'Kode Anda 123456',
      },
    ]);
  });

  it('rejects an answer that is not a message list', () => {
    expect(() => parseMessageList({ error: 'nope' })).toThrow(/no messages/);
    expect(() => parseMessageList({ messages: [{ ID: 1 }] })).toThrow(/messages\[0\]\.ID is not a string/);
  });
});

describe('parseMessage', () => {
  it('reads a message with its bodies', () => {
    const message = parseMessage({
      ID: 'abc',
      MessageID: 'm1@shop.test',
      From: null,
      To: [{ Name: 'Budi', Address: 'budi@example.test' }],
      Cc: null,
      Bcc: null,
      ReplyTo: null,
      Subject: '订单 Pesanan',
      Date: '2026-11-29T16:00:00Z',
      Text: 'Terima kasih 谢谢',
      HTML: '',
      Attachments: [],
    });
    expect(message).toEqual({
      id: 'abc',
      messageId: 'm1@shop.test',
      from: undefined,
      to: [{ name: 'Budi', address: 'budi@example.test' }],
      cc: [],
      bcc: [],
      replyTo: [],
      subject: '订单 Pesanan',
      date: '2026-11-29T16:00:00Z',
      text: 'Terima kasih 谢谢',
      html: '',
    });
  });

  it('rejects a malformed address', () => {
    expect(() => parseMessage({ ID: 'x', To: [{ Name: 1 }] })).toThrow(/message\.To\[0\]\.Name is not a string/);
  });
});
