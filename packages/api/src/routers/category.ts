import type { catalogV1 } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc.js';

/** A category with its subcategories, as the category page and the home shortcuts show it. */
export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

function categoryNode(category: catalogV1.Category): CategoryNode {
  return { id: category.id, name: category.name, children: category.children.map(categoryNode) };
}

export const categoryRouter = {
  /** The category tree: the top-level categories in their order, each with its subcategories; names in the caller's language. */
  tree: publicProcedure.meta({ publicCacheSeconds: 300 }).query(async ({ ctx }) => {
    const { categories } = await ctx.clients.catalog.call.listCategories({ lang: ctx.lang });
    return { categories: categories.map(categoryNode) };
  }),
} satisfies TRPCRouterRecord;
