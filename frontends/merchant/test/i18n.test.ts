import { describe, expect, it } from '@jest/globals';
import { goodsCostStatuses, merchantOrderTabs, orderStatuses } from '@shop/contracts/order-rules';
import { emptyTranslations, missingTranslations } from '@shop/jest-runner/i18n';
import type { MerchantArea } from '../src/i18n';
import enCommon from '../src/locales/en/common';
import enHome from '../src/locales/en/home';
import enProducts from '../src/locales/en/products';
import enShops from '../src/locales/en/shops';
import enStore from '../src/locales/en/store';
import indCommon from '../src/locales/ind/common';
import indHome from '../src/locales/ind/home';
import indProducts from '../src/locales/ind/products';
import indShops from '../src/locales/ind/shops';
import indStore from '../src/locales/ind/store';
import zhCommon from '../src/locales/zh/common';
import zhHome from '../src/locales/zh/home';
import zhProducts from '../src/locales/zh/products';
import zhShops from '../src/locales/zh/shops';
import zhStore from '../src/locales/zh/store';
import enBank from '../src/locales/en/bank';
import indBank from '../src/locales/ind/bank';
import zhBank from '../src/locales/zh/bank';
import enFund from '../src/locales/en/fund';
import indFund from '../src/locales/ind/fund';
import zhFund from '../src/locales/zh/fund';
import enMoney from '../src/locales/en/money';
import indMoney from '../src/locales/ind/money';
import zhMoney from '../src/locales/zh/money';
import enRecharge from '../src/locales/en/recharge';
import indRecharge from '../src/locales/ind/recharge';
import zhRecharge from '../src/locales/zh/recharge';
import enWithdraw from '../src/locales/en/withdraw';
import indWithdraw from '../src/locales/ind/withdraw';
import zhWithdraw from '../src/locales/zh/withdraw';
import enOrders from '../src/locales/en/orders';
import indOrders from '../src/locales/ind/orders';
import zhOrders from '../src/locales/zh/orders';

const areas: Record<MerchantArea, { en: object; zh: object; ind: object }> = {
  common: { en: enCommon, zh: zhCommon, ind: indCommon },
  home: { en: enHome, zh: zhHome, ind: indHome },
  store: { en: enStore, zh: zhStore, ind: indStore },
  products: { en: enProducts, zh: zhProducts, ind: indProducts },
  shops: { en: enShops, zh: zhShops, ind: indShops },
  money: { en: enMoney, zh: zhMoney, ind: indMoney },
  recharge: { en: enRecharge, zh: zhRecharge, ind: indRecharge },
  bank: { en: enBank, zh: zhBank, ind: indBank },
  withdraw: { en: enWithdraw, zh: zhWithdraw, ind: indWithdraw },
  fund: { en: enFund, zh: zhFund, ind: indFund },
  orders: { en: enOrders, zh: zhOrders, ind: indOrders },
};

describe('merchant texts', () => {
  it.each(Object.entries(areas))('%s has every key in en, zh and ind, none empty', (_area, texts) => {
    expect(missingTranslations(texts)).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations(texts)).toEqual([]);
  });

  it("uses the spec's words: Not yet a merchant, the application's states, Enter keywords", () => {
    expect(enCommon.notMerchant).toBe('Not yet a merchant');
    expect(enStore.submittedTitle).toBe('Submitted, awaiting review');
    expect(enProducts.keywordPlaceholder).toBe('Enter keywords');
    expect(enShops.searchPlaceholder).toBe('Enter keywords');
    expect(Object.values(enShops.sorts)).toEqual(['Overall', 'New', 'Rating', 'Level', 'Visits', 'Sales', 'Collections']);
  });

  it("uses the spec's words on the money pages: Bind bank info first before withdrawing, Payment failed", () => {
    expect(enWithdraw.bankFirst).toBe('Bind bank info first before withdrawing');
    expect(enRecharge.failedTitle).toBe('Payment failed');
    // Every fund record type of the contracts has a readable name, `sysmtem` included.
    expect(Object.keys(enMoney.recordTypes)).toEqual(['prd_order_pay', 'mch_order_pay', 'recharge', 'withdrawal', 'profit', 'sysmtem']);
  });
});

describe('order texts', () => {
  it("uses the spec's words: the merchant tabs, the payment states, the order fields and the return policy", () => {
    expect(Object.values(enOrders.tabs)).toEqual(['All', 'Pending payment', 'Shipping', 'Completed/After-sales']);
    expect([enOrders.goodsCostStatuses.awaiting, enOrders.goodsCostStatuses.paid, enOrders.goodsCostStatuses.completed]).toEqual(['Awaiting goods payment', 'Paid', 'Completed']);
    expect([enOrders.orderNo, enOrders.createdAt, enOrders.updatedAt, enOrders.serviceFee, enOrders.shippingFee, enOrders.vat, enOrders.paymentStatus]).toEqual([
      'Order number',
      'Created time',
      'Updated time',
      'Service fee',
      'Shipping fee',
      'VAT',
      'Payment status',
    ]);
    expect(enOrders.insufficient).toBe('Insufficient balance');
    expect(enOrders.returnPolicy).toBe('Within 7 days the seller must approve the return and refund, then the goods are returned for the refund');
    // Every order state and merchant tab of the contracts has a label.
    expect(Object.keys(enOrders.statuses)).toEqual([...orderStatuses]);
    expect(Object.keys(enOrders.tabs)).toEqual([...merchantOrderTabs]);
    expect(Object.keys(enOrders.goodsCostStatuses)).toEqual([...goodsCostStatuses]);
  });
});
