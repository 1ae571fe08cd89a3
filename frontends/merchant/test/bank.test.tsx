/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken, toasts } from '@shop/web-core';
import { callsWithHeaders, FakeServerError, fakeServer, field, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantBankPage from '../src/exposes/MerchantBankPage';
import type { BankAccount } from '../src/merchant';
import { bcaAccount } from './fixtures';

const PAGE = '/h5/merchant/bank';
let calls: Call[];
let bound: BankAccount | null;

beforeEach(() => {
  storeToken('token-1');
  bound = null;
  calls = fakeServer({
    'fund.bankAccount': () => bound,
    'fund.bindBank': ({ password: _password, ...account }) => {
      bound = { ...account, boundAt: new Date('2026-11-25T03:00:00Z'), withdrawalsOpenAt: null };
      return bound;
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
  for (const toast of toasts.list()) toasts.remove(toast.id);
});

const binds = () => calls.filter((call) => call.path === 'fund.bindBank');

/** Picks a bank in the Select by its label. */
function chooseBank(label: string, bank: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: bank }));
}

describe('the bank card page', () => {
  it('sends a visitor to sign in and back', async () => {
    clearToken();
    await renderPage(MerchantBankPage, 'en', PAGE);
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/signin?redirect=%2Fh5%2Fmerchant%2Fbank');
  });

  it("checks the account number against the bank's lengths, then binds the first card on the password", async () => {
    await renderPage(MerchantBankPage, 'en', PAGE);
    expect(await screen.findByRole('heading', { name: 'Bind a bank card' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a bank')).toBeTruthy();

    chooseBank('Bank', 'Permata');
    expect(screen.getByText('10 or 16 digits')).toBeTruthy();
    type('Account name', 'Sari Wulandari');
    type('Account number', '1234 5678 901');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This account number is not valid for the selected bank')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Account number')));
    expect(binds()).toEqual([]);

    type('Account number', '1234 5678 90');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
    expect(binds()).toEqual([]);
    type('Password', 'rahasia123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Your bank account' })).toBeTruthy();
    expect(binds()).toEqual([{ path: 'fund.bindBank', input: { bankCode: 'permata', accountName: 'Sari Wulandari', accountNumber: '1234567890', password: 'rahasia123' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts.list().map((toast) => toast.title)).toEqual(['Bank card saved']);
  });

  it('shows the bound account, and changing it asks for the password in a dialog before saving', async () => {
    bound = bcaAccount;
    await renderPage(MerchantBankPage, 'en', PAGE);
    const card = (await screen.findByRole('heading', { name: 'Your bank account' })).closest('section')!;
    const details = Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(details).toEqual({ Bank: 'BCA', 'Account name': 'Sari Wulandari', 'Account number': '1234567890' });
    expect(within(card).getByText('Bound on November 1, 2026')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('heading', { name: 'Change the bank card' })).toBeTruthy();
    chooseBank('Bank', 'BRI');
    type('Account number', '123456789012345');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
    expect(binds()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter the password')).toBeTruthy();
    expect(binds()).toEqual([]);

    type('Password', 'rahasia123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(binds()).toEqual([{ path: 'fund.bindBank', input: { bankCode: 'bri', accountName: 'Sari Wulandari', accountNumber: '123456789012345', password: 'rahasia123' } }]);
    expect(await screen.findByText('123456789012345')).toBeTruthy();
  });

  it('keeps the dialog open after a wrong password, and sends the same intent again under its key', async () => {
    bound = bcaAccount;
    let wrong = true;
    calls = fakeServer({
      'fund.bankAccount': () => bound,
      'fund.bindBank': ({ password: _password, ...account }) => {
        if (wrong) throw new FakeServerError('BAD_REQUEST', 'The password is incorrect');
        return { ...account, boundAt: new Date(), withdrawalsOpenAt: null };
      },
    });
    await renderPage(MerchantBankPage, 'ind', PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Ganti' }));
    await screen.findByRole('heading', { name: 'Ganti kartu bank' });
    type('Nomor rekening', '0987654321');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi dengan kata sandi' });
    type('Kata sandi', 'tebakan99');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(binds()).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Konfirmasi' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('dialog')).toBe(dialog);

    type('Kata sandi', 'rahasia123');
    wrong = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = callsWithHeaders()
      .filter((call) => call.path === 'fund.bindBank')
      .map((call) => call.headers['idempotency-key']);
    // Another password is another intent.
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
