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

describe("operators' templates", () => {
  const operator = randomUUID();
  const asOperator = () => messages.asUser(operator, ['operator']);

  it('lists every kind in every language with its placeholders, edits one with a preview, and restores it', async () => {
    const { templates } = await asOperator().listTemplates({});
    expect(templates).toHaveLength(18 * 3);
    const rechargeEn = templates.find((template) => template.kind === 'recharge_paid' && template.language === 'en')!;
    expect(rechargeEn).toMatchObject({ placeholders: ['amount'], edited: false });
    expect(rechargeEn.texts!.title).toContain('{amount}');

    const texts = { title: 'Top-up of {amount} received', short: 'We got your {amount}.', body: 'Your balance grew by {amount}.' };
    const preview = await asOperator().previewTemplate({ kind: 'recharge_paid', language: 'en', texts });
    expect(preview).toEqual({ preview: { title: 'Top-up of Rp 500.000 received', short: 'We got your Rp 500.000.', body: 'Your balance grew by Rp 500.000.' }, smsSegments: 1 });

    const { template } = await asOperator().updateTemplate({ kind: 'recharge_paid', language: 'en', texts, restore: false }, withKey(randomUUID()));
    expect(template).toMatchObject({ kind: 'recharge_paid', language: 'en', texts, edited: true, editedBy: operator });
    const listed = (await asOperator().listTemplates({})).templates.find((item) => item.kind === 'recharge_paid' && item.language === 'en');
    expect(listed).toMatchObject({ texts, edited: true });
    expect(await messages.sql('select action from audit_log where subject = ?', ['template:recharge_paid:en'])).toEqual([{ action: 'template.edited' }]);

    const restored = await asOperator().updateTemplate({ kind: 'recharge_paid', language: 'en', texts: undefined, restore: true }, withKey(randomUUID()));
    expect(restored.template).toMatchObject({ texts: rechargeEn.texts, edited: false });
  });

  it('refuses texts that are empty, too long or name what the kind lacks, an unknown kind, and non-operators', async () => {
    const good = { title: 'T {amount}', short: 'S', body: 'B' };
    for (const [kind, language, texts] of [
      ['recharge_paid', 'en', { ...good, title: '' }],
      ['recharge_paid', 'en', { ...good, body: 'x'.repeat(1001) }],
      ['recharge_paid', 'en', { ...good, short: 'Order {orderNo}' }],
      ['no_such_kind', 'en', good],
      ['recharge_paid', 'fr', good],
    ] as const) {
      await expect(asOperator().updateTemplate({ kind, language, texts, restore: false }, withKey(randomUUID()))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'template_invalid' });
      await expect(asOperator().previewTemplate({ kind, language, texts })).rejects.toMatchObject({ reason: 'template_invalid' });
    }
    expect(await messages.sql('select 1 from template_override')).toEqual([]);
    await expect(messages.asUser(randomUUID()).listTemplates({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
