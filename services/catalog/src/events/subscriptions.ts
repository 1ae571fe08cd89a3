import type { EventHandlers } from '@shop/service-kit';
import { onProductViewed } from './product-viewed.js';

/** Every event this service consumes, in one place. */
export function subscriptions(): EventHandlers {
  return {
    'catalog.product.viewed.v1': onProductViewed,
  };
}
