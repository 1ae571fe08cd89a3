import { merchantReasons, merchantV1 } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { unlessRefused } from '../errors.js';
import { publicProcedure, shopperProcedure } from '../trpc.js';
import { applyInput, cursor, storeQuery, text, updateStoreInput, uploadLogoInput } from '../validation.js';
import { merchantCentre } from './merchant-order.js';
import { shopperProduct } from './product.js';
import { merchantApplication, merchantStore, publicStore, storedImage } from './shapes.js';

export const streetSorts = ['overall', 'new', 'rating', 'level', 'visits', 'sales', 'collections'] as const;
export type StreetSort = (typeof streetSorts)[number];

const streetSortOf: Record<StreetSort, merchantV1.StreetSort> = {
  overall: merchantV1.StreetSort.STREET_SORT_OVERALL,
  new: merchantV1.StreetSort.STREET_SORT_NEW,
  rating: merchantV1.StreetSort.STREET_SORT_RATING,
  level: merchantV1.StreetSort.STREET_SORT_LEVEL,
  visits: merchantV1.StreetSort.STREET_SORT_VISITS,
  sales: merchantV1.StreetSort.STREET_SORT_SALES,
  collections: merchantV1.StreetSort.STREET_SORT_COLLECTIONS,
};

const storeId = z.number().int().positive();

export const merchantRouter = {
  /**
   * The signed-in user as a merchant: their store (null until approved) and their latest
   * application (null if they never applied), which every merchant page starts from.
   */
  me: shopperProcedure.query(async ({ ctx }) => {
    const [mine, { application }] = await Promise.all([
      unlessRefused(merchantReasons.notAMerchant, ctx.clients.merchant.call.getMyStore({})),
      ctx.clients.merchant.call.getMyApplication({}),
    ]);
    return { store: mine?.store ? merchantStore(mine.store) : null, application: application ? merchantApplication(application) : null };
  }),

  /**
   * The merchant centre: the store with its statistics, the wallet, the order centre's tab counts
   * and the receivable, and the assets they add up to. not_a_merchant for a user without a store.
   */
  centre: shopperProcedure.query(({ ctx }) => merchantCentre(ctx)),

  /**
   * Stores a logo for the application or store form; answers its key and its sizes. Its body may
   * be larger than others: a 2 MiB image grows by a third in base64, plus the JSON around it.
   */
  uploadLogo: shopperProcedure
    .meta({ maxBodyBytes: 3 * 1024 * 1024 })
    .input(uploadLogoInput)
    .mutation(async ({ ctx, input }) => {
      const image = Buffer.from(input.image.slice(input.image.indexOf(',') + 1), 'base64');
      const { logo } = await ctx.clients.merchant.call.uploadLogo({ image });
      return storedImage(logo);
    }),

  /** Applies for a store: submitted, then awaiting review by an operator. */
  apply: shopperProcedure.input(applyInput).mutation(async ({ ctx, input }) => {
    const { application } = await ctx.clients.merchant.call.submitApplication({
      storeName: input.storeName,
      phone: input.phone,
      logoKey: input.logoKey,
      description: input.description,
      ownerName: input.ownerName,
      ktpNumber: input.ktpNumber,
    });
    return merchantApplication(application!);
  }),

  updateStore: shopperProcedure.input(updateStoreInput).mutation(async ({ ctx, input }) => {
    const { store } = await ctx.clients.merchant.call.updateMyStore({
      name: input.storeName,
      phone: input.phone,
      logoKey: input.logoKey,
      description: input.description,
      autoPay: input.autoPay,
    });
    return merchantStore(store!);
  }),

  /** The platform catalog for listing: goods cost, profit per item and whether the store lists it. */
  catalog: shopperProcedure
    .input(
      z.object({
        keyword: text().trim().max(60, { error: 'invalid_keyword' }).default(''),
        categoryId: z.number().int().positive().optional(),
        listedOnly: z.boolean().default(false),
        page: z.number().int().min(1).max(10_000).default(1),
        pageSize: z.number().int().min(1).max(50).default(20),
      }),
    )
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.merchant.call.browseCatalog({
        keyword: input.keyword,
        categoryId: input.categoryId ?? 0,
        listedOnly: input.listedOnly,
        page: input.page,
        pageSize: input.pageSize,
        lang: ctx.lang,
      });
      const items = page.items.map(({ productId, title, image, categoryId, price, merchantPrice, profit, stock, listed }) => ({
        productId,
        title,
        image,
        categoryId,
        price,
        merchantPrice,
        profit,
        stock,
        listed,
      }));
      return { items, total: page.total, page: page.page, pageSize: page.pageSize };
    }),

  /** Lists (true) or unlists (false) a platform product in the merchant's store. */
  setListing: shopperProcedure.input(z.object({ productId: z.number().int().positive(), listed: z.boolean() })).mutation(async ({ ctx, input }) => {
    const { listed } = await ctx.clients.merchant.call.setListing({ productId: input.productId, listed: input.listed });
    return { listed };
  }),

  /** A store's public page header. */
  shop: publicProcedure
    .meta({ publicCacheSeconds: 30 })
    .input(z.object({ id: storeId }))
    .query(async ({ ctx, input }) => publicStore((await ctx.clients.merchant.call.getStore({ id: input.id })).store!)),

  /** The products a store lists, most recently listed first. */
  shopProducts: publicProcedure
    .meta({ publicCacheSeconds: 30 })
    .input(z.object({ id: storeId, page: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(50).default(20) }))
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.catalog.call.listStoreProducts({ storeId: input.id, page: input.page, pageSize: input.pageSize, lang: ctx.lang });
      return { items: page.items.map(shopperProduct), total: page.total, page: page.page, pageSize: page.pageSize };
    }),

  /** Counts a visit of a store's page: once per visitor and day, whatever the reloads. */
  visit: publicProcedure.input(z.object({ id: storeId })).mutation(async ({ ctx, input }) => {
    await ctx.clients.merchant.call.recordStoreVisit({ storeId: input.id, anonymousViewer: ctx.visitorKey() });
    return { recorded: true };
  }),

  /** The street: active stores by part of their name, in one of 14 orders, a keyset page at a time. */
  street: publicProcedure
    .meta({ publicCacheSeconds: 30 })
    .input(
      z.object({
        query: storeQuery,
        sort: z.enum(streetSorts).default('overall'),
        ascending: z.boolean().default(false),
        cursor,
        limit: z.number().int().min(1).max(50).default(20),
      }),
    )
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.merchant.call.searchStreet({
        query: input.query,
        sort: streetSortOf[input.sort],
        ascending: input.ascending,
        cursor: input.cursor,
        limit: input.limit,
      });
      return { items: page.items.map(publicStore), nextCursor: page.nextCursor || null };
    }),
} satisfies TRPCRouterRecord;
