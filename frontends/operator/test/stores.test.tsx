/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, field, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import StoresPage from '../src/exposes/StoresPage';
import { operator, store } from './fixtures';

let calls: Call[];
let stores = [store(7, 'Toko Batik Siti'), store(9, 'Kopi Nusa', { status: 'suspended' })];

beforeEach(() => {
  storeToken('token-1');
  stores = [store(7, 'Toko Batik Siti'), store(9, 'Kopi Nusa', { status: 'suspended' })];
  calls = fakeServer({
    'user.me': () => operator,
    'operator.stores': (input) => ({
      items: stores.filter((item) => item.name.toLowerCase().includes(input.query?.toLowerCase() ?? '') && (input.status ?? 'all') in { all: 1, [item.status]: 1 }),
      nextCursor: null,
    }),
    'operator.setStoreStatus': (input) => {
      stores = stores.map((item) => (item.id === input.storeId ? { ...item, status: input.status } : item));
      return stores.find((item) => item.id === input.storeId)!;
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const storeCalls = () => calls.filter((call) => call.path === 'operator.stores').map((call) => call.input);
const changes = () => calls.filter((call) => call.path === 'operator.setStoreStatus').map((call) => call.input);

async function card(name: string) {
  return (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
}

describe('the stores', () => {
  it('shows each store with its status and statistics', async () => {
    await renderPage(StoresPage, 'en', '/ops/stores');
    const batik = await card('Toko Batik Siti');
    expect(within(batik).getByText('Active')).toBeTruthy();
    expect(within(batik).getByText('Store 7')).toBeTruthy();
    const statistic = (label: string) => within(batik).getByText(label).nextElementSibling!.textContent;
    expect([statistic('Level'), statistic('Rating'), statistic('Visits'), statistic('Collections'), statistic('Sales'), statistic('Products')]).toEqual(['3', '4.75', '1,200', '85', '430', '12']);
    expect(within(await card('Kopi Nusa')).getByText('Suspended')).toBeTruthy();
  });

  it('searches by part of the name and filters by status', async () => {
    await renderPage(StoresPage, 'en', '/ops/stores');
    await card('Kopi Nusa');
    type('Store name', '  batik ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Kopi Nusa' })).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Toko Batik Siti' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
    expect(await screen.findByText('No stores found')).toBeTruthy();
    expect(storeCalls()).toEqual([
      { query: '', status: 'all', direction: 'forward' },
      { query: 'batik', status: 'all', direction: 'forward' },
      { query: 'batik', status: 'suspended', direction: 'forward' },
    ]);
  });

  it('suspends an active store with a reason, and restores a suspended one', async () => {
    await renderPage(StoresPage, 'en', '/ops/stores');
    fireEvent.click(within(await card('Toko Batik Siti')).getByRole('button', { name: 'Suspend' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend Toko Batik Siti' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeTruthy();
    expect(field('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(changes()).toEqual([]);
    type('Reason', 'Selling counterfeit goods');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(within(screen.getByRole('heading', { level: 2, name: 'Toko Batik Siti' }).closest('li')!).queryByText('Suspended')).toBeTruthy());
    expect(screen.getByText('Toko Batik Siti was suspended.')).toBeTruthy();

    fireEvent.click(within(await card('Kopi Nusa')).getByRole('button', { name: 'Restore' }));
    dialog = await screen.findByRole('dialog', { name: 'Restore Kopi Nusa' });
    type('Reason', 'Documents checked');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes()).toEqual([
      { storeId: 7, status: 'suspended', reason: 'Selling counterfeit goods' },
      { storeId: 9, status: 'active', reason: 'Documents checked' },
    ]);
    expect(await screen.findByText('Kopi Nusa was restored.')).toBeTruthy();
  });

  it('speaks Chinese too', async () => {
    await renderPage(StoresPage, 'zh', '/ops/stores');
    const kopi = await card('Kopi Nusa');
    expect(within(kopi).getByText('已停业')).toBeTruthy();
    expect(within(kopi).getByText('访问量').nextElementSibling!.textContent).toBe('1,200');
    expect(within(kopi).getByRole('button', { name: '恢复' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: /店铺名称/ })).toBeTruthy();
  });
});
