import { catalogV1 } from '@shop/contracts';
import { bindService, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { listProducts } from '../application/list-products.js';
import { getProduct } from '../application/get-product.js';
import { recordProductView } from '../application/record-product-view.js';
import type { ProductRecord } from '../db/product-repository.js';
import { catalogAccess } from './access.js';

function toProto(product: ProductRecord): catalogV1.Product {
  return { ...product, createdAt: product.createdAt.toISOString() };
}

export function catalogGrpcService(useCases: UseCaseRunner): GrpcServiceBinding {
  return bindService(catalogV1.CatalogServiceService, {
    async listProducts(request, call) {
      const page = await useCases.query(listProducts, request, call);
      return { ...page, items: page.items.map(toProto) };
    },
    async getProduct(request, call) {
      return { product: toProto(await useCases.query(getProduct, request, call)) };
    },
    async recordProductView(request, call) {
      await useCases.command(recordProductView, request, call);
      return {};
    },
  }, catalogAccess);
}
