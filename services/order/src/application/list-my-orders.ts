import { buyerOrderTabs } from '@shop/contracts';
import { defineQuery } from '@shop/service-kit';
import { buyerScope, findOrderPage, tallyTabs } from '../db/order-repository.js';
import { buyerTabStatuses } from '../domain/order-status.js';
import { userOf } from './shared/callers.js';
import { cursorAfter, pageOf, tabOf } from './shared/order-pages.js';

/** The shopper's orders in a tab, newest first, and how many each tab holds. */
export const listMyOrders = defineQuery('ListMyOrders', async ({ em, caller }, request: { tab: string; cursor: string; limit: number }) => {
  const buyerId = userOf(caller);
  const tab = tabOf(request.tab, buyerOrderTabs);
  const { after, limit } = pageOf(request);
  const [page, { counts }] = await Promise.all([
    findOrderPage(em, buyerScope(buyerId, buyerTabStatuses(tab)), after, limit),
    tallyTabs(em.fork(), { buyerId }, buyerOrderTabs.map((each) => [each, { statuses: buyerTabStatuses(each) }] as const)),
  ]);
  return { items: page.items, nextCursor: cursorAfter(page.last), counts };
});
