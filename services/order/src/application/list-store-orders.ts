import { merchantOrderTabs } from '@shop/contracts';
import { defineQuery } from '@shop/service-kit';
import { countScopes, findOrderPage, receivableOf, storeScope } from '../db/order-repository.js';
import { merchantTabFilter } from '../domain/order-status.js';
import { userOf } from './callers.js';
import { cursorAfter, pageOf, tabOf } from './order-pages.js';

/** The paid orders of the caller's stores in a tab, newest first, the tab counts and the receivable. */
export const listStoreOrders = defineQuery('ListStoreOrders', async ({ em, caller }, request: { tab: string; cursor: string; limit: number }) => {
  const ownerId = userOf(caller);
  const tab = tabOf(request.tab, merchantOrderTabs);
  const { after, limit } = pageOf(request);
  const [page, counts, receivable] = await Promise.all([
    findOrderPage(em, storeScope(ownerId, merchantTabFilter(tab)), after, limit),
    countScopes(em.fork(), merchantOrderTabs.map((each) => [each, storeScope(ownerId, merchantTabFilter(each))] as const)),
    receivableOf(em.fork(), ownerId),
  ]);
  return { items: page.items, nextCursor: cursorAfter(page.last), counts, receivable };
});
