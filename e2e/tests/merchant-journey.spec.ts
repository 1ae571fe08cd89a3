import { expect, test, type Page } from '@playwright/test';
import { newPhoneNumber, openOperatorConsole, openSignedIn, signUpByApi } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { field } from './helpers/forms.js';

// A user applies for a store, an operator reviews it in the console, and the store opens, lists
// products and is found on the street; or the application is rejected with a reason. The texts
// are what each language's user reads.
const languages = {
  ind: {
    applyTitle: 'Buka toko',
    storeName: 'Nama toko',
    phone: 'Nomor telepon',
    logo: 'Logo',
    description: 'Deskripsi',
    ownerName: 'Nama pemilik',
    ktpNumber: 'Nomor KTP',
    submit: 'Kirim pengajuan',
    submitted: 'Terkirim, menunggu peninjauan',
    rejectedTitle: 'Pengajuan Anda tidak disetujui',
    rejectedReason: (reason: string) => `Alasan operator: ${reason}`,
    applyAgain: 'Ajukan lagi',
    approve: 'Setujui',
    approved: (name: string) => `${name} telah disetujui.`,
    reject: 'Tolak',
    rejected: (name: string) => `${name} telah ditolak.`,
    reason: 'Alasan',
    centre: 'Pusat Penjual',
    products: 'Produk dan penayangan',
    listPrefix: 'Tayangkan ',
    inStore: (count: number) => `Produk di toko Anda: ${count}`,
    myShop: 'Halaman toko saya',
    streetSearch: 'Nama toko',
    search: 'Cari',
  },
  en: {
    applyTitle: 'Open a store',
    storeName: 'Store name',
    phone: 'Phone number',
    logo: 'Logo',
    description: 'Description',
    ownerName: "Owner's name",
    ktpNumber: 'KTP number',
    submit: 'Submit application',
    submitted: 'Submitted, awaiting review',
    rejectedTitle: 'Your application was not approved',
    rejectedReason: (reason: string) => `The operator's reason: ${reason}`,
    applyAgain: 'Apply again',
    approve: 'Approve',
    approved: (name: string) => `${name} was approved.`,
    reject: 'Reject',
    rejected: (name: string) => `${name} was rejected.`,
    reason: 'Reason',
    centre: 'Merchant centre',
    products: 'Products and listing',
    listPrefix: 'List ',
    inStore: (count: number) => `Products in your store: ${count}`,
    myShop: 'My shop page',
    streetSearch: 'Store name',
    search: 'Search',
  },
  zh: {
    applyTitle: '申请开店',
    storeName: '店铺名称',
    phone: '手机号码',
    logo: '店铺标志',
    description: '描述',
    ownerName: '店主姓名',
    ktpNumber: '身份证号码（KTP）',
    submit: '提交申请',
    submitted: '已提交，等待审核',
    rejectedTitle: '您的申请未通过',
    rejectedReason: (reason: string) => `运营人员的理由：${reason}`,
    applyAgain: '重新申请',
    approve: '通过',
    approved: (name: string) => `已通过 ${name}。`,
    reject: '驳回',
    rejected: (name: string) => `已驳回 ${name}。`,
    reason: '原因',
    centre: '商家中心',
    products: '商品与上架',
    listPrefix: '上架 ',
    inStore: (count: number) => `店铺中的商品：${count}`,
    myShop: '我的店铺主页',
    streetSearch: '店铺名称',
    search: '搜索',
  },
};

type Texts = (typeof languages)[keyof typeof languages];

// A 1x1 PNG: the service re-encodes it to the logo's sizes.
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A store name no other run uses, with an accent the street's search must see past. */
function newStoreName(): { name: string; searchFor: string } {
  const suffix = Math.random().toString(36).slice(2, 8);
  return { name: `Toko Ćahaya ${suffix}`, searchFor: `cahaya ${suffix}` };
}

async function applyForStore(page: Page, texts: Texts, storeName: string, axe = false) {
  await page.goto('/h5/merchant/apply');
  await expect(page.getByRole('heading', { name: texts.applyTitle, level: 1 })).toBeVisible();
  await field(page, texts.storeName).fill(storeName);
  await field(page, texts.phone).fill('081234567890');
  await field(page, texts.logo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
  await field(page, texts.description).fill('Batik tulis dari Solo');
  await field(page, texts.ownerName).fill('Siti Rahayu');
  await field(page, texts.ktpNumber).fill('3171014506900001');
  if (axe) await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('heading', { name: texts.submitted })).toBeVisible();
}

for (const [locale, texts] of Object.entries(languages)) {
  test.describe(`merchant journeys in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'shop-locale', value: locale, url: baseURL! }]);
    });

    test('apply, approved in the console, list three products, found on the street', async ({ page, browser, baseURL, request }) => {
      // Six pages, two browsers and (in one language) axe in both colour schemes.
      test.setTimeout(180_000);
      const axe = locale === 'ind';
      const { name, searchFor } = newStoreName();
      await openSignedIn(page, await signUpByApi(request, newPhoneNumber(), 'Rahasia1'));
      await applyForStore(page, texts, name, axe);

      const ops = await openOperatorConsole(browser, baseURL!, locale);
      const application = ops.getByRole('listitem', { name });
      await application.getByRole('button', { name: texts.approve }).click();
      await ops.getByRole('dialog').getByRole('button', { name: texts.approve }).click();
      await expect(ops.getByText(texts.approved(name))).toBeVisible();
      if (axe) {
        await expectNoSeriousViolations(ops);
        for (const consolePage of ['/ops/stores', '/ops/audit']) {
          await ops.goto(consolePage);
          await expect(ops.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoSeriousViolations(ops);
        }
      }
      await ops.context().close();

      await page.goto('/h5/merchant');
      await expect(page.getByRole('heading', { name: texts.centre, level: 1 })).toBeVisible();
      await expect(page.getByText(name).first()).toBeVisible();
      if (axe) {
        await expectNoSeriousViolations(page);
        await page.goto('/h5/merchant/shop/manage');
        await expect(field(page, texts.storeName)).toHaveValue(name);
        await expectNoSeriousViolations(page);
        await page.goto('/h5/merchant');
      }

      await page.getByRole('link', { name: new RegExp(texts.products) }).click();
      await expect(page.getByText(texts.inStore(0))).toBeVisible();
      const titles: string[] = [];
      for (let listed = 1; listed <= 3; listed += 1) {
        const list = page.getByRole('button', { name: new RegExp(`^${texts.listPrefix}`) }).first();
        titles.push((await list.getAttribute('aria-label'))!.slice(texts.listPrefix.length));
        await list.click();
        await expect(page.getByText(texts.inStore(listed))).toBeVisible();
      }
      if (axe) await expectNoSeriousViolations(page);

      await page.goto('/h5/merchant');
      await page.getByRole('link', { name: new RegExp(texts.myShop) }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      for (const title of titles) await expect(page.getByText(title, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${name} - Nusa Mart`);

      await page.goto('/h5/merchant/street');
      await field(page, texts.streetSearch).fill(searchFor);
      await page.getByRole('button', { name: texts.search, exact: true }).click();
      await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    });

    test('apply, rejected with a reason, apply again', async ({ page, browser, baseURL, request }) => {
      const { name } = newStoreName();
      const reason = 'Foto KTP tidak terbaca';
      await openSignedIn(page, await signUpByApi(request, newPhoneNumber(), 'Rahasia1'));
      await applyForStore(page, texts, name);

      const ops = await openOperatorConsole(browser, baseURL!, locale);
      await ops.getByRole('listitem', { name }).getByRole('button', { name: texts.reject }).click();
      const dialog = ops.getByRole('dialog');
      await field(ops, texts.reason).fill(reason);
      await dialog.getByRole('button', { name: texts.reject }).click();
      await expect(ops.getByText(texts.rejected(name))).toBeVisible();
      await ops.context().close();

      await page.goto('/h5/merchant');
      await expect(page.getByRole('heading', { name: texts.rejectedTitle })).toBeVisible();
      await expect(page.getByText(texts.rejectedReason(reason))).toBeVisible();
      await page.getByRole('link', { name: texts.applyAgain }).or(page.getByRole('button', { name: texts.applyAgain })).click();
      await expect(page.getByRole('heading', { name: texts.applyTitle, level: 1 })).toBeVisible();
      await expect(field(page, texts.storeName)).toHaveValue(name);
    });
  });
}
