// The order proto's enums against their wire names (order-rules), for the order service and the BFF.

import { GoodsCostStatus as GoodsCostStatusEnum, OrderStatus as OrderStatusEnum } from './gen/order/v1/order.js';
import type { GoodsCostStatus, OrderStatus } from './order-rules.js';

export const orderStatusProto: Readonly<Record<OrderStatus, OrderStatusEnum>> = {
  pending_payment: OrderStatusEnum.ORDER_STATUS_PENDING_PAYMENT,
  pending_shipment: OrderStatusEnum.ORDER_STATUS_PENDING_SHIPMENT,
  pending_receipt: OrderStatusEnum.ORDER_STATUS_PENDING_RECEIPT,
  pending_review: OrderStatusEnum.ORDER_STATUS_PENDING_REVIEW,
  completed: OrderStatusEnum.ORDER_STATUS_COMPLETED,
  cancelled: OrderStatusEnum.ORDER_STATUS_CANCELLED,
  return_requested: OrderStatusEnum.ORDER_STATUS_RETURN_REQUESTED,
  return_approved: OrderStatusEnum.ORDER_STATUS_RETURN_APPROVED,
  refunded: OrderStatusEnum.ORDER_STATUS_REFUNDED,
};

export const goodsCostStatusProto: Readonly<Record<GoodsCostStatus, GoodsCostStatusEnum>> = {
  not_due: GoodsCostStatusEnum.GOODS_COST_STATUS_NOT_DUE,
  awaiting: GoodsCostStatusEnum.GOODS_COST_STATUS_AWAITING,
  paid: GoodsCostStatusEnum.GOODS_COST_STATUS_PAID,
  completed: GoodsCostStatusEnum.GOODS_COST_STATUS_COMPLETED,
  refunded: GoodsCostStatusEnum.GOODS_COST_STATUS_REFUNDED,
};
