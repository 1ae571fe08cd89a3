import { OPERATOR_ROLE, type messagesV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/** Identity hands over the codes it issues (before anyone is signed in). */
const identityOnly: AccessPolicy = { callers: ['identity'], user: 'optional' };
/** The BFF, for the signed-in user its assertion names. */
const shopper: AccessPolicy = { callers: ['bff'], user: 'required' };
const operator: AccessPolicy = { callers: ['bff'], user: 'required', roles: [OPERATOR_ROLE] };

export const messagesAccess: ServiceAccess<typeof messagesV1.MessagesServiceService> = {
  sendCode: identityOnly,
  listMyNotifications: shopper,
  countMyUnread: shopper,
  markMyNotificationsRead: shopper,
  getMyPreferences: shopper,
  updateMyPreferences: shopper,
  listDeliveries: operator,
  retryDelivery: operator,
};
