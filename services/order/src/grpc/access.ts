import type { orderV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/** A signed-in shopper or merchant through the BFF, acting on their own cart, orders or store's orders. */
const user: AccessPolicy = { callers: ['bff'], user: 'required' };
/** The payment service, for the buyer its caller assertion names. */
const payer: AccessPolicy = { callers: ['payment'], user: 'required' };
/** The fund service, confirming a completed or refunded order event with the order before its ledger moves. */
const ledger: AccessPolicy = { callers: ['fund'], user: 'optional' };

export const orderAccess: ServiceAccess<typeof orderV1.OrderServiceService> = {
  getCart: user,
  addToCart: user,
  updateCartLine: user,
  selectCartLines: user,
  removeCartLines: user,
  quoteCheckout: user,
  placeOrders: user,
  listMyOrders: user,
  getMyOrder: user,
  cancelMyOrder: user,
  confirmReceipt: user,
  reviewOrder: user,
  requestReturn: user,
  getOrdersForPayment: payer,
  listStoreOrders: user,
  getStoreOrder: user,
  payGoodsCost: user,
  reviewReturn: user,
  getOrderForLedger: ledger,
};
