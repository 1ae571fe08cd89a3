import { expect, test } from '@playwright/test';

test('system follows the emulated OS scheme; light and dark, chosen in the account preferences, are remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/h5/account');
  const html = page.locator('html');
  await expect(page.getByLabel('Tema')).toBeVisible();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);

  await page.getByLabel('Tema').selectOption('light');
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('shop-colour-mode'))).toBe('light');
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);

  await page.getByLabel('Tema').selectOption('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/dark/);
});
