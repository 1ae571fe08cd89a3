import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { newPhoneNumber, openOperatorConsole, openSignedIn, signUpByApi } from './accounts.js';
import { languages, type Language, type Texts } from './money-texts.js';
import { mutation, query } from './trpc.js';

// Money a journey needs before its own steps (a balance paid at the local gateway, a bound bank
// account, a withdrawal in review: made through the BFF and the sandbox's test API, as the pages
// and the payer would), the operator's part in the console, and what the money pages show.

/** The password of the journeys' users. */
export const PASSWORD = 'Rahasia1';

/** How long a payment takes to reach the balance: the gateway's notification, the payment's event, the fund's credit. */
export const CREDIT_TIMEOUT_MS = 20_000;
/** How long a payout takes to settle once approved: the approval's event, the gateway's payout (3 s at the sandbox) and its callback, the settlement's event. */
export const PAYOUT_TIMEOUT_MS = 30_000;

/** An account holder's name no other run uses: letters only, as a bank prints it. */
export function newAccountName(first: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${first} ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

/** A BCA account number (ten digits) that the sandbox pays out to; one ending in 0000 fails there. */
export function newBcaAccountNumber(payout: 'pays' | 'fails' = 'pays'): string {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return payout === 'fails' ? `${digits}0000` : `${digits}${String(1 + Math.floor(Math.random() * 9998)).padStart(4, '0')}`;
}

/** The payer pays the charge `rechargeId` at the sandbox gateway. */
export async function payAtGateway(request: APIRequestContext, rechargeId: string): Promise<void> {
  const paid = await request.post(`/sandbox/api/charges/${rechargeId}/pay`, { data: {} });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** Recharges `amount` by BCA virtual account, paid at the gateway; returns once it is on the balance. */
export async function rechargeByApi(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const { id } = await mutation<{ id: string }>(request, 'payment.recharge', { amount, method: 'bca_va' }, token);
  await payAtGateway(request, id);
  await expect
    .poll(async () => (await query<{ credited: boolean }>(request, 'payment.rechargeStatus', { id }, token)).credited, { timeout: CREDIT_TIMEOUT_MS })
    .toBe(true);
}

export interface BankAccountFields {
  bankCode: string;
  accountName: string;
  accountNumber: string;
}

/** Binds it with the journeys' password, which money going out needs (a user signed up with PASSWORD). */
export async function bindBankByApi(request: APIRequestContext, token: string, account: BankAccountFields): Promise<void> {
  await mutation(request, 'fund.bindBank', { ...account, password: PASSWORD }, token);
}

export async function withdrawByApi(request: APIRequestContext, token: string, amount: number): Promise<void> {
  await mutation(request, 'fund.withdraw', { amount, password: PASSWORD }, token);
}

/**
 * The withdrawal to `accountName` in the console's review queue, oldest first: pages further on
 * (earlier runs may have left some in review) are loaded until it is there.
 */
export async function withdrawalInQueue(ops: Page, accountName: string, loadMore: string): Promise<Locator> {
  const card = ops.getByRole('listitem').filter({ hasText: accountName });
  const more = ops.getByRole('button', { name: loadMore });
  await expect(card.or(more).first()).toBeVisible();
  while (!(await card.isVisible())) {
    await more.click();
    await expect(card.or(more).first()).toBeVisible();
  }
  return card;
}

/** The value a description list gives `term` (a wallet figure, a fee, a bank account's field). */
export function definition(scope: Page | Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The fund history's records, newest first: type, signed amount, balance after and memo of each. */
export async function expectRecords(page: Page, texts: Texts, records: ReadonlyArray<readonly [type: string, amount: string, balance: string, memo?: string]>) {
  const items = page.getByRole('region', { name: texts.fund.records }).getByRole('listitem');
  await expect(items).toHaveCount(records.length);
  for (const [index, [type, amount, balance, memo]] of records.entries()) {
    // The third line is the record's time.
    await expect(items.nth(index).locator('p')).toHaveText([type, amount, /\d/, texts.fund.balanceAfter(balance), ...(memo ? [memo] : [])]);
  }
}

/** A fresh user with a recharged balance and a bound BCA account, signed in on `page`. */
export async function userWithBalance(page: Page, balance: number, accountNumber = newBcaAccountNumber()) {
  const token = await signUpByApi(page.request, newPhoneNumber(), PASSWORD);
  await rechargeByApi(page.request, token, balance);
  const accountName = newAccountName('Dewi');
  await bindBankByApi(page.request, token, { bankCode: 'bca', accountName, accountNumber });
  await openSignedIn(page, token);
  return { token, accountName };
}

/** The withdraw page, loaded again until the withdrawal of `amount` is in `status` (the page shows the list as it was loaded). */
export async function expectWithdrawalStatus(page: Page, amount: string, status: string) {
  await expect(async () => {
    await page.goto('/h5/merchant/withdraw');
    await expect(page.getByRole('listitem').filter({ hasText: amount })).toContainText(status, { timeout: 1_000 });
  }).toPass({ timeout: PAYOUT_TIMEOUT_MS });
}

/** The console fits a phone: nothing but its own scrolling parts is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

/** The operator approves the withdrawal to `accountName` in the console (in `locale`). */
export async function approveInConsole(browser: Browser, baseURL: string, locale: Language, accountName: string, amount: string) {
  const texts = languages[locale];
  const ops = await openOperatorConsole(browser, baseURL, locale, '/ops/withdrawals');
  await (await withdrawalInQueue(ops, accountName, texts.ops.loadMore)).getByRole('button', { name: texts.ops.approve }).click();
  await ops.getByRole('dialog').getByRole('button', { name: texts.ops.approve }).click();
  await expect(ops.getByText(texts.ops.approved(amount))).toBeVisible();
  await ops.context().close();
}
