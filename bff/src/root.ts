import { productRouter } from './routers/product.js';
import { userRouter } from './routers/user.js';
import { router } from './trpc.js';

export const appRouter = router({
  user: userRouter,
  product: productRouter,
});

export type AppRouter = typeof appRouter;
