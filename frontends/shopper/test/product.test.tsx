/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { clearToken, IDEMPOTENCY_KEY_HEADER, storeToken } from '@shop/web-core';
import { callsWithHeaders, FakeServerError, fakeServer, renderPage, stopFakeServer, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ProductPage from '../src/exposes/ProductPage';

const ROUTE = '/h5/products/:id';

const seller = {
  id: 7,
  name: 'Toko Batik Sari',
  logo: { key: 'logos/abc', variants: [{ width: 64, url: '/media/logos/abc/64.webp' }, { width: 160, url: '/media/logos/abc/160.webp' }] },
  description: 'Batik tulis dari Solo',
  level: 3,
  rating: 4.62,
  visits: 1200,
  collections: 85,
  sales: 340,
  productCount: 12,
  openedAt: new Date('2026-10-01T00:00:00Z'),
};

/** A gallery of `count` pictures, each in three widths. */
function gallery(count: number) {
  return Array.from({ length: count }, (_, index) => ({ key: `products/g${index}`, variants: [320, 640, 960].map((width) => ({ width, url: `/media/products/g${index}/${width}.webp` })) }));
}

function product(overrides: { seller?: typeof seller | null; discount?: number; listPrice?: number; stock?: number; images?: ReturnType<typeof gallery> } = {}) {
  return {
    id: 12,
    categoryId: 11044364,
    subcategoryId: 1101,
    title: 'Kemeja Batik Motif Parang',
    description: 'Kemeja batik cap motif parang klasik.',
    images: [] as ReturnType<typeof gallery>,
    price: 189_000,
    listPrice: 236_250,
    discount: 20,
    stock: 142,
    sales: 1834,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    seller,
    ...overrides,
  };
}

const noReviews = { summary: { count: 0, average: 0, starCounts: [0, 0, 0, 0, 0] }, items: [], nextCursor: '' };

function productServer(answer = product()): Call[] {
  return fakeServer({ 'product.detail': () => answer, 'product.view': () => ({ recorded: true }), 'merchant.visit': () => ({ recorded: true }), 'product.reviews': () => noReviews });
}

const inputsOf = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

afterEach(() => {
  cleanup();
  stopFakeServer();
  jest.restoreAllMocks();
});

describe('a product page', () => {
  it('shows the price with its discount, sales, stock, the seller, the delivery promise and the description, and records the view once', async () => {
    const calls = productServer();
    await renderPage(ProductPage, 'ind', '/h5/products/12?store=7', ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kemeja Batik Motif Parang' })).toBeTruthy();
    expect(screen.getByText('Rp 189.000')).toBeTruthy();
    expect(screen.getByText('Rp 236.250').closest('s')).toBeTruthy();
    expect(screen.getByText('-20%')).toBeTruthy();
    expect(screen.getByText('1834 terjual')).toBeTruthy();
    expect(screen.getByText('Stok 142')).toBeTruthy();
    expect(screen.getByText('Kemeja batik cap motif parang klasik.')).toBeTruthy();
    expect(screen.getByText('Pengiriman 2-7 hari kerja')).toBeTruthy();
    expect(screen.getByText('Barang yang masa garansinya habis tetap dapat memakai kebijakan retur')).toBeTruthy();

    const store = screen.getByRole('region', { name: 'Toko Batik Sari' });
    expect(within(store).getByText('Level 3 · Rating 4.6')).toBeTruthy();
    expect(within(store).getByRole('link', { name: 'Kunjungi toko' }).getAttribute('href')).toBe('/h5/merchant/shop/7');

    expect(inputsOf(calls, 'product.detail')).toEqual([{ id: 12, storeId: 7 }]);
    await waitFor(() => expect(inputsOf(calls, 'product.view')).toEqual([{ id: 12 }]));
    // …and a visit to the store selling it.
    await waitFor(() => expect(inputsOf(calls, 'merchant.visit')).toEqual([{ id: 7 }]));
    const [view] = callsWithHeaders().filter((call) => call.path === 'product.view');
    expect(view!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows one price without a discount, says when it is sold out and when no store sells it', async () => {
    const calls = productServer(product({ discount: 0, listPrice: 189_000, stock: 0, seller: null }));
    await renderPage(ProductPage, 'en', '/h5/products/12', ROUTE);
    expect(await screen.findByText('Rp 189.000')).toBeTruthy();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('No store sells this product right now.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No picture yet' })).toBeTruthy();
    // No store asked for: the service picks the seller.
    expect(inputsOf(calls, 'product.detail')).toEqual([{ id: 12 }]);
  });

  it('shows its pictures in a gallery: the first at once and first of all, the others lazily, every one sized', async () => {
    productServer(product({ images: gallery(4) }));
    await renderPage(ProductPage, 'en', '/h5/products/12', ROUTE);
    const region = await screen.findByRole('region', { name: 'Product pictures' });
    const pictures = within(region).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([1, 2, 3, 4].map((index) => `Kemeja Batik Motif Parang, picture ${index} of 4`));
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(pictures[0]!.getAttribute('loading')).toBeNull();
    expect(pictures.slice(1).map((picture) => picture.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    for (const picture of pictures) {
      expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['480', '480']);
      expect(picture.getAttribute('sizes')).toBe('(min-width: 480px) 480px, 100vw');
    }
    expect(pictures[1]!.getAttribute('srcset')).toBe('/media/products/g1/320.webp 320w, /media/products/g1/640.webp 640w, /media/products/g1/960.webp 960w');
    expect(within(region).getByText('1 / 4')).toBeTruthy();
  });

  it('moves through the gallery with its buttons, the arrow keys and a swipe, saying where it is', async () => {
    // jsdom lays nothing out: a track 390 px wide whose scrollTo jumps and reports the scroll, as a browser would.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
      this.scrollLeft = options.left ?? 0;
      fireEvent.scroll(this);
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
    productServer(product({ images: gallery(3) }));
    await renderPage(ProductPage, 'ind', '/h5/products/12', ROUTE);
    const region = await screen.findByRole('region', { name: 'Foto produk' });
    const previous = within(region).getByRole('button', { name: 'Foto sebelumnya' });
    const next = within(region).getByRole('button', { name: 'Foto berikutnya' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(next);
    expect(within(region).getByText('2 / 3')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 390 });
    const track = within(region).getByRole('list');
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(within(region).getByText('3 / 3')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(track, { key: 'Home' });
    expect(within(region).getByText('1 / 3')).toBeTruthy();

    // A swipe scrolls the track itself.
    track.scrollLeft = 780;
    fireEvent.scroll(track);
    expect(within(region).getByText('3 / 3')).toBeTruthy();
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  });

  it('shows a single picture without controls', async () => {
    productServer(product({ images: gallery(1) }));
    await renderPage(ProductPage, 'en', '/h5/products/12', ROUTE);
    const region = await screen.findByRole('region', { name: 'Product pictures' });
    expect(within(region).getByRole('img', { name: 'Kemeja Batik Motif Parang' })).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByText('1 / 1')).toBeNull();
  });

  it('copies the link where the phone has no share sheet', async () => {
    productServer();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(ProductPage, 'zh', '/h5/products/12', ROUTE);
    fireEvent.click(await screen.findByRole('button', { name: '分享' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
  });

  it('shows a not-found page for an unknown product, and asks nothing for an id that is not one', async () => {
    // React reports the error its boundary caught; the page handles it.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      'product.detail': () => {
        throw new FakeServerError('NOT_FOUND', 'Product not found');
      },
      'product.view': () => ({ recorded: true }),
      'product.reviews': () => noReviews,
    });
    await renderPage(ProductPage, 'en', '/h5/products/404', ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/h5');
    cleanup();

    const calls = productServer();
    await renderPage(ProductPage, 'en', '/h5/products/list', ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("a product page's buy bar", () => {
  const cartOf = (totalQuantity: number) => ({ stores: [], selectedCount: 0, selectedAmount: 0, totalQuantity });

  afterEach(() => clearToken());

  it('adds to the cart of the seller store, shows the badge, and buys now through the pay page', async () => {
    storeToken('token-1');
    const calls = fakeServer({
      'product.detail': () => product(),
      'product.view': () => ({ recorded: true }),
      'merchant.visit': () => ({ recorded: true }),
      'product.reviews': () => noReviews,
      'collection.has': () => ({ collected: false }),
      'cart.get': () => cartOf(2),
      'cart.add': () => cartOf(3),
    });
    await renderPage(ProductPage, 'en', '/h5/products/12?store=7', ROUTE);
    const cart = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(cart.getAttribute('href')).toBe('/h5/cart');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(inputsOf(calls, 'cart.add')).toEqual([{ productId: 12, storeId: 7, quantity: 1 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/pay?product=12&store=7&qty=1');
  });

  it('sends a visitor to sign in and back', async () => {
    productServer();
    await renderPage(ProductPage, 'en', '/h5/products/12?store=7', ROUTE);
    const add = await screen.findByRole('link', { name: 'Add to cart' });
    expect(add.getAttribute('href')).toBe(`/h5/signin?redirect=${encodeURIComponent('/h5/products/12?store=7')}`);
    expect(screen.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe(add.getAttribute('href'));
  });

  it('disables the buttons with a note when no store sells it', async () => {
    storeToken('token-1');
    fakeServer({
      'product.detail': () => product({ seller: null }),
      'product.view': () => ({ recorded: true }),
      'product.reviews': () => noReviews,
      'collection.has': () => ({ collected: false }),
      'cart.get': () => cartOf(0),
    });
    await renderPage(ProductPage, 'en', '/h5/products/12', ROUTE);
    expect(await screen.findByText('No store sells this product right now, so it cannot be bought.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
