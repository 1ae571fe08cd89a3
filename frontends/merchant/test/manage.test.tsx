/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken, toasts } from '@shop/web-core';
import { field, fakeServer, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import MerchantShopManagePage from '../src/exposes/MerchantShopManagePage';
import { me, store } from './fixtures';

let calls: Call[];

beforeEach(() => {
  storeToken('token-1');
  calls = fakeServer({
    'merchant.me': () => me.merchant,
    'merchant.updateStore': (input) => ({ ...store, name: input.storeName, autoPay: input.autoPay }),
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
  for (const toast of toasts.list()) toasts.remove(toast.id);
});

describe('store management', () => {
  it('starts from the store as it is, auto-pay off', async () => {
    await renderPage(MerchantShopManagePage, 'en', '/h5/merchant/shop/manage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Store management' })).toBeTruthy();
    await waitFor(() => expect((field('Store name') as HTMLInputElement).value).toBe('Toko Batik Sari'));
    expect((field('Phone number') as HTMLInputElement).value).toBe('81234567890');
    expect((field('Description') as HTMLTextAreaElement).value).toBe('Batik tulis dari Solo');
    expect(screen.getByRole('img', { name: 'Logo of the store' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Auto-pay' }) as HTMLInputElement).checked).toBe(false);
  });

  it('saves the edited store with auto-pay and says so', async () => {
    await renderPage(MerchantShopManagePage, 'ind', '/h5/merchant/shop/manage');
    await waitFor(() => expect((field('Nama toko') as HTMLInputElement).value).toBe('Toko Batik Sari'));
    type('Nama toko', 'Batik Sari Solo');
    fireEvent.click(screen.getByRole('switch', { name: 'Bayar otomatis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(toasts.list().map((toast) => toast.title)).toEqual(['Toko tersimpan']));
    expect(calls.filter((call) => call.path === 'merchant.updateStore')).toEqual([
      {
        path: 'merchant.updateStore',
        input: { storeName: 'Batik Sari Solo', phone: '+6281234567890', description: 'Batik tulis dari Solo', logoKey: 'logos/7.webp', autoPay: true },
      },
    ]);
  });

  it('refuses an invalid store name without asking the server', async () => {
    await renderPage(MerchantShopManagePage, 'en', '/h5/merchant/shop/manage');
    await waitFor(() => expect((field('Store name') as HTMLInputElement).value).toBe('Toko Batik Sari'));
    type('Store name', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter the store name')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['merchant.me']);
  });

  it('tells a user without a store that they are not yet a merchant', async () => {
    fakeServer({ 'merchant.me': () => me.submitted });
    await renderPage(MerchantShopManagePage, 'en', '/h5/merchant/shop/manage');
    expect(await screen.findByRole('heading', { name: 'Not yet a merchant' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply to open a store' }).getAttribute('href')).toBe('/h5/merchant/apply');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
