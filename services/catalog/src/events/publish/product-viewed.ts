import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';

/** A product page opened, by a signed-in viewer or none: this service's own consumer counts the view and the viewer's footprint. */
export function publishProductViewed(em: EntityManager, productId: number, viewerId: string | undefined): void {
  recordEvent(em, 'catalog.product.viewed.v1', String(productId), { productId: String(productId), viewerId: viewerId ?? null });
}
