/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { FakeServerError, fakeServer, renderPage, stopFakeServer, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AccountPage from '../src/exposes/AccountPage';
import OrderDetailPage from '../src/exposes/OrderDetailPage';
import OrderListPage from '../src/exposes/OrderListPage';
import { order, orderId } from './order-fixtures';

const inputsOf = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);
const counts = { all: 9, pending_payment: 1, pending_shipment: 2, pending_receipt: 3, pending_review: 1 };
const secondId = '0190d2b4-6c1e-7c3a-9a55-2f4b8f1d0a22';
const DAY = 86_400_000;

beforeEach(() => storeToken('token-1'));

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

describe('the order list', () => {
  it("opens the tab of ?tab= with every tab's count, shows each order's card and actions, and pages on by cursor", async () => {
    const calls = fakeServer({
      'order.list': ({ cursor }) =>
        cursor
          ? { items: [order('pending_receipt', { id: secondId, orderNo: '20261125-2B7X9LQA', trackingNumber: 'JNE0042' })], nextCursor: null, counts }
          : { items: [order('pending_payment', { items: [1, 2, 3].map((n) => ({ productId: n, title: `Batik ${n}`, image: null, unitPrice: 50_000, quantity: 1, amount: 50_000 })) })], nextCursor: 'c1', counts },
      'order.confirmReceipt': () => order('pending_review'),
    });
    await renderPage(OrderListPage, 'en', '/h5/order?tab=pending_payment');
    const tabs = await screen.findByRole('tablist', { name: 'My orders' });
    await waitFor(() => expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All (9)', 'Pending payment (1)', 'Pending shipment (2)', 'Pending receipt (3)', 'Pending review (1)']));
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Pending payment (1)');
    expect(inputsOf(calls, 'order.list')[0]).toEqual({ tab: 'pending_payment', limit: 10, cursor: '', direction: 'forward' });

    const unpaid = screen.getByRole('listitem', { name: 'Toko Batik Sari · 20261126-8F3K2QZP' });
    expect(within(unpaid).getByText('Pending payment')).toBeTruthy();
    expect(within(unpaid).getByText('Batik 2')).toBeTruthy();
    expect(within(unpaid).queryByText('Batik 3')).toBeNull();
    expect(within(unpaid).getByText('+1 more')).toBeTruthy();
    expect(within(unpaid).getByText('Rp 236.440')).toBeTruthy();
    expect(within(unpaid).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(`/h5/pay?orders=${orderId}`);
    expect(within(unpaid).getByRole('link', { name: 'Order details' }).getAttribute('href')).toBe(`/h5/order/detail?id=${orderId}`);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const shipped = await screen.findByRole('listitem', { name: 'Toko Batik Sari · 20261125-2B7X9LQA' });
    expect(inputsOf(calls, 'order.list')[1]).toEqual({ tab: 'pending_payment', limit: 10, cursor: 'c1', direction: 'forward' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(within(shipped).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(inputsOf(calls, 'order.confirmReceipt')).toEqual([{ id: secondId }]));
    // Both pages of the list are read again once the receipt is confirmed (before the next test's server).
    await waitFor(() => expect(inputsOf(calls, 'order.list').slice(2)).toEqual(inputsOf(calls, 'order.list').slice(0, 2)));
  });

  it('follows the chosen tab through the address and lists its orders', async () => {
    const calls = fakeServer({ 'order.list': ({ tab }) => ({ items: tab === 'pending_review' ? [order('pending_review')] : [], nextCursor: null, counts }) });
    await renderPage(OrderListPage, 'ind', '/h5/order');
    expect(await screen.findByText('Belum ada pesanan di sini.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /^Menunggu ulasan/ }));
    // The tab is read from the address only: it is selected once the address names it.
    expect(await screen.findByRole('button', { name: 'Ulas' })).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Menunggu ulasan (1)');
    expect(inputsOf(calls, 'order.list').map((input) => (input as { tab: string }).tab)).toEqual(['all', 'pending_review']);
  });

  it('cancels an unpaid order only after confirming', async () => {
    const calls = fakeServer({ 'order.list': () => ({ items: [order()], nextCursor: null, counts }), 'order.cancel': () => order('cancelled') });
    await renderPage(OrderListPage, 'en', '/h5/order');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(inputsOf(calls, 'order.cancel')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel order' })).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(inputsOf(calls, 'order.cancel')).toEqual([{ id: orderId }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list and its counts are asked for again.
    await waitFor(() => expect(inputsOf(calls, 'order.list')).toHaveLength(2));
  });
});

describe("an order's page", () => {
  it('shows an unpaid order: the time left to pay, address, items, fees, payment, number and times, with pay and cancel', async () => {
    const payDeadline = new Date(Date.now() + 29 * 60_000 + 30_000);
    const calls = fakeServer({ 'order.detail': () => order('pending_payment', { payDeadline }) });
    await renderPage(OrderDetailPage, 'en', `/h5/order/detail?id=${orderId}`);
    expect(await screen.findByRole('heading', { name: 'Pending payment' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Pay within 29:(30|29), or the order is cancelled\.$/);
    expect(screen.getByText('Siti')).toBeTruthy();
    expect(screen.getByText(/Jl. Melati 1, Kebayoran, Jakarta Selatan, DKI Jakarta/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kemeja Batik' }).getAttribute('href')).toBe('/h5/products/12');
    for (const [label, value] of [
      ['Goods', 'Rp 200.000'],
      ['Service fee', 'Rp 4.000'],
      ['Shipping fee', 'Rp 10.000'],
      ['VAT', 'Rp 22.440'],
      ['Total', 'Rp 236.440'],
      ['Order number', '20261126-8F3K2QZP'],
      ['Payment method', '—'],
      ['Payment status', 'Unpaid'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling!.textContent).toBe(value);
    }
    expect(screen.getByText('Created time').nextElementSibling!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-26T01:00:00.000Z');
    expect(screen.getByText('Updated time').nextElementSibling!.textContent).toMatch(/2026/);
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(`/h5/pay?orders=${orderId}`);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(inputsOf(calls, 'order.detail')).toEqual([{ id: orderId }]);
  });

  it('shows an unpaid order paid once the order service has the payment, without a reload', async () => {
    let paid = false;
    fakeServer({ 'order.detail': () => (paid ? order('pending_shipment', { paymentMethod: 'balance' }) : order('pending_payment')) });
    await renderPage(OrderDetailPage, 'en', `/h5/order/detail?id=${orderId}`);
    expect(await screen.findByRole('heading', { name: 'Pending payment' })).toBeTruthy();
    paid = true;
    expect(await screen.findByRole('heading', { name: 'Pending shipment' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay' })).toBeNull();
  }, 10_000);

  it('shows a shipped order with its tracking number and payment, and confirms its receipt', async () => {
    const paid = { paymentMethod: 'bca_va', paidAt: new Date('2026-11-26T01:10:00Z'), trackingNumber: 'JNE0042' };
    const calls = fakeServer({ 'order.detail': () => order('pending_receipt', paid), 'order.confirmReceipt': () => order('pending_review', paid) });
    await renderPage(OrderDetailPage, 'zh', `/h5/order/detail?id=${orderId}`);
    expect(await screen.findByText('已发货。运单号：JNE0042')).toBeTruthy();
    expect(screen.getByText('运单号').nextElementSibling!.textContent).toBe('JNE0042');
    expect(screen.getByText('支付方式').nextElementSibling!.textContent).toBe('BCA 虚拟账户');
    expect(screen.getByText('支付状态').nextElementSibling!.textContent).toBe('已支付');
    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    await waitFor(() => expect(inputsOf(calls, 'order.confirmReceipt')).toEqual([{ id: orderId }]));
  });

  it('reviews a received order with stars and a text', async () => {
    const calls = fakeServer({ 'order.detail': () => order('pending_review', { returnDeadline: new Date(Date.now() + 3 * DAY) }), 'order.review': () => order('completed') });
    await renderPage(OrderDetailPage, 'en', `/h5/order/detail?id=${orderId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review the order' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your review' }), { target: { value: '  Kainnya halus  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inputsOf(calls, 'order.review')).toEqual([{ id: orderId, rating: 4, text: 'Kainnya halus' }]));
  });

  it('asks for a return within the window, under the return policy, and needs a reason', async () => {
    const calls = fakeServer({ 'order.detail': () => order('pending_review', { returnDeadline: new Date(Date.now() + 3 * DAY) }), 'order.requestReturn': () => order('return_requested') });
    await renderPage(OrderDetailPage, 'en', `/h5/order/detail?id=${orderId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Request return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request return' });
    expect(within(dialog).getByText('Within 7 days the seller must approve the return and refund, then the goods are returned for the refund.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please tell the store why you are returning the order.')).toBeTruthy();
    expect(inputsOf(calls, 'order.requestReturn')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for the return/ }), { target: { value: 'Ukurannya salah' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inputsOf(calls, 'order.requestReturn')).toEqual([{ id: orderId, reason: 'Ukurannya salah' }]));
  });

  it('offers no return once the window has passed', async () => {
    fakeServer({ 'order.detail': () => order('pending_review', { returnDeadline: new Date(Date.now() - DAY) }) });
    await renderPage(OrderDetailPage, 'en', `/h5/order/detail?id=${orderId}`);
    expect(await screen.findByRole('button', { name: 'Review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request return' })).toBeNull();
  });

  it.each([
    ['return_requested', {}, 'Waiting for the store to decide on your return.'],
    ['return_approved', {}, 'The store approved the return: you are refunded once the goods are back.'],
    ['pending_review', { refusedReason: 'Barang sudah dipakai' }, 'The store refused the return: Barang sudah dipakai'],
    ['refunded', {}, 'The order total was refunded to your balance.'],
  ] as const)('shows the return of an order now %s', async (status, decision, text) => {
    const requestedAt = new Date('2026-11-28T01:00:00Z');
    fakeServer({ 'order.detail': () => order(status, { return: { reason: 'Ukurannya salah', requestedAt, refusedReason: '', decidedAt: null, refundedAt: null, ...decision } }) });
    await renderPage(OrderDetailPage, 'en', `/h5/order/detail?id=${orderId}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Return reason: Ukurannya salah')).toBeTruthy();
  });

  it("says so when the order is not the shopper's or the id is not one", async () => {
    fakeServer({
      'order.detail': () => {
        throw new FakeServerError('NOT_FOUND', 'Order not found');
      },
    });
    await renderPage(OrderDetailPage, 'ind', `/h5/order/detail?id=${orderId}`);
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeTruthy();
    cleanup();
    const calls = fakeServer({});
    await renderPage(OrderDetailPage, 'en', '/h5/order/detail?id=12');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("the account's orders entry", () => {
  it('counts the four buyer tabs, each a way into its tab', async () => {
    const calls = fakeServer({
      'user.me': () => ({ id: 'u-1', account: '+6281234567890', accountKind: 'phone' as const, nickname: 'Siti', avatar: '', roles: [], createdAt: new Date('2025-01-01T00:00:00.000Z') }),
      'order.list': () => ({ items: [], nextCursor: 'c1', counts }),
    });
    await renderPage(AccountPage, 'en', '/h5/account');
    const entry = await screen.findByRole('navigation', { name: 'Orders' });
    await waitFor(() => expect(within(entry).getByRole('link', { name: '3 Pending receipt' })).toBeTruthy());
    expect(within(entry).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All orders', '/h5/order'],
      ['1Pending payment', '/h5/order?tab=pending_payment'],
      ['2Pending shipment', '/h5/order?tab=pending_shipment'],
      ['3Pending receipt', '/h5/order?tab=pending_receipt'],
      ['1Pending review', '/h5/order?tab=pending_review'],
    ]);
    expect(inputsOf(calls, 'order.list')).toEqual([{ tab: 'all', limit: 1 }]);
  });
});
