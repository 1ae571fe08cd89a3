import { profitOf, type catalogV1 } from '@shop/contracts';
import { defineQuery } from '@shop/service-kit';
import type { CatalogCalls } from '../clients/catalog.js';
import { activeStoreOfCaller } from './shared/callers.js';

/** The catalog's own request, for the caller's store. */
export type BrowseCatalogRequest = Omit<catalogV1.BrowseForStoreRequest, 'storeId'>;

export interface CatalogItem {
  productId: number;
  title: string;
  /** The URL of the product's first picture at its smallest width (a thumbnail); empty for none. */
  image: string;
  categoryId: number;
  price: number;
  merchantPrice: number;
  /** What the store earns per item sold: the sale price less the goods cost. */
  profit: number;
  stock: number;
  listed: boolean;
}

function toItem({ product, listed }: catalogV1.StoreProduct): CatalogItem {
  const p = product!;
  return { productId: p.id, title: p.title, image: p.images[0]?.variants[0]?.url ?? '', categoryId: p.categoryId, price: p.price, merchantPrice: p.merchantPrice, profit: profitOf(p.price, p.merchantPrice), stock: p.stock, listed };
}

/** The platform catalog as the caller's active store sees it (the catalog owns products and listings). */
export function browseCatalog(catalog: CatalogCalls) {
  return defineQuery('BrowseCatalog', async ({ em, caller }, request: BrowseCatalogRequest) => {
    const store = await activeStoreOfCaller(em, caller);
    const page = await catalog.browseForStore({ storeId: store.id, ...request });
    return { items: page.items.map(toItem), total: page.total, page: page.page, pageSize: page.pageSize };
  });
}
