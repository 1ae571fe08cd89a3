import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { text } from '../validation.js';
import { publicProcedure } from '../trpc.js';

export const areaRouter = {
  /** The address picker's next column: provinces (no parent), a province's cities/regencies, a city's districts. */
  list: publicProcedure
    .meta({ publicCacheSeconds: 3600 })
    .input(z.object({ parentCode: text().max(16).optional() }).default({}))
    .query(async ({ ctx, input }) => {
      const { areas } = await ctx.clients.identity.call.listAreas({ parentCode: input.parentCode ?? '' });
      return areas.map(({ code, name }) => ({ code, name }));
    }),
} satisfies TRPCRouterRecord;
