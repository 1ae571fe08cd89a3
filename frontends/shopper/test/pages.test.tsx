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
  return { id, categoryId: 29, subcategoryId: 2901, title: `Produk ${id}`, description: '', images, price, listPrice: discount ? price * 2 : price, discount, stock: 5, sales: 1, createdAt: new Date('2026-11-01T00:00:00Z') };
}

describe('shopper pages', () => {
  it('the FAQ lists its questions in the chosen language', async () => {
    await renderPage(QuestionPage, 'zh');
    expect(await screen.findByRole('heading', { name: '帮助与常见问题' })).toBeTruthy();
    expect(await screen.findByText('可以退货吗？')).toBeTruthy();
  });

  it('the home page shows the hot, new and boutique rails, each product opening its page', async () => {
    const calls = fakeServer({
      'product.search': (input) => {
        const { sort, minPrice } = input as { sort: string; minPrice?: number };
        const items = sort === 'newest' ? [listedProduct(9, 50), listedProduct(8)] : minPrice ? [listedProduct(7)] : [listedProduct(6), listedProduct(5)];
        return { items, nextCursor: null, similar: false };
      },
      'category.tree': () => ({ categories: [{ id: 29, name: 'Kecantikan', children: [] }] }),
    });
    await renderPage(HomePage, 'ind', '/h5');
    const rail = await screen.findByRole('region', { name: 'Produk terbaru' });
    await within(rail).findByText('Produk 9');
    await within(screen.getByRole('region', { name: 'Produk terlaris' })).findByText('Produk 6');
    const [seeAll, ...cards] = within(rail).getAllByRole('link');
    expect(seeAll!.getAttribute('href')).toBe('/h5/products/list?sort=newest');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/h5/products/9', '/h5/products/8']);
    expect(within(cards[0]!).getByText('Produk 9')).toBeTruthy();
    expect(within(cards[0]!).getByText('-50%')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/%/)).toBeNull();
    const hot = screen.getByRole('region', { name: 'Produk terlaris' });
    expect(within(hot).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/h5/products/list', '/h5/products/6', '/h5/products/5']);
    const boutique = screen.getByRole('region', { name: 'Pilihan butik' });
    expect(within(boutique).getByRole('link', { name: 'Lihat semua' }).getAttribute('href')).toBe('/h5/products/list?min=250000');
    expect(calls.filter((call) => call.path === 'product.search').map((call) => call.input)).toEqual(
      expect.arrayContaining([{ sort: 'sales', limit: 10 }, { sort: 'newest', limit: 10 }, { sort: 'sales', minPrice: 250_000, limit: 10 }]),
    );
    // The shortcuts open a category's list.
    expect(screen.getByRole('link', { name: 'Kecantikan' }).getAttribute('href')).toBe('/h5/products/list?category=29');
    expect(screen.getByRole('link', { name: 'Semua kategori' }).getAttribute('href')).toBe('/h5/category');
    expect(screen.getByRole('link', { name: 'Jalan toko' }).getAttribute('href')).toBe('/h5/merchant/street');
    // The bank card beside the street, the collection and opening a store; signed out, its page sends to sign-in.
    const entries = screen.getByRole('navigation', { name: 'Lainnya di Nusa Mart' });
    expect(within(entries).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Jalan toko', '/h5/merchant/street'],
      ['Koleksi saya', '/h5/collection'],
      ['Buka toko', '/h5/merchant/apply'],
      ['Kartu bank', '/h5/merchant/bank'],
    ]);
  });

  it("the home page's cards show sized pictures, loading at once only those of the first screen", async () => {
    fakeServer({
      'product.search': () => ({ items: [9, 8, 7, 6].map((id) => listedProduct(id)).concat(listedProduct(5, 0, [])), nextCursor: null, similar: false }),
      'category.tree': () => ({ categories: [] }),
    });
    await renderPage(HomePage, 'en', '/h5');
    // The first rail is the first screen's.
    const rail = await screen.findByRole('region', { name: 'Hot products' });
    await within(rail).findByText('Produk 9');
    const pictures = [...rail.querySelectorAll('img')];
    expect(pictures).toHaveLength(4);
    expect(pictures[0]!.getAttribute('srcset')).toBe('/media/products/p9/320.webp 320w, /media/products/p9/640.webp 640w, /media/products/p9/960.webp 960w');
    expect(pictures[0]!.getAttribute('src')).toBe('/media/products/p9/320.webp');
    for (const picture of pictures) {
      expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('sizes'), picture.getAttribute('decoding')]).toEqual(['128', '128', '128px', 'async']);
    }
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    // A product without pictures keeps its place with a placeholder of the same size.
    expect(within(rail).getAllByRole('link')[5]!.querySelector('.shopper-product__image--missing')).toBeTruthy();
    // Further down, no picture loads before it is needed.
    const later = screen.getByRole('region', { name: 'New arrivals' });
    expect([...later.querySelectorAll('img')].map((picture) => picture.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('the home page says so while the catalog is empty', async () => {
    fakeServer({
      'product.search': () => ({ items: [], nextCursor: null, similar: false }),
      'category.tree': () => ({ categories: [] }),
    });
    await renderPage(HomePage, 'en', '/h5');
    expect(await screen.findByRole('heading', { name: 'New products will appear here.' })).toBeTruthy();
  });

  it('a visitor is invited to sign in', async () => {
    await renderPage(AccountPage, 'en');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/h5/signin');
    expect((await screen.findByRole('link', { name: 'FAQs' })).getAttribute('href')).toBe('/h5/question');
  });
});
