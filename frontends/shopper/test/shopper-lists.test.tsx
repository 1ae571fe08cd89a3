/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, renderPage, stopFakeServer, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CollectionPage from '../src/exposes/CollectionPage';
import FootmarkPage from '../src/exposes/FootmarkPage';
import ProductPage from '../src/exposes/ProductPage';

function card(id: number, title: string) {
  return { id, categoryId: 29, subcategoryId: 2901, title, description: '', images: [], price: 50_000, listPrice: 50_000, discount: 0, stock: 3, sales: 1, createdAt: new Date('2026-11-01T00:00:00Z') };
}

const inputsOf = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

beforeEach(() => storeToken('token-1'));

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

describe('the collection page', () => {
  it('lists the collected products and removes one', async () => {
    let items = [card(1, 'Serum Vitamin C'), card(2, 'Kemeja Batik')].map((product) => ({ ...product, collectedAt: new Date() }));
    const calls = fakeServer({
      'collection.list': () => ({ items, nextCursor: '' }),
      'collection.remove': ({ productId }) => {
        items = items.filter((item) => item.id !== productId);
        return { collected: false };
      },
    });
    await renderPage(CollectionPage, 'en', '/h5/collection');
    expect(await screen.findByRole('link', { name: /Serum Vitamin C/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Serum Vitamin C' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Serum Vitamin C/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Kemeja Batik/ })).toBeTruthy();
    expect(inputsOf(calls, 'collection.remove')).toEqual([{ productId: 1 }]);
    expect(screen.getByText('That is everything.')).toBeTruthy();
  });

  it('says what to do when it is empty', async () => {
    fakeServer({ 'collection.list': () => ({ items: [], nextCursor: '' }) });
    await renderPage(CollectionPage, 'ind', '/h5/collection');
    expect(await screen.findByRole('heading', { name: 'Koleksi Anda masih kosong' })).toBeTruthy();
  });
});

describe('the footprint page', () => {
  it('groups products by day and clears the history after confirmation', async () => {
    const today = new Date();
    const longAgo = new Date('2026-03-02T10:00:00');
    let items = [
      { ...card(3, 'Earbuds Nirkabel'), viewedAt: today },
      { ...card(4, 'Sarung Tenun'), viewedAt: longAgo },
    ];
    const calls = fakeServer({
      'footprint.list': () => ({ items, nextCursor: '' }),
      'footprint.clear': () => {
        items = [];
        return { cleared: true };
      },
    });
    await renderPage(FootmarkPage, 'zh', '/h5/footmark');
    const todayGroup = await screen.findByRole('region', { name: '今天' });
    expect(within(todayGroup).getByRole('link', { name: /Earbuds Nirkabel/ })).toBeTruthy();
    const earlier = screen.getByRole('region', { name: /2026年3月2日/ });
    expect(within(earlier).getByRole('link', { name: /Sarung Tenun/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '清空足迹' }));
    const dialog = await screen.findByRole('dialog', { name: '清空浏览足迹？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '清空足迹' }));
    expect(await screen.findByRole('heading', { name: '还没有浏览过商品' })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'footprint.clear')).toHaveLength(1);
  });
});

describe('a product page for a signed-in shopper', () => {
  it('collects and uncollects the product, and shows the rating summary and reviews in their own language', async () => {
    let collected = false;
    const calls = fakeServer({
      'product.detail': () => ({ ...card(12, 'Kemeja Batik Motif Parang'), seller: null }),
      'product.view': () => ({ recorded: true }),
      'collection.has': () => ({ collected }),
      'collection.add': () => {
        collected = true;
        return { collected };
      },
      'collection.remove': () => {
        collected = false;
        return { collected };
      },
      'product.reviews': () => ({
        summary: { count: 3, average: 4.7, starCounts: [0, 0, 0, 1, 2] },
        items: [{ id: 9, author: '王女士', rating: 5, text: '和描述一致，包装很好。', lang: 'zh' as const, createdAt: new Date('2026-11-20T03:00:00Z') }],
        nextCursor: '',
      }),
    });
    await renderPage(ProductPage, 'en', '/h5/products/12', '/h5/products/:id');
    const collect = await screen.findByRole('button', { name: 'Collect' });
    await waitFor(() => expect(collect.hasAttribute('disabled')).toBe(false));
    expect(collect.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(collect);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Collect' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Collect' }).getAttribute('aria-pressed')).toBe('false'));
    expect(inputsOf(calls, 'collection.add')).toEqual([{ productId: 12 }]);
    expect(inputsOf(calls, 'collection.remove')).toEqual([{ productId: 12 }]);

    const reviews = screen.getByRole('region', { name: 'Reviews (3)' });
    expect(within(reviews).getByRole('img', { name: '4.7 out of 5' })).toBeTruthy();
    expect(within(reviews).getByRole('meter', { name: '5 stars' }).getAttribute('value')).toBe('2');
    expect(within(reviews).getByText('和描述一致，包装很好。').getAttribute('lang')).toBe('zh-CN');
  });

  it('sends a visitor to sign in and back to collect', async () => {
    clearToken();
    fakeServer({
      'product.detail': () => ({ ...card(12, 'Kemeja Batik Motif Parang'), seller: null }),
      'product.view': () => ({ recorded: true }),
      'product.reviews': () => ({ summary: { count: 0, average: 0, starCounts: [0, 0, 0, 0, 0] }, items: [], nextCursor: '' }),
    });
    await renderPage(ProductPage, 'ind', '/h5/products/12', '/h5/products/:id');
    const link = await screen.findByRole('link', { name: 'Koleksi' });
    expect(link.getAttribute('href')).toBe(`/h5/signin?redirect=${encodeURIComponent('/h5/products/12')}`);
    expect(screen.getByText('Belum ada ulasan.')).toBeTruthy();
  });
});
