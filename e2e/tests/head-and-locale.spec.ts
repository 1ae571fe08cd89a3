import { expect, test } from '@playwright/test';

test.describe('head from user.platform', () => {
  test('title, description, social tags and favicon come from the platform configuration', async ({ page, baseURL }) => {
    await page.goto('/h5/question');
    await expect(page).toHaveTitle('Bantuan & FAQ - Nusa Mart');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Online Shop');
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', 'Online Shop');
    // Absolute: link previews fetch it from elsewhere.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new URL('/logo.svg', baseURL).href);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/logo.svg');
    await page.goto('/h5');
    await expect(page).toHaveTitle('Nusa Mart');
  });

  test('/ sends the visitor to /h5', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/h5$/);
  });
});

test.describe('language', () => {
  test('defaults to Indonesian and switches to Chinese in the account preferences: cookie for a year, lang header, <html lang>, texts', async ({ page, context }) => {
    await page.goto('/h5');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { name: 'Selamat datang di Nusa Mart' })).toBeVisible();
    // The top bar is the search field's alone: language and theme are account preferences.
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);

    await page.getByRole('navigation').getByRole('link', { name: 'Akun' }).click();
    await page.getByLabel('Bahasa').selectOption('zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('navigation').getByRole('link', { name: '首页' }).click();
    await expect(page.getByRole('heading', { name: '欢迎来到 Nusa Mart' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'shop-locale');
    expect(cookie?.value).toBe('zh');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    // The server renders the next page in the cookie's language.
    const document = await (await page.request.get('/h5')).text();
    expect(document).toContain('<html lang="zh-CN">');
    expect(document).toContain('欢迎来到 Nusa Mart');
    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎来到 Nusa Mart' })).toBeVisible();
  });
});
