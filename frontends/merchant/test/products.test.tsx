/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, IDEMPOTENCY_KEY_HEADER, storeToken } from '@shop/web-core';
import { callsWithHeaders, FakeServerError, field, fakeServer, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantProductsPage from '../src/exposes/MerchantProductsPage';
import { me, store } from './fixtures';

function product(productId: number, listed: boolean) {
  return { productId, title: `Kemeja ${productId}`, image: `/media/products/${productId}.webp`, categoryId: 11_044_364, price: 1_250_000, merchantPrice: 1_000_000, profit: 250_000, stock: 5, listed };
}

let calls: Call[];
let listed: Set<number>;
let failures: number;

beforeEach(() => {
  storeToken('token-1');
  listed = new Set([2]);
  failures = 0;
  calls = fakeServer({
    // The store's statistic lags behind (it follows an event): the page counts with the catalog.
    'merchant.me': () => ({ ...me.merchant, store: { ...store, productCount: 1 } }),
    'merchant.catalog': (input) => {
      const items = [1, 2, 3].map((id) => product(id, listed.has(id))).filter((item) => !input.listedOnly || item.listed);
      return { items, total: input.listedOnly ? items.length : 45, page: input.page ?? 1, pageSize: input.pageSize ?? 20 };
    },
    'merchant.setListing': (input) => {
      if (failures-- > 0) throw new FakeServerError('INTERNAL_SERVER_ERROR', 'busy');
      if (input.listed) listed.add(input.productId);
      else listed.delete(input.productId);
      return { listed: input.listed };
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const catalogInputs = () => calls.filter((call) => call.path === 'merchant.catalog').map((call) => call.input);
const listingKeys = () => callsWithHeaders().filter((call) => call.path === 'merchant.setListing').map((call) => call.headers[IDEMPOTENCY_KEY_HEADER]);

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('products and listing', () => {
  it('shows each product with its sale price, merchant price and profit in rupiah', async () => {
    await renderPage(MerchantProductsPage, 'en', '/h5/merchant/products');
    const [first] = await screen.findAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Kemeja 1' })).toBeTruthy();
    const prices = Object.fromEntries(within(first!).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(prices).toEqual({ 'Sale price': 'Rp 1.250.000', 'Merchant price': 'Rp 1.000.000', 'Profit per item': 'Rp 250.000' });
    expect(screen.getByText('Products in your store: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlist Kemeja 2' })).toBeTruthy();
    expect(catalogInputs()).toEqual(
      expect.arrayContaining([
        { keyword: '', listedOnly: false, page: 1, pageSize: 20 },
        { listedOnly: true, page: 1, pageSize: 1 },
      ]),
    );
    expect(catalogInputs()).toHaveLength(2);
  });

  it("lists a product, then the list and the store's product count follow", async () => {
    await renderPage(MerchantProductsPage, 'en', '/h5/merchant/products');
    fireEvent.click(await screen.findByRole('button', { name: 'List Kemeja 1' }));
    expect(await screen.findByText('Products in your store: 2')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unlist Kemeja 1' })).toBeTruthy();
    expect(screen.getByText('Kemeja 1 is now in your store')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'merchant.setListing').map((call) => call.input)).toEqual([{ productId: 1, listed: true }]);
  });

  it('keeps the key for pressing again after a failure, and takes a new one for the next change', async () => {
    failures = 1;
    await renderPage(MerchantProductsPage, 'en', '/h5/merchant/products');
    fireEvent.click(await screen.findByRole('button', { name: 'List Kemeja 1' }));
    await waitFor(() => expect(listingKeys()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'List Kemeja 1' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'List Kemeja 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unlist Kemeja 1' }));
    await screen.findByRole('button', { name: 'List Kemeja 1' });
    const [failed, again, unlist] = listingKeys();
    expect(again).toBe(failed);
    expect(unlist).not.toBe(failed);
    expect(listed.has(1)).toBe(false);
  });

  it('searches by keyword and category, shows the listed products alone, and pages', async () => {
    await renderPage(MerchantProductsPage, 'ind', '/h5/merchant/products');
    await screen.findAllByRole('listitem');
    expect(field('Kata kunci').getAttribute('placeholder')).toBe('Masukkan kata kunci');
    type('Kata kunci', ' kemeja ');
    await choose('Kategori', 'Kosmetik');
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(catalogInputs().at(-1)).toEqual({ keyword: 'kemeja', categoryId: 29, listedOnly: false, page: 1, pageSize: 20 }));

    expect(await screen.findByText('Halaman 1 dari 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(catalogInputs().at(-1)).toMatchObject({ page: 2 }));

    fireEvent.click(screen.getByRole('tab', { name: 'Ditayangkan' }));
    await waitFor(() => expect(catalogInputs().at(-1)).toEqual({ keyword: 'kemeja', categoryId: 29, listedOnly: true, page: 1, pageSize: 20 }));
    expect(await screen.findByRole('button', { name: 'Turunkan Kemeja 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tayangkan Kemeja 1' })).toBeNull();
  });

  it('says when nothing is listed yet', async () => {
    listed.clear();
    await renderPage(MerchantProductsPage, 'en', '/h5/merchant/products');
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('tab', { name: 'Listed' }));
    expect(await screen.findByRole('heading', { name: 'Nothing listed yet' })).toBeTruthy();
  });

  it('tells a user without a store that they are not yet a merchant', async () => {
    fakeServer({ 'merchant.me': () => me.visitor });
    await renderPage(MerchantProductsPage, 'zh', '/h5/merchant/products');
    expect(await screen.findByRole('heading', { name: '还不是商家' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '申请开店' })).toBeTruthy();
  });
});
