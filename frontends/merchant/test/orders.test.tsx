/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, renderPage, stopFakeServer, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantOrdersPage from '../src/exposes/MerchantOrdersPage';
import { me, orderCounts, orderIds, storeOrder, wallet } from './fixtures';

beforeEach(() => storeToken('token-1'));

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const awaiting = storeOrder(orderIds[0]!);
const shipping = storeOrder(orderIds[1]!, { status: 'pending_receipt', goodsCostStatus: 'paid', trackingNumber: 'JNE123' });

function serve(changes: { available?: number } = {}): Call[] {
  return fakeServer({
    'merchant.me': () => me.merchant,
    'fund.wallet': () => ({ ...wallet, available: changes.available ?? wallet.available }),
    'merchantOrder.list': ({ tab, cursor }) => {
      if (tab === 'shipping') return { items: [shipping], nextCursor: null, counts: orderCounts, receivable: 700_000 };
      return cursor === '' ? { items: [awaiting], nextCursor: 'page-2', counts: orderCounts, receivable: 700_000 } : { items: [shipping], nextCursor: null, counts: orderCounts, receivable: 700_000 };
    },
    'merchantOrder.payGoodsCost': ({ id }) => ({ ...storeOrder(id), goodsCostStatus: 'paid' as const }),
  });
}

describe("the store's orders", () => {
  it('tells a user without a store they are not yet a merchant', async () => {
    fakeServer({ 'merchant.me': () => me.visitor });
    await renderPage(MerchantOrdersPage, 'en', '/h5/merchant/order');
    expect(await screen.findByRole('heading', { name: 'Not yet a merchant' })).toBeTruthy();
  });

  it('shows the four tabs with their counts and each order with its figures and states', async () => {
    const calls = serve();
    await renderPage(MerchantOrdersPage, 'en', '/h5/merchant/order');
    const card = await screen.findByRole('listitem', { name: `Order number ${awaiting.orderNo}` });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All (9)', 'Pending payment (2)', 'Shipping (3)', 'Completed/After-sales (4)']);
    expect(within(card).getByText('Kemeja batik')).toBeTruthy();
    expect(within(card).getByText('Awaiting goods payment')).toBeTruthy();
    expect(within(card).getByText('Pending shipment')).toBeTruthy();
    const figures = Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual({ 'Sale amount': 'Rp 300.000', 'Goods cost': 'Rp 200.000', Profit: 'Rp 100.000' });
    expect(within(card).getByRole('link', { name: `Details of order ${awaiting.orderNo}` }).getAttribute('href')).toBe(`/h5/merchant/order/detail?id=${awaiting.id}`);
    expect(calls.find((call) => call.path === 'merchantOrder.list')?.input).toMatchObject({ tab: 'all', limit: 20, cursor: '' });
  });

  it('opens the tab the address names and follows a chosen tab through the address', async () => {
    const calls = serve();
    await renderPage(MerchantOrdersPage, 'ind', '/h5/merchant/order?tab=shipping');
    expect(await screen.findByText('Dibayar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bayar biaya barang' })).toBeNull();
    expect(calls.find((call) => call.path === 'merchantOrder.list')?.input).toMatchObject({ tab: 'shipping' });
    // The tab follows the address: choosing one changes the address, which asks for its orders.
    fireEvent.click(screen.getByRole('tab', { name: /Menunggu pembayaran/ }));
    await waitFor(() => expect(calls.filter((call) => call.path === 'merchantOrder.list').map((call) => (call.input as { tab: string }).tab)).toEqual(['shipping', 'pending_payment']));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Menunggu pembayaran/ }).getAttribute('aria-selected')).toBe('true'));
  });

  it('loads more orders by cursor', async () => {
    const calls = serve();
    await renderPage(MerchantOrdersPage, 'en', '/h5/merchant/order');
    await screen.findByRole('listitem', { name: `Order number ${awaiting.orderNo}` });
    fireEvent.click(screen.getByRole('button', { name: /more/i }));
    expect(await screen.findByRole('listitem', { name: `Order number ${shipping.orderNo}` })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'merchantOrder.list').map((call) => (call.input as { cursor: string }).cursor)).toEqual(['', 'page-2']);
  });

  it('pays the goods cost after showing the amount and the balance', async () => {
    const calls = serve();
    await renderPage(MerchantOrdersPage, 'en', '/h5/merchant/order');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay goods cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the goods cost?' });
    await within(dialog).findByText('Rp 1.250.000');
    expect(within(dialog).getByText('Rp 200.000')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(calls.filter((call) => call.path === 'merchantOrder.payGoodsCost')).toEqual([{ path: 'merchantOrder.payGoodsCost', input: { id: awaiting.id } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the balance is insufficient and links to recharge', async () => {
    serve({ available: 50_000 });
    await renderPage(MerchantOrdersPage, 'en', '/h5/merchant/order');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay goods cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the goods cost?' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Insufficient balance');
    expect(within(alert).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/h5/merchant/recharge');
  });
});
