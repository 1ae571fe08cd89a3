import type { mediaV1 } from '@shop/contracts';
import { catalogV1 } from '@shop/contracts';
import { PRODUCT_IMAGE_WIDTHS, squareImageVariants, type ObjectStore } from '@shop/media';
import { bindService, noResponse, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { browseForStore } from '../application/browse-for-store.js';
import { getProduct } from '../application/get-product.js';
import { listProducts } from '../application/list-products.js';
import { listStoreProducts } from '../application/list-store-products.js';
import { recordProductView } from '../application/record-product-view.js';
import { setListing } from '../application/set-listing.js';
import type { ProductRecord } from '../db/product-repository.js';
import { listPriceOf } from '../domain/pricing.js';
import { catalogAccess } from './access.js';

/** Records to messages; pictures become URLs of the object store their variants live in. */
function protoMapper(objects: ObjectStore) {
  const image = (key: string): mediaV1.Image => ({
    key,
    variants: squareImageVariants(key, PRODUCT_IMAGE_WIDTHS).variants.map((variant) => ({ width: variant.width, url: objects.publicUrl(variant.key) })),
  });
  return ({ imageKeys, ...product }: ProductRecord): catalogV1.Product => ({
    ...product,
    images: imageKeys.map(image),
    listPrice: listPriceOf(product.price, product.discount),
    createdAt: product.createdAt.toISOString(),
  });
}

export function catalogGrpcService(useCases: UseCaseRunner, objects: ObjectStore): GrpcServiceBinding {
  const handle = serve(useCases);
  const toProto = protoMapper(objects);
  return bindService(catalogV1.CatalogServiceService, {
    listProducts: handle(listProducts, (page) => ({ ...page, items: page.items.map(toProto) })),
    getProduct: handle(getProduct, ({ product, sellerStoreId }) => ({ product: toProto(product), sellerStoreId })),
    recordProductView: handle(recordProductView, noResponse),
    listStoreProducts: handle(listStoreProducts, (page) => ({ ...page, items: page.items.map(toProto) })),
    browseForStore: handle(browseForStore, (page) => ({ ...page, items: page.items.map(({ product, listed }) => ({ product: toProto(product), listed })) })),
    setListing: handle(setListing, (state) => state),
  }, catalogAccess);
}
