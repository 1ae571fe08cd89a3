import type { EventHandlers } from '@shop/service-kit';
import { onCollectionChanged } from './collection-changed.js';
import { onListingChanged } from './listing-changed.js';
import { onOrderCompleted } from './order-completed.js';
import { onOrderReviewed } from './order-reviewed.js';
import { onStoreVisited } from './store-visited.js';

/** Every event this service consumes, in one place. */
export function subscriptions(): EventHandlers {
  return {
    'merchant.store.visited.v1': onStoreVisited,
    'catalog.listing.changed.v1': onListingChanged,
    'catalog.product.collected.v1': onCollectionChanged,
    'catalog.product.uncollected.v1': onCollectionChanged,
    'order.order.completed.v1': onOrderCompleted,
    'order.order.reviewed.v1': onOrderReviewed,
  };
}
