import { OPERATOR_ROLE, type merchantV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/** Public pages through the BFF: a visitor or a signed-in user. */
const visitor: AccessPolicy = { callers: ['bff'], user: 'optional' };
/** A signed-in user's own application and store through the BFF: the assertion names the user. */
const shopper: AccessPolicy = { callers: ['bff'], user: 'required' };
/** The caller's own store: the BFF's pages, and the order service telling a merchant from a shopper. */
const ownStore: AccessPolicy = { callers: ['bff', 'order'], user: 'required' };
/** A store as checkout and the order jobs read it (name, owner, status, autoPay): the order service, for a shopper or itself. */
const storeReader: AccessPolicy = { callers: ['bff', 'order'], user: 'optional' };
/** The operator console through the BFF: a user holding the operator role. */
const operator: AccessPolicy = { callers: ['bff'], user: 'required', roles: [OPERATOR_ROLE] };

export const merchantAccess: ServiceAccess<typeof merchantV1.MerchantServiceService> = {
  getMyApplication: shopper,
  uploadLogo: shopper,
  submitApplication: shopper,
  getMyStore: ownStore,
  updateMyStore: shopper,
  browseCatalog: shopper,
  setListing: shopper,
  getStore: storeReader,
  recordStoreVisit: visitor,
  searchStreet: visitor,
  listApplications: operator,
  reviewApplication: operator,
  searchStores: operator,
  setStoreStatus: operator,
  listAuditLog: operator,
};
