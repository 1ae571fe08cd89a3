/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken, toasts } from '@shop/web-core';
import { callsWithHeaders, fakeServer, field, renderPage, stopFakeServer, type, type Call, type Fakes } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantRechargePage from '../src/exposes/MerchantRechargePage';
import type { Recharge } from '../src/merchant';
import { pendingRecharge, rechargeOptions, wallet } from './fixtures';

const PAGE = '/h5/merchant/recharge';
let calls: Call[];
let copied: string[];

function serve(fakes: Fakes = {}) {
  calls = fakeServer({
    'fund.wallet': () => wallet,
    'payment.rechargeOptions': () => rechargeOptions,
    'payment.recharge': (input) => pendingRecharge({ amount: input.amount, method: input.method }),
    'payment.rechargeStatus': () => rechargeStatus(),
    ...fakes,
  });
}

beforeEach(() => {
  storeToken('token-1');
  copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
  serve();
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
  for (const toast of toasts.list()) toasts.remove(toast.id);
});

const recharges = () => calls.filter((call) => call.path === 'payment.recharge');

/** A recharge as the page's poll gets it: a paid one is on the balance unless said otherwise. */
const rechargeStatus = (changes: Partial<Recharge> = {}, credited = changes.status === 'paid') => ({ ...pendingRecharge(changes), credited });

/** Chooses an amount preset and a method, then recharges. */
async function recharge(preset: string, method: string) {
  fireEvent.click(await screen.findByRole('button', { name: preset }));
  fireEvent.click(screen.getByRole('radio', { name: method }));
  fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
}

describe('the recharge page', () => {
  it('sends a visitor to sign in and back', async () => {
    clearToken();
    await renderPage(MerchantRechargePage, 'en', PAGE);
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/signin?redirect=%2Fh5%2Fmerchant%2Frecharge');
  });

  it('shows the balance on top, the presets and the methods grouped by how the payer pays', async () => {
    await renderPage(MerchantRechargePage, 'en', PAGE);
    expect(await screen.findByText('Rp 1.250.000')).toBeTruthy();
    await screen.findByRole('button', { name: 'Rp 50.000' });
    expect(within(screen.getByRole('group', { name: 'Choose an amount' })).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Rp 50.000',
      'Rp 100.000',
      'Rp 200.000',
      'Rp 500.000',
      'Rp 1.000.000',
      'Rp 2.000.000',
    ]);
    const methods = (name: string) => within(screen.getByRole('group', { name })).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(methods('Virtual account')).toEqual(['BCA Virtual Account', 'BNI Virtual Account', 'BRI Virtual Account', 'Mandiri Bill Payment', 'Permata Virtual Account']);
    expect(methods('QRIS')).toEqual(['QRIS']);
    expect(methods('E-wallet')).toEqual(['GoPay', 'ShopeePay']);
  });

  it("checks the amount and method with the shared rule before asking the gateway", async () => {
    await renderPage(MerchantRechargePage, 'en', PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Rp 50.000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Please select a payment method')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'QRIS' }));
    type('Other amount (Rp)', '5000');
    expect(screen.getByText('Rp 10.000 to Rp 10.000.000 with this method')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('The amount is below the minimum')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Other amount (Rp)')));

    type('Other amount (Rp)', '20.000.000');
    expect((field('Other amount (Rp)') as HTMLInputElement).value).toBe('20000000');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('The amount is above the maximum for this method')).toBeTruthy();

    type('Other amount (Rp)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    expect(recharges()).toEqual([]);
  });

  it('opens a charge and shows the virtual account number to copy, with the time left to pay', async () => {
    await renderPage(MerchantRechargePage, 'en', PAGE);
    await recharge('Rp 100.000', 'BCA Virtual Account');
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeTruthy();
    expect(recharges()).toEqual([{ path: 'payment.recharge', input: { amount: 100_000, method: 'bca_va' } }]);
    expect(callsWithHeaders().find((call) => call.path === 'payment.recharge')!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('12345678901234')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Pay within (59:5\d|1:00:00)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Virtual account number' }));
    await waitFor(() => expect(toasts.list().map((toast) => toast.title)).toEqual(['Virtual account number copied']));
    expect(copied).toEqual(['12345678901234']);
  });

  it("shows Mandiri's biller code and bill key", async () => {
    serve({ 'payment.rechargeStatus': () => rechargeStatus({ method: 'mandiri_bill', billerCode: '70012', vaNumber: '889901234567' }) });
    await renderPage(MerchantRechargePage, 'ind', `${PAGE}?id=0f1e2d3c-4b5a-4968-8776-655443322110`);
    expect(await screen.findByText('70012')).toBeTruthy();
    expect(screen.getByText('889901234567')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salin Kode biller' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salin Kode bayar' })).toBeTruthy();
  });

  it('draws the QRIS code from its payload', async () => {
    const qrString = '00020101021226670016COM.NOBUBANK.WWW01189360050300000898740214049000005110000303UMI51440014ID.CO.QRIS.WWW0215ID20232718432720303UMI5204541153033605405100005802ID5909NUSA MART6007JAKARTA6105101106304A1B2';
    serve({ 'payment.rechargeStatus': () => rechargeStatus({ method: 'qris', kind: 'qris', vaNumber: '', qrString }) });
    await renderPage(MerchantRechargePage, 'en', `${PAGE}?id=0f1e2d3c-4b5a-4968-8776-655443322110`);
    const code = await screen.findByRole('img', { name: 'QRIS code to pay Rp 100.000' });
    // A version-6 or larger code: every module a square of the one path.
    expect(code.querySelector('path')!.getAttribute('d')!.match(/M/g)!.length).toBeGreaterThan(500);
    expect(code.getAttribute('viewBox')).toMatch(/^-4 -4 \d+ \d+$/);
  });

  it("sends an e-wallet's payer to approve it there", async () => {
    serve({ 'payment.rechargeStatus': () => rechargeStatus({ method: 'gopay', kind: 'ewallet', vaNumber: '', redirectUrl: 'https://pay.example/gopay/0f1e' }) });
    await renderPage(MerchantRechargePage, 'zh', `${PAGE}?id=0f1e2d3c-4b5a-4968-8776-655443322110`);
    expect((await screen.findByRole('link', { name: '使用 GoPay 付款' })).getAttribute('href')).toBe('https://pay.example/gopay/0f1e');
  });

  it('notices the payment by itself and shows the new balance once it is credited, without a reload', async () => {
    let paid = false;
    let credited = false;
    serve({
      'fund.wallet': () => (credited ? { ...wallet, available: wallet.available + 100_000 } : wallet),
      'payment.rechargeStatus': () => rechargeStatus(paid ? { status: 'paid', paidAt: new Date() } : {}, credited),
    });
    await renderPage(MerchantRechargePage, 'en', PAGE);
    await recharge('Rp 100.000', 'BCA Virtual Account');
    expect(await screen.findByText('Waiting for your payment…')).toBeTruthy();
    paid = true;
    const success = await screen.findByRole('status', { name: 'Recharge successful' }, { timeout: 6_000 });
    expect(within(success).getByText('Rp 100.000 was added to your balance.')).toBeTruthy();
    // The wallet is a moment behind the gateway: the page keeps asking until the credit is there.
    expect(screen.getByText('Rp 1.250.000')).toBeTruthy();
    credited = true;
    expect(await screen.findByText('Rp 1.350.000', undefined, { timeout: 6_000 })).toBeTruthy();
    expect(within(success).getByRole('link', { name: 'See the fund history' }).getAttribute('href')).toBe('/h5/merchant/fund');
  });

  it.each([
    ['expired', 'This payment has expired', {}],
    ['failed', 'Payment failed', {}],
    ['pending past its time', 'This payment has expired', { status: 'pending', expiresAt: new Date(Date.now() - 1_000) }],
  ] as const)('says a charge %s ended, and tries again with the same amount and method', async (status, title, changes) => {
    const ended: Partial<Recharge> = status === 'expired' || status === 'failed' ? { status, amount: 200_000, method: 'qris', kind: 'qris' } : { ...changes, amount: 200_000, method: 'qris', kind: 'qris' };
    serve({ 'payment.rechargeStatus': () => rechargeStatus(ended) });
    await renderPage(MerchantRechargePage, 'en', `${PAGE}?id=0f1e2d3c-4b5a-4968-8776-655443322110`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe(title);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((field('Other amount (Rp)') as HTMLInputElement).value).toBe('200000'));
    expect((screen.getByRole('radio', { name: 'QRIS' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Rp 200.000' }).getAttribute('aria-pressed')).toBe('true');
  });
});
