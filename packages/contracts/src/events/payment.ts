import { z } from 'zod';

/**
 * A recharge was paid at the gateway (its notification verified, or the status re-checked). The
 * fund service credits `amount` to the user's wallet once, under reference `recharge:<rechargeId>`.
 */
export const rechargePaidV1 = z.object({
  rechargeId: z.uuid(),
  userId: z.uuid(),
  amount: z.number().int().positive(),
  method: z.string().min(1),
  paidAt: z.iso.datetime(),
});

/**
 * An approved withdrawal's payout ended at the gateway: `paid` (the hold is taken) or `failed`
 * (the hold goes back to the balance, `reason` from the gateway). The messages service tells the user.
 */
export const payoutSettledV1 = z.object({
  withdrawalId: z.uuid(),
  userId: z.uuid(),
  outcome: z.enum(['paid', 'failed']),
  /** The amount sent to the bank (the withdrawal's net amount): the messages service tells the user. Absent from events of releases before it. */
  amount: z.number().int().positive().optional(),
  reason: z.string().max(300),
  settledAt: z.iso.datetime(),
});

/**
 * A payment of orders succeeded: by balance (the debit is posted) or at the gateway (credited as
 * a recharge and debited). The order service moves each order still pending payment to pending
 * shipment, and refunds an order that was cancelled meanwhile.
 */
export const orderPaymentPaidV1 = z.object({
  paymentId: z.uuid(),
  buyerId: z.uuid(),
  orderIds: z.array(z.uuid()).min(1).max(10),
  amount: z.number().int().positive(),
  method: z.string().min(1),
  paidAt: z.iso.datetime(),
});
