import type { mediaV1 } from '@shop/contracts';
import { catalogV1 } from '@shop/contracts';
import { PRODUCT_IMAGE_WIDTHS, squareImageVariants, type ObjectStore } from '@shop/media';
import { bindService, noResponse, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { browseForStore } from '../application/browse-for-store.js';
import { clearFootprint } from '../application/clear-footprint.js';
import { collectProduct } from '../application/collect-product.js';
import { getCollectionState } from '../application/get-collection-state.js';
import { listCollection } from '../application/list-collection.js';
import { listFootprint } from '../application/list-footprint.js';
import { listProductReviews } from '../application/list-product-reviews.js';
import { getOrderableProducts } from '../application/get-orderable-products.js';
import { getProduct } from '../application/get-product.js';
import { listCategories } from '../application/list-categories.js';
import { listProducts } from '../application/list-products.js';
import { forgetSearch, listHotKeywords, listSearchHistory, rememberSearch } from '../application/search-keywords.js';
import { searchProducts } from '../application/search-products.js';
import { listStoreProducts } from '../application/list-store-products.js';
import { recordProductView } from '../application/record-product-view.js';
import { releaseStock } from '../application/release-stock.js';
import { removeFootprint } from '../application/remove-footprint.js';
import { reserveStock } from '../application/reserve-stock.js';
import { setListing } from '../application/set-listing.js';
import { uncollectProduct } from '../application/uncollect-product.js';
import type { ProductRecord } from '../db/product-repository.js';
import { listPriceOf } from '../domain/pricing.js';
import type { SearchTally } from '../domain/search-tally.js';
import { catalogAccess } from './access.js';

/** Records to messages; pictures become URLs of the object store their variants live in. */
function protoMapper(objects: ObjectStore) {
  const image = (key: string): mediaV1.Image => ({
    key,
    variants: squareImageVariants(key, PRODUCT_IMAGE_WIDTHS).variants.map((variant) => ({ width: variant.width, url: objects.publicUrl(variant.key) })),
  });
  return ({ imageKeys, ...product }: ProductRecord): catalogV1.Product => ({
    ...product,
    subcategoryId: product.subcategoryId ?? 0,
    images: imageKeys.map(image),
    listPrice: listPriceOf(product.price, product.discount),
    createdAt: product.createdAt.toISOString(),
  });
}

export function catalogGrpcService(useCases: UseCaseRunner, objects: ObjectStore, searchTally: SearchTally): GrpcServiceBinding {
  const handle = serve(useCases);
  const toProto = protoMapper(objects);
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
    listProductReviews: handle(listProductReviews, ({ summary, items, nextCursor }) => ({
      summary: { ...summary, starCounts: [...summary.starCounts] },
      items: items.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
      nextCursor,
    })),
    collectProduct: handle(collectProduct, (state) => state),
    uncollectProduct: handle(uncollectProduct, (state) => state),
    getCollectionState: handle(getCollectionState, (state) => state),
    listCollection: handle(listCollection, ({ items, nextCursor }) => ({
      items: items.map(({ product, collectedAt, storeId }) => ({ product: toProto(product), collectedAt: collectedAt.toISOString(), storeId: storeId ?? 0 })),
      nextCursor,
    })),
    listFootprint: handle(listFootprint, ({ items, nextCursor }) => ({
      items: items.map(({ product, viewedAt }) => ({ product: toProto(product), viewedAt: viewedAt.toISOString() })),
      nextCursor,
    })),
    removeFootprint: handle(removeFootprint, noResponse),
    clearFootprint: handle(clearFootprint, noResponse),
    getOrderableProducts: handle(getOrderableProducts, (products) => ({ products })),
    reserveStock: handle(reserveStock, noResponse),
    releaseStock: handle(releaseStock, noResponse),
  }, catalogAccess);
}
