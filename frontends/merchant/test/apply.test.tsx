/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, IDEMPOTENCY_KEY_HEADER, storeToken } from '@shop/web-core';
import { callsWithHeaders, FakeServerError, field, fakeServer, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import MerchantApplyPage from '../src/exposes/MerchantApplyPage';
import { KTP, logo, me, submitted } from './fixtures';

let calls: Call[];

beforeEach(() => {
  storeToken('token-1');
  calls = fakeServer({
    'merchant.me': () => me.visitor,
    'merchant.uploadLogo': () => logo,
    'merchant.apply': () => submitted,
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const mutations = () => calls.filter((call) => call.path !== 'merchant.me');

function chooseLogo(file: File) {
  fireEvent.change(field('Logo'), { target: { files: [file] } });
}

const png = () => new File(['png'], 'logo.png', { type: 'image/png' });

async function fillIn() {
  type('Store name', 'Toko Batik Sari');
  type('Phone number', '812-3456-7890');
  type('Description', 'Batik tulis dari Solo');
  type("Owner's name", 'Sari Wulandari');
  type('KTP number', '3174 0155 0590 0001');
  chooseLogo(png());
  expect(await screen.findByRole('img', { name: 'Logo of the store' })).toBeTruthy();
}

describe('applying for a store', () => {
  it('checks every field with the shared rules and says what is wrong, sending nothing', async () => {
    await renderPage(MerchantApplyPage, 'en', '/h5/merchant/apply');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter the store name')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Store name')));
    expect(screen.getByText('Please enter the phone number')).toBeTruthy();
    expect(screen.getByText('Please upload the store logo')).toBeTruthy();
    expect(screen.getByText("Please enter the owner's name as on the KTP")).toBeTruthy();
    expect(screen.getByText('Please enter the KTP number')).toBeTruthy();

    type('Store name', 'T');
    type('Phone number', '12345');
    type('KTP number', '3174010000000000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('The store name must be 2 to 40 characters')).toBeTruthy();
    expect(screen.getByText('Invalid phone number format')).toBeTruthy();
    expect(screen.getByText('The KTP number must be 16 valid digits')).toBeTruthy();
    expect(field('KTP number').getAttribute('aria-invalid')).toBe('true');
    expect(mutations()).toEqual([]);
  });

  it('shows +62 before the phone number', async () => {
    await renderPage(MerchantApplyPage, 'en', '/h5/merchant/apply');
    const phone = await screen.findByLabelText('Phone number *');
    expect(phone.previousElementSibling?.textContent).toBe('+62');
  });

  it('refuses a logo of the wrong type or size before uploading it', async () => {
    await renderPage(MerchantApplyPage, 'ind', '/h5/merchant/apply');
    await screen.findByRole('button', { name: 'Kirim pengajuan' });
    chooseLogo(new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Logo harus berupa gambar PNG, JPEG, atau WebP')).toBeTruthy();
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    chooseLogo(huge);
    expect(await screen.findByText('Ukuran logo maksimal 2 MB')).toBeTruthy();
    expect(field('Logo').getAttribute('aria-invalid')).toBe('true');
    expect(mutations()).toEqual([]);
  });

  it('uploads the logo as a data URL, previews it, then applies and shows the application awaiting review', async () => {
    await renderPage(MerchantApplyPage, 'en', '/h5/merchant/apply');
    await screen.findByRole('button', { name: 'Submit application' });
    await fillIn();
    expect(screen.getByRole('img', { name: 'Logo of the store' }).getAttribute('src')).toBe('/media/logos/7-256.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('status', { name: 'Submitted, awaiting review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(mutations()).toEqual([
      { path: 'merchant.uploadLogo', input: { image: 'data:image/png;base64,cG5n' } },
      {
        path: 'merchant.apply',
        input: {
          storeName: 'Toko Batik Sari',
          phone: '+6281234567890',
          logoKey: 'logos/7.webp',
          description: 'Batik tulis dari Solo',
          ownerName: 'Sari Wulandari',
          ktpNumber: KTP,
        },
      },
    ]);
  });

  it('sends the same idempotency key when the same application is submitted again after a failure', async () => {
    let failures = 1;
    calls = fakeServer({
      'merchant.me': () => me.visitor,
      'merchant.uploadLogo': () => logo,
      'merchant.apply': () => {
        if (failures-- > 0) throw new FakeServerError('INTERNAL_SERVER_ERROR', 'busy');
        return submitted;
      },
    });
    await renderPage(MerchantApplyPage, 'en', '/h5/merchant/apply');
    await screen.findByRole('button', { name: 'Submit application' });
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(mutations().filter((call) => call.path === 'merchant.apply')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit application' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('status', { name: 'Submitted, awaiting review' })).toBeTruthy();
    const keys = callsWithHeaders()
      .filter((call) => call.path === 'merchant.apply')
      .map((call) => call.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a rejection, shows the reason and starts from the last application, the KTP number excepted', async () => {
    fakeServer({ 'merchant.me': () => me.rejected });
    await renderPage(MerchantApplyPage, 'en', '/h5/merchant/apply');
    expect(await screen.findByText("The operator's reason: The logo is not readable")).toBeTruthy();
    expect((field('Store name') as HTMLInputElement).value).toBe('Toko Batik Sari');
    expect((field('Phone number') as HTMLInputElement).value).toBe('81234567890');
    expect((field('KTP number') as HTMLInputElement).value).toBe('');
    // Applying again is this very form.
    expect(screen.queryByRole('link', { name: 'Apply again' })).toBeNull();
  });

  it('shows an open application instead of the form', async () => {
    fakeServer({ 'merchant.me': () => me.submitted });
    await renderPage(MerchantApplyPage, 'zh', '/h5/merchant/apply');
    expect(await screen.findByRole('status', { name: '已提交，等待审核' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('tells a merchant they already have a store', async () => {
    fakeServer({ 'merchant.me': () => me.merchant });
    await renderPage(MerchantApplyPage, 'en', '/h5/merchant/apply');
    expect(await screen.findByRole('heading', { name: 'You already have a store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the merchant centre' }).getAttribute('href')).toBe('/h5/merchant');
  });
});
