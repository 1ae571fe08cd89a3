/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeServerError, fakeServer, field, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantStreetPage from '../src/exposes/MerchantStreetPage';
import { publicStore } from './fixtures';

const stores = Array.from({ length: 3 }, (_, index) => ({ ...publicStore, id: index + 1, name: `Toko ${index + 1}` }));

/** The street in pages of two: cursor '' then 'next'. */
function streetServer(): Call[] {
  return fakeServer({
    'merchant.street': ({ cursor }) => (cursor === 'next' ? { items: stores.slice(2), nextCursor: null } : { items: stores.slice(0, 2), nextCursor: 'next' }),
  });
}

/** What the street was asked, leaving out what every infinite query adds. */
const streetInputs = (calls: Call[]) =>
  calls.filter((call) => call.path === 'merchant.street').map((call) => {
    const { direction: _direction, ...input } = call.input as Record<string, unknown>;
    return input;
  });

const storeNames = () => within(screen.getByRole('region', { name: 'Stores' })).getAllByRole('heading').map((heading) => heading.textContent);

let observers: Array<{ callback: IntersectionObserverCallback; observing: boolean }>;

beforeEach(() => {
  observers = [];
  // jsdom lays nothing out; the test says when the end of the list comes into view.
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    const observer = { callback, observing: false };
    observers.push(observer);
    return {
      observe: () => void (observer.observing = true),
      disconnect: () => void (observer.observing = false),
    } as unknown as IntersectionObserver;
  }) as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function scrollToEnd() {
  act(() => {
    for (const observer of observers.filter((candidate) => candidate.observing)) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

describe('the street', () => {
  it('lists stores, each linking to its page, and loads more when the end of the list comes into view', async () => {
    const calls = streetServer();
    await renderPage(MerchantStreetPage, 'en', '/h5/merchant/street');
    expect(await screen.findByRole('heading', { level: 2, name: 'Toko 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Toko 2/ }).getAttribute('href')).toBe('/h5/merchant/shop/2');
    expect(storeNames()).toEqual(['Toko 1', 'Toko 2']);
    scrollToEnd();
    await waitFor(() => expect(storeNames()).toEqual(['Toko 1', 'Toko 2', 'Toko 3']));
    expect(screen.getByText('That is everything')).toBeTruthy();
    expect(streetInputs(calls)).toEqual([
      { query: '', sort: 'overall', ascending: false, limit: 20, cursor: '' },
      { query: '', sort: 'overall', ascending: false, limit: 20, cursor: 'next' },
    ]);
  });

  it('loads more with the button too', async () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    streetServer();
    await renderPage(MerchantStreetPage, 'ind', '/h5/merchant/street');
    fireEvent.click(await screen.findByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByText('Semua sudah ditampilkan')).toBeTruthy();
  });

  it('searches by part of the name and sorts by any of the seven orders, either way', async () => {
    const calls = streetServer();
    await renderPage(MerchantStreetPage, 'en', '/h5/merchant/street');
    await screen.findByRole('heading', { name: 'Toko 1' });
    expect(field('Store name').getAttribute('placeholder')).toBe('Enter keywords');

    type('Store name', ' batik ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(streetInputs(calls).at(-1)).toEqual({ query: 'batik', sort: 'overall', ascending: false, limit: 20, cursor: '' }));

    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Overall', 'New', 'Rating', 'Level', 'Visits', 'Sales', 'Collections']);
    fireEvent.click(screen.getByRole('option', { name: 'Rating' }));
    await waitFor(() => expect(streetInputs(calls).at(-1)).toMatchObject({ query: 'batik', sort: 'rating', ascending: false }));

    const order = screen.getByRole('button', { name: 'Ascending' });
    expect(order.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(order);
    await waitFor(() => expect(streetInputs(calls).at(-1)).toMatchObject({ query: 'batik', sort: 'rating', ascending: true }));
    expect(screen.getByRole('button', { name: 'Ascending' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens searched and sorted as its link says', async () => {
    const calls = streetServer();
    await renderPage(MerchantStreetPage, 'zh', '/h5/merchant/street?q=batik&sort=sales&order=asc');
    await screen.findByRole('heading', { name: 'Toko 1' });
    expect((field('店铺名称') as HTMLInputElement).value).toBe('batik');
    expect((screen.getByRole('combobox', { name: '排序方式' }) as HTMLInputElement).value).toBe('销量');
    expect(streetInputs(calls)).toEqual([{ query: 'batik', sort: 'sales', ascending: true, limit: 20, cursor: '' }]);
  });

  it('says when no store matches', async () => {
    fakeServer({ 'merchant.street': () => ({ items: [], nextCursor: null }) });
    await renderPage(MerchantStreetPage, 'en', '/h5/merchant/street');
    expect(await screen.findByRole('heading', { name: 'No stores found' })).toBeTruthy();
  });

  it('offers a retry when the street could not be loaded', async () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    let failures = 1;
    fakeServer({
      'merchant.street': () => {
        if (failures-- > 0) throw new FakeServerError('INTERNAL_SERVER_ERROR', 'busy');
        return { items: stores, nextCursor: null };
      },
    });
    await renderPage(MerchantStreetPage, 'en', '/h5/merchant/street');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Toko 3' })).toBeTruthy();
    report.mockRestore();
  });
});
