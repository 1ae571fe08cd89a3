import type { EventHandlers } from '@shop/service-kit';
import { onOrderCompleted } from './order-completed.js';
import { onOrderReviewed } from './order-reviewed.js';
import { onProductViewed } from './product-viewed.js';

/** Every event this service consumes, in one place. */
export function subscriptions(): EventHandlers {
  return {
    'catalog.product.viewed.v1': onProductViewed,
    'order.order.completed.v1': onOrderCompleted,
    'order.order.reviewed.v1': onOrderReviewed,
  };
}
