import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { shopperProcedure } from '../trpc.js';
import { cursor, pageLimit } from '../validation.js';
import { shopperProduct } from './product.js';

const productId = z.number().int().positive();
/** A keyset page of a shopper's list. */
export const shopperListPage = z.object({ cursor, limit: pageLimit });

/** The signed-in shopper's collection (favourites); the catalog counts each for the store it was collected from. */
export const collectionRouter = {
  /** Most recently collected first, a keyset page at a time. */
  list: shopperProcedure.input(shopperListPage).query(async ({ ctx, input }) => {
    const page = await ctx.clients.catalog.call.listCollection({ cursor: input.cursor, limit: input.limit, lang: ctx.lang });
    return {
      items: page.items.map(({ product, collectedAt }) => ({ ...shopperProduct(product!), collectedAt: new Date(collectedAt) })),
      nextCursor: page.nextCursor,
    };
  }),

  /** Whether the shopper collected this product (a product page's collect button). */
  has: shopperProcedure.input(z.object({ productId })).query(async ({ ctx, input }) => {
    const { collected } = await ctx.clients.catalog.call.getCollectionState({ productId: input.productId });
    return { collected };
  }),

  /** Collects a product, from the store whose page it was opened from when given. Collecting it again changes nothing. */
  add: shopperProcedure
    .input(z.object({ productId, storeId: z.number().int().positive().optional() }))
    .mutation(async ({ ctx, input }) => {
      const { collected } = await ctx.clients.catalog.call.collectProduct({ productId: input.productId, storeId: input.storeId ?? 0 });
      return { collected };
    }),

  /** Uncollects a product. Uncollecting one not collected changes nothing. */
  remove: shopperProcedure.input(z.object({ productId })).mutation(async ({ ctx, input }) => {
    const { collected } = await ctx.clients.catalog.call.uncollectProduct({ productId: input.productId });
    return { collected };
  }),
} satisfies TRPCRouterRecord;
