import type { TRPCRouterRecord } from '@trpc/server';
import { shopperProcedure } from '../trpc.js';
import { addToCartInput, removeCartLinesInput, selectCartLinesInput, updateCartLineInput } from '../validation.js';
import { cart } from './order-shapes.js';

/**
 * The signed-in shopper's cart (kept by the order service), grouped by store, each line with the
 * product as it is now. Every change answers the whole cart.
 */
export const cartRouter = {
  get: shopperProcedure.query(async ({ ctx }) => cart(ctx.mediaUrl, (await ctx.clients.order.call.getCart({ lang: ctx.lang })).cart)),

  /** Adds to the line when the product is in the cart already (selected); insufficient_stock beyond the stock. */
  add: shopperProcedure.input(addToCartInput).mutation(async ({ ctx, input }) => cart(ctx.mediaUrl, (await ctx.clients.order.call.addToCart({ ...input, lang: ctx.lang })).cart)),

  /** A line's quantity and whether it is selected for checkout. */
  update: shopperProcedure.input(updateCartLineInput).mutation(async ({ ctx, input }) => {
    const { productId, storeId, quantity, selected } = input;
    return cart(ctx.mediaUrl, (await ctx.clients.order.call.updateCartLine({ line: { productId, storeId }, quantity, selected, lang: ctx.lang })).cart);
  }),

  /** Selects or deselects every line, or one store's. */
  select: shopperProcedure
    .input(selectCartLinesInput)
    .mutation(async ({ ctx, input }) => cart(ctx.mediaUrl, (await ctx.clients.order.call.selectCartLines({ storeId: input.storeId ?? 0, selected: input.selected, lang: ctx.lang })).cart)),

  remove: shopperProcedure
    .input(removeCartLinesInput)
    .mutation(async ({ ctx, input }) => cart(ctx.mediaUrl, (await ctx.clients.order.call.removeCartLines({ lines: input.lines, lang: ctx.lang })).cart)),
} satisfies TRPCRouterRecord;
