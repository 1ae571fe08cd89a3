/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, field, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import WalletsPage from '../src/exposes/WalletsPage';
import { adjustment, fundRecord, operator, shopper } from './fixtures';

let calls: Call[];
let available: number;

beforeEach(() => {
  storeToken('token-1');
  available = 150_000;
  calls = fakeServer({
    'user.me': () => operator,
    'operator.wallet': (input) => ({
      wallet: { userId: input.userId, available, held: 50_000, assets: available + 50_000, profit: 20_000, goodsCost: 8_000 },
      records:
        input.cursor === 'c2'
          ? [fundRecord('r1', { amount: 100_000, balanceAfter: 100_000 })]
          : [fundRecord('r2', { type: 'sysmtem', amount: 50_000, balanceAfter: 150_000, memo: 'Compensation for a lost parcel' })],
      nextCursor: input.cursor === 'c2' ? null : 'c2',
    }),
    'operator.requestAdjustment': (input) => {
      const pending = Math.abs(input.amount) > 1_000_000;
      if (!pending) available += input.amount;
      return {
        adjustment: adjustment('a3', { userId: input.userId, amount: input.amount, reason: input.reason, requestedBy: operator.id, status: pending ? 'pending' : 'applied' }),
        record: pending ? null : fundRecord('r3', { type: 'sysmtem', amount: input.amount, balanceAfter: available, memo: input.reason }),
        wallet: pending ? null : { available, held: 50_000, assets: available + 50_000, profit: 20_000, goodsCost: 8_000 },
      };
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const adjustments = () => calls.filter((call) => call.path === 'operator.requestAdjustment');

describe('the wallets page', () => {
  it('finds a user by id and refuses what is not one', async () => {
    await renderPage(WalletsPage, 'en', '/ops/wallets');
    const find = await screen.findByRole('button', { name: 'Find' });
    type('User id', 'Siti');
    fireEvent.click(find);
    expect(await screen.findByText('Enter a user id (a UUID)')).toBeTruthy();
    type('User id', shopper.id);
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: `Wallet of user ${shopper.id}` })).toBeTruthy();
    expect(calls.find((call) => call.path === 'operator.wallet')!.input).toMatchObject({ userId: shopper.id });
  });

  it("shows a user's figures and records, newest first, more as asked", async () => {
    await renderPage(WalletsPage, 'en', `/ops/wallets?user=${shopper.id}`);
    const wallet = (await screen.findByRole('heading', { name: `Wallet of user ${shopper.id}` })).closest('section')!;
    await within(wallet).findByText('Rp 200.000');
    const figures = Object.fromEntries(within(wallet).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual({ Balance: 'Rp 150.000', 'On hold': 'Rp 50.000', Assets: 'Rp 200.000', Profit: 'Rp 20.000', 'Goods cost paid': 'Rp 8.000' });
    const rows = () => within(within(wallet).getByRole('region', { name: 'Records, newest first' })).getAllByRole('row').map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(rows()).toEqual([['Adjustment by the platform', '+Rp 50.000', 'Rp 150.000', 'Compensation for a lost parcel']]);
    fireEvent.click(within(wallet).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toEqual(['Recharge', '+Rp 100.000', 'Rp 100.000', '']);
  });

  it('adjusts by a signed amount with a required reason, after a confirmation', async () => {
    await renderPage(WalletsPage, 'ind', `/ops/wallets?user=${shopper.id}`);
    await screen.findByText('Rp 200.000');
    fireEvent.click(screen.getByRole('button', { name: 'Sesuaikan saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sesuaikan saldo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(await within(dialog).findByText('Silakan masukkan jumlah')).toBeTruthy();
    expect(within(dialog).getByText('Silakan masukkan alasan')).toBeTruthy();
    type('Jumlah (Rp, dengan tanda)', '0');
    type('Alasan', 'Koreksi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(await within(dialog).findByText('Silakan masukkan jumlah yang valid')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Jumlah (Rp, dengan tanda)')));

    type('Jumlah (Rp, dengan tanda)', '-25000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sesuaikan sebesar -Rp 25.000?' });
    expect(within(confirm).getByText('Alasan: Koreksi')).toBeTruthy();
    expect(adjustments()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adjustments()).toEqual([{ path: 'operator.requestAdjustment', input: { userId: shopper.id, amount: -25_000, reason: 'Koreksi' } }]);
    expect(await screen.findByText('Saldo telah disesuaikan sebesar -Rp 25.000.')).toBeTruthy();
    expect(await screen.findByText('Rp 125.000')).toBeTruthy();
  });

  it('says a large adjustment waits for a second operator, leaving the balance as it was', async () => {
    await renderPage(WalletsPage, 'en', `/ops/wallets?user=${shopper.id}`);
    await screen.findByText('Rp 200.000');
    fireEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance' });
    type('Amount (Rp, signed)', '2500000');
    type('Reason', 'Pengembalian dana manual');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Adjust by +Rp 2.500.000?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The adjustment by +Rp 2.500.000 waits for a second operator in the adjustments queue.')).toBeTruthy();
    expect(screen.getByText('Rp 200.000')).toBeTruthy();
  });
});
