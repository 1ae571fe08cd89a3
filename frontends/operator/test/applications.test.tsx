/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { callsWithHeaders, FakeServerError, fakeServer, field, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ApplicationsPage from '../src/exposes/ApplicationsPage';
import { application, kopiNusa, operator, tokoBatik } from './fixtures';

let calls: Call[];
let submitted = [tokoBatik, kopiNusa];

beforeEach(() => {
  storeToken('token-1');
  submitted = [tokoBatik, kopiNusa];
  calls = fakeServer({
    'user.me': () => operator,
    'operator.applications': (input) => {
      if (input.status === 'rejected') return { items: [application('8e5d0f6b-4a7c-4b9d-8e1f-0a9b8c7d6e54', 'Warung Lama', { status: 'rejected', reviewReason: 'Nomor KTP tidak cocok', reviewedAt: new Date('2026-11-21T04:00:00Z') })], nextCursor: null };
      if (input.status === 'approved') return { items: [], nextCursor: null };
      return { items: submitted, nextCursor: null };
    },
    'operator.approve': (input) => {
      submitted = submitted.filter((item) => item.id !== input.applicationId);
      return { ...tokoBatik, status: 'approved', storeId: 41, reviewedAt: new Date() };
    },
    'operator.reject': (input) => {
      submitted = submitted.filter((item) => item.id !== input.applicationId);
      return { ...kopiNusa, status: 'rejected', reviewReason: input.reason, reviewedAt: new Date() };
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const mutations = () => calls.filter((call) => call.path === 'operator.approve' || call.path === 'operator.reject');
const listCalls = () => calls.filter((call) => call.path === 'operator.applications');

async function card(name: string) {
  return (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
}

describe('the application queue', () => {
  it('lists what an operator needs to decide, oldest first, awaiting review first', async () => {
    await renderPage(ApplicationsPage, 'en', '/ops');
    const first = await card('Toko Batik Siti');
    expect(screen.getByRole('tab', { name: 'Awaiting review', selected: true })).toBeTruthy();
    expect(within(first).getByText('Siti Nurhaliza')).toBeTruthy();
    expect(within(first).getByText('3171234567890001')).toBeTruthy();
    expect(within(first).getByText('+6281234567890')).toBeTruthy();
    expect(within(first).getByText('Batik tulis dari Pekalongan')).toBeTruthy();
    expect(within(first).getByText('Submitted').nextElementSibling!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-20T02:30:00.000Z');
    expect(within(first).getByRole('img', { hidden: true, name: 'Toko Batik Siti' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Toko Batik Siti', 'Kopi Nusa']);
    expect(listCalls()[0]!.input).toMatchObject({ status: 'submitted' });
  });

  it('shows the decided ones under their own tabs, with the reason and no buttons', async () => {
    await renderPage(ApplicationsPage, 'en', '/ops');
    await card('Toko Batik Siti');
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = await card('Warung Lama');
    expect(within(rejected).getByText('Nomor KTP tidak cocok')).toBeTruthy();
    expect(within(rejected).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No approved applications')).toBeTruthy();
    expect(listCalls().map((call) => (call.input as { status: string }).status)).toEqual(['submitted', 'rejected', 'approved']);
  });

  it('approves after confirmation, once per intent, and the list updates', async () => {
    await renderPage(ApplicationsPage, 'en', '/ops');
    fireEvent.click(within(await card('Toko Batik Siti')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Toko Batik Siti?' });
    expect(mutations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Toko Batik Siti' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mutations()).toEqual([{ path: 'operator.approve', input: { applicationId: tokoBatik.id } }]);
    expect(callsWithHeaders().find((call) => call.path === 'operator.approve')!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Toko Batik Siti was approved.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Merchant applications' }));
  });

  it('rejects only with a reason the shared rule accepts, and sends it trimmed', async () => {
    await renderPage(ApplicationsPage, 'ind', '/ops');
    fireEvent.click(within(await card('Kopi Nusa')).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Kopi Nusa' });
    const send = within(dialog).getByRole('button', { name: 'Tolak' });

    fireEvent.click(send);
    expect(await within(dialog).findByText('Silakan masukkan alasan')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Alasan')));

    type('Alasan', 'x'.repeat(301));
    fireEvent.click(send);
    expect(await within(dialog).findByText('Alasan maksimal 300 karakter')).toBeTruthy();
    expect(mutations()).toEqual([]);

    type('Alasan', '  Foto KTP tidak terbaca  ');
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Kopi Nusa' })).toBeNull());
    expect(mutations()).toEqual([{ path: 'operator.reject', input: { applicationId: kopiNusa.id, reason: 'Foto KTP tidak terbaca' } }]);
    expect(screen.getByText('Kopi Nusa telah ditolak.')).toBeTruthy();
  });

  it('sends the same decision again under the same idempotency key after a failure', async () => {
    let failures = 1;
    calls = fakeServer({
      'user.me': () => operator,
      'operator.applications': () => ({ items: [kopiNusa], nextCursor: null }),
      'operator.reject': (input) => {
        if (failures-- > 0) throw new FakeServerError('INTERNAL_SERVER_ERROR', 'busy');
        return { ...kopiNusa, status: 'rejected', reviewReason: input.reason, reviewedAt: new Date() };
      },
    });
    await renderPage(ApplicationsPage, 'en', '/ops');
    fireEvent.click(within(await card('Kopi Nusa')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Kopi Nusa' });
    type('Reason', 'Photo of the KTP unreadable');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(mutations()).toHaveLength(1));
    // The failure leaves the dialog open with the reason, ready to be sent again.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = callsWithHeaders()
      .filter((call) => call.path === 'operator.reject')
      .map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('loads the next page with the cursor of the last one', async () => {
    const older = application('9f6e1a7c-5b8d-4c0e-9f2a-1b0c9d8e7f65', 'Sambal Bu Rudy');
    calls = fakeServer({
      'user.me': () => operator,
      'operator.applications': (input) => (input.cursor === 'c2' ? { items: [older], nextCursor: null } : { items: [tokoBatik], nextCursor: 'c2' }),
    });
    await renderPage(ApplicationsPage, 'zh', '/ops');
    await card('Toko Batik Siti');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await card('Sambal Bu Rudy');
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(listCalls().map((call) => call.input)).toEqual([
      { status: 'submitted', direction: 'forward' },
      { status: 'submitted', cursor: 'c2', direction: 'forward' },
    ]);
  });
});
