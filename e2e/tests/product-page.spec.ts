import { expect, test } from '@playwright/test';

test.describe('the product page', () => {
  test("a link to a product shows its name, picture and price in the preview, before any script runs", async ({ request }) => {
    const html = await (await request.get('/h5/products/1', { headers: { cookie: 'shop-locale=en' } })).text();
    expect(html).toContain('<meta property="og:title" content="Batik Shirt Parang Motif Slim Fit Short Sleeve - Nusa Mart"/>');
    // Its first picture, largest width, at an absolute URL a preview can fetch: immutable, content-addressed.
    const image = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1];
    expect(image).toMatch(/^https?:\/\/[^/]+\/media\/products\/[0-9a-f]{64}\/960\.webp$/);
    const picture = await request.get(image!);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
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

  test('its gallery swipes, and its buttons and keys move through the pictures', async ({ page }) => {
    await page.goto('/h5/products/1');
    const gallery = page.getByRole('region', { name: 'Foto produk' });
    const pictures = gallery.getByRole('img');
    await expect(pictures).toHaveCount(4);
    // The largest picture comes first and at once; the others when they come near.
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(pictures.first()).toHaveJSProperty('complete', true);
    await expect(gallery.getByText('1 / 4')).toBeVisible();

    await gallery.getByRole('button', { name: 'Foto berikutnya' }).click();
    await expect(gallery.getByText('2 / 4')).toBeVisible();
    // Once the row has come to rest on it.
    await expect(pictures.nth(1)).toBeInViewport({ ratio: 1 });
    const track = gallery.getByRole('list');
    await track.press('ArrowRight');
    await expect(gallery.getByText('3 / 4')).toBeVisible();
    await expect(pictures.nth(2)).toBeInViewport({ ratio: 1 });
    await gallery.getByRole('button', { name: 'Foto sebelumnya' }).click();
    await expect(gallery.getByText('2 / 4')).toBeVisible();

    // A swipe scrolls the row: the position follows wherever it snaps.
    await track.evaluate((row) => row.scrollTo({ left: row.clientWidth * 3, behavior: 'instant' }));
    await expect(gallery.getByText('4 / 4')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Foto berikutnya' })).toBeDisabled();
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
