import { expect, test } from '@playwright/test';
import { demoMerchant, demoShopper } from '@shop/local-stack';
import { e164, newPhoneNumber, signInByApi, signUpByApi, storedToken } from './helpers/accounts.js';
import { field } from './helpers/forms.js';
import { codeFromMailbox, codeFromPhone, mailsTo, textsTo } from './helpers/messages.js';
import { PASSWORD, bindBankByApi, newAccountName, newBcaAccountNumber, rechargeByApi } from './helpers/money.js';
import { demoStore, dismissedDownloadPrompt, openAs, operatorToken } from './helpers/orders.js';
import { mutation, query } from './helpers/trpc.js';

// Codes and news reach people where they read them: the sign-up code in the mailbox (an e-mail
// account) or on the phone (WhatsApp, through the messaging sandbox), in the page's language; a
// store's owner hears of a paid order in the notification centre and on the phone; a withdrawal's
// paid message comes once though the gateway calls back three times.

const languages = {
  ind: { account: 'Nomor ponsel atau email', code: 'Kode verifikasi', sendCode: 'Kirim kode', password: 'Kata sandi', confirmPassword: 'Konfirmasi kata sandi', signUp: 'Daftar', codeTitle: 'Kode pendaftaran Anda' },
  en: { account: 'Mobile number or email', code: 'Verification code', sendCode: 'Send code', password: 'Password', confirmPassword: 'Confirm the password', signUp: 'Sign up', codeTitle: 'Your sign-up code' },
  zh: { account: '手机号或邮箱', code: '验证码', sendCode: '获取验证码', password: '密码', confirmPassword: '确认密码', signUp: '注册', codeTitle: '您的注册验证码' },
} as const;

test.beforeEach(async ({ page }) => {
  await dismissedDownloadPrompt(page);
});

// One sign-up a language, the channels taking turns (sign-ups from one address are limited per hour).
const signUps = [
  ['ind', 'email'],
  ['en', 'phone'],
  ['zh', 'email'],
] as const;

for (const [locale, channel] of signUps) {
  const texts = languages[locale];
  test.describe(`codes in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'shop-locale', value: locale, url: baseURL! }]);
    });

    test(`sign up with the code from the ${channel === 'email' ? 'mailbox' : 'phone'}`, async ({ page }) => {
      test.setTimeout(120_000);
      const account = channel === 'email' ? `pembeli-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test` : newPhoneNumber();
      await page.goto('/h5/signup');
      await field(page, texts.account).fill(account);
      await page.getByRole('button', { name: texts.sendCode }).click();
      const code = channel === 'email' ? (await codeFromMailbox(page.request, account)).code : (await codeFromPhone(page.request, e164(account))).code;
      await field(page, texts.code).fill(code);
      await field(page, texts.password).fill(PASSWORD);
      await field(page, texts.confirmPassword).fill(PASSWORD);
      await page.getByRole('button', { name: texts.signUp, exact: true }).click();
      await expect(page).toHaveURL(/\/h5\/account$/);
      expect(await storedToken(page)).toBeTruthy();
      // In the page's language, once.
      if (channel === 'email') {
        expect((await mailsTo(page.request, account)).map((mail) => mail.subject)).toEqual([texts.codeTitle]);
      } else {
        const phoned = await textsTo(page.request, e164(account));
        expect(phoned.map((message) => message.channel)).toEqual(['whatsapp']);
        expect(phoned[0]!.body.startsWith(texts.codeTitle)).toBe(true);
      }
    });
  });
}

test("a store's owner sees the bell count rise when a shopper pays, and hears of it on the phone", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const store = await demoStore(page.request);
  const owner = await openAs(browser, baseURL!, 'en', store.ownerToken);
  const unread = async () => (await query<{ unread: number }>(owner.request, 'notification.unreadCount', undefined, store.ownerToken)).unread;
  const before = await unread();

  // The demo shopper (with a default address) buys: sign-ups from one address are limited per hour.
  const shopper = { token: await signInByApi(page.request, demoShopper.account, demoShopper.password) };
  const item = { productId: store.product.productId, storeId: store.id, quantity: 1 };
  const quote = await query<{ total: number }>(page.request, 'order.quote', { items: [item] }, shopper.token);
  await rechargeByApi(page.request, shopper.token, quote.total);
  const [order] = await mutation<Array<{ id: string; orderNo: string }>>(page.request, 'order.place', { items: [item], expectedTotal: quote.total }, shopper.token);
  await mutation(page.request, 'payment.payOrders', { orderIds: [order!.id], method: 'balance' }, shopper.token);

  // The bell in the shop's header counts it after a navigation (and the goods cost due with it,
  // when the store's balance is short of it).
  const bell = owner.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(async () => {
    await owner.goto('/h5');
    const label = (await bell.getAttribute('aria-label', { timeout: 1_000 })) ?? '';
    expect(Number(/(\d+) unread/.exec(label)?.[1])).toBeGreaterThan(before);
  }).toPass({ timeout: 30_000 });
  await bell.click();
  // In the owner's language, Indonesian until they choose another in the notification settings.
  await expect(owner.getByRole('link', { name: new RegExp(`Pesanan baru ${order!.orderNo}`) })).toBeVisible();
  // The demo merchant signs in with a phone: the news goes to WhatsApp, once.
  await expect.poll(async () => (await textsTo(page.request, demoMerchant.account)).filter((message) => message.body.startsWith(`Pesanan baru ${order!.orderNo}`)).length, { timeout: 20_000 }).toBe(1);
  await owner.context().close();
});

test("a withdrawal's paid message comes once, though the gateway calls back three times", async ({ page }) => {
  test.setTimeout(120_000);
  const phone = newPhoneNumber();
  const token = await signUpByApi(page.request, phone, PASSWORD);
  await rechargeByApi(page.request, token, 100_000);
  await bindBankByApi(page.request, token, { bankCode: 'bca', accountName: newAccountName('Dewi'), accountNumber: newBcaAccountNumber() });
  const withdrawal = await mutation<{ id: string }>(page.request, 'fund.withdraw', { amount: 60_000, password: PASSWORD }, token);
  await mutation(page.request, 'operator.reviewWithdrawal', { withdrawalId: withdrawal.id, approve: true }, await operatorToken(page.request));

  const paidTexts = async () => (await textsTo(page.request, e164(phone))).filter((message) => /sudah masuk ke rekening/.test(message.body));
  await expect.poll(async () => (await paidTexts()).length, { timeout: 60_000 }).toBe(1);
  const centre = await query<{ items: Array<{ kind: string }> }>(page.request, 'notification.list', {}, token);
  expect(centre.items.filter((item) => item.kind === 'withdrawal_paid')).toHaveLength(1);
});
