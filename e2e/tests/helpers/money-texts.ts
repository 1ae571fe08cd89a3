import type { Page } from '@playwright/test';
import { catalogs, fill, locales, pattern, quoted, type Locale } from './locales.js';

// What the money pages, the gateway's pay page and the console say to a user or an operator in
// each language, as the journeys read them. Every text comes from the pages' own locale files
// (locales.ts), by key.

function moneyTexts(locale: Locale) {
  const c = catalogs(locale);
  const { merchantRecharge: recharge, merchantWithdraw: withdraw, merchantBank: bank, merchantFund: fund, merchantMoney: money } = c;
  return {
    account: { recharge: c.shopperAccount.recharge, withdraw: c.shopperAccount.withdraw, fund: c.shopperAccount.fundHistory },
    homeBankCard: c.shopperHome.entries.bankCard,
    recharge: {
      title: recharge.title,
      balance: recharge.balance,
      submit: recharge.submit,
      customAmount: recharge.customAmount,
      bcaVa: recharge.methods.bca_va,
      qris: recharge.methods.qris,
      chargeTitle: recharge.chargeTitle,
      vaNumber: recharge.vaNumber,
      // The countdown: minutes and seconds.
      payWithin: pattern(recharge.payWithin, { time: /\d{1,2}:\d\d/ }),
      qrLabel: (amount: string) => fill(recharge.qrLabel, { amount }),
      paidTitle: recharge.paidTitle,
      paidText: (amount: string) => fill(recharge.paidText, { amount }),
    },
    // The payment sandbox's pay page: its button, and the charge's settled state.
    sandbox: { pay: c.sandbox.pay, paid: c.sandbox.settlement },
    centre: { title: c.merchantHome.title, wallet: money.walletTitle, assets: money.figures.assets, available: money.figures.available },
    withdraw: {
      title: withdraw.title,
      bankFirst: quoted(locale, withdraw.bankFirst, 'Bind bank info first before withdrawing'),
      bindBank: withdraw.bindBank,
      available: withdraw.available,
      held: money.figures.held,
      amount: withdraw.amount,
      // The form kit's validation message for the amount.
      insufficient: c.forms.problems.insufficient_balance,
      quote: withdraw.quoteLabel,
      fee: withdraw.fee,
      net: withdraw.net,
      submit: withdraw.submit,
      confirmTitle: withdraw.confirmTitle,
      confirm: withdraw.confirm,
      password: withdraw.password,
      // What the page says while a changed card cools off, up to the instant it names.
      coolingOff: withdraw.coolingOff.split('{{time}}')[0]!,
      requested: (amount: string, status: string) => fill(withdraw.requested, { amount, status }),
      reason: (reason: string) => fill(withdraw.reason, { reason }),
      payoutFailed: withdraw.payoutFailed,
    },
    statuses: money.withdrawalStatuses,
    bank: {
      title: bank.title,
      newTitle: bank.newTitle,
      changeTitle: bank.changeTitle,
      boundTitle: bank.boundTitle,
      bank: bank.bank,
      accountName: bank.accountName,
      accountNumber: bank.accountNumber,
      save: bank.save,
      saved: bank.saved,
      change: bank.change,
      passwordTitle: bank.passwordTitle,
      password: bank.password,
      confirm: bank.confirm,
      // The API's answer to a wrong password.
      wrongPassword: c.wrongPassword,
    },
    fund: {
      title: fund.title,
      records: fund.records,
      recharge: money.recordTypes.recharge,
      withdrawal: money.recordTypes.withdrawal,
      balanceAfter: (balance: string) => fill(fund.balanceAfter, { balance }),
      returned: fund.returned,
    },
    ops: {
      loadMore: c.operatorConsole.loadMore,
      approve: c.operatorWithdrawals.approve,
      approved: (amount: string) => fill(c.operatorWithdrawals.approved, { amount }),
      reject: c.operatorWithdrawals.reject,
      rejected: (amount: string) => fill(c.operatorWithdrawals.rejected, { amount }),
      reason: c.operatorConsole.reason,
      walletOf: (id: string) => fill(c.operatorWithdrawals.userWallet, { id }),
      held: c.operatorWallets.figures.held,
      adjust: c.operatorWallets.adjust,
      amount: c.operatorWallets.amount,
      next: c.operatorWallets.next,
      confirm: c.operatorConsole.confirm,
      balance: c.operatorWallets.figures.available,
      sentForApproval: (amount: string) => fill(c.operatorWallets.sentForApproval, { amount }),
      ownRequest: c.operatorAdjustments.ownRequest,
      approveAdjustment: c.operatorAdjustments.approve,
      adjustmentApproved: (amount: string) => fill(c.operatorAdjustments.approved, { amount }),
    },
  };
}

export type Texts = ReturnType<typeof moneyTexts>;

/** The languages in the order the journeys run them: Indonesian, the default, first. */
export const languages = Object.fromEntries(locales.map((locale) => [locale, moneyTexts(locale)])) as Record<Locale, Texts>;
export type Language = Locale;

/** The page speaks `locale` from its next load on; its texts. */
export async function speak(page: Page, baseURL: string, locale: Language): Promise<Texts> {
  await page.context().addCookies([{ name: 'shop-locale', value: locale, url: baseURL }]);
  return languages[locale];
}
