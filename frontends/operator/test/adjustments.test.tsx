/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { callsWithHeaders, FakeServerError, fakeServer, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdjustmentsPage from '../src/exposes/AdjustmentsPage';
import { adjustment, operator, secondOperator } from './fixtures';

let calls: Call[];
const credit = adjustment('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
const debit = adjustment('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', { amount: -1_200_000, reason: 'Koreksi saldo ganda', requestedAt: new Date('2026-11-22T05:00:00Z') });
const mine = adjustment('3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f', { amount: 3_000_000, reason: 'Bonus mitra', requestedBy: operator.id, requestedAt: new Date('2026-11-22T06:00:00Z') });
let pending = [credit, debit, mine];

beforeEach(() => {
  storeToken('token-1');
  pending = [credit, debit, mine];
  calls = fakeServer({
    'user.me': () => operator,
    'operator.adjustmentRequests': (input) => {
      if (input.status === 'rejected') {
        return { items: [adjustment('4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a', { status: 'rejected', reviewedBy: operator.id, reviewedAt: new Date('2026-11-21T04:00:00Z'), reviewReason: 'Tidak berdasar' })], nextCursor: null };
      }
      if (input.status !== 'pending') return { items: [], nextCursor: null };
      return { items: pending, nextCursor: null };
    },
    'operator.reviewAdjustment': (input) => {
      const reviewed = pending.find((item) => item.id === input.adjustmentId)!;
      pending = pending.filter((item) => item.id !== input.adjustmentId);
      return { ...reviewed, status: input.approve ? 'approved' : 'rejected', reviewedBy: operator.id, reviewedAt: new Date(), reviewReason: input.approve ? '' : (input.reason ?? '') };
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const reviews = () => calls.filter((call) => call.path === 'operator.reviewAdjustment');
const listCalls = () => calls.filter((call) => call.path === 'operator.adjustmentRequests');

async function card(amount: string) {
  return (await screen.findByRole('heading', { level: 2, name: amount })).closest('li')!;
}

describe('the adjustments queue', () => {
  it('lists the adjustments awaiting a second operator, oldest first, with who asked and why', async () => {
    await renderPage(AdjustmentsPage, 'en', '/ops/adjustments');
    const first = await card('+Rp 2.500.000');
    expect(screen.getByRole('tab', { name: 'Awaiting approval', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['+Rp 2.500.000', '-Rp 1.200.000', '+Rp 3.000.000']);
    expect(within(first).getByText('Pengembalian dana manual')).toBeTruthy();
    expect(within(first).getByText(secondOperator.id)).toBeTruthy();
    expect(within(first).getByRole('link', { name: `Wallet of user ${credit.userId}` }).getAttribute('href')).toBe(`/ops/wallets?user=${credit.userId}`);
    expect(within(first).getByText('Requested').nextElementSibling!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-22T03:00:00.000Z');
    expect(listCalls()[0]!.input).toMatchObject({ status: 'pending' });
  });

  it('offers no review of the operator’s own request', async () => {
    await renderPage(AdjustmentsPage, 'zh', '/ops/adjustments');
    const own = await card('+Rp 3.000.000');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('这是您提交的申请，须由其他运营人员审核。')).toBeTruthy();
    expect(within(await card('+Rp 2.500.000')).getByRole('button', { name: '批准' })).toBeTruthy();
  });

  it('approves after confirmation, once per intent, and the queue updates', async () => {
    await renderPage(AdjustmentsPage, 'en', '/ops/adjustments');
    fireEvent.click(within(await card('+Rp 2.500.000')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the adjustment by +Rp 2.500.000?' });
    expect(reviews()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: '+Rp 2.500.000' })).toBeNull());
    expect(reviews()).toEqual([{ path: 'operator.reviewAdjustment', input: { adjustmentId: credit.id, approve: true } }]);
    expect(callsWithHeaders().find((call) => call.path === 'operator.reviewAdjustment')!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('The adjustment by +Rp 2.500.000 was approved.')).toBeTruthy();
  });

  it('rejects only with a reason, sent trimmed', async () => {
    await renderPage(AdjustmentsPage, 'ind', '/ops/adjustments');
    fireEvent.click(within(await card('-Rp 1.200.000')).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak penyesuaian sebesar -Rp 1.200.000' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Silakan masukkan alasan')).toBeTruthy();
    expect(reviews()).toEqual([]);
    type('Alasan', '  Tidak ada bukti  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: '-Rp 1.200.000' })).toBeNull());
    expect(reviews()).toEqual([{ path: 'operator.reviewAdjustment', input: { adjustmentId: debit.id, approve: false, reason: 'Tidak ada bukti' } }]);
    expect(screen.getByText('Penyesuaian sebesar -Rp 1.200.000 telah ditolak.')).toBeTruthy();
  });

  it('sends the same approval again under the same idempotency key after a failure, and shows the reviewed ones under their tabs', async () => {
    let failures = 1;
    calls = fakeServer({
      'user.me': () => operator,
      'operator.adjustmentRequests': (input) => ({ items: input.status === 'pending' ? pending : [], nextCursor: null }),
      'operator.reviewAdjustment': (input) => {
        if (failures-- > 0) throw new FakeServerError('INTERNAL_SERVER_ERROR', 'busy');
        pending = pending.filter((item) => item.id !== input.adjustmentId);
        return { ...credit, status: 'approved', reviewedBy: operator.id, reviewedAt: new Date() };
      },
    });
    await renderPage(AdjustmentsPage, 'en', '/ops/adjustments');
    fireEvent.click(within(await card('+Rp 2.500.000')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the adjustment by +Rp 2.500.000?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(reviews()).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: '+Rp 2.500.000' })).toBeNull());
    const keys = callsWithHeaders()
      .filter((call) => call.path === 'operator.reviewAdjustment')
      .map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    fireEvent.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByText('No failed adjustments')).toBeTruthy();
  });
});
