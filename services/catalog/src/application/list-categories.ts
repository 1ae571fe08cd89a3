import { defineQuery } from '@shop/service-kit';
import { findCategoryTree } from '../db/category-repository.js';
import { resolveLanguage } from '../domain/language.js';

/** The category tree, names in the caller's language. */
export const listCategories = defineQuery('ListCategories', async ({ em }, request: { lang: string }) => ({
  categories: await findCategoryTree(em, resolveLanguage(request.lang)),
}));
