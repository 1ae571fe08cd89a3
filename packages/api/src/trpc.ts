import { AppError, runWithRequestContext } from '@shop/service-kit';
import { commonReasons, merchantReasons, OPERATOR_ROLE } from '@shop/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context.js';
import { describeError, toTRPCError } from './errors.js';
import { defaultLocale } from './i18n/messages.js';
import { transformer } from './transformer.js';

/** What a procedure declares about itself beyond its input and output. */
export interface ProcedureMeta {
  /**
   * Set on a public query whose answer is the same for every anonymous shopper asking in the same
   * language: shared caches (ingress, CDN) may keep it this many seconds.
   */
  publicCacheSeconds?: number;
  /**
   * Set on a procedure that takes a file (base64 in JSON): called alone, its request body may be
   * this large; every other call keeps the BFF's small limit.
   */
  maxBodyBytes?: number;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  transformer,
  isDev: false,
  errorFormatter({ shape, error, ctx, path }) {
    const { message, reason, field } = describeError(error, ctx?.lang ?? defaultLocale, path);
    return {
      code: shape.code,
      message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, reason, field },
    };
  },
});

/**
 * Calls to services carry the request id and, for commands, the request's idempotency keys; their
 * errors become translated tRPC errors. Each call is traced and counted by the server.
 */
const serviceCalls = t.middleware(async ({ ctx, path, next }) => {
  const result = await ctx.observe(path, () => {
    if (ctx.idempotencyKeyInvalid) throw toTRPCError(new AppError('INVALID_ARGUMENT', commonReasons.invalidIdempotencyKey));
    return runWithRequestContext({ requestId: ctx.requestId, commandKeys: ctx.commandKeys }, next);
  });
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  return result;
});

/**
 * A signed-in shopper: the token must name a live session (checked through the session cache).
 * From here on, every service call is asserted as made for that user.
 */
const signedIn = t.middleware(async ({ ctx, next }) => {
  if (!ctx.token) throw new TRPCError({ code: 'UNAUTHORIZED' });
  const { userId, roles } = await ctx.sessions.principalOf(ctx.token);
  return runWithRequestContext({ requestId: ctx.requestId, commandKeys: ctx.commandKeys, user: { id: userId, roles } }, () => next({ ctx: { userId, roles } }));
});

/**
 * A visitor or a shopper: with a live session, service calls are asserted as made for its user
 * (a product view joins their footprint); without one, or with one that has ended, they go out as
 * a visitor's. For calls the page makes on its own, which must never sign anyone out.
 */
const userIfSignedIn = t.middleware(async ({ ctx, next }) => {
  if (!ctx.token) return next();
  const principal = await ctx.sessions.principalOf(ctx.token).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return undefined;
    throw error;
  });
  if (!principal) return next();
  return runWithRequestContext({ requestId: ctx.requestId, commandKeys: ctx.commandKeys, user: { id: principal.userId, roles: principal.roles } }, () => next());
});

export const router = t.router;
export const publicProcedure = t.procedure.use(serviceCalls);
export const visitorOrShopperProcedure = publicProcedure.use(userIfSignedIn);
export const shopperProcedure = publicProcedure.use(signedIn);
/**
 * Platform staff only. The services check the role again on every operator method (the BFF's
 * caller assertion carries it); refusing here spares them the call and answers in the user's words.
 */
export const operatorProcedure = shopperProcedure.use(({ ctx, next }) => {
  if (!ctx.roles.includes(OPERATOR_ROLE)) throw toTRPCError(new AppError('PERMISSION_DENIED', merchantReasons.operatorRequired));
  return next();
});
