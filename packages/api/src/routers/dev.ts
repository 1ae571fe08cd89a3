import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure } from '../trpc.js';
import { account } from '../validation.js';

/** Development only (absent from a production server): what the local notifier sent. */
export const devRouter = {
  /** The codes delivered to an account, newest first; the end-to-end tests sign up with them. */
  inbox: publicProcedure.input(z.object({ account })).query(async ({ ctx, input }) => {
    const { messages } = await ctx.clients.identityDev.call.listInbox({ account: input.account });
    return messages.map((m) => ({ purpose: m.purpose as 'signup' | 'signin' | 'reset', code: m.code, sentAt: new Date(m.sentAt), expiresAt: new Date(m.expiresAt) }));
  }),
} satisfies TRPCRouterRecord;
