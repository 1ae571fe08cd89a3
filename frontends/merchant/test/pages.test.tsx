/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { startTestI18n, TestPlatform } from '@shop/web-core/testing';
import { render, screen } from '@testing-library/react';
import MerchantHomePage from '../src/exposes/MerchantHomePage';

describe('merchant pages', () => {
  it('the merchant centre tells a user without an approved store where they stand', async () => {
    await startTestI18n('ind');
    render(
      <TestPlatform path="/h5/merchant">
        <MerchantHomePage />
      </TestPlatform>,
    );
    expect(await screen.findByRole('heading', { name: 'Pusat Penjual' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Belum menjadi penjual');
    expect(screen.getByRole('link', { name: 'Kembali ke akun saya' }).getAttribute('href')).toBe('/h5/account');
  });
});
