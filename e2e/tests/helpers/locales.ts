// The message catalogs the pages are rendered from (each front end's locale files, the form kit's
// texts, the API's error messages and the payment sandbox's page), read by the journeys instead of
// copies of their texts: a text changed in a locale file is the text the journeys look for.
import shopperAccountInd from '../../../frontends/shopper/src/locales/ind/account.js';
import shopperHomeInd from '../../../frontends/shopper/src/locales/ind/home.js';
import shopperOrdersInd from '../../../frontends/shopper/src/locales/ind/orders.js';
import shopperProductInd from '../../../frontends/shopper/src/locales/ind/product.js';
import merchantBankInd from '../../../frontends/merchant/src/locales/ind/bank.js';
import merchantFundInd from '../../../frontends/merchant/src/locales/ind/fund.js';
import merchantHomeInd from '../../../frontends/merchant/src/locales/ind/home.js';
import merchantMoneyInd from '../../../frontends/merchant/src/locales/ind/money.js';
import merchantOrdersInd from '../../../frontends/merchant/src/locales/ind/orders.js';
import merchantRechargeInd from '../../../frontends/merchant/src/locales/ind/recharge.js';
import merchantStoreInd from '../../../frontends/merchant/src/locales/ind/store.js';
import merchantWithdrawInd from '../../../frontends/merchant/src/locales/ind/withdraw.js';
import operatorConsoleInd from '../../../frontends/operator/src/locales/ind/console.js';
import operatorAdjustmentsInd from '../../../frontends/operator/src/locales/ind/adjustments.js';
import operatorWalletsInd from '../../../frontends/operator/src/locales/ind/wallets.js';
import operatorWithdrawalsInd from '../../../frontends/operator/src/locales/ind/withdrawals.js';
import formsInd from '../../../packages/web-core/src/forms/texts/ind.js';
import shopperAccountEn from '../../../frontends/shopper/src/locales/en/account.js';
import shopperHomeEn from '../../../frontends/shopper/src/locales/en/home.js';
import shopperOrdersEn from '../../../frontends/shopper/src/locales/en/orders.js';
import shopperProductEn from '../../../frontends/shopper/src/locales/en/product.js';
import merchantBankEn from '../../../frontends/merchant/src/locales/en/bank.js';
import merchantFundEn from '../../../frontends/merchant/src/locales/en/fund.js';
import merchantHomeEn from '../../../frontends/merchant/src/locales/en/home.js';
import merchantMoneyEn from '../../../frontends/merchant/src/locales/en/money.js';
import merchantOrdersEn from '../../../frontends/merchant/src/locales/en/orders.js';
import merchantRechargeEn from '../../../frontends/merchant/src/locales/en/recharge.js';
import merchantStoreEn from '../../../frontends/merchant/src/locales/en/store.js';
import merchantWithdrawEn from '../../../frontends/merchant/src/locales/en/withdraw.js';
import operatorConsoleEn from '../../../frontends/operator/src/locales/en/console.js';
import operatorAdjustmentsEn from '../../../frontends/operator/src/locales/en/adjustments.js';
import operatorWalletsEn from '../../../frontends/operator/src/locales/en/wallets.js';
import operatorWithdrawalsEn from '../../../frontends/operator/src/locales/en/withdrawals.js';
import formsEn from '../../../packages/web-core/src/forms/texts/en.js';
import shopperAccountZh from '../../../frontends/shopper/src/locales/zh/account.js';
import shopperHomeZh from '../../../frontends/shopper/src/locales/zh/home.js';
import shopperOrdersZh from '../../../frontends/shopper/src/locales/zh/orders.js';
import shopperProductZh from '../../../frontends/shopper/src/locales/zh/product.js';
import merchantBankZh from '../../../frontends/merchant/src/locales/zh/bank.js';
import merchantFundZh from '../../../frontends/merchant/src/locales/zh/fund.js';
import merchantHomeZh from '../../../frontends/merchant/src/locales/zh/home.js';
import merchantMoneyZh from '../../../frontends/merchant/src/locales/zh/money.js';
import merchantOrdersZh from '../../../frontends/merchant/src/locales/zh/orders.js';
import merchantRechargeZh from '../../../frontends/merchant/src/locales/zh/recharge.js';
import merchantStoreZh from '../../../frontends/merchant/src/locales/zh/store.js';
import merchantWithdrawZh from '../../../frontends/merchant/src/locales/zh/withdraw.js';
import operatorConsoleZh from '../../../frontends/operator/src/locales/zh/console.js';
import operatorAdjustmentsZh from '../../../frontends/operator/src/locales/zh/adjustments.js';
import operatorWalletsZh from '../../../frontends/operator/src/locales/zh/wallets.js';
import operatorWithdrawalsZh from '../../../frontends/operator/src/locales/zh/withdrawals.js';
import formsZh from '../../../packages/web-core/src/forms/texts/zh.js';
import { identityMessages } from '../../../packages/api/src/i18n/domains/identity.js';
import { texts as sandboxTexts } from '../../../deploy/payment-sandbox/src/texts.js';

export const locales = ['ind', 'en', 'zh'] as const;
export type Locale = (typeof locales)[number];

const catalogsOf = {
  ind: {
    shopperAccount: shopperAccountInd,
    shopperHome: shopperHomeInd,
    shopperOrders: shopperOrdersInd,
    shopperProduct: shopperProductInd,
    merchantBank: merchantBankInd,
    merchantFund: merchantFundInd,
    merchantHome: merchantHomeInd,
    merchantMoney: merchantMoneyInd,
    merchantOrders: merchantOrdersInd,
    merchantRecharge: merchantRechargeInd,
    merchantStore: merchantStoreInd,
    merchantWithdraw: merchantWithdrawInd,
    operatorConsole: operatorConsoleInd,
    operatorAdjustments: operatorAdjustmentsInd,
    operatorWallets: operatorWalletsInd,
    operatorWithdrawals: operatorWithdrawalsInd,
    forms: formsInd,
    sandbox: sandboxTexts.ind,
    wrongPassword: identityMessages.wrong_password.ind,
  },
  en: {
    shopperAccount: shopperAccountEn,
    shopperHome: shopperHomeEn,
    shopperOrders: shopperOrdersEn,
    shopperProduct: shopperProductEn,
    merchantBank: merchantBankEn,
    merchantFund: merchantFundEn,
    merchantHome: merchantHomeEn,
    merchantMoney: merchantMoneyEn,
    merchantOrders: merchantOrdersEn,
    merchantRecharge: merchantRechargeEn,
    merchantStore: merchantStoreEn,
    merchantWithdraw: merchantWithdrawEn,
    operatorConsole: operatorConsoleEn,
    operatorAdjustments: operatorAdjustmentsEn,
    operatorWallets: operatorWalletsEn,
    operatorWithdrawals: operatorWithdrawalsEn,
    forms: formsEn,
    sandbox: sandboxTexts.en,
    wrongPassword: identityMessages.wrong_password.en,
  },
  zh: {
    shopperAccount: shopperAccountZh,
    shopperHome: shopperHomeZh,
    shopperOrders: shopperOrdersZh,
    shopperProduct: shopperProductZh,
    merchantBank: merchantBankZh,
    merchantFund: merchantFundZh,
    merchantHome: merchantHomeZh,
    merchantMoney: merchantMoneyZh,
    merchantOrders: merchantOrdersZh,
    merchantRecharge: merchantRechargeZh,
    merchantStore: merchantStoreZh,
    merchantWithdraw: merchantWithdrawZh,
    operatorConsole: operatorConsoleZh,
    operatorAdjustments: operatorAdjustmentsZh,
    operatorWallets: operatorWalletsZh,
    operatorWithdrawals: operatorWithdrawalsZh,
    forms: formsZh,
    sandbox: sandboxTexts.zh,
    wrongPassword: identityMessages.wrong_password.zh,
  },
};

/** Every catalog the journeys read, in one language. */
export type Catalogs = (typeof catalogsOf)['en'];

export function catalogs(locale: Locale): Catalogs {
  return catalogsOf[locale];
}

/** A text with its `{{name}}` placeholders filled in, as the pages' translator does (web-core's `Translator.t`). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (values[name] === undefined ? placeholder : String(values[name])));
}

/** A text whose placeholders may hold anything, as a pattern of the whole text (`name` gets `values[name]`, a pattern). */
export function pattern(text: string, values: Record<string, RegExp>): RegExp {
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/g);
  const source = parts.map((part, index) => (index % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : `(?:${values[part]?.source ?? '.*'})`)).join('');
  return new RegExp(`^${source}$`);
}

/**
 * A text the specification quotes word for word: the journeys look for the catalog's text, and the
 * English catalog must still say exactly what the spec says (a locale file that drifts from it
 * fails here, by name, rather than the journey going along with it).
 */
export function quoted(locale: Locale, text: string, spec: string): string {
  if (locale === 'en' && text !== spec) throw new Error(`the spec says "${spec}", the English locale file "${text}"`);
  return text;
}
