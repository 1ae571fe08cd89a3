import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { EventPayload } from '@shop/contracts';
import type { OrderRecord } from '../../db/entities.js';

/** The buyer's review of a completed order, for the catalog's and the merchant's ratings. */
export function publishOrderReviewed(em: EntityManager, order: OrderRecord, review: Pick<EventPayload<'order.order.reviewed.v1'>, 'authorName' | 'rating' | 'text' | 'lang'>, now: Date): void {
  recordEvent(em, 'order.order.reviewed.v1', order.id, {
    orderId: order.id,
    storeId: String(order.storeId),
    buyerId: order.buyerId,
    ...review,
    productIds: [...new Set(order.items.map((item) => String(item.productId)))],
    reviewedAt: now.toISOString(),
  });
}
