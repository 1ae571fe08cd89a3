import { addressRouter } from './routers/address.js';
import { areaRouter } from './routers/area.js';
import { devRouter } from './routers/dev.js';
import { productRouter } from './routers/product.js';
import { userRouter } from './routers/user.js';
import { router } from './trpc.js';

const shopRouters = {
  user: userRouter,
  product: productRouter,
  address: addressRouter,
  area: areaRouter,
};

/** Every procedure, the development ones included: the type the front ends are written against. */
export const appRouter = router({ ...shopRouters, dev: devRouter });

/** What a production server mounts: the development procedures do not exist there. */
export const productionRouter = router(shopRouters);

export type AppRouter = typeof appRouter;
export type ProductionRouter = typeof productionRouter;
