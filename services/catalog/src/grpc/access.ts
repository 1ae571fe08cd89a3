import type { catalogV1 } from '@shop/contracts';
import type { ServiceAccess } from '@shop/service-kit';

export const catalogAccess: ServiceAccess<typeof catalogV1.CatalogServiceService> = {
  listProducts: { callers: ['bff'], user: 'optional' },
  getProduct: { callers: ['bff'], user: 'optional' },
  recordProductView: { callers: ['bff'], user: 'optional' },
};
