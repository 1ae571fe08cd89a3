import { describe, expect, it } from '@jest/globals';
import { emptyTranslations, missingTranslations } from '@shop/jest-runner/i18n';
import enAccount from '../src/locales/en/account';
import enAuth from '../src/locales/en/auth';
import enDelivery from '../src/locales/en/delivery';
import enFaq from '../src/locales/en/faq';
import enForms from '../src/locales/en/forms';
import enHome from '../src/locales/en/home';
import enLists from '../src/locales/en/lists';
import enNotifications from '../src/locales/en/notifications';
import enOrders from '../src/locales/en/orders';
import enProduct from '../src/locales/en/product';
import enSearch from '../src/locales/en/search';
import enSettings from '../src/locales/en/settings';
import indAccount from '../src/locales/ind/account';
import indAuth from '../src/locales/ind/auth';
import indDelivery from '../src/locales/ind/delivery';
import indFaq from '../src/locales/ind/faq';
import indForms from '../src/locales/ind/forms';
import indHome from '../src/locales/ind/home';
import indLists from '../src/locales/ind/lists';
import indNotifications from '../src/locales/ind/notifications';
import indOrders from '../src/locales/ind/orders';
import indProduct from '../src/locales/ind/product';
import indSearch from '../src/locales/ind/search';
import indSettings from '../src/locales/ind/settings';
import zhAccount from '../src/locales/zh/account';
import zhAuth from '../src/locales/zh/auth';
import zhDelivery from '../src/locales/zh/delivery';
import zhFaq from '../src/locales/zh/faq';
import zhForms from '../src/locales/zh/forms';
import zhHome from '../src/locales/zh/home';
import zhLists from '../src/locales/zh/lists';
import zhNotifications from '../src/locales/zh/notifications';
import zhOrders from '../src/locales/zh/orders';
import zhProduct from '../src/locales/zh/product';
import zhSearch from '../src/locales/zh/search';
import zhSettings from '../src/locales/zh/settings';

const areas = {
  home: { en: enHome, zh: zhHome, ind: indHome },
  product: { en: enProduct, zh: zhProduct, ind: indProduct },
  search: { en: enSearch, zh: zhSearch, ind: indSearch },
  lists: { en: enLists, zh: zhLists, ind: indLists },
  account: { en: enAccount, zh: zhAccount, ind: indAccount },
  faq: { en: enFaq, zh: zhFaq, ind: indFaq },
  forms: { en: enForms, zh: zhForms, ind: indForms },
  auth: { en: enAuth, zh: zhAuth, ind: indAuth },
  settings: { en: enSettings, zh: zhSettings, ind: indSettings },
  delivery: { en: enDelivery, zh: zhDelivery, ind: indDelivery },
  orders: { en: enOrders, zh: zhOrders, ind: indOrders },
  notifications: { en: enNotifications, zh: zhNotifications, ind: indNotifications },
};

describe('shopper texts', () => {
  it.each(Object.entries(areas))('%s has every key in en, zh and ind, none empty', (_area, texts) => {
    expect(missingTranslations(texts)).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations(texts)).toEqual([]);
  });

  it('states the delivery promise and the return policy of the spec in every language', () => {
    expect(enHome.promises).toEqual({ delivery: 'Delivery in 2-7 business days', returns: '7-day free returns', replacement: '15-day replacement guarantee' });
    expect(enProduct.promises).toEqual({ ...enHome.promises, warranty: 'Items out of warranty can still use the return policy' });
    for (const faq of [enFaq, zhFaq, indFaq]) expect(faq.items).toHaveLength(enFaq.items.length);
    expect(enFaq.items.map((item) => item.a).join(' ')).toMatch(/within 7 days.*seller must approve the return and the refund/i);
    expect(enFaq.items.map((item) => item.a).join(' ')).toMatch(/warranty has expired can still use the return policy/i);
  });

  it("uses the spec's payment and order texts as quoted", () => {
    expect([enOrders.selectPaymentMethod, enOrders.insufficientBalance, enOrders.paymentFailed]).toEqual(['Please select a payment method', 'Insufficient balance', 'Payment failed']);
    expect(Object.values(enOrders.tabs).slice(1)).toEqual(['Pending payment', 'Pending shipment', 'Pending receipt', 'Pending review']);
    expect(enOrders.returnPolicy).toMatch(/within 7 days the seller must approve the return and refund, then the goods are returned for the refund/i);
    expect([enOrders.orderNumber, enOrders.createdTime, enOrders.updatedTime, enOrders.serviceFee, enOrders.shippingFee, enOrders.vat, enOrders.paymentStatus]).toEqual([
      'Order number',
      'Created time',
      'Updated time',
      'Service fee',
      'Shipping fee',
      'VAT',
      'Payment status',
    ]);
  });
});
