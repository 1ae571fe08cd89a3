import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure } from '../trpc.js';

export const userRouter = {
  /** Site title, description and logo (a path with a leading slash) for the page head. */
  platform: publicProcedure
    .input(z.object({ platformCode: z.number().int().positive() }))
    .query(async ({ ctx, input }) => {
      const { config } = await ctx.clients.identity.call.getPlatformConfig({ platformCode: input.platformCode });
      return { title: config?.title ?? '', desc: config?.desc ?? '', logo: config?.logo ?? '' };
    }),
} satisfies TRPCRouterRecord;
