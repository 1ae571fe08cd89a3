/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, renderPage, stopFakeServer } from '@shop/web-core/testing';
import { cleanup, screen, within } from '@testing-library/react';
import ApplicationsPage from '../src/exposes/ApplicationsPage';
import AuditLogPage from '../src/exposes/AuditLogPage';
import StoresPage from '../src/exposes/StoresPage';
import WalletsPage from '../src/exposes/WalletsPage';
import WithdrawalsPage from '../src/exposes/WithdrawalsPage';
import FeesPage from '../src/exposes/FeesPage';
import FundAuditPage from '../src/exposes/FundAuditPage';
import { operator, shopper } from './fixtures';

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

describe('the console is for operators only', () => {
  it.each([
    ['/ops', ApplicationsPage],
    ['/ops/stores', StoresPage],
    ['/ops/audit', AuditLogPage],
    ['/ops/withdrawals', WithdrawalsPage],
    ['/ops/wallets', WalletsPage],
    ['/ops/fees', FeesPage],
    ['/ops/fund-audit', FundAuditPage],
  ])('%s sends a visitor to sign in and back, without asking the server', async (path, Page) => {
    const calls = fakeServer({});
    await renderPage(Page, 'en', path);
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe(`/h5/signin?redirect=${encodeURIComponent(path)}`);
    expect(calls).toEqual([]);
  });

  it.each([
    ['en', 'Operators only', 'Back to my account'],
    ['zh', '仅限运营人员', '返回我的账户'],
    ['ind', 'Khusus operator', 'Kembali ke akun saya'],
  ] as const)('tells a signed-in user without the operator role (%s), and asks for nothing but who they are', async (locale, heading, back) => {
    storeToken('token-1');
    const calls = fakeServer({ 'user.me': () => shopper });
    await renderPage(StoresPage, locale, '/ops/stores');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe('/h5/account');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['user.me']);
  });

  it('shows an operator the page and the console navigation, the current page marked', async () => {
    storeToken('token-1');
    fakeServer({ 'user.me': () => operator, 'operator.auditLog': () => ({ items: [], nextCursor: null }) });
    await renderPage(AuditLogPage, 'ind', '/ops/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log audit' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Konsol' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Pengajuan', '/ops', null],
      ['Toko', '/ops/stores', null],
      ['Log audit', '/ops/audit', 'page'],
      ['Penarikan', '/ops/withdrawals', null],
      ['Dompet', '/ops/wallets', null],
      ['Penyesuaian', '/ops/adjustments', null],
      ['Pengaturan biaya', '/ops/fees', null],
      ['Log audit dana', '/ops/fund-audit', null],
      ['Pengiriman pesan', '/ops/deliveries', null],
      ['Templat pesan', '/ops/templates', null],
    ]);
  });
});
