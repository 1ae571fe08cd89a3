import { catalogV1 } from '@shop/contracts';
import { bindService, noResponse, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { browseForStore } from '../application/browse-for-store.js';
import { getProduct } from '../application/get-product.js';
import { listCategories } from '../application/list-categories.js';
import { listProducts } from '../application/list-products.js';
import { forgetSearch, listHotKeywords, listSearchHistory, rememberSearch } from '../application/search-keywords.js';
import { searchProducts } from '../application/search-products.js';
import { listStoreProducts } from '../application/list-store-products.js';
import { recordProductView } from '../application/record-product-view.js';
import { setListing } from '../application/set-listing.js';
import type { ProductRecord } from '../db/product-repository.js';
import { listPriceOf } from '../domain/pricing.js';
import type { SearchTally } from '../domain/search-tally.js';
import { catalogAccess } from './access.js';

function toProto(product: ProductRecord): catalogV1.Product {
  return {
    ...product,
    subcategoryId: product.subcategoryId ?? 0,
    listPrice: listPriceOf(product.price, product.discount),
    createdAt: product.createdAt.toISOString(),
  };
}

export function catalogGrpcService(useCases: UseCaseRunner, searchTally: SearchTally): GrpcServiceBinding {
  const handle = serve(useCases);
  return bindService(catalogV1.CatalogServiceService, {
    listProducts: handle(listProducts, (page) => ({ ...page, items: page.items.map(toProto) })),
    searchProducts: handle(searchProducts(searchTally), (page) => ({ ...page, items: page.items.map(toProto) })),
    listCategories: handle(listCategories, (tree) => tree),
    listHotKeywords: handle(listHotKeywords, (hot) => hot),
    listSearchHistory: handle(listSearchHistory, (history) => history),
    rememberSearch: handle(rememberSearch, noResponse),
    forgetSearch: handle(forgetSearch, noResponse),
    getProduct: handle(getProduct, ({ product, sellerStoreId }) => ({ product: toProto(product), sellerStoreId })),
    recordProductView: handle(recordProductView, noResponse),
    listStoreProducts: handle(listStoreProducts, (page) => ({ ...page, items: page.items.map(toProto) })),
    browseForStore: handle(browseForStore, (page) => ({ ...page, items: page.items.map(({ product, listed }) => ({ product: toProto(product), listed })) })),
    setListing: handle(setListing, (state) => state),
  }, catalogAccess);
}
