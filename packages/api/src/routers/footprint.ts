import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { shopperProcedure } from '../trpc.js';
import { shopperListPage } from './collection.js';
import { shopperProduct } from './product.js';

/** The signed-in shopper's browsing history: each product once, at its latest view. */
export const footprintRouter = {
  /** Latest view first, a keyset page at a time. */
  list: shopperProcedure.input(shopperListPage).query(async ({ ctx, input }) => {
    const page = await ctx.clients.catalog.call.listFootprint({ cursor: input.cursor, limit: input.limit, lang: ctx.lang });
    return {
      items: page.items.map(({ product, viewedAt }) => ({ ...shopperProduct(product!), viewedAt: new Date(viewedAt) })),
      nextCursor: page.nextCursor,
    };
  }),

  /** Removes one product; only a later view brings it back. */
  remove: shopperProcedure.input(z.object({ productId: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
    await ctx.clients.catalog.call.removeFootprint({ productId: input.productId });
    return { removed: true };
  }),

  /** Clears the history; only later views show again. */
  clear: shopperProcedure.mutation(async ({ ctx }) => {
    await ctx.clients.catalog.call.clearFootprint({});
    return { cleared: true };
  }),
} satisfies TRPCRouterRecord;
