import { expect, test } from '@playwright/test';

test('an unknown /h5 path shows the 404 screen, and "Go back home" leaves it', async ({ page }) => {
  await page.goto('/h5/no-such-page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Page not found: /h5/no-such-page')).toBeVisible();
  await expect(page).toHaveTitle('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/h5$/);
  await expect(page.getByRole('heading', { name: 'Selamat datang di Nusa Mart' })).toBeVisible();
});

test('a remote that fails to load shows the boundary with retry, not a blank page', async ({ page }) => {
  let blocked = true;
  await page.route('**/mf/shopper/**', (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/h5/question');
  await expect(page.getByRole('alert')).toContainText('Bagian halaman ini tidak dapat dimuat.');
  blocked = false;
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { name: 'Bantuan & FAQ' })).toBeVisible();
});

test('UNAUTHORIZED clears the stored token and goes to sign-in', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shop-token', 'expired-token'));
  await page.route('**/trpc/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify([{ error: { json: { message: 'Silakan masuk terlebih dahulu', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } } } }]),
    }),
  );
  await page.goto('/h5/account');
  await expect(page).toHaveURL(/\/h5\/signin\?redirect=%2Fh5%2Faccount$/);
  expect(await page.evaluate(() => localStorage.getItem('shop-token'))).toBeNull();
});
