import { expect, test } from '@playwright/test';
import { newPhoneNumber, openOperatorConsole, openSignedIn, signUpByApi, userIdByApi } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { field } from './helpers/forms.js';
import {
  approveInConsole,
  bindBankByApi,
  definition,
  expectNoSidewaysScroll,
  expectRecords,
  expectWithdrawalStatus,
  newAccountName,
  newBcaAccountNumber,
  PASSWORD,
  userWithBalance,
  withdrawalInQueue,
  withdrawByApi,
} from './helpers/money.js';
import { speak } from './helpers/money-texts.js';
import { query } from './helpers/trpc.js';

// What keeps money where it is: a withdrawal rejected by an operator with a reason, a payout the
// bank refuses, and a bound bank card that only its owner's password changes. The texts are what
// each language's user reads.

test('withdraw: rejected in the console with a reason, the amount is back and the user reads why (zh)', async ({ page, browser, baseURL }) => {
  // Two browsers and the gateway's notifications.
  test.setTimeout(60_000);
  const texts = await speak(page, baseURL!, 'zh');
  const { token, accountName } = await userWithBalance(page, 100_000);
  await withdrawByApi(page.request, token, 30_000);
  const reason = '开户名与实名信息不符';

  const ops = await openOperatorConsole(browser, baseURL!, 'zh', '/ops/withdrawals');
  await (await withdrawalInQueue(ops, accountName, texts.ops.loadMore)).getByRole('button', { name: texts.ops.reject }).click();
  await field(ops, texts.ops.reason).fill(reason);
  await ops.getByRole('dialog').getByRole('button', { name: texts.ops.reject }).click();
  await expect(ops.getByText(texts.ops.rejected('Rp 30.000'))).toBeVisible();
  for (const consolePage of ['/ops/fees', '/ops/fund-audit']) {
    await ops.goto(consolePage);
    await expect(ops.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(ops);
    await expectNoSeriousViolations(ops);
  }
  await ops.context().close();

  await page.goto('/h5/merchant/withdraw');
  const withdrawal = page.getByRole('listitem').filter({ hasText: 'Rp 30.000' });
  await expect(withdrawal).toContainText(texts.statuses.rejected);
  await expect(withdrawal.getByText(texts.withdraw.reason(reason))).toBeVisible();
  await expect(definition(page, texts.withdraw.available)).toHaveText('Rp 100.000');

  // The merchant centre's wallet leads to the fund history too.
  await page.goto('/h5/merchant');
  await page.getByRole('link', { name: new RegExp(`^${texts.fund.title}`) }).click();
  await expect(page.getByRole('heading', { name: texts.fund.title, level: 1 })).toBeVisible();
  await expectRecords(page, texts, [
    [texts.fund.withdrawal, '+Rp 30.000', 'Rp 100.000', texts.fund.returned],
    [texts.fund.withdrawal, '-Rp 30.000', 'Rp 70.000'],
    [texts.fund.recharge, '+Rp 100.000', 'Rp 100.000', texts.recharge.bcaVa],
  ]);
});

test('withdraw: approved, but the bank refuses the payout, failed and the amount is back (ind)', async ({ page, browser, baseURL }) => {
  // Two browsers and the gateway's notifications.
  test.setTimeout(60_000);
  const texts = await speak(page, baseURL!, 'ind');
  const { token, accountName } = await userWithBalance(page, 100_000, newBcaAccountNumber('fails'));
  await withdrawByApi(page.request, token, 40_000);
  await approveInConsole(browser, baseURL!, 'ind', accountName, 'Rp 40.000');

  await expectWithdrawalStatus(page, 'Rp 40.000', texts.statuses.failed);
  await expect(page.getByRole('listitem').filter({ hasText: 'Rp 40.000' })).toContainText(texts.withdraw.payoutFailed);
  // The page reads the balance and the withdrawals apart: a load during the payout's failure can
  // show it failed beside the balance before; the next one shows the amount back.
  await expect(async () => {
    await page.goto('/h5/merchant/withdraw');
    await expect(definition(page, texts.withdraw.available)).toHaveText('Rp 100.000', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.goto('/h5/merchant/fund');
  await expectRecords(page, texts, [
    [texts.fund.withdrawal, '+Rp 40.000', 'Rp 100.000', texts.fund.returned],
    [texts.fund.withdrawal, '-Rp 40.000', 'Rp 60.000'],
    [texts.fund.recharge, '+Rp 100.000', 'Rp 100.000', texts.recharge.bcaVa],
  ]);
});

test('changing the bound bank card asks for the password, a wrong one is refused, and withdrawals then cool off (zh)', async ({ page, baseURL }) => {
  const texts = await speak(page, baseURL!, 'zh');
  const token = await signUpByApi(page.request, newPhoneNumber(), PASSWORD);
  const first = newBcaAccountNumber();
  await bindBankByApi(page.request, token, { bankCode: 'bca', accountName: newAccountName('Wulan'), accountNumber: first });
  await openSignedIn(page, token);

  await page.goto('/h5');
  await page.getByRole('link', { name: texts.homeBankCard, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.bank.title, level: 1 })).toBeVisible();
  await expect(definition(page, texts.bank.accountNumber)).toHaveText(first);
  await page.getByRole('button', { name: texts.bank.change }).click();
  await expect(page.getByRole('heading', { name: texts.bank.changeTitle })).toBeVisible();
  const second = newBcaAccountNumber();
  await field(page, texts.bank.accountNumber).fill(second);
  await page.getByRole('button', { name: texts.bank.save }).click();

  // Tapped, as on a phone: the refusal's toast covers the dialog's foot for its two seconds.
  const dialog = page.getByRole('dialog', { name: texts.bank.passwordTitle });
  await field(page, texts.bank.password).fill('Salah1234');
  await dialog.getByRole('button', { name: texts.bank.confirm }).tap();
  await expect(page.getByRole('alert').filter({ hasText: texts.bank.wrongPassword })).toBeVisible();
  expect((await query<{ accountNumber: string }>(page.request, 'fund.bankAccount', undefined, token)).accountNumber).toBe(first);
  await expectNoSeriousViolations(page);
  await field(page, texts.bank.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: texts.bank.confirm }).tap();
  await expect(page.getByText(texts.bank.saved)).toBeVisible();
  await expect(definition(page, texts.bank.accountNumber)).toHaveText(second);

  await page.goto('/h5/merchant/withdraw');
  await expect(page.getByRole('note')).toContainText(texts.withdraw.coolingOff);
});

test('adjust: above the approval limit it waits in the queue until a second operator approves it (ind)', async ({ page, browser, baseURL }) => {
  // Two operators' browsers.
  test.setTimeout(60_000);
  const texts = await speak(page, baseURL!, 'ind');
  const token = await signUpByApi(page.request, newPhoneNumber(), PASSWORD);
  const userId = await userIdByApi(page.request, token);

  const ops = await openOperatorConsole(browser, baseURL!, 'ind', `/ops/wallets?user=${userId}`);
  await ops.getByRole('button', { name: texts.ops.adjust }).click();
  await field(ops, texts.ops.amount).fill('2000000');
  await field(ops, texts.ops.reason).fill('Pengembalian dana paket hilang');
  await ops.getByRole('dialog').getByRole('button', { name: texts.ops.next }).click();
  await ops.getByRole('dialog').getByRole('button', { name: texts.ops.confirm }).click();
  await expect(ops.getByText(texts.ops.sentForApproval('+Rp 2.000.000'))).toBeVisible();
  await expect(definition(ops, texts.ops.balance)).toHaveText('Rp 0');
  // Its requester sees it in the queue, and cannot approve it.
  await ops.goto('/ops/adjustments');
  const own = ops.getByRole('listitem').filter({ hasText: userId });
  await expect(own.getByText(texts.ops.ownRequest)).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(ops);
  await ops.context().close();

  const second = await openOperatorConsole(browser, baseURL!, 'ind', '/ops/adjustments', 'second');
  await second.getByRole('listitem').filter({ hasText: userId }).getByRole('button', { name: texts.ops.approveAdjustment }).click();
  await second.getByRole('dialog').getByRole('button', { name: texts.ops.approveAdjustment }).click();
  await expect(second.getByText(texts.ops.adjustmentApproved('+Rp 2.000.000'))).toBeVisible();
  await second.goto(`/ops/wallets?user=${userId}`);
  await expect(definition(second, texts.ops.balance)).toHaveText('Rp 2.000.000');
  await second.context().close();
});
