import type { orderV1 } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Collaborators } from '../clients/clients.js';
import { findCartLines } from '../db/cart-repository.js';
import { activeStores } from './stores.js';

/**
 * The shopper's cart with each line's product as it is now: one GetOrderableProducts for every
 * line (a cart holds at most CART_MAX_LINES, the catalog's batch) and one GetStore per store.
 */
export async function cartView(em: EntityManager, deps: Collaborators, userId: string, lang: string): Promise<orderV1.Cart> {
  const lines = await findCartLines(em, userId);
  if (lines.length === 0) return { stores: [], selectedCount: 0, selectedAmount: 0, totalQuantity: 0 };
  const [{ products }, stores] = await Promise.all([
    deps.catalog.getOrderableProducts({ items: lines.map(({ productId, storeId }) => ({ productId, storeId })), lang }),
    activeStores(deps.merchant, lines.map((line) => line.storeId)),
  ]);
  const byStore = new Map<number, orderV1.CartStore>();
  let selectedCount = 0;
  let selectedAmount = 0;
  let totalQuantity = 0;
  lines.forEach((line, index) => {
    const product = products[index]!;
    const store = stores.get(line.storeId);
    const available = product.found && product.listed && store !== undefined && product.stock >= line.quantity;
    let cartStore = byStore.get(line.storeId);
    if (!cartStore) {
      cartStore = { storeId: line.storeId, storeName: store?.name ?? '', lines: [] };
      byStore.set(line.storeId, cartStore);
    }
    cartStore.lines.push({
      productId: line.productId,
      storeId: line.storeId,
      quantity: line.quantity,
      selected: line.selected,
      title: product.title,
      imageKey: product.imageKey,
      unitPrice: product.price,
      stock: product.stock,
      available,
    });
    totalQuantity += line.quantity;
    if (line.selected && available) {
      selectedCount += 1;
      selectedAmount += product.price * line.quantity;
    }
  });
  return { stores: [...byStore.values()], selectedCount, selectedAmount, totalQuantity };
}
