import { catalogs, fill, locales, quoted, type Locale } from './locales.js';

// What the order pages say to a shopper and a merchant in each language, as the order journeys
// read them: the product page's buy bar, stock and reviews, the cart, checkout and payment, the
// buyer's orders, store management, the store's orders, the merchant centre's figures and the
// fund history's record types (the rest of the money pages' texts are in money-texts.ts). Every
// text comes from the pages' own locale files (locales.ts), by key.

function orderTexts(locale: Locale) {
  const { shopperOrders: shopper, shopperProduct: product, merchantOrders: orders, merchantStore: store, merchantHome: home, merchantMoney: money } = catalogs(locale);
  const spec = (text: string, quote: string) => quoted(locale, text, quote);
  return {
    product: {
      addToCart: shopper.addToCart,
      buyNow: shopper.buyNow,
      addedToCart: shopper.addedToCart,
      cartWithCount: (count: number) => fill(shopper.cartWithCount, { count }),
      inStock: (count: number) => fill(product.inStock, { count }),
      ratedStars: (rating: number) => fill(product.ratedStars, { rating }),
    },
    cart: {
      title: shopper.cartTitle,
      selectAll: shopper.selectAll,
      selectStore: (store: string) => fill(shopper.selectStore, { store }),
      selectLine: (title: string) => fill(shopper.selectLine, { title }),
      quantityOf: (title: string) => fill(shopper.quantityOf, { title }),
      increase: shopper.increase,
      total: shopper.selectedTotal,
      checkout: (count: number) => fill(shopper.checkout, { count }),
    },
    pay: {
      checkoutTitle: shopper.payTitle,
      paymentTitle: shopper.paymentTitle,
      deliveryAddress: shopper.deliveryAddress,
      goods: shopper.goods,
      serviceFee: spec(shopper.serviceFee, 'Service fee'),
      shippingFee: spec(shopper.shippingFee, 'Shipping fee'),
      vat: spec(shopper.vat, 'VAT'),
      total: shopper.total,
      paymentMethod: shopper.paymentMethod,
      balance: shopper.methods.balance,
      bcaVa: shopper.methods.bca_va,
      insufficientBalance: spec(shopper.insufficientBalance, 'Insufficient balance'),
      selectPaymentMethod: spec(shopper.selectPaymentMethod, 'Please select a payment method'),
      payNow: (amount: string) => fill(shopper.payNow, { amount }),
      paid: shopper.paidToast,
      vaNumber: shopper.vaNumber,
    },
    orders: {
      title: shopper.ordersTitle,
      entry: shopper.ordersEntry,
      pendingPaymentTab: (count: number) => fill(shopper.tabWithCount, { tab: spec(shopper.tabs.pending_payment, 'Pending payment'), count }),
      detailTitle: shopper.detailTitle,
      pay: shopper.pay,
      cancel: shopper.cancel,
      cancelled: shopper.cancelledToast,
      confirmReceipt: shopper.confirmReceipt,
      received: shopper.receivedToast,
      review: shopper.review,
      reviewTitle: shopper.reviewTitle,
      stars: (count: number) => fill(shopper.stars, { count }),
      reviewText: shopper.reviewText,
      submit: shopper.submit,
      reviewed: shopper.reviewedToast,
      yourReview: (count: number) => fill(shopper.yourReview, { count }),
      requestReturn: shopper.requestReturn,
      returnReason: shopper.returnReason,
      returnReasonRequired: shopper.returnReasonRequired,
      returnRequested: shopper.returnRequestedToast,
      returnReasonShown: (reason: string) => fill(shopper.returnReasonShown, { reason }),
      orderNumber: spec(shopper.orderNumber, 'Order number'),
      trackingNumber: shopper.trackingNumber,
      shipped: (tracking: string) => fill(shopper.next.pending_receipt, { tracking }),
      refunded: shopper.next.refunded,
      status: shopper.status,
    },
    store: {
      manageTitle: store.manageTitle,
      autoPay: store.autoPay,
      save: store.save,
      saved: store.saved,
    },
    merchantOrders: {
      title: orders.title,
      detailTitle: orders.detailTitle,
      orderStatus: orders.orderStatus,
      status: orders.statuses,
      // A card's name, as the orders page puts it together: the label, then the number.
      card: (orderNo: string) => `${spec(orders.orderNo, 'Order number')} ${orderNo}`,
      details: (orderNo: string) => fill(orders.details, { orderNo }),
      goodsCostStatus: {
        ...orders.goodsCostStatuses,
        awaiting: spec(orders.goodsCostStatuses.awaiting, 'Awaiting goods payment'),
        paid: spec(orders.goodsCostStatuses.paid, 'Paid'),
        completed: spec(orders.goodsCostStatuses.completed, 'Completed'),
      },
      saleAmount: orders.saleAmount,
      goodsCost: orders.goodsCost,
      profit: orders.profit,
      trackingNumber: orders.trackingNumber,
      payGoodsCost: orders.payGoodsCost,
      confirmTitle: orders.confirmTitle,
      amount: orders.amount,
      confirm: orders.confirm,
      goodsCostPaid: orders.goodsCostPaid,
      returnReason: (reason: string) => fill(orders.returnReason, { reason }),
      approveReturn: orders.approveReturn,
      returnApproved: orders.returnApproved,
    },
    centre: {
      title: home.title,
      figuresTitle: home.figuresTitle,
      profit: home.figures.profit,
      available: home.figures.available,
      goodsCost: home.figures.goodsCost,
      sales: home.figures.sales,
    },
    fund: {
      types: money.recordTypes,
    },
  };
}

export type OrderTexts = ReturnType<typeof orderTexts>;

/** The languages in the order the journeys run them: Indonesian, the default, first. */
export const orderLanguages = Object.fromEntries(locales.map((locale) => [locale, orderTexts(locale)])) as Record<Locale, OrderTexts>;
export type OrderLanguage = Locale;
