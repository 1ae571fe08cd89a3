/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, field, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MerchantFundPage from '../src/exposes/MerchantFundPage';
import { fundRecord } from './fixtures';

const PAGE = '/h5/merchant/fund';
let calls: Call[];

const firstPage = [
  fundRecord('r6', { type: 'sysmtem', amount: 25_000, balanceAfter: 1_250_000, memo: 'Refund of a double charge' }),
  fundRecord('r5', { type: 'withdrawal', amount: -500_000, balanceAfter: 1_225_000 }),
  fundRecord('r4', { type: 'profit', amount: 45_000, balanceAfter: 1_725_000 }),
];
const secondPage = [
  fundRecord('r3', { type: 'mch_order_pay', amount: -80_000, balanceAfter: 1_680_000 }),
  fundRecord('r2', { type: 'prd_order_pay', amount: -120_000, balanceAfter: 1_760_000 }),
  fundRecord('r1', { type: 'recharge', amount: 1_880_000, balanceAfter: 1_880_000 }),
];

beforeEach(() => {
  storeToken('token-1');
  calls = fakeServer({
    'fund.records': (input) => {
      if (input.fromDate === '2026-12-01') return { items: [], nextCursor: '' };
      if (input.type === 'recharge') return { items: [secondPage[2]!], nextCursor: '' };
      return input.cursor === 'c2' ? { items: secondPage, nextCursor: '' } : { items: firstPage, nextCursor: 'c2' };
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const recordCalls = () => calls.filter((call) => call.path === 'fund.records').map((call) => call.input);
const rows = (region = 'Fund records') =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('p')].map((line) => line.textContent));

describe('the fund history', () => {
  it('sends a visitor to sign in and back', async () => {
    clearToken();
    await renderPage(MerchantFundPage, 'en', PAGE);
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/signin?redirect=%2Fh5%2Fmerchant%2Ffund');
  });

  it('shows every record with its type, signed amount, balance after and time, more as asked', async () => {
    await renderPage(MerchantFundPage, 'en', PAGE);
    await screen.findByRole('region', { name: 'Fund records' });
    expect(rows().map(([type, amount, , balance, memo]) => [type, amount, balance, memo])).toEqual([
      ['Adjustment by the platform', '+Rp 25.000', 'Balance Rp 1.250.000', 'Refund of a double charge'],
      ['Withdrawal', '-Rp 500.000', 'Balance Rp 1.225.000', undefined],
      ['Sales profit', '+Rp 45.000', 'Balance Rp 1.725.000', undefined],
    ]);
    expect(screen.getAllByRole('listitem')[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-20T03:00:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rows().slice(3).map(([type, amount]) => [type, amount])).toEqual([
      ['Goods cost paid', '-Rp 80.000'],
      ['Order payment', '-Rp 120.000'],
      ['Recharge', '+Rp 1.880.000'],
    ]);
    expect(screen.getByText('Every record is shown.')).toBeTruthy();
    expect(recordCalls()).toEqual([
      { limit: 20, cursor: '', direction: 'forward' },
      { limit: 20, cursor: 'c2', direction: 'forward' },
    ]);
  });

  it("says a recharge's method and an amount given back in the reader's language, and an operator's reason as written", async () => {
    calls = fakeServer({
      'fund.records': () => ({
        items: [
          fundRecord('m3', { type: 'sysmtem', amount: 5_000, balanceAfter: 105_000, memo: 'Koreksi biaya' }),
          fundRecord('m2', { type: 'withdrawal', amount: 50_000, balanceAfter: 100_000, memo: 'returned' }),
          fundRecord('m1', { type: 'recharge', amount: 50_000, balanceAfter: 50_000, memo: 'bca_va' }),
        ],
        nextCursor: '',
      }),
    });
    await renderPage(MerchantFundPage, 'ind', PAGE);
    await screen.findByRole('region', { name: 'Catatan dana' });
    expect(rows('Catatan dana').map((row) => row[4])).toEqual(['Koreksi biaya', 'Dikembalikan ke saldo', 'BCA Virtual Account']);
  });

  it('filters by type and by a date range that is one', async () => {
    await renderPage(MerchantFundPage, 'zh', PAGE);
    await screen.findByRole('region', { name: '资金记录' });
    fireEvent.click(screen.getByRole('combobox', { name: '类型' }));
    fireEvent.click(screen.getByRole('option', { name: '充值' }));
    await waitFor(() => expect(rows('资金记录')).toEqual([['充值', '+Rp 1.880.000', expect.any(String), '余额 Rp 1.880.000']]));

    type('开始日期', '2026-12-01');
    type('结束日期', '2026-11-01');
    expect(await screen.findByText('结束日期早于开始日期')).toBeTruthy();
    expect(field('结束日期').getAttribute('aria-invalid')).toBe('true');
    expect(recordCalls().some((input) => (input as { toDate?: string }).toDate === '2026-11-01')).toBe(false);

    type('结束日期', '2026-12-31');
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(recordCalls().at(-1)).toEqual({ type: 'recharge', fromDate: '2026-12-01', toDate: '2026-12-31', limit: 20, cursor: '', direction: 'forward' });
  });
});
