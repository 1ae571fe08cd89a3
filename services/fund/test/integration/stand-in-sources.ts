import { orderReasons, orderV1, paymentReasons, paymentV1 } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { EventSources } from '../../src/events/consume/subscriptions.js';

/**
 * What payment and order would answer the fund service's consumers, in memory, behind the
 * interfaces the consumers ask them through (as the order service's tests stand in for its
 * peers): payment's and order's own suites run this service, so its tests cannot run them. A test
 * records the recharge, payout or order its event is about, as its source would have it; anything
 * not recorded is NOT_FOUND. The real sources answer in system-tests.
 */
export class StandInSources {
  private readonly recharges = new Map<string, paymentV1.Recharge>();
  private readonly payouts = new Map<string, paymentV1.LedgerPayout>();
  private readonly orders = new Map<string, orderV1.LedgerOrder>();

  /** A recharge payment has paid. */
  paidRecharge(recharge: { rechargeId: string; userId: string; amount: number }): void {
    this.recharges.set(
      recharge.rechargeId,
      paymentV1.Recharge.fromPartial({ id: recharge.rechargeId, userId: recharge.userId, amount: recharge.amount, status: paymentV1.RechargeStatus.RECHARGE_STATUS_PAID }),
    );
  }

  /** A payout payment has settled, as its settled event says. */
  settledPayout(payout: { withdrawalId: string; userId: string; outcome: 'paid' | 'failed'; reason: string; settledAt: string }): void {
    const status = payout.outcome === 'paid' ? paymentV1.PayoutStatus.PAYOUT_STATUS_PAID : paymentV1.PayoutStatus.PAYOUT_STATUS_FAILED;
    this.payouts.set(payout.withdrawalId, paymentV1.LedgerPayout.fromPartial({ withdrawalId: payout.withdrawalId, userId: payout.userId, status, failureReason: payout.reason, settledAt: payout.settledAt }));
  }

  /** An order as order has it: completed and refunded as its instants say. */
  order(order: { orderId: string; orderNo: string; buyerId: string; storeOwnerId: string; goodsAmount: number; total: number; completedAt?: string; refundedAt?: string }): void {
    this.orders.set(
      order.orderId,
      orderV1.LedgerOrder.fromPartial({
        id: order.orderId,
        orderNo: order.orderNo,
        buyerId: order.buyerId,
        storeOwnerId: order.storeOwnerId,
        goodsAmount: order.goodsAmount,
        total: order.total,
        completedAt: order.completedAt ?? '',
        refundedAt: order.refundedAt ?? '',
      }),
    );
  }

  readonly calls: EventSources = {
    payment: {
      getRechargeForLedger: async ({ id }) => {
        const recharge = this.recharges.get(id);
        if (!recharge) throw new AppError('NOT_FOUND', paymentReasons.rechargeNotFound);
        return { recharge };
      },
      getPayoutForLedger: async ({ withdrawalId }) => {
        const payout = this.payouts.get(withdrawalId);
        if (!payout) throw new AppError('NOT_FOUND', paymentReasons.payoutNotFound);
        return { payout };
      },
    },
    order: {
      getOrderForLedger: async ({ id }) => {
        const order = this.orders.get(id);
        if (!order) throw new AppError('NOT_FOUND', orderReasons.orderNotFound);
        return { order };
      },
    },
  };
}
