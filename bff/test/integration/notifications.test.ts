import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The notification centre through /trpc, in front of the real messages service: what a new
// user sees, marking read, the preferences, and the refusals. What puts notifications in the
// centre (the services' events) is the messages service's own tests' and the browser journey's.
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

async function shopper(lang = 'en') {
  const { token } = await signUpShopper(backend);
  return { api: client(backend, { token, lang }), token };
}

describe('notification procedures', () => {
  it('send a visitor to sign in', async () => {
    const visitor = client(backend);
    const errors = await Promise.all(
      [
        visitor.notification.list.query({}),
        visitor.notification.unreadCount.query(),
        visitor.notification.markRead.mutate({ all: true }),
        visitor.notification.preferences.query(),
        visitor.notification.updatePreferences.mutate({ language: 'en' }),
      ].map((call) => failure(call)),
    );
    for (const error of errors) expect(error.data).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('show a new user an empty centre, nothing unread, and marking all read changes nothing', async () => {
    const { api } = await shopper();
    expect(await api.notification.list.query({})).toEqual({ items: [], nextCursor: '', unread: 0 });
    expect(await api.notification.unreadCount.query()).toEqual({ unread: 0 });
    expect(await api.notification.markRead.mutate({ all: true })).toEqual({ unread: 0 });
    expect(await api.notification.markRead.mutate({ ids: [1, 2, 3] })).toEqual({ unread: 0 });
  });

  it('keep the language and the whole set of opt-outs, each left as it was when not given', async () => {
    const { api, token } = await shopper();
    const before = await api.notification.preferences.query();
    expect(['en', 'zh', 'ind']).toContain(before.language);
    expect(before.optOuts).toEqual([]);

    const optOuts = [
      { class: 'marketing', channel: 'email' },
      { class: 'order_update', channel: 'whatsapp' },
    ] as const;
    const saved = await api.notification.updatePreferences.mutate({ language: 'zh', optOuts: [...optOuts] });
    expect(saved.language).toBe('zh');
    expect([...saved.optOuts].sort((a, b) => a.class.localeCompare(b.class))).toEqual([...optOuts]);
    // Only the language: the opt-outs stay.
    expect(await api.notification.updatePreferences.mutate({ language: 'en' })).toMatchObject({ language: 'en', optOuts: expect.arrayContaining([...optOuts]) });
    // Only the opt-outs: the language stays, the set is replaced.
    expect(await api.notification.updatePreferences.mutate({ optOuts: [{ class: 'money', channel: 'sms' }] })).toEqual({ language: 'en', optOuts: [{ class: 'money', channel: 'sms' }] });
    expect(await client(backend, { token }).notification.preferences.query()).toEqual({ language: 'en', optOuts: [{ class: 'money', channel: 'sms' }] });

    // Each user has their own.
    const other = await shopper();
    expect((await other.api.notification.preferences.query()).optOuts).toEqual([]);
  });

  it('answer a retried intent once: the same idempotency key repeats the same answer', async () => {
    const { token } = await shopper();
    const retrying = client(backend, { token, batch: false, headers: { 'idempotency-key': randomUUID() } });
    const first = await retrying.notification.updatePreferences.mutate({ optOuts: [{ class: 'account', channel: 'email' }] });
    expect(await retrying.notification.updatePreferences.mutate({ optOuts: [{ class: 'account', channel: 'email' }] })).toEqual(first);
  });

  it('refuse what the pages never send before the service is asked, translated', async () => {
    const { api } = await shopper('ind');
    const tooMany = await failure(api.notification.markRead.mutate({ ids: Array.from({ length: 101 }, (_, index) => index + 1) }));
    expect(tooMany.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'invalid_input' });
    expect(tooMany.message).toBe('Input tidak valid: ids');
    expect((await failure(api.notification.markRead.mutate({} as never))).data?.code).toBe('BAD_REQUEST');
    expect((await failure(api.notification.updatePreferences.mutate({ optOuts: [{ class: 'code', channel: 'sms' }] } as never))).data?.code).toBe('BAD_REQUEST');
    expect((await failure(api.notification.list.query({ limit: 51 }))).data?.code).toBe('BAD_REQUEST');
    const badCursor = await failure(api.notification.list.query({ cursor: 'nope' }));
    expect(badCursor.data?.code).toBe('BAD_REQUEST');
  });
});
