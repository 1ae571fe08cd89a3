import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The notification centre through /trpc, in front of the real messages service: what a new
// user sees, paging and marking read, the preferences, and the refusals. The items are written
// into the service's table as its consumer writes them: turning the services' events into items
// is the messages service's own tests' and the browser journey's.
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

async function shopper(lang = 'en') {
  const { token, user } = await signUpShopper(backend);
  return { api: client(backend, { token, lang }), token, userId: user.id };
}

/** Items in a user's centre, oldest first, a minute apart, as the messages service's consumer writes them. */
async function notify(userId: string, items: readonly { title: string; link?: string }[]): Promise<void> {
  const start = Date.now() - items.length * 60_000;
  for (const [index, { title, link = '' }] of items.entries()) {
    await backend.messages.orm.em
      .fork()
      .execute(`insert into notification (delivery_key, user_id, kind, title, body, link, created_at) values (?, ?, 'recharge_paid', ?, ?, ?, ?)`, [
        `test:${randomUUID()}`,
        userId,
        title,
        `${title}: the details`,
        link,
        new Date(start + index * 60_000),
      ]);
  }
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

  it('page a user’s notifications newest first with the unread count, and mark one, then all, read', async () => {
    const { api, userId } = await shopper();
    await notify(userId, [{ title: 'Isi ulang 1' }, { title: 'Isi ulang 2', link: '/h5/merchant/fund' }, { title: 'Isi ulang 3' }]);
    const other = await shopper();
    await notify(other.userId, [{ title: 'Not yours' }]);

    expect(await api.notification.unreadCount.query()).toEqual({ unread: 3 });
    const first = await api.notification.list.query({ limit: 2 });
    expect(first.items.map((item) => [item.title, item.read])).toEqual([
      ['Isi ulang 3', false],
      ['Isi ulang 2', false],
    ]);
    expect(first.items[1]).toMatchObject({ kind: 'recharge_paid', body: 'Isi ulang 2: the details', link: '/h5/merchant/fund' });
    expect(first.items[0]!.createdAt).toBeInstanceOf(Date);
    expect(first.unread).toBe(3);
    const rest = await api.notification.list.query({ limit: 2, cursor: first.nextCursor });
    expect(rest).toMatchObject({ items: [{ title: 'Isi ulang 1' }], nextCursor: '' });

    // Another user's ids mark nothing of theirs.
    const theirs = (await other.api.notification.list.query({})).items.map((item) => item.id);
    expect(await api.notification.markRead.mutate({ ids: [first.items[0]!.id, ...theirs] })).toEqual({ unread: 2 });
    expect((await api.notification.list.query({})).items.map((item) => item.read)).toEqual([true, false, false]);
    expect(await other.api.notification.unreadCount.query()).toEqual({ unread: 1 });
    expect(await api.notification.markRead.mutate({ all: true })).toEqual({ unread: 0 });
    expect(await api.notification.unreadCount.query()).toEqual({ unread: 0 });
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
