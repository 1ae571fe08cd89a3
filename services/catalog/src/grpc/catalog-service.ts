import { catalogV1 } from '@shop/contracts';
import { bindService, type GrpcServiceBinding, type Orm } from '@shop/service-kit';
import { listProducts } from '../application/list-products.js';
import { getProduct } from '../application/get-product.js';
import { recordProductView } from '../application/record-product-view.js';
import type { ProductRecord } from '../db/product-repository.js';
import { catalogAccess } from './access.js';

function toProto(product: ProductRecord): catalogV1.Product {
  return { ...product, createdAt: product.createdAt.toISOString() };
}

export function catalogGrpcService(orm: Orm): GrpcServiceBinding {
  return bindService(catalogV1.CatalogServiceService, {
    async listProducts(request) {
      const page = await listProducts(orm.em.fork(), request);
      return { ...page, items: page.items.map(toProto) };
    },
    async getProduct(request) {
      return { product: toProto(await getProduct(orm.em.fork(), request)) };
    },
    async recordProductView(request) {
      await recordProductView(orm.em.fork(), request);
      return {};
    },
  }, catalogAccess);
}
