import { expect, test } from '@playwright/test';
import { newPhoneNumber, openSignedIn, signUpByApi } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';

// What a shopper reads on the product page, the collection and the footprint, per language.
const languages = {
  ind: {
    collect: 'Koleksi',
    account: { collection: 'Koleksi saya', footprint: 'Riwayat dilihat' },
    collectionTitle: 'Koleksi saya',
    collectionEmpty: 'Koleksi Anda masih kosong',
    footprintTitle: 'Riwayat dilihat',
    footprintEmpty: 'Belum ada produk yang dilihat',
    today: 'Hari ini',
    remove: 'Hapus',
    clear: 'Hapus riwayat',
    clearTitle: 'Hapus riwayat dilihat?',
    reviews: /^Ulasan \(\d+\)$/,
  },
  en: {
    collect: 'Collect',
    account: { collection: 'My collection', footprint: 'Browsing history' },
    collectionTitle: 'My collection',
    collectionEmpty: 'Your collection is empty',
    footprintTitle: 'Browsing history',
    footprintEmpty: 'No products viewed yet',
    today: 'Today',
    remove: 'Remove',
    clear: 'Clear history',
    clearTitle: 'Clear your browsing history?',
    reviews: /^Reviews \(\d+\)$/,
  },
  zh: {
    collect: '收藏',
    account: { collection: '我的收藏', footprint: '我的足迹' },
    collectionTitle: '我的收藏',
    collectionEmpty: '收藏夹是空的',
    footprintTitle: '我的足迹',
    footprintEmpty: '还没有浏览过商品',
    today: '今天',
    remove: '移除',
    clear: '清空足迹',
    clearTitle: '清空浏览足迹？',
    reviews: /^评价（\d+）$/,
  },
} as const;

for (const [lang, texts] of Object.entries(languages)) {
  test.describe(`collection and footprint (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'shop-locale', value: lang, url: baseURL! }]);
    });

    test('product → collect → collection → remove; footprint after views → clear; reviews shown; axe clean', async ({ page }) => {
      // Seven pages and an event's round trip through Kafka: more than the default time on a busy machine.
      test.slow();
      await openSignedIn(page, await signUpByApi(page.request, newPhoneNumber(), 'Rahasia1'));

      // Two product pages: each view joins the footprint; the second is collected.
      // A view is sent once the page is shown; leaving before it is answered would cancel it.
      const viewed = page.waitForResponse((response) => response.url().includes('/trpc/product.view'));
      await page.goto('/h5/products/2');
      const secondTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
      await viewed;
      await page.goto('/h5/products/1');
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
      await expect(page.getByRole('region', { name: texts.reviews })).toBeVisible();
      const collect = page.getByRole('button', { name: texts.collect });
      await expect(collect).toBeEnabled();
      await expect(collect).toHaveAttribute('aria-pressed', 'false');
      await collect.click();
      await expect(collect).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousViolations(page);

      // The collection, from the account menu.
      await page.goto('/h5/account');
      await page.getByRole('link', { name: texts.account.collection }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.collectionTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: `${texts.remove} ${title}` }).click();
      await expect(page.getByRole('heading', { name: texts.collectionEmpty })).toBeVisible();

      // The footprint: both products under today, latest first (it is written by an event: wait for it).
      await page.goto('/h5/account');
      await page.getByRole('link', { name: texts.account.footprint }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.footprintTitle })).toBeVisible();
      const today = page.getByRole('region', { name: texts.today });
      await expect(async () => {
        await page.reload();
        await expect(today.getByRole('link')).toHaveCount(2, { timeout: 1000 });
      }).toPass({ timeout: 45_000 });
      await expect(today.getByRole('link').first()).toContainText(title);
      await expect(today.getByRole('link').last()).toContainText(secondTitle);
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: texts.clear }).click();
      const dialog = page.getByRole('dialog', { name: texts.clearTitle });
      await dialog.getByRole('button', { name: texts.clear }).click();
      await expect(page.getByRole('heading', { name: texts.footprintEmpty })).toBeVisible();
    });
  });
}

test('a visitor who collects is sent to sign in and back to the product', async ({ page }) => {
  await page.goto('/h5/products/3');
  await page.getByRole('link', { name: 'Koleksi' }).click();
  await expect(page).toHaveURL(/\/h5\/signin\?redirect=%2Fh5%2Fproducts%2F3$/);
});
