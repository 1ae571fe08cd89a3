/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, renderPage, stopFakeServer } from '@shop/web-core/testing';
import { cleanup, screen, within } from '@testing-library/react';
import MerchantHomePage from '../src/exposes/MerchantHomePage';
import { centre, me, store, wallet } from './fixtures';

beforeEach(() => storeToken('token-1'));

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const links = (container: HTMLElement) => within(container).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the merchant centre', () => {
  it('sends a visitor to sign in and back', async () => {
    clearToken();
    await renderPage(MerchantHomePage, 'en', '/h5/merchant');
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/signin?redirect=%2Fh5%2Fmerchant');
  });

  it('tells a user who never applied that they are not yet a merchant, and offers to apply', async () => {
    fakeServer({ 'fund.wallet': () => wallet, 'merchant.me': () => me.visitor });
    await renderPage(MerchantHomePage, 'ind', '/h5/merchant');
    expect(await screen.findByRole('heading', { name: 'Belum menjadi penjual' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pusat Penjual' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajukan pembukaan toko' }).getAttribute('href')).toBe('/h5/merchant/apply');
  });

  it('shows a submitted application as awaiting review, with what was submitted', async () => {
    fakeServer({ 'fund.wallet': () => wallet, 'merchant.me': () => me.submitted });
    await renderPage(MerchantHomePage, 'en', '/h5/merchant');
    const status = await screen.findByRole('status', { name: 'Submitted, awaiting review' });
    expect(within(status).getByText('Submitted on November 20, 2026')).toBeTruthy();
    expect(within(status).getByText('Sari Wulandari')).toBeTruthy();
    expect(within(status).getByText('3174••••••••0001')).toBeTruthy();
    expect(within(status).queryByRole('link')).toBeNull();
  });

  it("shows a rejected application with the operator's reason and applying again", async () => {
    fakeServer({ 'fund.wallet': () => wallet, 'merchant.me': () => me.rejected });
    await renderPage(MerchantHomePage, 'zh', '/h5/merchant');
    expect(await screen.findByRole('heading', { name: '您的申请未通过' })).toBeTruthy();
    expect(screen.getByText('运营人员的理由：The logo is not readable')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新申请' }).getAttribute('href')).toBe('/h5/merchant/apply');
  });

  it("shows a merchant their store, today's statistics and the tools that exist", async () => {
    fakeServer({ 'fund.wallet': () => wallet, 'merchant.me': () => me.merchant, 'merchant.centre': () => centre });
    await renderPage(MerchantHomePage, 'en', '/h5/merchant');
    const storeCard = (await screen.findByRole('heading', { level: 2, name: 'Toko Batik Sari' })).closest('section')!;
    expect(screen.getByText('Level 3 · Rating 4.6')).toBeTruthy();
    const stats = Object.fromEntries(within(storeCard).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(stats).toEqual({ Products: '12', Collections: '85', Visits: '1200', Rating: '4.6', Level: '3' });
    expect(links(screen.getByRole('navigation', { name: 'Manage' }))).toEqual([
      ['Store managementName, phone, logo, description and auto-pay', '/h5/merchant/shop/manage'],
      ['Products and listingSearch the catalog, list and unlist products', '/h5/merchant/products'],
      ['My shop pageYour store as shoppers see it', '/h5/merchant/shop/7'],
      ['The streetEvery store on the platform', '/h5/merchant/street'],
    ]);
  });

  it('says a suspended store is suspended and links to no closed shop page', async () => {
    fakeServer({ 'fund.wallet': () => wallet, 'merchant.me': () => ({ ...me.merchant, store: { ...store, status: 'suspended' as const } }), 'merchant.centre': () => centre });
    await renderPage(MerchantHomePage, 'en', '/h5/merchant');
    expect(await screen.findByText(/Your store is suspended/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /My shop page/ })).toBeNull();
  });

  it('shows anyone signed in their wallet, merchant or not, and the way to every money page', async () => {
    fakeServer({ 'fund.wallet': () => wallet, 'merchant.me': () => me.visitor });
    await renderPage(MerchantHomePage, 'ind', '/h5/merchant');
    const card = (await screen.findByRole('heading', { name: 'Dompet saya' })).closest('section')!;
    await within(card).findByText('Rp 1.350.000');
    const figures = Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual({ Aset: 'Rp 1.350.000', Saldo: 'Rp 1.250.000', Keuntungan: 'Rp 420.000' });
    expect(links(screen.getByRole('navigation', { name: 'Saldo dan bank' }))).toEqual([
      ['Riwayat danaSetiap perubahan saldo Anda', '/h5/merchant/fund'],
      ['Tarik danaPindahkan saldo ke rekening bank Anda', '/h5/merchant/withdraw'],
      ['Isi ulangIsi saldo lewat virtual account, QRIS atau e-wallet', '/h5/merchant/recharge'],
      ['Kartu bankRekening tujuan penarikan dana', '/h5/merchant/bank'],
    ]);
    expect(screen.getByRole('heading', { name: 'Belum menjadi penjual' })).toBeTruthy();
  });

  it("shows a merchant the order centre with each tab's count and the store's money figures", async () => {
    fakeServer({ 'fund.wallet': () => wallet, 'merchant.me': () => me.merchant, 'merchant.centre': () => centre });
    await renderPage(MerchantHomePage, 'en', '/h5/merchant');
    const orders = await screen.findByRole('navigation', { name: 'Order centre' });
    expect(links(orders)).toEqual([
      ['9All', '/h5/merchant/order'],
      ['2Pending payment', '/h5/merchant/order?tab=pending_payment'],
      ['3Shipping', '/h5/merchant/order?tab=shipping'],
      ['4Completed/After-sales', '/h5/merchant/order?tab=after_sales'],
    ]);
    const figures = screen.getByRole('heading', { name: 'Store figures' }).closest('section')!;
    expect(Object.fromEntries(within(figures).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))).toEqual({
      Profit: 'Rp 420.000',
      Assets: 'Rp 2.050.000',
      Balance: 'Rp 1.250.000',
      'Goods cost': 'Rp 80.000',
      Receivable: 'Rp 700.000',
      Sales: '340',
    });
  });
});
