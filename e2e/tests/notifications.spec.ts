import { expect, test } from '@playwright/test';
import { newPhoneNumber, openSignedIn, signUpByApi } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { PASSWORD, rechargeByApi } from './helpers/money.js';
import { dismissedDownloadPrompt } from './helpers/orders.js';

// The bell and the notification centre, in Indonesian (the default): a paid recharge's event
// leaves an item in the centre (the messages service's consumer), the bell counts it, opening it
// marks it read and leads to the fund history.
test('the bell counts the notification a paid recharge leaves, and opening it marks it read', async ({ page }) => {
  const token = await signUpByApi(page.request, newPhoneNumber(), PASSWORD);
  await dismissedDownloadPrompt(page);
  await openSignedIn(page, token);
  await page.goto('/h5');
  const header = page.getByRole('banner');
  // Nothing unread: the bell says only what it is.
  await expect(header.getByRole('link', { name: 'Notifikasi', exact: true })).toBeVisible();

  await rechargeByApi(page.request, token, 50_000);
  // The count is asked again on each page: open the home page until the consumer has written the item.
  const counted = header.getByRole('link', { name: 'Notifikasi, 1 belum dibaca' });
  await expect(async () => {
    await page.goto('/h5');
    await expect(counted).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(counted).toHaveText(/1/);

  await counted.click();
  await expect(page).toHaveURL(/\/h5\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  const item = page.getByRole('link', { name: /^Belum dibaca: Isi saldo Rp\s?50\.000 diterima/ });
  await expect(item).toBeVisible();
  await expectNoSeriousViolations(page);

  await item.click();
  await expect(page).toHaveURL(/\/h5\/merchant\/fund$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifikasi', exact: true })).toBeVisible();
  await page.goto('/h5/notifications');
  await expect(page.getByRole('link', { name: /^Isi saldo Rp\s?50\.000 diterima/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toHaveCount(0);

  // Its settings: e-mail of promotions off, saved.
  await page.getByRole('link', { name: 'Pengaturan notifikasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan notifikasi' })).toBeVisible();
  const promotions = page.getByRole('group', { name: 'Promosi' });
  await promotions.getByRole('switch', { name: 'E-mail' }).uncheck();
  await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await expect(page.getByText('Pengaturan notifikasi disimpan')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Promosi' }).getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
});
