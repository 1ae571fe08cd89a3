/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { callsWithHeaders, fakeServer, renderPage, stopFakeServer, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import NotificationSettingsPage from '../src/exposes/NotificationSettingsPage';
import NotificationsPage from '../src/exposes/NotificationsPage';
import { shopPath } from '../src/notifications/shared';

const inputsOf = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

function notification(id: number, title: string, fields: { read?: boolean; link?: string } = {}) {
  return { id, kind: 'order_paid', title, body: `${title}: the details`, link: fields.link ?? '', read: fields.read ?? false, createdAt: new Date('2026-11-28T09:30:00Z') };
}

beforeEach(() => storeToken('token-1'));

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

describe('the notification centre', () => {
  it('lists newest first with the unread ones marked, and pages with "more"', async () => {
    const calls = fakeServer({
      'notification.list': ({ cursor }) =>
        cursor
          ? { items: [notification(1, 'Order 1 paid', { read: true })], nextCursor: '', unread: 1 }
          : { items: [notification(3, 'Withdrawal paid'), notification(2, 'Order 2 shipped', { read: true })], nextCursor: 'after-2', unread: 1 },
    });
    await renderPage(NotificationsPage, 'en', '/h5/notifications');
    const first = await screen.findByRole('button', { name: /Withdrawal paid/ });
    expect(first.textContent).toMatch(/^Unread: Withdrawal paid/);
    expect(screen.getByRole('button', { name: /Order 2 shipped/ }).textContent).not.toMatch(/Unread/);
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('/h5/notifications/settings');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Order 1 paid/ })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Withdrawal paid', 'Order 2 shipped', 'Order 1 paid']);
    expect(inputsOf(calls, 'notification.list')).toEqual([
      expect.objectContaining({ limit: 20, cursor: '' }),
      expect.objectContaining({ limit: 20, cursor: 'after-2' }),
    ]);
  });

  it('marks one read when it is opened and follows its link, keeping the idempotency key per intent', async () => {
    let items = [notification(5, 'Order paid', { link: '/h5/order/detail?id=abc' }), notification(4, 'Recharge paid')];
    const calls = fakeServer({
      'notification.list': () => ({ items, nextCursor: '', unread: items.filter((item) => !item.read).length }),
      'notification.markRead': (input) => {
        const ids = input.all ? items.map((item) => item.id) : (input.ids ?? []);
        items = items.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item));
        return { unread: items.filter((item) => !item.read).length };
      },
    });
    await renderPage(NotificationsPage, 'en', '/h5/notifications');
    fireEvent.click(await screen.findByRole('button', { name: /Recharge paid/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Recharge paid/ }).textContent).not.toMatch(/Unread/));
    expect(screen.getByText('1 unread')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: /Order paid/ }));
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/order/detail?id=abc');
    await waitFor(() => expect(inputsOf(calls, 'notification.markRead')).toEqual([{ ids: [4] }, { ids: [5] }]));
    const keys = callsWithHeaders()
      .filter((call) => call.path === 'notification.markRead')
      .map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('marks all read at once', async () => {
    let items = [notification(8, 'Order shipped'), notification(7, 'Order paid')];
    const calls = fakeServer({
      'notification.list': () => ({ items, nextCursor: '', unread: items.filter((item) => !item.read).length }),
      'notification.markRead': () => {
        items = items.map((item) => ({ ...item, read: true }));
        return { unread: 0 };
      },
    });
    await renderPage(NotificationsPage, 'zh', '/h5/notifications');
    fireEvent.click(await screen.findByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '全部标为已读' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('所有通知已标为已读');
    expect(screen.queryByText(/未读:/)).toBeNull();
    expect(inputsOf(calls, 'notification.markRead')).toEqual([{ all: true }]);
  });

  it('says so when there is nothing yet', async () => {
    fakeServer({ 'notification.list': () => ({ items: [], nextCursor: '', unread: 0 }) });
    await renderPage(NotificationsPage, 'ind', '/h5/notifications');
    expect(await screen.findByRole('heading', { name: 'Belum ada notifikasi' })).toBeTruthy();
  });

  it('follows only links within the shop', () => {
    expect(['/h5/order/detail?id=1', '', 'https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'].map(shopPath)).toEqual([
      '/h5/order/detail?id=1',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the notification settings', () => {
  it('shows the language and a switch per class and channel, and saves the whole set of opt-outs', async () => {
    const calls = fakeServer({
      'notification.preferences': () => ({ language: 'ind', optOuts: [{ class: 'marketing', channel: 'email' }] }),
      'notification.updatePreferences': (input) => ({ language: input.language ?? 'ind', optOuts: input.optOuts ?? [] }),
    });
    await renderPage(NotificationSettingsPage, 'en', '/h5/notifications/settings');
    const language = await screen.findByRole('combobox', { name: 'Language of messages' });
    expect((language as HTMLSelectElement).value).toBe('ind');
    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('name') ?? within(group).getAllByRole('switch').length);
    expect(groups).toEqual([4, 4, 4, 4]);
    const marketing = screen.getByRole('group', { name: 'Promotions' });
    expect((within(marketing).getByRole('switch', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(false);
    expect((within(marketing).getByRole('switch', { name: 'In the app' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('group', { name: /code/i })).toBeNull();

    fireEvent.change(language, { target: { value: 'zh' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Order updates' })).getByRole('switch', { name: 'WhatsApp' }));
    fireEvent.click(within(marketing).getByRole('switch', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(inputsOf(calls, 'notification.updatePreferences')).toEqual([{ language: 'zh', optOuts: [{ class: 'order_update', channel: 'whatsapp' }] }]));
  });
});
