/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { callsWithHeaders, fakeServer, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Delivery } from '../src/console/records';
import DeliveriesPage, { isRetryable } from '../src/exposes/DeliveriesPage';
import { operator } from './fixtures';

const recipient = 'siti@example.test';

function delivery(id: number, changes: Partial<Delivery> = {}): Delivery {
  return {
    id,
    kind: 'recharge_paid',
    recipient,
    channel: 'email',
    language: 'ind',
    status: 'delivered',
    tries: 1,
    createdAt: new Date('2026-11-21T02:30:00Z'),
    nextTryAt: null,
    subject: 'Isi saldo Rp 50.000 diterima',
    text: 'Isi saldo Rp 50.000 sudah kami terima dan masuk ke saldo Anda.',
    attempts: [{ at: new Date('2026-11-21T02:30:05Z'), outcome: 'delivered', providerId: '', error: '' }],
    lastError: '',
    ...changes,
  };
}

let calls: Call[];
let dead: Delivery;

beforeEach(() => {
  storeToken('token-1');
  dead = delivery(7, {
    kind: 'withdrawal_paid',
    channel: 'whatsapp',
    recipient: '+6281234567890',
    status: 'dead',
    tries: 8,
    lastError: '63016 outside the allowed window',
    attempts: [{ at: new Date('2026-11-21T03:00:00Z'), outcome: 'failed', providerId: 'SM0001', error: '63016 outside the allowed window' }],
  });
  const code = delivery(8, { kind: 'sign_in_code', status: 'failed', text: 'Kode masuk Anda: ••••••', lastError: 'refused' });
  calls = fakeServer({
    'user.me': () => operator,
    'operator.deliveries': (input) => {
      const all = [code, dead, delivery(5)];
      const items = all.filter((item) => (!input.recipient || item.recipient === input.recipient) && (!input.status || input.status === 'all' || item.status === input.status));
      return { items, nextCursor: null };
    },
    'operator.retryDelivery': (input) => {
      dead = { ...dead, status: 'pending', tries: 0, nextTryAt: new Date() };
      return { ...dead, id: input.deliveryId };
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const listed = () => calls.filter((call) => call.path === 'operator.deliveries').map((call) => call.input);
const card = async (kind: string) => (await screen.findByRole('heading', { level: 2, name: kind })).closest('li')!;

describe('the deliveries page', () => {
  it('lists deliveries newest first with kind, channel, recipient, status, tries and the last error', async () => {
    await renderPage(DeliveriesPage, 'en', '/ops/deliveries');
    const deadCard = await card('withdrawal_paid');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['sign_in_code', 'withdrawal_paid', 'recharge_paid']);
    expect(within(deadCard).getByText('Dead letter')).toBeTruthy();
    expect(within(deadCard).getByText('WhatsApp')).toBeTruthy();
    expect(within(deadCard).getByText('+6281234567890')).toBeTruthy();
    expect(within(deadCard).getByText('8')).toBeTruthy();
    expect(within(deadCard).getAllByText('63016 outside the allowed window').length).toBeGreaterThan(0);
    // The text and the attempts are there when the card is opened.
    fireEvent.click(within(deadCard).getByText('Text and attempts'));
    expect(within(deadCard).getByRole('region', { name: 'Attempts' })).toBeTruthy();
    expect(within(deadCard).getByText('SM0001')).toBeTruthy();
  });

  it('searches by recipient, trimmed, and filters by status, dead letters included', async () => {
    await renderPage(DeliveriesPage, 'en', '/ops/deliveries');
    await card('withdrawal_paid');
    type('Recipient', `  ${recipient} `);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'withdrawal_paid' })).toBeNull());
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dead letter' }));
    expect(await screen.findByText('No deliveries found')).toBeTruthy();
    expect(listed()).toMatchObject([
      { recipient: '', status: 'all' },
      { recipient, status: 'all' },
      { recipient, status: 'dead' },
    ]);
  });

  it('takes the recipient from the address', async () => {
    await renderPage(DeliveriesPage, 'en', `/ops/deliveries?recipient=${encodeURIComponent(recipient)}`);
    await card('recharge_paid');
    expect(listed()[0]).toMatchObject({ recipient, status: 'all' });
  });

  it('retries a dead letter after confirmation, once per intent, and shows it pending (ind)', async () => {
    await renderPage(DeliveriesPage, 'ind', '/ops/deliveries');
    const deadCard = await card('withdrawal_paid');
    // Neither a code nor a delivered message can be sent again.
    expect(within(await card('sign_in_code')).queryByRole('button', { name: 'Kirim ulang' })).toBeNull();
    expect(within(await card('recharge_paid')).queryByRole('button', { name: 'Kirim ulang' })).toBeNull();
    fireEvent.click(within(deadCard).getByRole('button', { name: 'Kirim ulang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim ulang withdrawal_paid ini ke +6281234567890?' });
    expect(calls.filter((call) => call.path === 'operator.retryDelivery')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim ulang' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path === 'operator.retryDelivery')).toEqual([{ path: 'operator.retryDelivery', input: { deliveryId: 7 } }]);
    expect(callsWithHeaders().find((call) => call.path === 'operator.retryDelivery')!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Pengiriman ke +6281234567890 akan dikirim ulang.')).toBeTruthy();
    expect(await within(await card('withdrawal_paid')).findByText('Menunggu')).toBeTruthy();
  });

  it('retries only failed and dead deliveries that are not codes', () => {
    expect(isRetryable({ status: 'failed', kind: 'order_paid' })).toBe(true);
    expect(isRetryable({ status: 'dead', kind: 'recharge_paid' })).toBe(true);
    expect(isRetryable({ status: 'dead', kind: 'reset_code' })).toBe(false);
    expect(isRetryable({ status: 'sent', kind: 'order_paid' })).toBe(false);
  });
});
