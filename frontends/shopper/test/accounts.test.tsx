/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToken, readToken, storeToken } from '@shop/web-core';
import AccountPage from '../src/exposes/AccountPage';
import SettingsPage from '../src/exposes/SettingsPage';
import SignInPage from '../src/exposes/SignInPage';
import SignUpPage from '../src/exposes/SignUpPage';
import { fakeServer, stopFakeServer } from '@shop/web-core/testing';
import { field, renderPage, type } from '@shop/web-core/testing';

const siti = { id: 'u-1', account: '+6281234567890', accountKind: 'phone' as const, nickname: 'Siti Nurhaliza', avatar: '', roles: [], createdAt: new Date('2025-01-01T00:00:00.000Z') };

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

describe('sign-up form', () => {
  it('shows every missing field inline in Indonesian, focuses the first and asks the server nothing', async () => {
    const calls = fakeServer({});
    await renderPage(SignUpPage, 'ind');
    fireEvent.click(await screen.findByRole('button', { name: 'Daftar' }));

    expect(await screen.findByText('Silakan masukkan info akun')).toBeTruthy();
    expect(screen.getByText('Silakan masukkan kode')).toBeTruthy();
    expect(screen.getAllByText('Silakan masukkan kata sandi')).toHaveLength(1);
    expect(screen.getByText('Silakan konfirmasi kata sandi')).toBeTruthy();
    const account = screen.getByRole('textbox', { name: 'Nomor ponsel atau email' });
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(account.getAttribute('aria-describedby')).toContain(screen.getByText('Silakan masukkan info akun').id);
    await waitFor(() => expect(document.activeElement).toBe(account));
    expect(calls).toEqual([]);
  });

  it('names wrong formats and a mismatch, and clears a message once its field is edited', async () => {
    const calls = fakeServer({});
    await renderPage(SignUpPage, 'en');
    await screen.findByRole('button', { name: 'Sign up' });
    type('Mobile number or email', 'budi@');
    type('Verification code', '12');
    type('Password', 'short');
    type('Confirm the password', 'other');
    type('Invite code (optional)', '!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    for (const message of ['Invalid account format', 'Invalid code format', 'Invalid password format', 'Passwords do not match', 'Invalid invite code']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    type('Mobile number or email', '0812 3456 7890');
    expect(screen.queryByText('Invalid account format')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('sign-in page', () => {
  it('sends a code only to a valid account, then counts down the resend as the server says', async () => {
    const calls = fakeServer({ 'user.sendCode': () => ({ resendAfterSeconds: 60, expiresInSeconds: 300 }) });
    await renderPage(SignInPage, 'en', '/h5/signin');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter account info')).toBeTruthy();
    expect(calls).toEqual([]);

    type('Mobile number or email', '0812 3456 7890');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /^Resend in (59|60) s$/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([{ path: 'user.sendCode', input: { account: '0812 3456 7890', purpose: 'signin' } }]);
    expect(screen.getByText('Code sent. It is valid for 5 min.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Verification code')));
  });

  it('signs in by password, keeps the token and returns to the page that asked', async () => {
    const calls = fakeServer({ 'user.signin': () => ({ token: 'token-1', expiresAt: new Date('2030-01-01T00:00:00.000Z'), user: siti }) });
    await renderPage(SignInPage, 'en', '/h5/signin?redirect=%2Fh5%2Fdelivery');
    fireEvent.click(await screen.findByRole('tab', { name: 'Password login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter the password')).toBeTruthy();

    type('Mobile number or email', 'siti@example.id');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/delivery');
    expect(readToken()).toBe('token-1');
    expect(calls).toEqual([{ path: 'user.signin', input: { account: 'siti@example.id', password: 'secret1' } }]);
  });

  it('links to sign-up and the forgotten password with the same redirect', async () => {
    fakeServer({});
    await renderPage(SignInPage, 'zh', '/h5/signin?redirect=%2Fh5%2Fsettings');
    expect((await screen.findByRole('link', { name: '注册账号' })).getAttribute('href')).toBe('/h5/signup?redirect=%2Fh5%2Fsettings');
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/h5/forget?redirect=%2Fh5%2Fsettings');
  });
});

describe('account page', () => {
  it('shows the signed-in user with the menu of the features that exist, and signs out', async () => {
    storeToken('token-1');
    const calls = fakeServer({ 'user.me': () => siti, 'order.list': () => ({ items: [], nextCursor: null, counts: {} }), 'user.signout': () => ({ signedOut: true }) });
    await renderPage(AccountPage, 'en', '/h5/account');

    const profile = await screen.findByRole('region', { name: 'Siti Nurhaliza' });
    expect(within(profile).getByText('+6281234567890')).toBeTruthy();
    expect(within(profile).getByText('SN')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/h5/settings',
      '/h5/notifications',
      '/h5/delivery',
      '/h5/collection',
      '/h5/footmark',
      '/h5/merchant',
      '/h5/merchant/fund',
      '/h5/merchant/withdraw',
      '/h5/merchant/recharge',
      '/h5/merchant/bank',
    ]);
    expect(within(menu).getAllByRole('link').slice(6).map((link) => link.textContent)).toEqual(['Fund history', 'Withdraw', 'Recharge', 'Bank card']);
    expect(screen.getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/h5/question');
    expect(screen.getByLabelText('Theme')).toBeTruthy();
    expect(screen.getByLabelText('Language')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5');
    expect(readToken()).toBe('');
    expect(calls.map((call) => call.path).sort()).toEqual(['order.list', 'user.me', 'user.signout']);
  });

  it('offers an operator the operator console', async () => {
    storeToken('token-1');
    fakeServer({ 'user.me': () => ({ ...siti, roles: ['operator'] }) });
    await renderPage(AccountPage, 'zh', '/h5/account');
    const menu = await screen.findByRole('navigation', { name: '我的账户' });
    expect((await within(menu).findByRole('link', { name: '运营后台' })).getAttribute('href')).toBe('/ops');
  });
});

describe('pages for signed-in users', () => {
  it('send a visitor without a token to sign in at once, without asking the server', async () => {
    const calls = fakeServer({});
    await renderPage(SettingsPage, 'en', '/h5/settings');
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/signin?redirect=%2Fh5%2Fsettings');
    expect(calls).toEqual([]);
  });

  it('settings checks the password change before sending it', async () => {
    storeToken('token-1');
    const calls = fakeServer({ 'user.me': () => siti, 'user.changePassword': () => ({ changed: true }) });
    await renderPage(SettingsPage, 'en', '/h5/settings');
    expect(((await screen.findByRole('textbox', { name: 'Nickname' })) as HTMLInputElement).value).toBe('Siti Nurhaliza');

    type('Current password', 'secret1');
    type('New password', 'secret2');
    type('Confirm the password', 'secret3');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['user.me']);

    type('Confirm the password', 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['user.me', 'user.changePassword']));
    expect(calls[1]!.input).toEqual({ oldPassword: 'secret1', password: 'secret2', confirmPassword: 'secret2' });
  });
});
