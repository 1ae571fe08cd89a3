/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, renderPage, stopFakeServer, type } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listFiltersOf, productListPath, sortsFor } from '../src/catalog/list-filters';
import { withSearch } from '../src/catalog/search-history';
import CategoryPage from '../src/exposes/CategoryPage';
import ProductListPage from '../src/exposes/ProductListPage';
import SearchPage from '../src/exposes/SearchPage';

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
  localStorage.clear();
});

function listedProduct(id: number) {
  return { id, categoryId: 29, subcategoryId: 2901, title: `Serum ${id}`, description: '', images: [], price: 50_000 + id, listPrice: 50_000 + id, discount: 0, stock: 5, sales: 1, createdAt: new Date('2026-11-01T00:00:00Z') };
}

const tree = {
  categories: [
    { id: 11044364, name: 'Fashion Pria', children: [{ id: 1101, name: 'Kemeja & Atasan', children: [] }] },
    { id: 29, name: 'Kecantikan', children: [{ id: 2901, name: 'Perawatan Wajah', children: [] }, { id: 2902, name: 'Makeup', children: [] }] },
  ],
};

describe('list URLs', () => {
  it('read what a link names and leave out what is malformed', () => {
    expect(listFiltersOf(new URLSearchParams('keyword=%20batik%20&category=29&sort=price_desc&min=1000&max=5000'))).toEqual({
      keyword: 'batik',
      categoryId: 29,
      sort: 'price_desc',
      minPrice: 1000,
      maxPrice: 5000,
    });
    expect(listFiltersOf(new URLSearchParams('sort=relevance&min=-4&max=x&category=abc'))).toEqual({ keyword: '', categoryId: undefined, sort: 'sales', minPrice: undefined, maxPrice: undefined });
    expect(listFiltersOf(new URLSearchParams('keyword=tas&min=9&max=2'))).toMatchObject({ sort: 'relevance', minPrice: undefined, maxPrice: undefined });
    expect(listFiltersOf(new URLSearchParams(`keyword=${'a'.repeat(60)}`)).keyword).toHaveLength(50);
  });

  it('are written without the default order, so equal lists share a URL', () => {
    expect(productListPath({ keyword: 'tas', sort: 'relevance' })).toBe('/h5/products/list?keyword=tas');
    expect(productListPath({ categoryId: 29, sort: 'sales', minPrice: 100 })).toBe('/h5/products/list?category=29&min=100');
    expect(productListPath({ sort: 'newest' })).toBe('/h5/products/list?sort=newest');
    expect(sortsFor('')).not.toContain('relevance');
    expect(sortsFor('tas')[0]).toBe('relevance');
  });

  it('keep a visitor’s newest search first, once, folded', () => {
    expect(withSearch(['tas', 'batik'], ' Batik ')).toEqual(['batik', 'tas']);
    expect(withSearch(Array.from({ length: 20 }, (_, i) => `k${i}`), 'baru')).toHaveLength(20);
  });
});

describe('the search screen', () => {
  it('asks for keywords when the field is empty', async () => {
    fakeServer({ 'search.hot': () => ({ keywords: [] }) });
    await renderPage(SearchPage, 'ind', '/h5/search');
    fireEvent.click(await screen.findByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Masukkan kata kunci')).toBeTruthy();
    expect(screen.queryByLabelText('location')).toBeNull();
  });

  it('shows a visitor’s searches kept on the device: remove one, clear them; a hot keyword opens its list', async () => {
    fakeServer({ 'search.hot': () => ({ keywords: ['sneakers'] }) });
    localStorage.setItem('shop.searchHistory', JSON.stringify(['tas', 'serum']));
    await renderPage(SearchPage, 'en', '/h5/search');
    const history = await screen.findByRole('region', { name: 'Search history' });
    expect(within(history).getAllByRole('link').map((link) => link.textContent)).toEqual(['tas', 'serum']);
    fireEvent.click(within(history).getByRole('button', { name: 'Remove “tas” from history' }));
    await waitFor(() => expect(within(history).getAllByRole('link').map((link) => link.textContent)).toEqual(['serum']));
    fireEvent.click(within(history).getByRole('button', { name: 'Clear history' }));
    expect(await within(history).findByText('Your searches will appear here.')).toBeTruthy();
    // The hottest keyword is the field's suggestion, and each opens its list.
    expect(screen.getByRole('searchbox', { name: 'Search products' }).getAttribute('placeholder')).toBe('Try “sneakers”');
    fireEvent.click(screen.getByRole('link', { name: 'sneakers' }));
    expect((await screen.findByLabelText('location')).textContent).toBe('/h5/products/list?keyword=sneakers');
  });

  it('shows a signed-in shopper’s searches kept in the catalog, and searches a typed keyword', async () => {
    storeToken('token-1');
    const calls = fakeServer({
      'search.hot': () => ({ keywords: [] }),
      'search.history': () => ({ keywords: ['batik'] }),
      'search.remember': () => ({ remembered: true }),
      'search.forget': () => ({ forgotten: true }),
    });
    await renderPage(SearchPage, 'zh', '/h5/search');
    const history = await screen.findByRole('region', { name: '搜索历史' });
    expect(await within(history).findByRole('link', { name: 'batik' })).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: '从历史中删除“batik”' }));
    await waitFor(() => expect(calls.filter((call) => call.path === 'search.forget').map((call) => call.input)).toEqual([{ keyword: 'batik' }]));
    type('搜索商品', '  衬衫 ');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect((await screen.findByLabelText('location')).textContent).toBe('/h5/products/list?keyword=衬衫');
  });
});

describe('the product list', () => {
  it('keeps the keyword it shows in the history: on the device for a visitor, in the catalog when signed in', async () => {
    fakeServer({ 'category.tree': () => tree, 'product.search': () => ({ items: [listedProduct(1)], nextCursor: null, similar: false }) });
    localStorage.setItem('shop.searchHistory', JSON.stringify(['tas']));
    await renderPage(ProductListPage, 'en', '/h5/products/list?keyword=Serum');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('shop.searchHistory')!)).toEqual(['serum', 'tas']));
    cleanup();
    localStorage.clear();
    storeToken('token-1');
    const calls = fakeServer({
      'category.tree': () => tree,
      'product.search': () => ({ items: [listedProduct(1)], nextCursor: null, similar: false }),
      'search.history': () => ({ keywords: [] }),
      'search.remember': () => ({ remembered: true }),
    });
    await renderPage(ProductListPage, 'en', '/h5/products/list?keyword=Serum');
    await waitFor(() => expect(calls.filter((call) => call.path === 'search.remember').map((call) => call.input)).toEqual([{ keyword: 'Serum' }]));
    expect(localStorage.getItem('shop.searchHistory')).toBeNull();
  });

  it('shows a keyword’s products, says when they are only similar, and pages on', async () => {
    const calls = fakeServer({
      'category.tree': () => tree,
      'product.search': (input) =>
        input.cursor === '' ? { items: [listedProduct(1), listedProduct(2)], nextCursor: 'next-1', similar: true } : { items: [listedProduct(3)], nextCursor: null, similar: true },
    });
    await renderPage(ProductListPage, 'en', '/h5/products/list?keyword=serun&category=29');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “serun” · Kecantikan' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Nothing matched “serun” exactly. Showing similar products.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Serum 3')).toBeTruthy();
    expect(screen.getByText('That is everything.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'product.search').map((call) => call.input)).toEqual([
      { keyword: 'serun', sort: 'relevance', limit: 20, categoryId: 29, cursor: '', direction: 'forward' },
      { keyword: 'serun', sort: 'relevance', limit: 20, categoryId: 29, cursor: 'next-1', direction: 'forward' },
    ]);
  });

  it('refuses a reversed price range and applies a good one to the URL', async () => {
    const calls = fakeServer({ 'category.tree': () => tree, 'product.search': () => ({ items: [], nextCursor: null, similar: false }) });
    await renderPage(ProductListPage, 'ind', '/h5/products/list?category=2901');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perawatan Wajah' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Produk tidak ditemukan' })).toBeTruthy();
    fireEvent.click(screen.getByText('Rentang harga (Rp)'));
    type('Harga terendah', '200.000');
    type('Harga tertinggi', '100000');
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByText('Harga terendah tidak boleh melebihi harga tertinggi.')).toBeTruthy();
    type('Harga tertinggi', '300000');
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'product.search').map((call) => call.input)).toContainEqual({
        keyword: '',
        sort: 'sales',
        limit: 20,
        categoryId: 2901,
        minPrice: 200_000,
        maxPrice: 300_000,
        cursor: '',
        direction: 'forward',
      }),
    );
  });
});

describe('the category page', () => {
  it('shows the chosen top-level category’s subcategories, each opening its list', async () => {
    fakeServer({ 'category.tree': () => tree });
    await renderPage(CategoryPage, 'ind', '/h5/category?top=29');
    const panel = await screen.findByRole('region', { name: 'Kecantikan' });
    expect(within(panel).getByRole('link', { name: 'Semua Kecantikan' }).getAttribute('href')).toBe('/h5/products/list?category=29');
    expect(within(panel).getAllByRole('link').slice(1).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Perawatan Wajah', '/h5/products/list?category=2901'],
      ['Makeup', '/h5/products/list?category=2902'],
    ]);
    const tops = screen.getByRole('navigation', { name: 'Kategori' });
    expect(within(tops).getByRole('link', { name: 'Kecantikan' }).getAttribute('aria-current')).toBe('true');
  });
});
