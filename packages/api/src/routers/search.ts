import { KEYWORD_MAX_LENGTH } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { text } from '../validation.js';
import { publicProcedure, shopperProcedure } from '../trpc.js';

/** A keyword a shopper typed: trimmed, at most 50 characters. */
export const keyword = text().trim().max(KEYWORD_MAX_LENGTH, { error: 'invalid_keyword' });
/** A keyword the history keeps or forgets: not empty. */
const pastKeyword = keyword.min(1, { error: 'invalid_keyword' });

/** The search screen: hot keywords for everyone, past searches for a signed-in shopper (a visitor's stay on the device). */
export const searchRouter = {
  /** The keywords searched most over the last week, in the caller's language. */
  hot: publicProcedure.meta({ publicCacheSeconds: 300 }).query(async ({ ctx }) => {
    const { keywords } = await ctx.clients.catalog.call.listHotKeywords({ lang: ctx.lang });
    return { keywords };
  }),

  /** The signed-in shopper's past searches, newest first. */
  history: shopperProcedure.query(async ({ ctx }) => {
    const { keywords } = await ctx.clients.catalog.call.listSearchHistory({});
    return { keywords };
  }),

  /** Keeps a search the shopper made; searching the same again moves it to the top. */
  remember: shopperProcedure.input(z.object({ keyword: pastKeyword })).mutation(async ({ ctx, input }) => {
    await ctx.clients.catalog.call.rememberSearch({ keyword: input.keyword });
    return { remembered: true };
  }),

  /** Forgets one past search, or all of them without a keyword. */
  forget: shopperProcedure.input(z.object({ keyword: pastKeyword.optional() })).mutation(async ({ ctx, input }) => {
    await ctx.clients.catalog.call.forgetSearch({ keyword: input.keyword ?? '' });
    return { forgotten: true };
  }),
} satisfies TRPCRouterRecord;
