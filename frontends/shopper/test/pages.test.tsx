/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import AccountPage from '../src/exposes/AccountPage';
import HomePage from '../src/exposes/HomePage';
import QuestionPage from '../src/exposes/QuestionPage';
import { fakeServer, renderPage, stopFakeServer } from '@shop/web-core/testing';

afterEach(() => {
  cleanup();
  stopFakeServer();
});

/** A list's picture of a product: its first, in three widths. */
function pictureOf(id: number) {
  return { key: `products/p${id}`, variants: [320, 640, 960].map((width) => ({ width, url: `/media/products/p${id}/${width}.webp` })) };
}

function listedProduct(id: number, discount = 0, images = [pictureOf(id)]) {
  const price = 100_000 + id;
  return { id, categoryId: 29, title: `Produk ${id}`, description: '', images, price, listPrice: discount ? price * 2 : price, discount, stock: 5, sales: 1, createdAt: new Date('2026-11-01T00:00:00Z') };
}

describe('shopper pages', () => {
  it('the FAQ lists its questions in the chosen language', async () => {
    await renderPage(QuestionPage, 'zh');
    expect(await screen.findByRole('heading', { name: '帮助与常见问题' })).toBeTruthy();
    expect(await screen.findByText('可以退货吗？')).toBeTruthy();
  });

  it('the home page shows the newest products, each opening its page', async () => {
    const calls = fakeServer({ 'product.list': () => ({ items: [listedProduct(9, 50), listedProduct(8)], total: 2, page: 1, pageSize: 10 }) });
    await renderPage(HomePage, 'ind', '/h5');
    const rail = await screen.findByRole('region', { name: 'Produk terbaru' });
    const cards = within(rail).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/h5/products/9', '/h5/products/8']);
    expect(within(cards[0]!).getByText('Produk 9')).toBeTruthy();
    expect(within(cards[0]!).getByText('-50%')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/%/)).toBeNull();
    expect(calls.map((call) => call.input)).toEqual([{ page: 1, pageSize: 10 }]);
  });

  it("the home page's cards show sized pictures, loading at once only those of the first screen", async () => {
    fakeServer({ 'product.list': () => ({ items: [9, 8, 7, 6].map((id) => listedProduct(id)).concat(listedProduct(5, 0, [])), total: 5, page: 1, pageSize: 10 }) });
    await renderPage(HomePage, 'en', '/h5');
    const rail = await screen.findByRole('region', { name: 'New arrivals' });
    const pictures = [...rail.querySelectorAll('img')];
    expect(pictures).toHaveLength(4);
    expect(pictures[0]!.getAttribute('srcset')).toBe('/media/products/p9/320.webp 320w, /media/products/p9/640.webp 640w, /media/products/p9/960.webp 960w');
    expect(pictures[0]!.getAttribute('src')).toBe('/media/products/p9/320.webp');
    for (const picture of pictures) {
      expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('sizes'), picture.getAttribute('decoding')]).toEqual(['128', '128', '128px', 'async']);
    }
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    // A product without pictures keeps its place with a placeholder of the same size.
    expect(within(rail).getAllByRole('link')[4]!.querySelector('.shopper-product__image--missing')).toBeTruthy();
  });

  it('the home page says so while the catalog is empty', async () => {
    fakeServer({ 'product.list': () => ({ items: [], total: 0, page: 1, pageSize: 10 }) });
    await renderPage(HomePage, 'en', '/h5');
    expect(await screen.findByRole('heading', { name: 'New products will appear here.' })).toBeTruthy();
  });

  it('a visitor is invited to sign in', async () => {
    await renderPage(AccountPage, 'en');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/h5/signin');
    expect((await screen.findByRole('link', { name: 'FAQs' })).getAttribute('href')).toBe('/h5/question');
  });
});
