/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { callsWithHeaders, fakeServer, field, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Withdrawal } from '../src/console/records';
import WithdrawalsPage from '../src/exposes/WithdrawalsPage';
import { operator, shopper, withdrawal } from './fixtures';

let calls: Call[];
let inReview: Withdrawal[];
const older = withdrawal('5b2a7c3e-1d4f-4e6a-9b8c-7d6e5f4a3b21', { amount: 750_000, fee: 7_500, netAmount: 742_500 });
const newer = withdrawal('6c3b8d4f-2e5a-4f7b-8c9d-8e7f6a5b4c32', { requestedAt: new Date('2026-11-21T02:30:00Z') });

beforeEach(() => {
  storeToken('token-1');
  inReview = [older, newer];
  calls = fakeServer({
    'user.me': () => operator,
    'operator.withdrawals': (input) => {
      if (input.status === 'rejected') return { items: [withdrawal('8e5d0f6b-4a7c-4b9d-8e1f-0a9b8c7d6e54', { status: 'rejected', reason: 'Nama rekening tidak cocok', reviewedAt: new Date('2026-11-21T04:00:00Z') })], nextCursor: null };
      if (input.status === 'in_review' || input.status === undefined) return { items: inReview, nextCursor: null };
      return { items: [], nextCursor: null };
    },
    'operator.reviewWithdrawal': (input) => {
      const reviewed = inReview.find((item) => item.id === input.withdrawalId)!;
      inReview = inReview.filter((item) => item !== reviewed);
      return { ...reviewed, status: input.approve ? 'paying' : 'rejected', reason: input.reason ?? '', reviewedAt: new Date() };
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const reviews = () => calls.filter((call) => call.path === 'operator.reviewWithdrawal');

async function card(amount: string) {
  return (await screen.findByRole('heading', { level: 2, name: amount })).closest('li')!;
}

describe('the withdrawal queue', () => {
  it('lists the withdrawals in review, oldest first, with what an operator needs to decide', async () => {
    await renderPage(WithdrawalsPage, 'en', '/ops/withdrawals');
    const first = await card('Rp 750.000');
    expect(screen.getByRole('tab', { name: 'In review', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Rp 750.000', 'Rp 500.000']);
    expect(within(first).getByText('Rp 7.500')).toBeTruthy();
    expect(within(first).getByText('Rp 742.500')).toBeTruthy();
    expect(within(first).getByText('BCA •••• 7890 · Siti Nurhaliza')).toBeTruthy();
    expect(within(first).getByRole('link', { name: `Wallet of user ${shopper.id}` }).getAttribute('href')).toBe(`/ops/wallets?user=${shopper.id}`);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['In review', 'Paying out', 'Paid', 'Rejected', 'Failed']);
    expect(calls.find((call) => call.path === 'operator.withdrawals')!.input).toMatchObject({ status: 'in_review' });
  });

  it('approves after confirmation, once per intent', async () => {
    await renderPage(WithdrawalsPage, 'en', '/ops/withdrawals');
    fireEvent.click(within(await card('Rp 750.000')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the withdrawal of Rp 750.000?' });
    expect(reviews()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Rp 750.000' })).toBeNull());
    expect(reviews()).toEqual([{ path: 'operator.reviewWithdrawal', input: { withdrawalId: older.id, approve: true } }]);
    expect(callsWithHeaders().find((call) => call.path === 'operator.reviewWithdrawal')!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('The withdrawal of Rp 750.000 was approved.')).toBeTruthy();
  });

  it('rejects only with a reason, sent trimmed', async () => {
    await renderPage(WithdrawalsPage, 'ind', '/ops/withdrawals');
    fireEvent.click(within(await card('Rp 500.000')).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak penarikan Rp 500.000' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Silakan masukkan alasan')).toBeTruthy();
    expect(reviews()).toEqual([]);
    type('Alasan', '  Nama rekening tidak cocok  ');
    await waitFor(() => expect((field('Alasan') as HTMLInputElement).value).toBe('  Nama rekening tidak cocok  '));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reviews()).toEqual([{ path: 'operator.reviewWithdrawal', input: { withdrawalId: newer.id, approve: false, reason: 'Nama rekening tidak cocok' } }]);
    expect(screen.getByText('Penarikan Rp 500.000 telah ditolak.')).toBeTruthy();
  });

  it('shows the other states under their tabs, with the reason and no buttons', async () => {
    await renderPage(WithdrawalsPage, 'zh', '/ops/withdrawals');
    await card('Rp 750.000');
    fireEvent.click(screen.getByRole('tab', { name: '已拒绝' }));
    const rejected = await card('Rp 500.000');
    expect(within(rejected).getByText('Nama rekening tidak cocok')).toBeTruthy();
    expect(within(rejected).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '失败' }));
    expect(await screen.findByText('暂无失败的提现')).toBeTruthy();
  });
});
