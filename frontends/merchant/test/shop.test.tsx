/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/web-core';
import { callsWithHeaders, FakeServerError, fakeServer, renderPage, stopFakeServer, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantShopPage from '../src/exposes/MerchantShopPage';
import { publicStore, shopProduct } from './fixtures';

const ROUTE = '/h5/merchant/shop/:id';

function shopServer(total: number): Call[] {
  return fakeServer({
    'merchant.shop': () => publicStore,
    'merchant.shopProducts': ({ page = 1, pageSize = 20 }) => {
      const first = (page - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, total - first + 1));
      return { items: Array.from({ length: count }, (_, index) => shopProduct(first + index)), total, page, pageSize };
    },
    'merchant.visit': () => ({ recorded: true }),
  });
}

afterEach(() => {
  cleanup();
  stopFakeServer();
});

const inputsOf = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe("a store's page", () => {
  it('shows the store, its statistics and its listed products, and counts the visit once', async () => {
    const calls = shopServer(3);
    await renderPage(MerchantShopPage, 'en', '/h5/merchant/shop/7', ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toko Batik Sari' })).toBeTruthy();
    expect(screen.getByText('Level 3 · Rating 4.6')).toBeTruthy();
    expect(screen.getByText('Batik tulis dari Solo')).toBeTruthy();
    const stats = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(stats).toEqual({ Sales: '340', Collections: '85', Products: '12' });
    const products = within(screen.getByRole('region', { name: 'Products' })).getAllByRole('listitem');
    expect(products.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Produk 1', 'Produk 2', 'Produk 3']);
    expect(within(products[0]!).getByText('Rp 125.001')).toBeTruthy();
    // Each opens its product page as sold by this store.
    expect(within(products[0]!).getByRole('link').getAttribute('href')).toBe('/h5/products/1?store=7');
    expect(screen.getByText('That is everything')).toBeTruthy();

    await waitFor(() => expect(inputsOf(calls, 'merchant.visit')).toEqual([{ id: 7 }]));
    const [visit] = callsWithHeaders().filter((call) => call.path === 'merchant.visit');
    expect(visit!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds the next page of products with "load more" until all are shown', async () => {
    const calls = shopServer(25);
    await renderPage(MerchantShopPage, 'ind', '/h5/merchant/shop/7', ROUTE);
    const region = await screen.findByRole('region', { name: 'Produk' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.getByText('Semua sudah ditampilkan')).toBeTruthy();
    expect(inputsOf(calls, 'merchant.shopProducts')).toEqual([
      { id: 7, page: 1, pageSize: 20 },
      { id: 7, page: 2, pageSize: 20 },
    ]);
    expect(inputsOf(calls, 'merchant.visit')).toEqual([{ id: 7 }]);
  });

  it('says when the store lists nothing yet', async () => {
    shopServer(0);
    await renderPage(MerchantShopPage, 'zh', '/h5/merchant/shop/7', ROUTE);
    expect(await screen.findByRole('heading', { name: '暂无商品' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('shows a not-found page for an unknown or suspended store', async () => {
    // React reports the error its boundary caught; the page handles it.
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      'merchant.shop': () => {
        throw new FakeServerError('NOT_FOUND', 'Store not found');
      },
      'merchant.shopProducts': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
      'merchant.visit': () => ({ recorded: true }),
    });
    await renderPage(MerchantShopPage, 'en', '/h5/merchant/shop/404', ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Store not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the street' }).getAttribute('href')).toBe('/h5/merchant/street');
    report.mockRestore();
  });

  it('does not ask for a store whose id is not a number', async () => {
    const calls = shopServer(0);
    await renderPage(MerchantShopPage, 'en', '/h5/merchant/shop/abc', ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Store not found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
