/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeeSettings } from '../src/console/records';
import FeesPage from '../src/exposes/FeesPage';
import { feeVersion1, operator } from './fixtures';

let calls: Call[];
let versions: FeeSettings[];

beforeEach(() => {
  storeToken('token-1');
  versions = [{ ...feeVersion1, version: 2, effectiveAt: new Date('2027-01-01T00:00:00Z'), vatBp: 1_200 }, feeVersion1];
  calls = fakeServer({
    'user.me': () => operator,
    'operator.feeSettings': () => ({ items: versions, currentVersion: 1 }),
    'operator.scheduleFees': ({ effectiveAt, ...values }) => {
      const scheduled = { version: versions.length + 1, effectiveAt: effectiveAt ?? new Date(), ...values };
      versions = [scheduled, ...versions];
      return scheduled;
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const schedules = () => calls.filter((call) => call.path === 'operator.scheduleFees');

describe('the fee settings', () => {
  it('lists every version with its start, marking the one in effect', async () => {
    await renderPage(FeesPage, 'en', '/ops/fees');
    const table = await screen.findByRole('table', { name: 'Versions, latest start first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    // The seeded first version applies from the epoch: "from the start", not 1 January 1970.
    expect(rows.map((cells) => cells[1])).toEqual([expect.stringMatching(/2027/), 'From the start']);
    expect(rows.map((cells) => [cells[0], ...cells.slice(2)])).toEqual([
      ['2', '1 %', 'Rp 9.000', '12 %', '1 %', 'Rp 5.000'],
      ['1In effect', '1 %', 'Rp 9.000', '11 %', '1 %', 'Rp 5.000'],
    ]);
    expect(within(table).getAllByRole('row')[2]!.getAttribute('aria-current')).toBe('true');
  });

  it('schedules a new version from the current values, percentages sent as basis points', async () => {
    await renderPage(FeesPage, 'ind', '/ops/fees');
    await screen.findByRole('table');
    await waitFor(() => expect((screen.getByLabelText(/^PPN \(%\)/) as HTMLInputElement).value).toBe('11'));
    type('Biaya layanan (%)', '2.5');
    type('PPN (%)', '101');
    fireEvent.click(screen.getByRole('button', { name: 'Jadwalkan' }));
    expect(await screen.findByText('Masukkan persentase 0 sampai 100, paling banyak dua desimal')).toBeTruthy();
    type('PPN (%)', '12');
    type('Berlaku mulai', '2020-01-01T00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Jadwalkan' }));
    expect(await screen.findByText('Waktu mulai tidak boleh di masa lalu')).toBeTruthy();
    expect(schedules()).toEqual([]);

    type('Berlaku mulai', '');
    fireEvent.click(screen.getByRole('button', { name: 'Jadwalkan' }));
    expect(await screen.findByText('Versi 3 telah dijadwalkan.')).toBeTruthy();
    expect(schedules()).toEqual([{ path: 'operator.scheduleFees', input: { serviceFeeBp: 250, shippingFee: 9_000, vatBp: 1_200, withdrawalFeeBp: 100, withdrawalFeeMin: 5_000 } }]);
  });
});
