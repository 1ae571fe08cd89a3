import { expect, test } from '@playwright/test';
import { newPhoneNumber, openOperatorConsole, openSignedIn, signUpByApi, userIdByApi } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { field } from './helpers/forms.js';
import {
  approveInConsole,
  CREDIT_TIMEOUT_MS,
  definition,
  expectNoSidewaysScroll,
  expectRecords,
  expectWithdrawalStatus,
  newAccountName,
  newBcaAccountNumber,
  PASSWORD,
  payAtGateway,
  rechargeByApi,
  withdrawalInQueue,
} from './helpers/money.js';
import { speak } from './helpers/money-texts.js';
import { query } from './helpers/trpc.js';

// A user's money, the way in and the way out: a recharge paid at the local gateway (bank virtual
// account on its pay page, QRIS), then a bank card bound and a withdrawal held, approved by an
// operator in the console, paid out and in the fund history. The texts are what each language's
// user reads; money-review.spec.ts has the withdrawals that do not go through.

test('recharge by bank virtual account paid on the gateway page, then by QRIS; the balance follows without a reload (ind)', async ({ page, context, baseURL }) => {
  // Two payments through the gateway and five states of two pages, each checked by axe in both
  // colour schemes; on a busy machine, or beside the other journeys, that is a minute.
  test.setTimeout(90_000);
  const texts = await speak(page, baseURL!, 'ind');
  await openSignedIn(page, await signUpByApi(page.request, newPhoneNumber(), PASSWORD));
  await page.goto('/h5/account');
  await page.getByRole('link', { name: texts.account.recharge, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.recharge.title, level: 1 })).toBeVisible();
  const balance = page.getByRole('region', { name: texts.recharge.balance });
  await expect(balance).toContainText('Rp 0');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Rp 100.000', exact: true }).click();
  await page.getByRole('radio', { name: texts.recharge.bcaVa }).check();
  await page.getByRole('button', { name: texts.recharge.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.recharge.chargeTitle })).toBeVisible();
  const vaNumber = definition(page, texts.recharge.vaNumber);
  await expect(vaNumber).toHaveText(/^\d{11}$/);
  // The countdown runs.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(texts.recharge.payWithin);
  await expect(timer).not.toHaveText((await timer.textContent())!);
  await expectNoSeriousViolations(page);

  // The payer pays on the gateway's page, in another tab, then comes back.
  const payer = await context.newPage();
  await payer.goto(`/sandbox/pay/${new URL(page.url()).searchParams.get('id')}`);
  await expect(payer.getByText((await vaNumber.textContent())!)).toBeVisible();
  await payer.getByRole('button', { name: texts.sandbox.pay, exact: true }).click();
  await expect(payer.getByRole('status')).toHaveText(texts.sandbox.paid);
  await payer.close();
  await page.bringToFront();
  await expect(page.getByRole('heading', { name: texts.recharge.paidTitle })).toBeVisible({ timeout: CREDIT_TIMEOUT_MS });
  await expect(page.getByText(texts.recharge.paidText('Rp 100.000'))).toBeVisible();
  await expect(balance).toContainText('Rp 100.000');

  await page.goto('/h5/merchant/recharge');
  await field(page, texts.recharge.customAmount).fill('25000');
  await page.getByRole('radio', { name: texts.recharge.qris, exact: true }).check();
  await page.getByRole('button', { name: texts.recharge.submit, exact: true }).click();
  await expect(page.getByRole('img', { name: texts.recharge.qrLabel('Rp 25.000') })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(texts.recharge.payWithin);
  await expectNoSeriousViolations(page);
  await payAtGateway(page.request, new URL(page.url()).searchParams.get('id')!);
  await expect(page.getByRole('heading', { name: texts.recharge.paidTitle })).toBeVisible({ timeout: CREDIT_TIMEOUT_MS });
  await expect(balance).toContainText('Rp 125.000');
  await expectNoSeriousViolations(page);

  await page.goto('/h5/merchant');
  await expect(page.getByRole('heading', { name: texts.centre.title, level: 1 })).toBeVisible();
  const wallet = page.getByRole('region', { name: texts.centre.wallet });
  await expect(definition(wallet, texts.centre.assets)).toHaveText('Rp 125.000');
  await expect(definition(wallet, texts.centre.available)).toHaveText('Rp 125.000');
  await expectNoSeriousViolations(page);
});

test('withdraw: bank first, bind, over the balance, fee and net before confirming, held, approved in the console, paid, in the fund history (en)', async ({ page, browser, baseURL }) => {
  // Two browsers, a payout at the gateway and axe on nine states of pages in both colour schemes.
  test.setTimeout(120_000);
  const texts = await speak(page, baseURL!, 'en');
  const token = await signUpByApi(page.request, newPhoneNumber(), PASSWORD);
  await rechargeByApi(page.request, token, 150_000);
  await rechargeByApi(page.request, token, 50_000);
  await openSignedIn(page, token);

  await page.goto('/h5/account');
  await page.getByRole('link', { name: texts.account.withdraw, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.withdraw.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.withdraw.bankFirst })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: texts.withdraw.bindBank }).click();

  await expect(page.getByRole('heading', { name: texts.bank.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.bank.newTitle })).toBeVisible();
  const accountName = newAccountName('Budi');
  const accountNumber = newBcaAccountNumber();
  await page.getByRole('combobox', { name: texts.bank.bank }).click();
  await page.getByRole('option', { name: 'BCA', exact: true }).click();
  await field(page, texts.bank.accountName).fill(accountName);
  await field(page, texts.bank.accountNumber).fill(accountNumber);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: texts.bank.save }).click();
  // Money goes only where the password says: the first card too.
  const passwordDialog = page.getByRole('dialog', { name: texts.bank.passwordTitle });
  await field(page, texts.bank.password).fill(PASSWORD);
  await passwordDialog.getByRole('button', { name: texts.bank.confirm }).click();
  await expect(page.getByText(texts.bank.saved)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.bank.boundTitle })).toBeVisible();
  await expect(definition(page, texts.bank.accountNumber)).toHaveText(accountNumber);
  await expectNoSeriousViolations(page);

  await page.goto('/h5/merchant/withdraw');
  await expect(definition(page, texts.withdraw.available)).toHaveText('Rp 200.000');
  const amount = field(page, texts.withdraw.amount);
  await amount.fill('250000');
  await expect(page.getByText(texts.withdraw.insufficient)).toBeVisible();
  await amount.fill('50000');
  await expect(page.getByText(texts.withdraw.insufficient)).toBeHidden();
  // The fee comes from the fee settings in force (1 %, at least Rp 5.000, unless an operator changed them).
  const quote = await query<{ fee: number; netAmount: number }>(page.request, 'fund.quoteWithdrawal', { amount: 50_000 }, token);
  const fee = `Rp ${quote.fee.toLocaleString('id-ID')}`;
  const net = `Rp ${quote.netAmount.toLocaleString('id-ID')}`;
  const figures = page.getByLabel(texts.withdraw.quote);
  await expect(definition(figures, texts.withdraw.fee)).toHaveText(fee);
  await expect(definition(figures, texts.withdraw.net)).toHaveText(net);
  await page.getByRole('button', { name: texts.withdraw.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.withdraw.confirmTitle });
  await expect(definition(dialog, texts.withdraw.fee)).toHaveText(fee);
  await expect(definition(dialog, texts.withdraw.net)).toHaveText(net);
  await field(page, texts.withdraw.password).fill(PASSWORD);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: texts.withdraw.confirm }).click();
  await expect(page.getByText(texts.withdraw.requested('Rp 50.000', texts.statuses.in_review))).toBeVisible();
  await expect(definition(page, texts.withdraw.available)).toHaveText('Rp 150.000');
  await expect(definition(page, texts.withdraw.held)).toHaveText('Rp 50.000');
  await expect(page.getByRole('listitem').filter({ hasText: 'Rp 50.000' })).toContainText(texts.statuses.in_review);
  await expectNoSeriousViolations(page);

  const ops = await openOperatorConsole(browser, baseURL!, 'en', '/ops/withdrawals');
  const card = await withdrawalInQueue(ops, accountName, texts.ops.loadMore);
  await expect(card).toContainText(net);
  await expectNoSidewaysScroll(ops);
  await expectNoSeriousViolations(ops);
  await card.getByRole('link', { name: texts.ops.walletOf(await userIdByApi(page.request, token)) }).click();
  await expect(definition(ops, texts.ops.held)).toHaveText('Rp 50.000');
  await expectNoSidewaysScroll(ops);
  await expectNoSeriousViolations(ops);
  await ops.context().close();
  await approveInConsole(browser, baseURL!, 'en', accountName, 'Rp 50.000');

  await expectWithdrawalStatus(page, 'Rp 50.000', texts.statuses.paid);
  await expect(definition(page, texts.withdraw.available)).toHaveText('Rp 150.000');
  await expect(definition(page, texts.withdraw.held)).toBeHidden();

  await page.goto('/h5/account');
  await page.getByRole('link', { name: texts.account.fund, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.fund.title, level: 1 })).toBeVisible();
  await expectRecords(page, texts, [
    [texts.fund.withdrawal, '-Rp 50.000', 'Rp 150.000'],
    [texts.fund.recharge, '+Rp 50.000', 'Rp 200.000', texts.recharge.bcaVa],
    [texts.fund.recharge, '+Rp 150.000', 'Rp 150.000', texts.recharge.bcaVa],
  ]);
  await expectNoSeriousViolations(page);
});
