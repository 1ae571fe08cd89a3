import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { shopperVersionWith, startRemoteDeploys } from './helpers/remote-deploys.js';

const GREETING = 'Selamat datang di Nusa Mart';

/** Every page of the route table (and a path that is none), with its document title in Indonesian, the default. */
const routes = [
  { path: '/h5', title: 'Nusa Mart' },
  { path: '/h5/account', title: 'Akun - Nusa Mart' },
  { path: '/h5/question', title: 'Bantuan & FAQ - Nusa Mart' },
  { path: '/h5/signin', title: 'Masuk - Nusa Mart' },
  { path: '/h5/signup', title: 'Daftar - Nusa Mart' },
  { path: '/h5/forget', title: 'Lupa kata sandi - Nusa Mart' },
  { path: '/h5/settings', title: 'Pengaturan - Nusa Mart' },
  { path: '/h5/delivery', title: 'Alamat pengiriman - Nusa Mart' },
  { path: '/h5/collection', title: 'Koleksi saya - Nusa Mart' },
  { path: '/h5/cart', title: 'Keranjang - Nusa Mart' },
  { path: '/h5/pay?from=cart', title: 'Checkout - Nusa Mart' },
  { path: '/h5/order?tab=pending_payment', title: 'Pesanan saya - Nusa Mart' },
  { path: '/h5/order/detail?id=0190d2b4-6c1e-7c3a-9a55-2f4b8f1d0a11', title: 'Detail pesanan - Nusa Mart' },
  { path: '/h5/search', title: 'Cari - Nusa Mart' },
  { path: '/h5/category', title: 'Kategori - Nusa Mart' },
  { path: '/h5/products/list?keyword=kemeja', title: 'Produk - Nusa Mart' },
  { path: '/h5/footmark', title: 'Riwayat dilihat - Nusa Mart' },
  { path: '/h5/notifications', title: 'Notifikasi - Nusa Mart' },
  { path: '/h5/notifications/settings', title: 'Pengaturan notifikasi - Nusa Mart' },
  { path: '/h5/merchant', title: 'Pusat Penjual - Nusa Mart' },
  { path: '/h5/merchant/apply', title: 'Buka toko - Nusa Mart' },
  { path: '/h5/merchant/shop/manage', title: 'Kelola toko - Nusa Mart' },
  { path: '/h5/merchant/products', title: 'Produk dan penayangan - Nusa Mart' },
  // The demo merchant's store, which `npm start` and the e2e stack seed as store 1; its head names it.
  { path: '/h5/merchant/shop/1', title: 'Toko Demo Merchant - Nusa Mart' },
  { path: '/h5/merchant/street', title: 'Jalan toko - Nusa Mart' },
  { path: '/h5/merchant/recharge', title: 'Isi ulang - Nusa Mart' },
  { path: '/h5/merchant/withdraw', title: 'Tarik dana - Nusa Mart' },
  { path: '/h5/merchant/bank', title: 'Kartu bank - Nusa Mart' },
  { path: '/h5/merchant/fund', title: 'Riwayat dana - Nusa Mart' },
  { path: '/h5/merchant/order', title: 'Pesanan - Nusa Mart' },
  { path: '/h5/merchant/order/detail', title: 'Detail pesanan - Nusa Mart' },
  // The first demo product; its head names it.
  { path: '/h5/products/1', title: 'Kemeja Batik Motif Parang Slim Fit Lengan Pendek - Nusa Mart' },
  { path: '/ops', title: 'Pengajuan penjual - Nusa Mart' },
  { path: '/ops/stores', title: 'Toko - Nusa Mart' },
  { path: '/ops/audit', title: 'Log audit - Nusa Mart' },
  { path: '/ops/withdrawals', title: 'Penarikan - Nusa Mart' },
  { path: '/ops/wallets', title: 'Dompet - Nusa Mart' },
  { path: '/ops/fees', title: 'Pengaturan biaya - Nusa Mart' },
  { path: '/ops/fund-audit', title: 'Log audit dana - Nusa Mart' },
  { path: '/ops/deliveries', title: 'Pengiriman pesan - Nusa Mart' },
  { path: '/ops/templates', title: 'Templat pesan - Nusa Mart' },
  { path: '/down', title: 'Unduh aplikasi - Nusa Mart' },
  { path: '/h5/no-such-page', title: 'Halaman tidak ditemukan - Nusa Mart' },
];

/** Console errors and warnings (hydration mismatches among them) while `run` goes on. */
async function consoleProblems(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const listener = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  };
  page.on('console', listener);
  page.on('pageerror', (error) => problems.push(error.message));
  await run();
  page.off('console', listener);
  return problems;
}

test.describe('server rendering', () => {
  test('every route answers with its head and text in the HTML, before any script runs', async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(route.path === '/h5/no-such-page' ? 404 : 200);
      const html = await response.text();
      expect(html, route.path).toContain(`<html lang="id">`);
      expect(html, route.path).toContain(`<title>${route.title.replace('&', '&amp;')}</title>`);
      expect(html, route.path).toContain('<meta property="og:title"');
      // The page's frame is rendered, not an empty container waiting for scripts.
      expect(html, route.path).not.toContain('<div id="app"></div>');
    }
    // A page about a shop or product that does not exist says so, with its status too.
    for (const missing of ['/h5/merchant/shop/987654', '/h5/merchant/shop/0', '/h5/products/987654', '/h5/products/list2']) {
      expect((await request.get(missing)).status(), missing).toBe(404);
    }
    const home = await (await request.get('/h5')).text();
    expect(home).toContain(GREETING);
    const zh = await (await request.get('/h5/question', { headers: { cookie: 'shop-locale=zh' } })).text();
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('<title>帮助与常见问题 - Nusa Mart</title>');
  });

  test('a browser without JavaScript reads the public pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/h5');
    await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
    await page.goto('/h5/question');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The street's first stores and a shop's products come with the page.
    await page.goto('/h5/merchant/street');
    await expect(page.getByRole('link', { name: /Level/ }).first()).toBeVisible();
    await page.goto('/h5/merchant/shop/1');
    await expect(page.getByRole('heading', { level: 2, name: 'Produk' })).toBeVisible();
    await context.close();
  });

  test('every route hydrates without a warning and without asking again for the data it came with, and the page works afterwards', async ({ page }) => {
    // About a second a route: loaded, hydrated, then half a second of a quiet network.
    test.setTimeout(routes.length * 2_000 + 15_000);
    // A visitor's pages need nothing the server did not already send (the platform configuration among it).
    const browserCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/')) browserCalls.push(request.url());
    });
    for (const route of routes) {
      const problems = await consoleProblems(page, async () => {
        await page.goto(route.path);
        await page.waitForLoadState('networkidle');
      });
      // The 404 page is answered with status 404, which the browser reports as a failed load.
      expect(problems.filter((problem) => !(route.path === '/h5/no-such-page' && problem.includes('status of 404'))), route.path).toEqual([]);
    }
    // The shop and product pages count their view once they run in the browser: mutations, not data asked for again.
    expect(browserCalls.filter((url) => !/\/(merchant\.visit|product\.view)$/.test(new URL(url).pathname))).toEqual([]);
    await page.goto('/h5/search');
    await page.waitForLoadState('networkidle');
    // Handled by the hydrated form: an empty search is refused on the page, not sent.
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText('Masukkan kata kunci')).toBeVisible();
    await expect(page).toHaveURL(/\/h5\/search$/);
    await page.goto('/h5');
    await page.getByRole('navigation').getByRole('link', { name: 'Akun' }).click();
    await expect(page).toHaveTitle('Akun - Nusa Mart');
  });

  test('the colour mode chosen on this device is on the page before its first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('shop-colour-mode', 'dark'));
    // What the document's first script did, before any content was parsed.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { darkAtParse: boolean }).darkAtParse = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/h5');
    expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true);
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('remotes on the server', () => {
  test('a new version is served on the next request; while a remote is down the page still renders, and it recovers', async ({ page, request, baseURL }) => {
    const deploys = await startRemoteDeploys(baseURL!);
    const version2 = shopperVersionWith(GREETING, `${GREETING} versi 2`);
    try {
      const html = async () => (await request.get(`${deploys.baseUrl}/h5`)).text();
      expect(await html()).toContain(`${GREETING}<`);

      deploys.deploy(version2, '2');
      expect(await html()).toContain(`${GREETING} versi 2`);
      const problems = await consoleProblems(page, async () => {
        await page.goto(`${deploys.baseUrl}/h5`);
        await expect(page.getByRole('heading', { name: `${GREETING} versi 2` })).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
      expect(problems).toEqual([]);

      // Its part of the page is left to the browser, which offers to try again.
      deploys.stop('3');
      const withoutRemote = await request.get(`${deploys.baseUrl}/h5`);
      expect(withoutRemote.status()).toBe(200);
      const frame = await withoutRemote.text();
      expect(frame).toContain('shell-tabbar');
      expect(frame).not.toContain(GREETING);
      await page.goto(`${deploys.baseUrl}/h5`);
      await expect(page.getByRole('alert')).toContainText('Bagian halaman ini tidak dapat dimuat.');

      deploys.deploy(version2, '4');
      await expect.poll(html).toContain(`${GREETING} versi 2`);
      await page.getByRole('button', { name: 'Coba lagi' }).click();
      await expect(page.getByRole('heading', { name: `${GREETING} versi 2` })).toBeVisible();
    } finally {
      await deploys.close();
      rmSync(version2, { recursive: true, force: true });
    }
  });
});
