import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, shopperProcedure } from '../trpc.js';
import { changePasswordInput, resetPasswordInput, sendCodeInput, signinInput, signupInput, updateProfileInput } from '../validation.js';
import { shopperSession, shopperUser } from './shapes.js';

export const userRouter = {
  /** Site title, description and logo (a path with a leading slash) for the page head. */
  platform: publicProcedure
    .meta({ publicCacheSeconds: 300 })
    .input(z.object({ platformCode: z.number().int().positive() }))
    .query(async ({ ctx, input }) => {
      const { config } = await ctx.clients.identity.call.getPlatformConfig({ platformCode: input.platformCode });
      return { title: config?.title ?? '', desc: config?.desc ?? '', logo: config?.logo ?? '' };
    }),

  /**
   * Sends a 6-digit code (valid 5 minutes), written in the page's language (its `lang` header);
   * the answer is the same whether or not the account exists.
   */
  sendCode: publicProcedure.input(sendCodeInput).mutation(async ({ ctx, input }) => {
    const timing = await ctx.clients.identity.call.sendCode({ account: input.account, purpose: input.purpose, clientIp: ctx.clientIp, language: ctx.lang });
    return { resendAfterSeconds: timing.resendAfterSeconds, expiresInSeconds: timing.expiresInSeconds };
  }),

  signup: publicProcedure.input(signupInput).mutation(async ({ ctx, input }) => {
    const { session } = await ctx.clients.identity.call.signUp({ account: input.account, code: input.code, password: input.password, inviteCode: input.inviteCode ?? '', clientIp: ctx.clientIp });
    return shopperSession(session);
  }),

  signin: publicProcedure.input(signinInput).mutation(async ({ ctx, input }) => {
    const credential = input.code !== undefined ? { code: input.code } : { password: input.password };
    const { session } = await ctx.clients.identity.call.signIn({ account: input.account, ...credential, clientIp: ctx.clientIp });
    return shopperSession(session);
  }),

  /** Sets a new password from a reset code; every session of the account ends. */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.clients.identity.call.resetPassword({ account: input.account, code: input.code, newPassword: input.password, clientIp: ctx.clientIp });
    return { reset: true };
  }),

  me: shopperProcedure.query(async ({ ctx }) => shopperUser((await ctx.clients.identity.call.getUser({})).user)),

  updateProfile: shopperProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    const { user } = await ctx.clients.identity.call.updateProfile({ ...input });
    return shopperUser(user);
  }),

  /** Keeps this session and ends every other one. */
  changePassword: shopperProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.clients.identity.call.changePassword({
      token: ctx.token,
      oldPassword: input.oldPassword,
      newPassword: input.password,
    });
    return { changed: true };
  }),

  /** Ends this session; fine without one, so a stale client can always sign out. */
  signout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.token) {
      await ctx.clients.identity.call.signOut({ token: ctx.token });
      ctx.sessions.forget(ctx.token);
    }
    return { signedOut: true };
  }),
} satisfies TRPCRouterRecord;
