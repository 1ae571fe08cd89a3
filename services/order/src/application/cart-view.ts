import { CART_MAX_LINES, type catalogV1, type orderV1 } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineQuery, type CallInfo, type Command, type Query, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { findCartLines, type CartLineRecord } from '../db/cart-repository.js';
import { userOf } from './shared/callers.js';
import { activeStores, type StoreView } from './shared/stores.js';

type LineKey = { productId: number; storeId: number };

const keyOf = ({ productId, storeId }: LineKey) => `${storeId}:${productId}`;

/** What the catalog and merchant said of some cart lines: each product as its store offers it, each store asked (undefined: not active). */
export interface CartCatalog {
  products: Map<string, catalogV1.OrderableProduct>;
  stores: Map<number, StoreView | undefined>;
}

/**
 * One GetOrderableProducts per CART_MAX_LINES lines (the catalog's batch) and one GetStore per
 * store. A cart holds at most CART_MAX_LINES lines, but a full cart with the product being added
 * is one more, and a cart filled past the limit before it held must still be shown and emptied.
 */
export async function cartCatalog(deps: Collaborators, lines: readonly LineKey[], lang: string): Promise<CartCatalog> {
  const unique = [...new Map(lines.map((line) => [keyOf(line), { productId: line.productId, storeId: line.storeId }])).values()];
  if (unique.length === 0) return { products: new Map(), stores: new Map() };
  const storeIds = [...new Set(unique.map((line) => line.storeId))];
  const batches = Array.from({ length: Math.ceil(unique.length / CART_MAX_LINES) }, (_, index) => unique.slice(index * CART_MAX_LINES, (index + 1) * CART_MAX_LINES));
  const [answers, stores] = await Promise.all([Promise.all(batches.map((items) => deps.catalog.getOrderableProducts({ items, lang }))), activeStores(deps.merchant, storeIds)]);
  const products = answers.flatMap((answer) => answer.products);
  return {
    products: new Map(unique.map((line, index) => [keyOf(line), products[index]!])),
    stores: new Map(storeIds.map((id) => [id, stores.get(id)])),
  };
}

/** The product of a line as the catalog offers it now, if asked. */
export function productOf(catalog: CartCatalog, line: LineKey): catalogV1.OrderableProduct | undefined {
  return catalog.products.get(keyOf(line));
}

function covers(catalog: CartCatalog, lines: readonly CartLineRecord[]): boolean {
  return lines.every((line) => catalog.products.has(keyOf(line)) && catalog.stores.has(line.storeId));
}

/**
 * The shopper's cart with each line's product as it is now, grouped by store. `known`: what was
 * asked of the catalog and merchant moments ago for these lines (a change to the cart composes
 * its answer from what it checked); asked again unless it covers every line.
 */
export async function cartView(em: EntityManager, deps: Collaborators, userId: string, lang: string, known?: CartCatalog): Promise<orderV1.Cart> {
  const lines = await findCartLines(em, userId);
  if (lines.length === 0) return { stores: [], selectedCount: 0, selectedAmount: 0, totalQuantity: 0 };
  const catalog = known && covers(known, lines) ? known : await cartCatalog(deps, lines, lang);
  const byStore = new Map<number, orderV1.CartStore>();
  let selectedCount = 0;
  let selectedAmount = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    const product = productOf(catalog, line)!;
    const store = catalog.stores.get(line.storeId);
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
  }
  return { stores: [...byStore.values()], selectedCount, selectedAmount, totalQuantity };
}

/** A gRPC method changing the cart: it answers the whole cart. */
export type CartChange<Req> = (request: Req, call: CallInfo) => Promise<{ cart: orderV1.Cart }>;

/**
 * A change to the cart as one gRPC method: `ask` (when the change needs the catalog and merchant)
 * before any transaction, the command on the database alone, then the cart composed after the
 * commit from what `ask` answered.
 */
export function cartChange<Req extends { lang: string }, Known extends CartCatalog | undefined>(
  runner: UseCaseRunner,
  deps: Collaborators,
  change: { ask?: Query<Req, Known>; command: (known: Known) => Command<Req, void> },
): CartChange<Req> {
  const view = (known: Known) => defineQuery('GetCart', async ({ em, caller }, request: Req) => ({ cart: await cartView(em, deps, userOf(caller), request.lang, known) }));
  return async (request, call) => {
    const known = (change.ask ? await runner.query(change.ask, request, call) : undefined) as Known;
    await runner.command(change.command(known), request, call);
    return runner.query(view(known), request, call);
  };
}
