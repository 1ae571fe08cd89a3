/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { FakeServerError, fakeServer, renderPage, stopFakeServer, type } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantOrderPage from '../src/exposes/MerchantOrderPage';
import { me, orderIds, storeOrder, wallet } from './fixtures';

beforeEach(() => storeToken('token-1'));

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const id = orderIds[0]!;
const path = `/h5/merchant/order/detail?id=${id}`;
const returnRequested = storeOrder(id, {
  status: 'return_requested',
  goodsCostStatus: 'paid',
  trackingNumber: 'JNE0012345',
  return: { reason: 'Ukuran terlalu kecil', requestedAt: new Date('2026-11-29T03:00:00Z'), refusedReason: '', decidedAt: null, refundedAt: null },
});

const terms = (container: HTMLElement) => Object.fromEntries(within(container).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe("a store's order", () => {
  it('shows everything the store may see of it', async () => {
    fakeServer({ 'merchant.me': () => me.merchant, 'merchantOrder.detail': () => storeOrder(id) });
    await renderPage(MerchantOrderPage, 'en', path);
    const summary = (await screen.findByRole('heading', { name: `Order number ${storeOrder(id).orderNo}` })).closest('section')!;
    expect(terms(summary)).toMatchObject({ 'Order status': 'Pending shipment', 'Payment status': 'Awaiting goods payment', 'Tracking number': 'Not shipped yet' });
    expect(within(summary).getByText('Created time')).toBeTruthy();
    expect(within(summary).getByText('Updated time')).toBeTruthy();
    expect(screen.getByText('Unit price Rp 150.000 · Merchant price Rp 100.000 · × 2')).toBeTruthy();
    expect(screen.getByText('Jl. Melawai 1, Kebayoran Baru, Jakarta Selatan, DKI Jakarta')).toBeTruthy();
    const charged = screen.getByRole('heading', { name: 'Charged to the buyer' }).closest('section')!;
    expect(terms(charged)).toEqual({ 'Sale amount': 'Rp 300.000', 'Service fee': 'Rp 6.000', 'Shipping fee': 'Rp 10.000', VAT: 'Rp 33.660', Total: 'Rp 349.660' });
    expect(screen.getByRole('button', { name: 'Pay goods cost' })).toBeTruthy();
  });

  it('pays the goods cost from the order', async () => {
    const calls = fakeServer({ 'merchant.me': () => me.merchant, 'fund.wallet': () => wallet, 'merchantOrder.detail': () => storeOrder(id), 'merchantOrder.payGoodsCost': () => storeOrder(id, { goodsCostStatus: 'paid' }) });
    await renderPage(MerchantOrderPage, 'en', path);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay goods cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the goods cost?' });
    await within(dialog).findByText('Rp 1.250.000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(calls.filter((call) => call.path === 'merchantOrder.payGoodsCost').map((call) => call.input)).toEqual([{ id }]));
  });

  it('shows a return request with its reason and the policy, and approves it', async () => {
    const calls = fakeServer({ 'merchant.me': () => me.merchant, 'merchantOrder.detail': () => returnRequested, 'merchantOrder.reviewReturn': () => ({ ...returnRequested, status: 'return_approved' as const }) });
    await renderPage(MerchantOrderPage, 'en', path);
    const section = (await screen.findByRole('heading', { name: 'Return request' })).closest('section')!;
    expect(within(section).getByText("The buyer's reason: Ukuran terlalu kecil")).toBeTruthy();
    expect(within(section).getByText('Within 7 days the seller must approve the return and refund, then the goods are returned for the refund')).toBeTruthy();
    expect(screen.getByText('JNE0012345')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay goods cost' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Approve the return' }));
    await waitFor(() => expect(calls.filter((call) => call.path === 'merchantOrder.reviewReturn').map((call) => call.input)).toEqual([{ id, approve: true }]));
  });

  it('refuses a return only with a reason', async () => {
    const calls = fakeServer({ 'merchant.me': () => me.merchant, 'merchantOrder.detail': () => returnRequested, 'merchantOrder.reviewReturn': () => ({ ...returnRequested, status: 'pending_review' as const }) });
    await renderPage(MerchantOrderPage, 'zh', path);
    fireEvent.click(await screen.findByRole('button', { name: '拒绝退货' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝退货' });
    fireEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await within(dialog).findByText('请输入原因')).toBeTruthy();
    type('理由', '  Sudah dipakai  ');
    fireEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(calls.filter((call) => call.path === 'merchantOrder.reviewReturn').map((call) => call.input)).toEqual([{ id, approve: false, reason: 'Sudah dipakai' }]));
  });

  it("says another store's order is not found", async () => {
    fakeServer({
      'merchant.me': () => me.merchant,
      'merchantOrder.detail': () => {
        throw new FakeServerError('NOT_FOUND', 'Order not found');
      },
    });
    await renderPage(MerchantOrderPage, 'ind', path);
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeTruthy();
  });

  it('tells a user without a store they are not yet a merchant', async () => {
    fakeServer({ 'merchant.me': () => me.visitor });
    await renderPage(MerchantOrderPage, 'en', path);
    expect(await screen.findByRole('heading', { name: 'Not yet a merchant' })).toBeTruthy();
  });
});
