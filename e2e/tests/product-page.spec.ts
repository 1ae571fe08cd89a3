import { expect, test } from '@playwright/test';

test.describe('the product page', () => {
  test("a link to a product shows its name, picture and price in the preview, before any script runs", async ({ request }) => {
    const html = await (await request.get('/h5/products/1', { headers: { cookie: 'shop-locale=en' } })).text();
    expect(html).toContain('<meta property="og:title" content="Batik Shirt Parang Motif Slim Fit Short Sleeve - Nusa Mart"/>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"\/>/);
    expect(html).toContain('<meta property="product:price:amount" content="189000"/>');
    expect(html).toContain('<meta property="product:price:currency" content="IDR"/>');
    expect(html).toContain('Rp 189.000');
  });

  test('from a shop to one of its products and back to the shop', async ({ page }) => {
    await page.goto('/h5/merchant/shop/1');
    const products = page.getByRole('region', { name: 'Produk' });
    const first = products.getByRole('listitem').first();
    const title = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - Nusa Mart`);
    await expect(page.getByText('Pengiriman 2-7 hari kerja')).toBeVisible();
    // Sold by the shop it was opened from.
    const seller = page.getByRole('region', { name: 'Toko Demo Merchant' });
    await expect(seller.getByText('Dijual oleh')).toBeVisible();
    await seller.getByRole('link', { name: 'Kunjungi toko' }).click();
    await expect(page).toHaveURL(/\/h5\/merchant\/shop\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toko Demo Merchant' })).toBeVisible();
  });

  test("from the home page's new arrivals to a product, sold by a store that lists it", async ({ page }) => {
    await page.goto('/h5');
    const first = page.getByRole('region', { name: 'Produk terbaru' }).getByRole('listitem').first().getByRole('link');
    const title = (await first.locator('.shopper-product-card__title').textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Dijual oleh')).toBeVisible();
  });

  test('in Chinese too, with the price and its discount', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'shop-locale', value: 'zh', url: baseURL! }]);
    await page.goto('/h5/products/1');
    await expect(page.getByRole('heading', { level: 1, name: '巴迪克短袖衬衫 Parang 纹样 修身款' })).toBeVisible();
    await expect(page.getByText('Rp 189.000')).toBeVisible();
    await expect(page.getByText('Rp 236.250')).toBeVisible();
    await expect(page.getByText('-20%')).toBeVisible();
  });
});
