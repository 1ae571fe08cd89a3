import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure } from '../trpc.js';
import type { Context } from '../context.js';

/** What a page about one thing says of it in the document head (title, description, share image). */
export interface SubjectHead {
  title: string;
  description: string;
  /** The largest image's URL, for share previews (a site path or absolute; the shell's server makes it absolute); empty when there is none. */
  image: string;
  /** What it sells for, in whole rupiah (a product): previews show the price. */
  price?: number;
}

/** The things a page can be about, each read as the public sees it. */
const subjectHeads = {
  async shop(ctx: Context, id: number): Promise<SubjectHead> {
    const { store } = await ctx.clients.merchant.call.getStore({ id });
    return { title: store!.name, description: store!.description, image: store!.logo?.variants.at(-1)?.url ?? '' };
  },
  async product(ctx: Context, id: number): Promise<SubjectHead> {
    const { product } = await ctx.clients.catalog.call.getProduct({ id, lang: ctx.lang, storeId: 0 });
    return { title: product!.title, description: product!.description, image: product!.images[0]?.variants.at(-1)?.url ?? '', price: product!.price };
  },
} satisfies Record<string, (ctx: Context, id: number) => Promise<SubjectHead>>;

export type PageSubject = keyof typeof subjectHeads;
export const pageSubjects = Object.keys(subjectHeads) as [PageSubject, ...PageSubject[]];

export const pageRouter = {
  /** The head of a page about one thing (a shop, a product), for the shell's server and browser. */
  head: publicProcedure
    .meta({ publicCacheSeconds: 30 })
    .input(z.object({ subject: z.enum(pageSubjects), id: z.number().int().positive() }))
    .query(({ ctx, input }) => subjectHeads[input.subject](ctx, input.id)),
} satisfies TRPCRouterRecord;
