import { catalogV1 } from '@shop/contracts';
import { bindService, noResponse, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { listProducts } from '../application/list-products.js';
import { getProduct } from '../application/get-product.js';
import { recordProductView } from '../application/record-product-view.js';
import type { ProductRecord } from '../db/product-repository.js';
import { catalogAccess } from './access.js';

function toProto(product: ProductRecord): catalogV1.Product {
  return { ...product, createdAt: product.createdAt.toISOString() };
}

export function catalogGrpcService(useCases: UseCaseRunner): GrpcServiceBinding {
  const handle = serve(useCases);
  return bindService(catalogV1.CatalogServiceService, {
    listProducts: handle(listProducts, (page) => ({ ...page, items: page.items.map(toProto) })),
    getProduct: handle(getProduct, (product) => ({ product: toProto(product) })),
    recordProductView: handle(recordProductView, noResponse),
  }, catalogAccess);
}
