import { catalogReasons } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, defineCommand } from '@shop/service-kit';
import { bumpStoreListing, deleteListing, insertListing, storeProductCount } from '../db/listing-repository.js';
import { productExists } from '../db/product-repository.js';
import { publishListingChanged } from '../events/publish/listing-changed.js';
import { assertProductId, assertStoreId } from './shared/ids.js';

export interface ListingChange {
  storeId: number;
  productId: number;
  listed: boolean;
}

export interface ListingState {
  listed: boolean;
  /** The store's listed products after the change. */
  storeProductCount: number;
}

/**
 * Lists or unlists a product at `at`, the one way listings change: a change that changes nothing
 * publishes nothing; any other counts in the store's state and publishes
 * catalog.listing.changed.v1 (keyed by store, so one store's changes stay in order) in the same
 * transaction.
 */
export async function applyListingChange(em: EntityManager, change: ListingChange, at: Date): Promise<ListingState> {
  const { storeId, productId, listed } = change;
  const changed = listed ? await insertListing(em, { storeId, productId, listedAt: at }) : await deleteListing(em, storeId, productId);
  if (!changed) return { listed, storeProductCount: await storeProductCount(em, storeId) };
  const state = await bumpStoreListing(em, storeId, listed ? 1 : -1);
  publishListingChanged(em, change, state);
  return { listed, storeProductCount: state.productCount };
}

/** The merchant service lists or unlists a product in a store it has checked is the caller's. */
export const setListing = defineCommand('SetListing', async ({ em, now }, request: ListingChange): Promise<ListingState> => {
  assertStoreId(request.storeId);
  assertProductId(request.productId);
  if (!(await productExists(em, request.productId))) throw new AppError('NOT_FOUND', catalogReasons.productNotFound);
  return applyListingChange(em, request, now);
});
