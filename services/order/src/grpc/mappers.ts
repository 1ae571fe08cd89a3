import { goodsCostStatusProto, orderStatusProto, type orderV1 } from '@shop/contracts';
import type { OrderRecord } from '../db/entities.js';
import { returnDeadline } from '../domain/return-window.js';

const instant = (at: Date | null | undefined): string => at?.toISOString() ?? '';

/** An order as a message; buyers never see the goods cost (`forBuyer` zeroes it). */
export function orderMapper(returnWindowMs: number) {
  return (order: OrderRecord, forBuyer: boolean): orderV1.Order => ({
    id: order.id,
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    storeId: order.storeId,
    storeName: order.storeName,
    status: orderStatusProto[order.status],
    goodsCostStatus: goodsCostStatusProto[order.goodsCostStatus],
    items: order.items.map((item) => ({ ...item, merchantPrice: forBuyer ? 0 : item.merchantPrice, unitCost: forBuyer ? 0 : item.merchantPrice })),
    address: order.address,
    goodsAmount: order.goodsAmount,
    goodsCost: forBuyer ? 0 : order.goodsCost,
    serviceFee: order.serviceFee,
    shippingFee: order.shippingFee,
    vat: order.vat,
    total: order.total,
    rates: { serviceFeeBp: order.serviceFeeBp, shippingFee: order.shippingFeeRate, vatBp: order.vatBp },
    paymentMethod: order.paymentMethod,
    paymentId: order.paymentId ?? '',
    trackingNumber: order.trackingNumber,
    createdAt: instant(order.createdAt),
    updatedAt: instant(order.updatedAt),
    payDeadline: instant(order.payDeadline),
    paidAt: instant(order.paidAt),
    shippedAt: instant(order.shippedAt),
    receivedAt: instant(order.receivedAt),
    completedAt: instant(order.completedAt),
    cancelledAt: instant(order.cancelledAt),
    returnDeadline: order.receivedAt ? instant(returnDeadline(order.receivedAt, returnWindowMs)) : '',
    return: order.returnRequestedAt
      ? {
          reason: order.returnReason,
          requestedAt: instant(order.returnRequestedAt),
          refusedReason: order.returnRefusedReason,
          decidedAt: instant(order.returnDecidedAt),
          refundedAt: instant(order.refundedAt),
        }
      : undefined,
    review: order.reviewedAt ? { rating: order.reviewRating ?? 0, text: order.reviewText, reviewedAt: instant(order.reviewedAt) } : undefined,
  });
}

/** What the fund service's ledger needs of an order, to check a completed or refunded event. */
export function toLedgerOrder(order: OrderRecord): orderV1.LedgerOrder {
  return {
    id: order.id,
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    storeOwnerId: order.storeOwnerId,
    goodsAmount: order.goodsAmount,
    total: order.total,
    status: orderStatusProto[order.status],
    completedAt: instant(order.completedAt),
    refundedAt: instant(order.refundedAt),
  };
}
