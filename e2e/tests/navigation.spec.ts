import { expect, test } from '@playwright/test';
import { newPhoneNumber, openSignedIn, signUpByApi } from './helpers/accounts.js';

test('page transition "page" is out-in: the old page leaves before the new one enters', async ({ page }) => {
  await page.goto('/h5');
  await expect(page.getByRole('heading', { name: 'Selamat datang di Nusa Mart' })).toBeVisible();
  // Hydrated first, as other tests of the server's pages do: a tap taken while the page was still
  // hydrating once showed the new page with no leave of the old one.
  await page.waitForLoadState('networkidle');
  // Record every state the page area goes through, so the order is checked, not a lucky moment.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { pageStates: string[] }).pageStates = seen;
    const record = () => {
      const pages = [...document.querySelectorAll('.page')];
      seen.push(pages.map((p) => `${p.className}:${p.querySelector('h1')?.textContent ?? ''}`).join('|'));
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.getByRole('link', { name: 'Akun' }).click();
  await expect(page.getByRole('heading', { name: 'Anda belum masuk' })).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { pageStates: string[] }).pageStates);
  const leaving = states.findIndex((s) => s.includes('page-leave') && s.includes('Selamat datang'));
  const entering = states.findIndex((s) => s.includes('page-enter') && s.includes('Anda belum masuk'));
  expect(leaving).toBeGreaterThanOrEqual(0);
  expect(entering).toBeGreaterThan(leaving);
  // Never both pages at once.
  expect(states.every((s) => s.split('|').length <= 1)).toBe(true);
});

test('the visitor account page offers theme and language', async ({ page }) => {
  await page.goto('/h5/account');
  const preferences = page.getByRole('region', { name: 'Preferensi' });
  await preferences.getByLabel('Tema').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await preferences.getByLabel('Bahasa').selectOption('en');
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the merchant centre is its own micro-frontend and tells a non-merchant so', async ({ page, request }) => {
  await openSignedIn(page, await signUpByApi(request, newPhoneNumber(), 'Rahasia1'));
  const remoteEntry = page.waitForResponse((response) => response.url().endsWith('/mf/merchant/remoteEntry.js'));
  await page.goto('/h5/merchant');
  expect((await remoteEntry).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Pusat Penjual' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Belum menjadi penjual' })).toBeVisible();
  await expect(page).toHaveTitle('Pusat Penjual - Nusa Mart');
  await page.getByRole('link', { name: 'Ajukan pembukaan toko' }).click();
  await expect(page).toHaveURL(/\/h5\/merchant\/apply$/);
});
