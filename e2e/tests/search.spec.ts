import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPhoneNumber, openSignedIn, signUpByApi } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';

// What a shopper types and reads while searching, per language (the demo catalog's texts).
const languages = {
  ind: {
    headerSearch: 'Cari produk',
    field: 'Cari produk',
    keyword: 'kemeja',
    resultsFor: 'Hasil untuk “kemeja”',
    history: 'Riwayat pencarian',
    sort: 'Urutkan',
    cheapest: 'Harga terendah',
    price: 'Rentang harga (Rp)',
    min: 'Harga terendah',
    max: 'Harga tertinggi',
    apply: 'Terapkan',
    categoriesTab: 'Kategori',
    collect: 'Koleksi',
    collection: 'Koleksi saya',
    top: 'Kecantikan',
    sub: 'Makeup',
  },
  en: {
    headerSearch: 'Search products',
    field: 'Search products',
    keyword: 'shirt',
    resultsFor: 'Results for “shirt”',
    history: 'Search history',
    sort: 'Sort by',
    cheapest: 'Price: low to high',
    price: 'Price range (Rp)',
    min: 'Lowest price',
    max: 'Highest price',
    apply: 'Apply',
    categoriesTab: 'Categories',
    collect: 'Collect',
    collection: 'My collection',
    top: 'Gadgets & Digital',
    sub: 'Audio',
  },
  zh: {
    headerSearch: '搜索商品',
    field: '搜索商品',
    keyword: '衬衫',
    resultsFor: '“衬衫”的搜索结果',
    history: '搜索历史',
    sort: '排序',
    cheapest: '价格从低到高',
    price: '价格区间（Rp）',
    min: '最低价',
    max: '最高价',
    apply: '确定',
    categoriesTab: '分类',
    collect: '收藏',
    collection: '我的收藏',
    top: '男装',
    sub: '鞋履',
  },
} as const;

/** The whole rupiah of each card's price in the list, in order ("Rp 189.000" → 189000). */
async function cardPrices(list: Locator): Promise<number[]> {
  const texts = await list.locator('.shopper-product-card__price').allTextContents();
  return texts.map((text) => Number(/Rp\s?([\d.]+)/.exec(text)![1]!.replace(/\./g, '')));
}

const productList = (page: Page) => page.locator('.shopper-grid');

for (const [lang, texts] of Object.entries(languages)) {
  test.describe(`search and categories (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'shop-locale', value: lang, url: baseURL! }]);
    });

    test('home → search → list (sort, price range) → product → collect → collection; the search is kept in the history; axe clean', async ({ page }) => {
      await openSignedIn(page, await signUpByApi(page.request, newPhoneNumber(), 'Rahasia1'));
      await page.goto('/h5');
      await page.getByRole('link', { name: texts.headerSearch }).click();
      await expect(page).toHaveURL(/\/h5\/search$/);
      await expectNoSeriousViolations(page);
      await page.getByRole('searchbox', { name: texts.field }).fill(texts.keyword);
      await page.getByRole('searchbox', { name: texts.field }).press('Enter');

      await expect(page.getByRole('heading', { level: 1, name: texts.resultsFor })).toBeVisible();
      const list = productList(page);
      await expect(list.getByRole('link').first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('combobox', { name: texts.sort, exact: true }).click();
      await page.getByRole('option', { name: texts.cheapest, exact: true }).click();
      await expect(page).toHaveURL(/sort=price_asc/);
      await expect(async () => {
        const prices = await cardPrices(list);
        expect(prices.length).toBeGreaterThan(1);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }).toPass();

      const prices = await cardPrices(list);
      const [low, high] = [prices[0]!, prices.at(-2)!];
      await page.getByText(texts.price).click();
      await page.getByLabel(texts.min, { exact: true }).fill(String(low));
      await page.getByLabel(texts.max, { exact: true }).fill(String(high));
      await page.getByRole('button', { name: texts.apply }).click();
      await expect(page).toHaveURL(new RegExp(`min=${low}&max=${high}`));
      await expect(async () => {
        const filtered = await cardPrices(list);
        expect(filtered.length).toBeGreaterThan(0);
        expect(filtered.every((price) => price >= low && price <= high)).toBe(true);
      }).toPass();

      const first = list.getByRole('link').first();
      const title = (await first.locator('.shopper-product-card__title').textContent())!;
      await first.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const collect = page.getByRole('button', { name: texts.collect });
      await expect(collect).toHaveAttribute('aria-pressed', 'false');
      await collect.click();
      await expect(collect).toHaveAttribute('aria-pressed', 'true');
      await page.goto('/h5/collection');
      await expect(page.getByRole('heading', { level: 1, name: texts.collection })).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toBeVisible();

      // Back on the search screen, the keyword is in the history (kept by the catalog for a signed-in shopper).
      await page.goto('/h5/search');
      await expect(page.getByRole('region', { name: texts.history }).getByRole('link', { name: texts.keyword })).toBeVisible();
    });

    test('categories → a subcategory’s list; axe clean', async ({ page }) => {
      await page.goto('/h5');
      await page.getByRole('navigation').getByRole('link', { name: texts.categoriesTab, exact: true }).click();
      await expect(page).toHaveURL(/\/h5\/category$/);
      await page.getByRole('navigation', { name: texts.categoriesTab }).getByRole('link', { name: texts.top }).click();
      await expect(page.getByRole('heading', { level: 2, name: texts.top })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: texts.sub, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.sub })).toBeVisible();
      await expect(productList(page).getByRole('link').first()).toBeVisible();
    });
  });
}

test('a visitor’s searches stay on the device; a list of every product loads more as it scrolls', async ({ page }) => {
  await page.goto('/h5/products/list?keyword=batik');
  await expect(productList(page).getByRole('link').first()).toBeVisible();
  // The list keeps the keyword once it runs in the browser.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shop.searchHistory'))).toBe('["batik"]');
  await page.goto('/h5/search');
  await expect(page.getByRole('region', { name: 'Riwayat pencarian' }).getByRole('link', { name: 'batik' })).toBeVisible();

  // Forty-eight demo products: twenty on the first page, more as the end of the list comes into view.
  await page.goto('/h5/products/list');
  const cards = productList(page).getByRole('listitem');
  await expect(cards).toHaveCount(20);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(40);
});

test('a misspelt keyword finds similar products, and says so', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'shop-locale', value: 'en', url: baseURL! }]);
  await page.goto('/h5/products/list?keyword=backpak');
  await expect(page.getByText('Nothing matched “backpak” exactly. Showing similar products.')).toBeVisible();
  await expect(productList(page).getByRole('link', { name: /Backpack/ })).toBeVisible();
});
