/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToken, storeToken } from '@shop/web-core';
import DeliveryPage from '../src/exposes/DeliveryPage';
import { fakeServer, stopFakeServer, type Call } from '@shop/web-core/testing';
import { field, renderPage, type } from '@shop/web-core/testing';

const gambir = {
  id: 1,
  recipientName: 'Siti Nurhaliza',
  phone: '+6281234567890',
  provinceCode: '31',
  provinceName: 'DKI Jakarta',
  cityCode: '31.71',
  cityName: 'Kota Jakarta Pusat',
  districtCode: '31.71.01',
  districtName: 'Gambir',
  detail: 'Jl. Medan Merdeka Barat No. 12',
  isDefault: true,
};
const coblong = { ...gambir, id: 2, recipientName: 'Budi Santoso', provinceCode: '32', provinceName: 'Jawa Barat', cityCode: '32.73', cityName: 'Kota Bandung', districtCode: '32.73.01', districtName: 'Coblong', detail: 'Jl. Dago No. 5', isDefault: false };

const areas: Record<string, Array<{ code: string; name: string }>> = {
  '': [
    { code: '31', name: 'DKI Jakarta' },
    { code: '32', name: 'Jawa Barat' },
  ],
  '31': [{ code: '31.71', name: 'Kota Jakarta Pusat' }],
  '31.71': [{ code: '31.71.01', name: 'Gambir' }],
};

let calls: Call[];

beforeEach(() => {
  storeToken('token-1');
  calls = fakeServer({
    'address.list': () => [gambir, coblong],
    'area.list': (input) => areas[(input as { parentCode?: string } | undefined)?.parentCode ?? ''] ?? [],
    'address.create': (input) => ({ ...gambir, ...(input as object), id: 3 }),
    'address.remove': () => ({ removed: true }),
    'address.setDefault': () => ({ ...coblong, isDefault: true }),
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const mutations = () => calls.filter((call) => !call.path.endsWith('.list'));

const combobox = (name: string) => screen.getByRole('combobox', { name });

/** Opens the area list and picks `option` once the list has arrived. */
async function choose(label: string, option: string) {
  fireEvent.click(combobox(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('delivery addresses', () => {
  it('lists the default first with its badge; the others offer to become the default', async () => {
    await renderPage(DeliveryPage, 'en', '/h5/delivery');
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(first!).getByText('Gambir, Kota Jakarta Pusat, DKI Jakarta')).toBeTruthy();

    fireEvent.click(within(second!).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(mutations()).toEqual([{ path: 'address.setDefault', input: { id: 2 } }]));
  });

  it('checks a new address field by field (spec §5 messages) before saving it', async () => {
    await renderPage(DeliveryPage, 'ind', '/h5/delivery');
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah alamat' }));
    // The page stays on screen while the form's texts load.
    expect(screen.getByRole('heading', { name: 'Alamat pengiriman', level: 1 })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Alamat baru' });
    const save = within(dialog).getByRole('button', { name: 'Simpan alamat' });

    fireEvent.click(save);
    expect(await within(dialog).findByText('Silakan masukkan nama')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Nama penerima')));

    type('Nama penerima', 'Siti Nurhaliza');
    fireEvent.click(save);
    expect(await within(dialog).findByText('Silakan masukkan nomor telepon')).toBeTruthy();

    type('Nomor telepon', '0812 3456 7890');
    fireEvent.click(save);
    expect(await within(dialog).findByText('Silakan masukkan alamat')).toBeTruthy();
    expect(combobox('Provinsi').getAttribute('aria-invalid')).toBe('true');

    await choose('Provinsi', 'DKI Jakarta');
    fireEvent.click(save);
    expect(await within(dialog).findByText('Silakan lengkapi alamat')).toBeTruthy();
    expect(combobox('Kota / kabupaten').getAttribute('aria-invalid')).toBe('true');

    await choose('Kota / kabupaten', 'Kota Jakarta Pusat');
    await choose('Kecamatan', 'Gambir');
    fireEvent.click(save);
    expect(await within(dialog).findByText('Silakan masukkan alamat lengkap')).toBeTruthy();
    expect(mutations()).toEqual([]);

    type('Alamat lengkap', 'Jl. Medan Merdeka Barat No. 12');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Jadikan alamat utama saya' }));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutations()).toEqual([
      {
        path: 'address.create',
        input: {
          recipientName: 'Siti Nurhaliza',
          phone: '0812 3456 7890',
          provinceCode: '31',
          cityCode: '31.71',
          districtCode: '31.71.01',
          detail: 'Jl. Medan Merdeka Barat No. 12',
          isDefault: true,
        },
      },
    ]);
    // The list is asked for again after the change.
    expect(calls.filter((call) => call.path === 'address.list')).toHaveLength(2);
  });

  it('edits an address with its current values in the form', async () => {
    await renderPage(DeliveryPage, 'en', '/h5/delivery');
    const [first] = await screen.findAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect((field('Recipient name') as HTMLInputElement).value).toBe('Siti Nurhaliza');
    await waitFor(() => expect((combobox('District') as HTMLInputElement).value).toBe('Gambir'));
    // The default address stays the default until another one is chosen.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('deletes only after confirmation', async () => {
    await renderPage(DeliveryPage, 'zh', '/h5/delivery');
    const [, second] = await screen.findAllByRole('listitem');
    fireEvent.click(within(second!).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除这个地址？' });
    expect(within(dialog).getByText('Budi Santoso 的地址将被删除。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mutations()).toEqual([]);

    fireEvent.click(within(second!).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(mutations()).toEqual([{ path: 'address.remove', input: { id: 2 } }]));
  });

  it('tells when there is no address yet', async () => {
    fakeServer({ 'address.list': () => [] });
    await renderPage(DeliveryPage, 'en', '/h5/delivery');
    expect(await screen.findByRole('heading', { name: 'No delivery addresses yet' })).toBeTruthy();
  });
});
