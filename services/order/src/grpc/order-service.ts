import { orderV1 } from '@shop/contracts';
import { bindService, serve, type CallInfo, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { addToCart } from '../application/add-to-cart.js';
import { cancelMyOrder } from '../application/cancel-my-order.js';
import { confirmReceipt } from '../application/confirm-receipt.js';
import { getCart } from '../application/get-cart.js';
import { getMyOrder } from '../application/get-my-order.js';
import { getOrderForLedger } from '../application/get-order-for-ledger.js';
import { getOrdersForPayment } from '../application/get-orders-for-payment.js';
import { getStoreOrder } from '../application/get-store-order.js';
import { listMyOrders } from '../application/list-my-orders.js';
import { listStoreOrders } from '../application/list-store-orders.js';
import { payGoodsCost } from '../application/pay-goods-cost.js';
import { quoteCheckout } from '../application/quote-checkout.js';
import { removeCartLines } from '../application/remove-cart-lines.js';
import { requestReturn } from '../application/request-return.js';
import { reviewOrder } from '../application/review-order.js';
import { reviewReturn } from '../application/review-return.js';
import { selectCartLines } from '../application/select-cart-lines.js';
import { assertMerchant } from '../application/shared/stores.js';
import { updateCartLine } from '../application/update-cart-line.js';
import type { OrderWorkflows } from '../application/workflows/index.js';
import type { Collaborators } from '../clients/clients.js';
import type { OrderRecord } from '../db/entities.js';
import { orderAccess } from './access.js';
import { toLedgerOrder, orderMapper } from './mappers.js';

export interface OrderSettings {
  returnWindowMs: number;
}

export function orderGrpcService(useCases: UseCaseRunner, workflows: OrderWorkflows, deps: Collaborators, settings: OrderSettings): GrpcServiceBinding {
  const handle = serve(useCases);
  const toOrder = orderMapper(settings.returnWindowMs);
  const forBuyer = (order: OrderRecord) => ({ order: toOrder(order, true) });
  const forStore = (order: OrderRecord) => ({ order: toOrder(order, false) });
  // Asked before the use case runs, so no transaction waits on the merchant service.
  const forMerchant =
    <Req, Out>(handler: (request: Req, call: CallInfo) => Promise<Out>) =>
    async (request: Req, call: CallInfo): Promise<Out> => {
      await assertMerchant(deps.merchant);
      return handler(request, call);
    };
  return bindService(
    orderV1.OrderServiceService,
    {
      getCart: handle(getCart(deps), (answer) => answer),
      addToCart: addToCart(useCases, deps),
      updateCartLine: updateCartLine(useCases, deps),
      selectCartLines: selectCartLines(useCases, deps),
      removeCartLines: removeCartLines(useCases, deps),
      quoteCheckout: handle(quoteCheckout(deps), (answer) => answer),
      placeOrders: async (request, call) => ({ orders: (await workflows.placeOrders(request, call)).map((order) => toOrder(order, true)) }),
      listMyOrders: handle(listMyOrders, ({ items, ...page }) => ({ ...page, items: items.map((order) => toOrder(order, true)) })),
      getMyOrder: handle(getMyOrder, forBuyer),
      cancelMyOrder: handle(cancelMyOrder(workflows.startStockRelease), forBuyer),
      confirmReceipt: handle(confirmReceipt, forBuyer),
      reviewOrder: handle(reviewOrder(deps), forBuyer),
      requestReturn: handle(requestReturn(settings.returnWindowMs), forBuyer),
      // The payment service charges the buyer: it sees what the buyer sees.
      getOrdersForPayment: handle(getOrdersForPayment, (orders) => ({ orders: orders.map((order) => toOrder(order, true)) })),
      // Paid orders of a store show the caller owns one: only an empty list asks the merchant service
      // whether the caller is a merchant at all (the merchant centre reads this list often).
      listStoreOrders: async (request, call) => {
        const { items, ...page } = await useCases.query(listStoreOrders, request, call);
        if (page.counts.every(({ count }) => count === 0)) await assertMerchant(deps.merchant);
        return { ...page, items: items.map((order) => toOrder(order, false)) };
      },
      getStoreOrder: forMerchant(handle(getStoreOrder, forStore)),
      payGoodsCost: forMerchant(handle(payGoodsCost(deps), forStore)),
      reviewReturn: forMerchant(handle(reviewReturn, forStore)),
      getOrderForLedger: handle(getOrderForLedger, (order) => ({ order: toLedgerOrder(order) })),
    },
    orderAccess,
  );
}
