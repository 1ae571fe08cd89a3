import { merchantReasons, type catalogV1 } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../context.js';
import { unlessRefused } from '../errors.js';
import { publicProcedure, visitorOrShopperProcedure } from '../trpc.js';
import { cursor } from '../validation.js';
import { keyword } from './search.js';
import { publicStore, shopperReview, storedImage } from './shapes.js';

/** What a shopper sees of a product; the goods cost (merchant price) stays with merchants. */
export function shopperProduct(product: catalogV1.Product) {
  return {
    id: product.id,
    categoryId: product.categoryId,
    /** The subcategory within the category; null for none. */
    subcategoryId: product.subcategoryId || null,
    title: product.title,
    description: product.description,
    /** In gallery order, the first the main one: a list's products have only that one, a product page's all. */
    images: product.images.map((image) => storedImage(image)),
    price: product.price,
    /** The price the discount was taken off; equal to `price` without a discount. */
    listPrice: product.listPrice,
    discount: product.discount,
    stock: product.stock,
    sales: product.sales,
    createdAt: new Date(product.createdAt),
  };
}

/** The store card of a product page; none for a store the public cannot see (suspended). */
async function sellerStore(ctx: Context, id: number) {
  const answer = await unlessRefused(merchantReasons.storeNotFound, ctx.clients.merchant.call.getStore({ id }));
  return answer ? publicStore(answer.store!) : null;
}

/** The product list's orders (catalog SearchProducts). */
export const productSorts = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
const rupiah = z.number().int().min(0).max(1_000_000_000_000);

export const productRouter = {
  /**
   * The product list: by keyword and/or category (top-level or subcategory) and price range, in
   * one of five orders (relevance needs a keyword: without one it is best-selling), a keyset page at
   * a time. `similar` says nothing matched the keyword as written and these titles are like it.
   */
  search: publicProcedure
    .meta({ publicCacheSeconds: 30 })
    .input(
      z
        .object({
          keyword: keyword.default(''),
          categoryId: z.number().int().positive().optional(),
          minPrice: rupiah.optional(),
          maxPrice: rupiah.optional(),
          sort: z.enum(productSorts).optional(),
          cursor,
          limit: z.number().int().min(1).max(50).default(20),
        })
        .refine((input) => input.minPrice === undefined || input.maxPrice === undefined || input.minPrice <= input.maxPrice, { error: 'invalid_price_range' }),
    )
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.catalog.call.searchProducts({
        keyword: input.keyword,
        categoryId: input.categoryId ?? 0,
        minPrice: input.minPrice ?? 0,
        maxPrice: input.maxPrice ?? 0,
        sort: input.sort ?? '',
        cursor: input.cursor,
        limit: input.limit,
        lang: ctx.lang,
      });
      return { items: page.items.map(shopperProduct), nextCursor: page.nextCursor || null, similar: page.similar };
    }),

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

  /**
   * A product page: the product and the store selling it (the shop the shopper came from when it
   * lists the product, else the first to list it; none when no open store does).
   */
  detail: publicProcedure
    .meta({ publicCacheSeconds: 30 })
    .input(z.object({ id: z.number().int().positive(), storeId: z.number().int().positive().optional() }))
    .query(async ({ ctx, input }) => {
      const { product, sellerStoreId } = await ctx.clients.catalog.call.getProduct({ id: input.id, lang: ctx.lang, storeId: input.storeId ?? 0 });
      return { ...shopperProduct(product!), seller: sellerStoreId ? await sellerStore(ctx, sellerStoreId) : null };
    }),

  /**
   * Records a product page view, a signed-in shopper's in their footprint; the request id makes a
   * retried call count once.
   */
  view: visitorOrShopperProcedure.input(z.object({ id: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
    await ctx.clients.catalog.call.recordProductView({ productId: input.id });
    return { recorded: true };
  }),

  /** A product's rating summary and its reviews, newest first, a keyset page at a time. */
  reviews: publicProcedure
    .meta({ publicCacheSeconds: 30 })
    .input(z.object({ id: z.number().int().positive(), cursor, limit: z.number().int().min(1).max(20).default(5) }))
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.catalog.call.listProductReviews({ productId: input.id, cursor: input.cursor, limit: input.limit });
      const { reviewCount, averageTenths, starCounts } = page.summary!;
      return {
        summary: { count: reviewCount, average: averageTenths / 10, starCounts: [...starCounts] },
        items: page.items.map(shopperReview),
        nextCursor: page.nextCursor,
      };
    }),
} satisfies TRPCRouterRecord;
