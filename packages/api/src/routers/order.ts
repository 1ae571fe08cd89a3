import type { TRPCRouterRecord } from '@trpc/server';
import type { BuyerOrderTab, orderV1 } from '@shop/contracts';
import { shopperProcedure } from '../trpc.js';
import { buyerOrdersInput, orderIdInput, placeOrdersInput, quoteCheckoutInput, requestReturnInput, reviewOrderInput } from '../validation.js';
import { buyerOrder, quote } from './order-shapes.js';

/** The order service's checkout items: the cart's selected lines, or the given ones. */
function checkoutItems(input: { from: 'cart' } | { items: orderV1.CheckoutItem[] }): orderV1.CheckoutItems {
  return 'items' in input ? { fromCart: false, items: input.items } : { fromCart: true, items: [] };
}

/** The signed-in shopper's checkout and orders (one order per store). */
export const orderRouter = {
  /** What placing would charge now, to the given address or the default one (none: `address` null). */
  quote: shopperProcedure.input(quoteCheckoutInput).query(async ({ ctx, input }) => {
    const answer = await ctx.clients.order.call.quoteCheckout({ items: checkoutItems(input), addressId: input.addressId ?? 0, lang: ctx.lang });
    return quote(ctx.mediaUrl, answer.quote);
  }),

  /**
   * Places one order per store of what was quoted, reserving the stock: quote_changed when the
   * total is not `expectedTotal` any more (the page quotes again and shows the new total);
   * already_placed when another placement of the cart (another tab, under another key) holds or
   * has bought its selected lines.
   */
  place: shopperProcedure.input(placeOrdersInput).mutation(async ({ ctx, input }) => {
    const answer = await ctx.clients.order.call.placeOrders({ items: checkoutItems(input), addressId: input.addressId ?? 0, expectedTotal: input.expectedTotal, lang: ctx.lang });
    return answer.orders.map((order) => buyerOrder(ctx.mediaUrl, order));
  }),

  /** The shopper's orders in a tab, newest first, a keyset page at a time, with every tab's count. */
  list: shopperProcedure.input(buyerOrdersInput).query(async ({ ctx, input }) => {
    const page = await ctx.clients.order.call.listMyOrders({ tab: input.tab === 'all' ? '' : input.tab, cursor: input.cursor, limit: input.limit });
    return {
      items: page.items.map((order) => buyerOrder(ctx.mediaUrl, order)),
      nextCursor: page.nextCursor || null,
      counts: Object.fromEntries(page.counts.map(({ tab, count }) => [tab, count])) as Partial<Record<BuyerOrderTab, number>>,
    };
  }),

  detail: shopperProcedure.input(orderIdInput).query(async ({ ctx, input }) => buyerOrder(ctx.mediaUrl, (await ctx.clients.order.call.getMyOrder({ id: input.id })).order)),

  /** Cancels an unpaid order; its stock goes back. */
  cancel: shopperProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => buyerOrder(ctx.mediaUrl, (await ctx.clients.order.call.cancelMyOrder({ id: input.id })).order)),

  confirmReceipt: shopperProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => buyerOrder(ctx.mediaUrl, (await ctx.clients.order.call.confirmReceipt({ id: input.id })).order)),

  /** 1-5 stars and a text in the shopper's language; completes the order. */
  review: shopperProcedure
    .input(reviewOrderInput)
    .mutation(async ({ ctx, input }) => buyerOrder(ctx.mediaUrl, (await ctx.clients.order.call.reviewOrder({ id: input.id, rating: input.rating, text: input.text, lang: ctx.lang })).order)),

  /** Asks the store to take the goods back, within the return window after receipt. */
  requestReturn: shopperProcedure
    .input(requestReturnInput)
    .mutation(async ({ ctx, input }) => buyerOrder(ctx.mediaUrl, (await ctx.clients.order.call.requestReturn({ id: input.id, reason: input.reason })).order)),
} satisfies TRPCRouterRecord;
