import type { catalogV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/** Shoppers and visitors through the BFF. */
const visitor: AccessPolicy = { callers: ['bff'], user: 'optional' };
/** The merchant service acting for a store's owner, whose store it has checked. */
const storeOwner: AccessPolicy = { callers: ['merchant'], user: 'required' };
/** A signed-in shopper through the BFF, acting on their own search history, collection and footprint. */
const shopper: AccessPolicy = { callers: ['bff'], user: 'required' };
/** The order service, for a shopper's cart and checkout or its own jobs. */
const orders: AccessPolicy = { callers: ['order'], user: 'optional' };

export const catalogAccess: ServiceAccess<typeof catalogV1.CatalogServiceService> = {
  listProducts: visitor,
  searchProducts: visitor,
  listCategories: visitor,
  listHotKeywords: visitor,
  listSearchHistory: shopper,
  rememberSearch: shopper,
  forgetSearch: shopper,
  getProduct: visitor,
  recordProductView: visitor,
  listStoreProducts: visitor,
  browseForStore: storeOwner,
  setListing: storeOwner,
  listProductReviews: visitor,
  collectProduct: shopper,
  uncollectProduct: shopper,
  getCollectionState: shopper,
  listCollection: shopper,
  listFootprint: shopper,
  removeFootprint: shopper,
  clearFootprint: shopper,
  getOrderableProducts: orders,
  reserveStock: orders,
  releaseStock: orders,
};
