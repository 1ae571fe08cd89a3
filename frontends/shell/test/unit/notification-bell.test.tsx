/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { changeLocale, clearToken, initI18n, Link, storeToken } from '@shop/web-core';
import { fakeServer, stopFakeServer, TestPlatform, type Call } from '@shop/web-core/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { badgeText, NotificationBell, UNREAD_REFRESH_MS } from '../../src/chrome/NotificationBell';
import { loadShellTexts } from '../../src/locales';

const counts = (calls: Call[]) => calls.filter((call) => call.path === 'notification.unreadCount').length;

/** The bell in a header, and a link elsewhere to navigate by. */
function renderBell() {
  render(
    <TestPlatform path="/h5">
      <header>
        <NotificationBell />
        <Link to="/h5/category">Categories</Link>
      </header>
    </TestPlatform>,
  );
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeAll(async () => {
  await initI18n('shell', loadShellTexts);
});

beforeEach(() => storeToken('token-1'));

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
  jest.useRealTimers();
  setVisibility('visible');
});

describe('the badge', () => {
  it('shows nothing for none, the count, and 99+ beyond 99', () => {
    expect([0, 1, 42, 99, 100, 5_000].map(badgeText)).toEqual(['', '1', '42', '99', '99+', '99+']);
  });
});

describe('the notification bell', () => {
  it('names the unread count and leads to the notification centre', async () => {
    await changeLocale('en');
    fakeServer({ 'notification.unreadCount': () => ({ unread: 120 }) });
    renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications, 120 unread' });
    expect(bell.getAttribute('href')).toBe('/h5/notifications');
    expect(bell.textContent).toContain('99+');
  });

  it('shows no badge, only its name, when everything is read', async () => {
    await changeLocale('ind');
    const calls = fakeServer({ 'notification.unreadCount': () => ({ unread: 0 }) });
    renderBell();
    await waitFor(() => expect(counts(calls)).toBe(1));
    const bell = screen.getByRole('link', { name: 'Notifikasi' });
    expect(bell.querySelector('.shell-bell__badge')).toBeNull();
  });

  it('asks nothing and shows nothing for a visitor', async () => {
    clearToken();
    const calls = fakeServer({ 'notification.unreadCount': () => ({ unread: 3 }) });
    renderBell();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls).toEqual([]);
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('asks again after a navigation and when the page is shown again', async () => {
    await changeLocale('zh');
    let unread = 1;
    const calls = fakeServer({ 'notification.unreadCount': () => ({ unread }) });
    renderBell();
    expect(await screen.findByRole('link', { name: '消息通知，1 条未读' })).toBeTruthy();
    expect(counts(calls)).toBe(1);

    unread = 2;
    fireEvent.click(screen.getByRole('link', { name: 'Categories' }));
    expect(await screen.findByRole('link', { name: '消息通知，2 条未读' })).toBeTruthy();

    unread = 3;
    setVisibility('hidden');
    setVisibility('visible');
    expect(await screen.findByRole('link', { name: '消息通知，3 条未读' })).toBeTruthy();
  });

  it('asks every 30 s while the page is shown, and not while it is hidden', async () => {
    await changeLocale('en');
    jest.useFakeTimers();
    let unread = 4;
    const calls = fakeServer({ 'notification.unreadCount': () => ({ unread }) });
    renderBell();
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(counts(calls)).toBe(1);

    unread = 5;
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
    expect(counts(calls)).toBe(2);
    expect(screen.getByRole('link', { name: 'Notifications, 5 unread' })).toBeTruthy();

    setVisibility('hidden');
    await act(() => jest.advanceTimersByTimeAsync(3 * UNREAD_REFRESH_MS));
    expect(counts(calls)).toBe(2);
  });
});
