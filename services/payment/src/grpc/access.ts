import type { paymentV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/** A signed-in user's own recharges and order payments through the BFF: the assertion names the user. */
const shopper: AccessPolicy = { callers: ['bff'], user: 'required' };
/** The fund service, confirming a recharge or payout event with what payment has before its ledger moves. */
const ledger: AccessPolicy = { callers: ['fund'], user: 'optional' };

export const paymentAccess: ServiceAccess<typeof paymentV1.PaymentServiceService> = {
  getRechargeOptions: shopper,
  createRecharge: shopper,
  getMyRecharge: shopper,
  listMyRecharges: shopper,
  payOrders: shopper,
  getMyOrderPayment: shopper,
  getRechargeForLedger: ledger,
  getPayoutForLedger: ledger,
};
