import type { catalogV1 } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure } from '../trpc.js';

/** What a shopper sees of a product; the goods cost (merchant price) stays with merchants. */
export function shopperProduct(product: catalogV1.Product) {
  return {
    id: product.id,
    categoryId: product.categoryId,
    title: product.title,
    description: product.description,
    image: product.image,
    price: product.price,
    discount: product.discount,
    stock: product.stock,
    sales: product.sales,
    createdAt: new Date(product.createdAt),
  };
}

export const productRouter = {
  /** One page of products, newest first, optionally in one category; texts in the `lang` language. */
  list: publicProcedure
    .meta({ publicCacheSeconds: 30 })
    .input(
      z
        .object({
          categoryId: z.number().int().positive().optional(),
          page: z.number().int().min(1).max(10_000).default(1),
          pageSize: z.number().int().min(1).max(100).default(20),
        })
        .default({ page: 1, pageSize: 20 }),
    )
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.catalog.call.listProducts({
        categoryId: input.categoryId ?? 0,
        page: input.page,
        pageSize: input.pageSize,
        lang: ctx.lang,
      });
      return { items: page.items.map(shopperProduct), total: page.total, page: page.page, pageSize: page.pageSize };
    }),

  detail: publicProcedure.meta({ publicCacheSeconds: 30 }).input(z.object({ id: z.number().int().positive() })).query(async ({ ctx, input }) => {
    const { product } = await ctx.clients.catalog.call.getProduct({ id: input.id, lang: ctx.lang });
    return shopperProduct(product!);
  }),

  /** Records a product page view; the request id makes a retried call count once. */
  view: publicProcedure.input(z.object({ id: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
    await ctx.clients.catalog.call.recordProductView({ productId: input.id });
    return { recorded: true };
  }),
} satisfies TRPCRouterRecord;
