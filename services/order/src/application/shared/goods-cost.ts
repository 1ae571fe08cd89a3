import { AppError, IDEMPOTENCY_KEY_HEADER } from '@shop/service-kit';
import { fundReasons, postingReferences, recordTypeProto } from '@shop/contracts';
import type { Collaborators } from '../../clients/clients.js';
import type { OrderRecord } from '../../db/entities.js';

/**
 * Debits the store owner the order's goods cost (mch_order_pay, reference `goods-cost:<orderId>`,
 * so at most one debit ever, whoever pays, however often asked). False when the balance is short.
 */
export async function debitGoodsCost(fund: Collaborators['fund'], order: Pick<OrderRecord, 'id' | 'orderNo' | 'storeOwnerId' | 'goodsCost'>): Promise<boolean> {
  const reference = postingReferences.goodsCost(order.id);
  try {
    await fund.debit(
      { posting: { userId: order.storeOwnerId, amount: order.goodsCost, type: recordTypeProto.mch_order_pay, reference, memo: order.orderNo } },
      { metadata: { [IDEMPOTENCY_KEY_HEADER]: reference } },
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.reason === fundReasons.insufficientBalance) return false;
    throw error;
  }
}

/** Debits the goods cost and marks it paid. False when the balance is short. */
export async function payGoodsCostOf(fund: Collaborators['fund'], order: OrderRecord, now: Date): Promise<boolean> {
  if (!(await debitGoodsCost(fund, order))) return false;
  order.goodsCostStatus = 'paid';
  order.updatedAt = now;
  return true;
}
