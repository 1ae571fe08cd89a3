import { addressRouter } from './routers/address.js';
import { areaRouter } from './routers/area.js';
import { cartRouter } from './routers/cart.js';
import { categoryRouter } from './routers/category.js';
import { collectionRouter } from './routers/collection.js';
import { devRouter } from './routers/dev.js';
import { footprintRouter } from './routers/footprint.js';
import { fundRouter } from './routers/fund.js';
import { merchantRouter } from './routers/merchant.js';
import { merchantOrderRouter } from './routers/merchant-order.js';
import { notificationRouter } from './routers/notification.js';
import { operatorRouter } from './routers/operator.js';
import { orderRouter } from './routers/order.js';
import { pageRouter } from './routers/page.js';
import { paymentRouter } from './routers/payment.js';
import { productRouter } from './routers/product.js';
import { searchRouter } from './routers/search.js';
import { userRouter } from './routers/user.js';
import { router, type ProcedureMeta } from './trpc.js';

const shopRouters = {
  user: userRouter,
  product: productRouter,
  category: categoryRouter,
  search: searchRouter,
  collection: collectionRouter,
  footprint: footprintRouter,
  address: addressRouter,
  area: areaRouter,
  merchant: merchantRouter,
  merchantOrder: merchantOrderRouter,
  fund: fundRouter,
  payment: paymentRouter,
  cart: cartRouter,
  order: orderRouter,
  notification: notificationRouter,
  operator: operatorRouter,
  page: pageRouter,
};

/** Every procedure, the development ones included: the type the front ends are written against. */
export const appRouter = router({ ...shopRouters, dev: devRouter });

/** What a production server mounts: the development procedures do not exist there. */
export const productionRouter = router(shopRouters);

export type AppRouter = typeof appRouter;
export type ProductionRouter = typeof productionRouter;

// tRPC keeps every procedure by its dotted path; its declared type is the nested router shape.
const procedures = productionRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } } | undefined>;

/**
 * How long shared caches may keep the answer to one GET of these query paths (a batch takes the
 * shortest), or undefined when any of them is not declared public-cacheable.
 */
export function publicCacheSecondsOf(paths: readonly string[]): number | undefined {
  const seconds = paths.map((path) => procedures[path]?._def.meta?.publicCacheSeconds);
  return seconds.length > 0 && seconds.every((value) => value !== undefined) ? Math.min(...(seconds as number[])) : undefined;
}

/** The body a call of this one procedure may send, when it declares a limit of its own. */
export function declaredBodyLimitOf(path: string): number | undefined {
  return procedures[path]?._def.meta?.maxBodyBytes;
}

/** The largest body any procedure declares, or undefined when none does. */
export function largestDeclaredBodyLimit(): number | undefined {
  const limits = Object.values(procedures).flatMap((procedure) => procedure?._def.meta?.maxBodyBytes ?? []);
  return limits.length > 0 ? Math.max(...limits) : undefined;
}
