import type { paymentV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/** A signed-in user's own recharges and order payments through the BFF: the assertion names the user. */
const shopper: AccessPolicy = { callers: ['bff'], user: 'required' };

export const paymentAccess: ServiceAccess<typeof paymentV1.PaymentServiceService> = {
  getRechargeOptions: shopper,
  createRecharge: shopper,
  getMyRecharge: shopper,
  listMyRecharges: shopper,
  payOrders: shopper,
  getMyOrderPayment: shopper,
};
