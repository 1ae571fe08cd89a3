import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startMessages, withKey, type MessagesFixture } from './fixture.js';

let messages: MessagesFixture;

beforeAll(async () => {
  messages = await startMessages();
});

afterAll(async () => {
  await messages?.stop();
});

/** Notification-centre items as the consumer writes them (its file is deliveries.test.ts). */
async function notify(userId: string, count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    await messages.sql(`insert into notification (delivery_key, user_id, kind, title, body, link, created_at) values (?, ?, 'recharge_paid', ?, 'body', '', now())`, [`test:${randomUUID()}`, userId, `item ${n}`]);
  }
}

describe('the notification centre', () => {
  it('pages the caller’s items newest first, counts and marks them read, never another user’s', async () => {
    const me = randomUUID();
    const other = randomUUID();
    await notify(me, 25);
    await notify(other, 2);
    const calls = messages.asUser(me);
    const first = await calls.listMyNotifications({ pageSize: 20, cursor: '' });
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]!.title).toBe('item 24');
    expect(first.unread).toBe(25);
    const second = await calls.listMyNotifications({ pageSize: 20, cursor: first.nextCursor });
    expect(second.notifications.map((item) => item.title)).toEqual(['item 4', 'item 3', 'item 2', 'item 1', 'item 0']);
    expect(second.nextCursor).toBe('');

    const theirs = (await messages.asUser(other).listMyNotifications({ pageSize: 10, cursor: '' })).notifications.map((item) => item.id);
    const marked = await calls.markMyNotificationsRead({ ids: [first.notifications[0]!.id, ...theirs], all: false }, withKey(randomUUID()));
    expect(marked.unread).toBe(24);
    expect((await messages.asUser(other).countMyUnread({})).unread).toBe(2);
    const key = randomUUID();
    await calls.markMyNotificationsRead({ ids: [], all: true }, withKey(key));
    expect((await calls.markMyNotificationsRead({ ids: [], all: true }, withKey(key))).unread).toBe(0);
    expect((await calls.countMyUnread({})).unread).toBe(0);
  });

  it('refuses more than 100 ids, a bad cursor and a bad page size', async () => {
    const calls = messages.asUser(randomUUID());
    await expect(calls.markMyNotificationsRead({ ids: Array.from({ length: 101 }, (_, n) => n + 1), all: false }, withKey(randomUUID()))).rejects.toMatchObject({ reason: 'too_many_notifications' });
    await expect(calls.listMyNotifications({ pageSize: 10, cursor: 'nope' })).rejects.toMatchObject({ reason: 'invalid_cursor' });
    await expect(calls.listMyNotifications({ pageSize: 51, cursor: '' })).rejects.toMatchObject({ reason: 'invalid_limit' });
  });

  it('is for signed-in users through the BFF only', async () => {
    await expect(messages.signedBy('bff').countMyUnread({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(messages.signedBy('identity').countMyUnread({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

describe('preferences', () => {
  it('keeps a language and opt-outs, refusing codes and unknown classes or channels', async () => {
    const calls = messages.asUser(randomUUID());
    expect(await calls.getMyPreferences({})).toEqual({ language: 'ind', optOuts: [] });
    const saved = await calls.updateMyPreferences(
      { language: 'zh', optOuts: [{ class: 'marketing', channel: 'email' }, { class: 'order_update', channel: 'whatsapp' }, { class: 'marketing', channel: 'email' }], replaceOptOuts: true },
      withKey(randomUUID()),
    );
    expect(saved).toEqual({ language: 'zh', optOuts: [{ class: 'marketing', channel: 'email' }, { class: 'order_update', channel: 'whatsapp' }] });
    for (const bad of [{ language: 'fr' }, { optOuts: [{ class: 'code', channel: 'sms' }] }, { optOuts: [{ class: 'money', channel: 'pigeon' }] }]) {
      await expect(calls.updateMyPreferences({ language: '', optOuts: [], replaceOptOuts: true, ...bad }, withKey(randomUUID()))).rejects.toMatchObject({ reason: 'invalid_preferences' });
    }
    expect(await calls.updateMyPreferences({ language: '', optOuts: [], replaceOptOuts: false }, withKey(randomUUID()))).toEqual(saved);
  });
});
