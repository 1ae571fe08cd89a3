import type { identityV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/** Visitors' calls through the BFF: signing up and in, public reads, the session check itself. */
const visitor: AccessPolicy = { callers: ['bff'], user: 'optional' };
/** A signed-in shopper's calls through the BFF: the assertion names the user. */
const shopper: AccessPolicy = { callers: ['bff'], user: 'required' };
/** The shopper's name and addresses, read by the BFF or by the order service at checkout and review. */
const shopperRead: AccessPolicy = { callers: ['bff', 'order'], user: 'required' };
/** A user's account: also the fund service's, asking whether the user an operator adjusts exists. */
const userRead: AccessPolicy = { callers: ['bff', 'order', 'fund', 'messages'], user: 'required' };

export const identityAccess: ServiceAccess<typeof identityV1.IdentityServiceService> = {
  getPlatformConfig: visitor,
  sendCode: visitor,
  signUp: visitor,
  signIn: visitor,
  resetPassword: visitor,
  authenticate: visitor,
  // Signing out needs only the token: it works for a session that has already expired.
  signOut: visitor,
  getUser: userRead,
  updateProfile: shopper,
  changePassword: shopper,
  verifyPassword: shopper,
  listAddresses: shopperRead,
  createAddress: shopper,
  updateAddress: shopper,
  removeAddress: shopper,
  setDefaultAddress: shopper,
  listAreas: visitor,
};

export const identityDevAccess: ServiceAccess<typeof identityV1.IdentityDevServiceService> = {
  // The development inbox (end-to-end tests read codes through the BFF's dev.inbox).
  listInbox: visitor,
};
