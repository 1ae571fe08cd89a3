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

function listedProduct(id: number, discount = 0) {
  const price = 100_000 + id;
  return { id, categoryId: 29, subcategoryId: 2901, title: `Produk ${id}`, description: '', image: '', price, listPrice: discount ? price * 2 : price, discount, stock: 5, sales: 1, createdAt: new Date('2026-11-01T00:00:00Z') };
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
