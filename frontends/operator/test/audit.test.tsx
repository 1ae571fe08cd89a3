/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, renderPage, stopFakeServer, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import AuditLogPage from '../src/exposes/AuditLogPage';
import { auditEntry, operator, tokoBatik } from './fixtures';

let calls: Call[];

beforeEach(() => {
  storeToken('token-1');
  calls = fakeServer({
    'user.me': () => operator,
    'operator.auditLog': (input) =>
      input.cursor === 'next'
        ? { items: [auditEntry('a3', { action: 'store.restored', subject: 'store:7', reason: 'Dokumen lengkap' })], nextCursor: null }
        : {
            items: [auditEntry('a1'), auditEntry('a2', { action: 'store.suspended', subject: 'store:7', reason: 'Barang palsu' }), auditEntry('a0', { action: 'store.renamed', subject: 'store:7' })],
            nextCursor: 'next',
          },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the audit log', () => {
  it('says who did what to which subject, why and when, and pages on', async () => {
    await renderPage(AuditLogPage, 'ind', '/ops/audit');
    const table = await screen.findByRole('table', { name: 'Setiap tinjauan dan perubahan status toko, yang terbaru lebih dulu' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Waktu', 'Operator', 'Tindakan', 'Subjek', 'Alasan']);
    expect(rows().map((cells) => cells.slice(1))).toEqual([
      [operator.id, 'Menolak pengajuan', `Pengajuan ${tokoBatik.id}`, 'Foto KTP tidak terbaca'],
      [operator.id, 'Menangguhkan toko', 'Toko 7', 'Barang palsu'],
      // An action this console does not know yet is shown as the service names it.
      [operator.id, 'store.renamed', 'Toko 7', 'Foto KTP tidak terbaca'],
    ]);
    expect(table.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-21T04:00:00.000Z');

    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByText('Memulihkan toko')).toBeTruthy();
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
    expect(calls.filter((call) => call.path === 'operator.auditLog').map((call) => call.input)).toEqual([{ direction: 'forward' }, { cursor: 'next', direction: 'forward' }]);
  });

  it('says when nothing has happened yet', async () => {
    fakeServer({ 'user.me': () => operator, 'operator.auditLog': () => ({ items: [], nextCursor: null }) });
    await renderPage(AuditLogPage, 'en', '/ops/audit');
    expect(await screen.findByRole('heading', { name: 'Nothing has been done yet' })).toBeTruthy();
  });
});
