import { expect, test, type Page } from '@playwright/test';
import { addAddressByApi, e164, latestCode, newPhoneNumber, openSignedIn, signOutByApi, signUpByApi, storedToken } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { field, pickArea } from './helpers/forms.js';

// What a shopper reads on the account pages, per language (Indonesian is the default).
const languages = {
  ind: {
    account: 'Nomor ponsel atau email',
    code: 'Kode verifikasi',
    sendCode: 'Kirim kode',
    password: 'Kata sandi',
    newPassword: 'Kata sandi baru',
    confirmPassword: 'Konfirmasi kata sandi',
    signUp: 'Daftar',
    signIn: 'Masuk',
    byPassword: 'Masuk dengan kata sandi',
    forgotten: 'Lupa kata sandi?',
    forgetTitle: 'Atur ulang kata sandi',
    reset: 'Atur ulang kata sandi',
    resetDone: 'Kata sandi Anda telah diubah. Masuk dengan kata sandi baru.',
    accountRequired: 'Silakan masukkan info akun',
    loginFailed: 'Gagal masuk',
    signOut: 'Keluar',
    addresses: 'Alamat pengiriman',
    noAddress: 'Belum ada alamat pengiriman',
    addAddress: 'Tambah alamat',
    newAddress: 'Alamat baru',
    editAddress: 'Ubah alamat',
    recipientName: 'Nama penerima',
    phone: 'Nomor telepon',
    province: 'Provinsi',
    city: 'Kota / kabupaten',
    district: 'Kecamatan',
    detail: 'Alamat lengkap',
    save: 'Simpan alamat',
    isDefault: 'Utama',
    edit: 'Ubah',
    setDefault: 'Jadikan utama',
    remove: 'Hapus',
    removeTitle: 'Hapus alamat ini?',
    completeAddress: 'Silakan lengkapi alamat',
  },
  en: {
    account: 'Mobile number or email',
    code: 'Verification code',
    sendCode: 'Send code',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the password',
    signUp: 'Sign up',
    signIn: 'Sign in',
    byPassword: 'Password login',
    forgotten: 'Forgotten your password?',
    forgetTitle: 'Reset your password',
    reset: 'Reset password',
    resetDone: 'Your password has been changed. Sign in with the new one.',
    accountRequired: 'Please enter account info',
    loginFailed: 'Login failed',
    signOut: 'Sign out',
    addresses: 'Delivery addresses',
    noAddress: 'No delivery addresses yet',
    addAddress: 'Add address',
    newAddress: 'New address',
    editAddress: 'Edit address',
    recipientName: 'Recipient name',
    phone: 'Phone number',
    province: 'Province',
    city: 'City / regency',
    district: 'District',
    detail: 'Detailed address',
    save: 'Save address',
    isDefault: 'Default',
    edit: 'Edit',
    setDefault: 'Set as default',
    remove: 'Delete',
    removeTitle: 'Delete this address?',
    completeAddress: 'Please complete the address',
  },
  zh: {
    account: '手机号或邮箱',
    code: '验证码',
    sendCode: '获取验证码',
    password: '密码',
    newPassword: '新密码',
    confirmPassword: '确认密码',
    signUp: '注册',
    signIn: '登录',
    byPassword: '密码登录',
    forgotten: '忘记密码？',
    forgetTitle: '重置密码',
    reset: '重置密码',
    resetDone: '密码已修改，请使用新密码登录。',
    accountRequired: '请输入账号',
    loginFailed: '登录失败',
    signOut: '退出登录',
    addresses: '收货地址',
    noAddress: '还没有收货地址',
    addAddress: '新增地址',
    newAddress: '新增地址',
    editAddress: '编辑地址',
    recipientName: '收货人',
    phone: '手机号码',
    province: '省',
    city: '市 / 县',
    district: '区',
    detail: '详细地址',
    save: '保存地址',
    isDefault: '默认',
    edit: '编辑',
    setDefault: '设为默认',
    remove: '删除',
    removeTitle: '删除这个地址？',
    completeAddress: '请完善地址',
  },
} as const;

type Texts = (typeof languages)[keyof typeof languages];

// A shopper who has dismissed the app prompt: it floats over the bottom of every page, where the
// account page keeps its sign-out button.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shop-download-dismissed', '1'));
});

async function sendCodeAndType(page: Page, texts: Texts, account: string, purpose: 'signup' | 'signin' | 'reset') {
  await page.getByRole('button', { name: texts.sendCode }).click();
  await field(page, texts.code).fill(await latestCode(page.request, account, purpose));
}

async function signInByPassword(page: Page, texts: Texts, account: string, password: string) {
  await page.getByRole('tab', { name: texts.byPassword }).click();
  await field(page, texts.account).fill(account);
  await field(page, texts.password).fill(password);
  await page.getByRole('button', { name: texts.signIn, exact: true }).click();
}

async function signOut(page: Page, texts: Texts) {
  await page.getByRole('button', { name: texts.signOut }).click();
  await expect(page).toHaveURL(/\/h5$/);
  expect(await storedToken(page)).toBeNull();
}

function addressCard(page: Page, recipientName: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: recipientName }) });
}

for (const [locale, texts] of Object.entries(languages)) {
  test.describe(`accounts in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'shop-locale', value: locale, url: baseURL! }]);
    });

    test('sign up, sign out, sign in by password and by code, reset a forgotten password', async ({ page }) => {
      test.setTimeout(120_000);
      const phone = newPhoneNumber();

      // Sign up; the form says what is missing before anything is sent.
      await page.goto('/h5/signup');
      await page.getByRole('button', { name: texts.signUp, exact: true }).click();
      await expect(page.getByText(texts.accountRequired)).toBeVisible();
      await expect(field(page, texts.account)).toBeFocused();
      await field(page, texts.account).fill(phone);
      await sendCodeAndType(page, texts, phone, 'signup');
      await field(page, texts.password).fill('Rahasia1');
      await field(page, texts.confirmPassword).fill('Rahasia1');
      await page.getByRole('button', { name: texts.signUp, exact: true }).click();
      await expect(page).toHaveURL(/\/h5\/account$/);
      await expect(page.getByText(e164(phone), { exact: true })).toBeVisible();
      expect(await storedToken(page)).toBeTruthy();
      await signOut(page, texts);

      // Sign in by password.
      await page.goto('/h5/signin');
      await signInByPassword(page, texts, phone, 'Rahasia1');
      await expect(page).toHaveURL(/\/h5\/account$/);
      await signOut(page, texts);

      // Sign in by code (the code tab comes first).
      await page.goto('/h5/signin');
      await field(page, texts.account).fill(phone);
      await sendCodeAndType(page, texts, phone, 'signin');
      await page.getByRole('button', { name: texts.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/h5\/account$/);
      await signOut(page, texts);

      // Forgotten password: reset with a code, then only the new password works.
      await page.goto('/h5/signin');
      await page.getByRole('link', { name: texts.forgotten }).click();
      await expect(page).toHaveURL(/\/h5\/forget$/);
      // The sign-in page leaves before this one enters (out-in): wait for this one.
      await expect(page.getByRole('heading', { name: texts.forgetTitle, level: 1 })).toBeVisible();
      await field(page, texts.account).fill(phone);
      await sendCodeAndType(page, texts, phone, 'reset');
      await field(page, texts.newPassword).fill('Rahasia2');
      await field(page, texts.confirmPassword).fill('Rahasia2');
      await page.getByRole('button', { name: texts.reset, exact: true }).click();
      await expect(page).toHaveURL(/\/h5\/signin$/);
      await expect(page.getByText(texts.resetDone)).toBeVisible();
      await signInByPassword(page, texts, phone, 'Rahasia1');
      await expect(page.getByRole('alert').filter({ hasText: texts.loginFailed })).toBeVisible();
      await expect(page).toHaveURL(/\/h5\/signin$/);
      await field(page, texts.password).fill('Rahasia2');
      await page.getByRole('button', { name: texts.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/h5\/account$/);
    });

    test('add, edit, set as default and delete delivery addresses with the area picker', async ({ page }) => {
      test.setTimeout(90_000);
      await openSignedIn(page, await signUpByApi(page.request, newPhoneNumber(), 'Rahasia1'));
      await page.goto('/h5/account');
      await page.getByRole('link', { name: texts.addresses }).click();
      await expect(page).toHaveURL(/\/h5\/delivery$/);
      await expect(page.getByRole('heading', { name: texts.noAddress })).toBeVisible();

      // The first address becomes the default.
      await page.getByRole('button', { name: texts.addAddress }).click();
      let dialog = page.getByRole('dialog', { name: texts.newAddress });
      await field(page, texts.recipientName).fill('Budi Santoso');
      await field(page, texts.phone).fill('0812 3456 7890');
      await page.getByRole('combobox', { name: texts.province, exact: true }).click();
      await page.getByRole('option', { name: 'Jawa Barat', exact: true }).click();
      await dialog.getByRole('button', { name: texts.save }).click();
      await expect(dialog.getByText(texts.completeAddress)).toBeVisible();
      await pickArea(page, texts, 'Jawa Barat', 'Kota Bandung', 'Coblong');
      await field(page, texts.detail).fill('Jl. Dago No. 5');
      await dialog.getByRole('button', { name: texts.save }).click();
      await expect(dialog).toBeHidden();
      const bandung = addressCard(page, 'Budi Santoso');
      await expect(bandung).toContainText('Coblong, Kota Bandung, Jawa Barat');
      await expect(bandung.getByText(texts.isDefault, { exact: true })).toBeVisible();

      // A second one, in Jakarta.
      await page.getByRole('button', { name: texts.addAddress }).click();
      dialog = page.getByRole('dialog', { name: texts.newAddress });
      await field(page, texts.recipientName).fill('Siti Nurhaliza');
      await field(page, texts.phone).fill('081298765432');
      await pickArea(page, texts, 'Daerah Khusus Ibukota Jakarta', 'Kota Administrasi Jakarta Pusat', 'Gambir');
      await field(page, texts.detail).fill('Jl. Medan Merdeka Barat No. 12');
      await dialog.getByRole('button', { name: texts.save }).click();
      await expect(dialog).toBeHidden();
      await expect(addressCard(page, 'Siti Nurhaliza').getByText(texts.isDefault, { exact: true })).toHaveCount(0);

      // Edit it.
      await addressCard(page, 'Siti Nurhaliza').getByRole('button', { name: texts.edit }).click();
      dialog = page.getByRole('dialog', { name: texts.editAddress });
      await expect(page.getByRole('combobox', { name: texts.district, exact: true })).toHaveValue('Gambir');
      await field(page, texts.recipientName).fill('Siti Rahma');
      await dialog.getByRole('button', { name: texts.save }).click();
      await expect(dialog).toBeHidden();
      const jakarta = addressCard(page, 'Siti Rahma');
      await expect(jakarta).toContainText('Gambir, Kota Administrasi Jakarta Pusat, Daerah Khusus Ibukota Jakarta');

      // Make it the default: it moves to the top and the other loses the badge.
      await jakarta.getByRole('button', { name: texts.setDefault }).click();
      await expect(jakarta.getByText(texts.isDefault, { exact: true })).toBeVisible();
      await expect(bandung.getByText(texts.isDefault, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('listitem').first()).toContainText('Siti Rahma');

      // Delete the other one, after confirming.
      await bandung.getByRole('button', { name: texts.remove }).click();
      dialog = page.getByRole('dialog', { name: texts.removeTitle });
      await dialog.getByRole('button', { name: texts.remove }).click();
      await expect(dialog).toBeHidden();
      await expect(bandung).toHaveCount(0);
      await expect(page.getByRole('listitem')).toHaveCount(1);
    });
  });
}

test('a revoked session on a signed-in page goes to sign-in, and back there after signing in', async ({ page }) => {
  const phone = newPhoneNumber();
  const token = await signUpByApi(page.request, phone, 'Rahasia1');
  await signOutByApi(page.request, token);
  await openSignedIn(page, token);

  await page.goto('/h5/delivery');
  await expect(page).toHaveURL(/\/h5\/signin\?redirect=%2Fh5%2Fdelivery$/);
  expect(await storedToken(page)).toBeNull();
  await signInByPassword(page, languages.ind, phone, 'Rahasia1');
  await expect(page).toHaveURL(/\/h5\/delivery$/);
  await expect(page.getByRole('heading', { name: languages.ind.addresses, level: 1 })).toBeVisible();
});

test('a visitor is sent to sign in from a signed-in page without asking the server', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/user.me') || request.url().includes('/trpc/address.')) calls.push(request.url());
  });
  await page.goto('/h5/settings');
  await expect(page).toHaveURL(/\/h5\/signin\?redirect=%2Fh5%2Fsettings$/);
  await expect(page).toHaveTitle('Masuk - Nusa Mart');
  expect(calls).toEqual([]);
});

test.describe('accessibility of the account pages', () => {
  for (const path of ['/h5/signin', '/h5/signup', '/h5/forget']) {
    test(`axe finds no serious or critical violation on ${path}, also with every problem shown`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByText(languages.ind.accountRequired)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  for (const path of ['/h5/account', '/h5/settings', '/h5/delivery']) {
    test(`axe finds no serious or critical violation on ${path} signed in`, async ({ page }) => {
      const token = await signUpByApi(page.request, newPhoneNumber(), 'Rahasia1');
      await addAddressByApi(page.request, token, 'Siti Nurhaliza');
      await openSignedIn(page, token);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.getByRole('status').filter({ has: page.locator('.ui-skeleton') })).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }

  test('axe finds no serious or critical violation in the address form', async ({ page }) => {
    await openSignedIn(page, await signUpByApi(page.request, newPhoneNumber(), 'Rahasia1'));
    await page.goto('/h5/delivery');
    await page.getByRole('button', { name: languages.ind.addAddress }).click();
    const dialog = page.getByRole('dialog', { name: languages.ind.newAddress });
    await dialog.getByRole('button', { name: languages.ind.save }).click();
    await expect(dialog.getByText('Silakan masukkan nama')).toBeVisible();
    await page.getByRole('combobox', { name: languages.ind.province, exact: true }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
