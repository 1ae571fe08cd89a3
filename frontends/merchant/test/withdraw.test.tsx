/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { callsWithHeaders, fakeServer, field, renderPage, stopFakeServer, type, type Call, type Fakes } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantWithdrawPage from '../src/exposes/MerchantWithdrawPage';
import type { Withdrawal } from '../src/merchant';
import { bcaAccount, wallet, withdrawalOf } from './fixtures';

const PAGE = '/h5/merchant/withdraw';
const feeSettings = { version: 1, effectiveAt: new Date(0), serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100, withdrawalFeeBp: 100, withdrawalFeeMin: 5_000 };
let calls: Call[];
let withdrawals: Withdrawal[];

function serve(fakes: Fakes = {}) {
  calls = fakeServer({
    'fund.bankAccount': () => bcaAccount,
    'fund.wallet': () => wallet,
    'fund.withdrawals': () => ({ items: withdrawals, nextCursor: '' }),
    'fund.quoteWithdrawal': ({ amount }) => {
      const fee = Math.min(amount, Math.max(Math.round(amount / 100), 5_000));
      return { amount, fee, netAmount: amount - fee, available: wallet.available, feeSettings };
    },
    'fund.withdraw': ({ amount }) => {
      const requested = withdrawalOf('w-new', { amount, fee: 12_500, netAmount: amount - 12_500 });
      withdrawals = [requested, ...withdrawals];
      return requested;
    },
    ...fakes,
  });
}

beforeEach(() => {
  storeToken('token-1');
  withdrawals = [];
  serve();
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const paths = () => calls.map((call) => call.path);

describe('the withdraw page', () => {
  it('sends a visitor to sign in and back', async () => {
    clearToken();
    await renderPage(MerchantWithdrawPage, 'en', PAGE);
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/signin?redirect=%2Fh5%2Fmerchant%2Fwithdraw');
  });

  it('asks to bind a bank account first, in the words of the spec', async () => {
    serve({ 'fund.bankAccount': () => null });
    await renderPage(MerchantWithdrawPage, 'en', PAGE);
    expect(await screen.findByRole('heading', { name: 'Bind bank info first before withdrawing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bind a bank card' }).getAttribute('href')).toBe('/h5/merchant/bank');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(paths()).not.toContain('fund.quoteWithdrawal');
  });

  it('says "Insufficient balance" as soon as the amount is over the balance, and the minimum on submit', async () => {
    await renderPage(MerchantWithdrawPage, 'en', PAGE);
    expect(await screen.findByText('BCA •••• 7890 · Sari Wulandari')).toBeTruthy();
    expect(screen.getByText('Rp 1.250.000')).toBeTruthy();
    type('Amount (Rp)', '2000000');
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    type('Amount (Rp)', '9000');
    expect(screen.queryByText('Insufficient balance')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is below the minimum withdrawal')).toBeTruthy();
    expect(paths()).not.toContain('fund.quoteWithdrawal');
    expect(paths()).not.toContain('fund.withdraw');
  });

  it('shows what is on hold beside the available balance, and no such line while nothing is', async () => {
    await renderPage(MerchantWithdrawPage, 'ind', PAGE);
    const held = await screen.findByText('Ditahan');
    expect(held.nextElementSibling!.textContent).toBe('Rp 100.000');
    cleanup();
    serve({ 'fund.wallet': () => ({ ...wallet, held: 0, assets: wallet.available }) });
    await renderPage(MerchantWithdrawPage, 'ind', PAGE);
    expect(await screen.findByText('Rp 1.250.000')).toBeTruthy();
    expect(screen.queryByText('Ditahan')).toBeNull();
  });

  it('shows the fee and the net amount before confirming with the password, then the request and its status', async () => {
    await renderPage(MerchantWithdrawPage, 'en', PAGE);
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect((field('Amount (Rp)') as HTMLInputElement).value).toBe('1250000');
    const preview = await screen.findByLabelText('What you receive');
    expect(within(preview).getByText('Rp 12.500')).toBeTruthy();
    expect(within(preview).getByText('Rp 1.237.500')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(dialog).getByText('BCA •••• 7890')).toBeTruthy();
    expect(within(dialog).getByText('Rp 1.237.500')).toBeTruthy();
    expect(paths()).not.toContain('fund.withdraw');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter the password')).toBeTruthy();
    expect(paths()).not.toContain('fund.withdraw');
    type('Password', 'rahasia123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Withdrawal of Rp 1.250.000 requested: In review')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.path === 'fund.withdraw')).toEqual([{ path: 'fund.withdraw', input: { amount: 1_250_000, password: 'rahasia123' } }]);
    expect(callsWithHeaders().find((call) => call.path === 'fund.withdraw')!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const list = screen.getByRole('heading', { name: 'My withdrawals' }).closest('section')!;
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('In review')).toBeTruthy();
  });

  it('says when withdrawals open again while a changed bank card cools off', async () => {
    const opensAt = new Date(Date.now() + 86_400_000);
    serve({ 'fund.bankAccount': () => ({ ...bcaAccount, withdrawalsOpenAt: opensAt }) });
    await renderPage(MerchantWithdrawPage, 'en', PAGE);
    expect((await screen.findByRole('note')).textContent).toMatch(/^Your bank card was changed recently: withdrawals open again on .+\.$/);
    cleanup();
    serve({ 'fund.bankAccount': () => ({ ...bcaAccount, withdrawalsOpenAt: new Date(Date.now() - 1_000) }) });
    await renderPage(MerchantWithdrawPage, 'en', PAGE);
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("lists the user's withdrawals with their states, the operator's reason of a rejected one and what a failed payout means", async () => {
    withdrawals = [
      withdrawalOf('w5', { status: 'in_review' }),
      withdrawalOf('w4', { status: 'paying' }),
      withdrawalOf('w3', { status: 'paid', settledAt: new Date() }),
      withdrawalOf('w2', { status: 'rejected', reason: 'Nama rekening tidak cocok' }),
      withdrawalOf('w1', { status: 'failed', reason: 'invalid_account: The beneficiary account number is not valid at the bank' }),
    ];
    await renderPage(MerchantWithdrawPage, 'ind', PAGE);
    const list = (await screen.findByRole('heading', { name: 'Penarikan saya' })).closest('section')!;
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.money-status')!.textContent)).toEqual([
      'Sedang ditinjau',
      'Sedang dibayarkan',
      'Dibayar',
      'Ditolak',
      'Gagal',
    ]);
    expect(within(list).getByText('Alasan: Nama rekening tidak cocok')).toBeTruthy();
    // The gateway's words are not the reader's: the page says what happened in theirs.
    expect(within(list).queryByText(/invalid_account/)).toBeNull();
    expect(within(list).getByText('Bank tidak menerima pembayaran, dan jumlahnya sudah kembali ke saldo Anda. Periksa kartu bank Anda, lalu tarik dana lagi.')).toBeTruthy();
    expect(within(list).getByText('Semua penarikan sudah ditampilkan.')).toBeTruthy();
  });
});
