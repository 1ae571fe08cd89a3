import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { GoodsCostStatus, OrderStatus } from '@shop/contracts';

/** A line of a shopper's cart: a product as one store sells it. */
export const CartLine = defineEntity({
  name: 'CartLine',
  tableName: 'cart_line',
  properties: {
    userId: p.uuid().primary(),
    storeId: p.bigint('number').primary().autoincrement(false),
    productId: p.bigint('number').primary().autoincrement(false),
    quantity: p.integer(),
    selected: p.boolean(),
    addedAt: p.datetime(),
    /** The order a checkout is placing this line in: taken by one checkout at a time. */
    placingOrderId: p.uuid().nullable(),
  },
});

export interface OrderItemSnapshot {
  productId: number;
  title: string;
  imageKey: string;
  unitPrice: number;
  /** The product's merchant price when the order was placed. */
  merchantPrice: number;
  /**
   * @deprecated The same amount under its former name, stored for the previous release's replicas
   * during a rollout; the contract release stops writing it.
   */
  unitCost: number;
  quantity: number;
  amount: number;
}

export interface AddressSnapshot {
  addressId: number;
  recipientName: string;
  phone: string;
  provinceName: string;
  cityName: string;
  districtName: string;
  detail: string;
}

/** One store's order: what was bought, from whom, for how much, and where it is in its lifecycle. */
export const CustomerOrder = defineEntity({
  name: 'CustomerOrder',
  tableName: 'customer_order',
  properties: {
    id: p.uuid().primary(),
    orderNo: p.string().unique(),
    buyerId: p.uuid(),
    storeId: p.bigint('number'),
    storeName: p.string(),
    storeOwnerId: p.uuid(),
    status: p.string().$type<OrderStatus>(),
    goodsCostStatus: p.string().$type<GoodsCostStatus>(),
    items: p.json<OrderItemSnapshot[]>(),
    address: p.json<AddressSnapshot>(),
    goodsAmount: p.bigint('number'),
    goodsCost: p.bigint('number'),
    serviceFee: p.bigint('number'),
    shippingFee: p.bigint('number'),
    vat: p.bigint('number'),
    total: p.bigint('number'),
    serviceFeeBp: p.integer(),
    shippingFeeRate: p.bigint('number'),
    vatBp: p.integer(),
    paymentMethod: p.string().default(''),
    paymentId: p.uuid().nullable(),
    trackingNumber: p.string().default(''),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    placedAt: p.datetime().nullable(),
    payDeadline: p.datetime(),
    paidAt: p.datetime().nullable(),
    shippedAt: p.datetime().nullable(),
    receivedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    goodsCostTriedAt: p.datetime().nullable(),
    returnReason: p.string().default(''),
    returnRequestedAt: p.datetime().nullable(),
    returnRefusedReason: p.string().default(''),
    returnDecidedAt: p.datetime().nullable(),
    refundedAt: p.datetime().nullable(),
    reviewRating: p.smallint().nullable(),
    reviewText: p.string().default(''),
    reviewedAt: p.datetime().nullable(),
  },
});

export type OrderRecord = InferEntity<typeof CustomerOrder>;

export const entities = [CartLine, CustomerOrder];
