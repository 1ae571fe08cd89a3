import { merchantOrderTabs } from '@shop/contracts';
import { defineQuery } from '@shop/service-kit';
import { findOrderPage, storeScope, tallyTabs } from '../db/order-repository.js';
import { merchantTabFilter } from '../domain/order-status.js';
import { userOf } from './shared/callers.js';
import { cursorAfter, pageOf, tabOf } from './shared/order-pages.js';

/** The paid orders of the caller's stores in a tab, newest first, the tab counts and the receivable. */
export const listStoreOrders = defineQuery('ListStoreOrders', async ({ em, caller }, request: { tab: string; cursor: string; limit: number }) => {
  const ownerId = userOf(caller);
  const tab = tabOf(request.tab, merchantOrderTabs);
  const { after, limit } = pageOf(request);
  const [page, { counts, receivable }] = await Promise.all([
    findOrderPage(em, storeScope(ownerId, merchantTabFilter(tab)), after, limit),
    tallyTabs(em.fork(), { storeOwnerId: ownerId }, merchantOrderTabs.map((each) => [each, merchantTabFilter(each)] as const)),
  ]);
  return { items: page.items, nextCursor: cursorAfter(page.last), counts, receivable };
});
