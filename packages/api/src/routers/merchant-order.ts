import { goodsCostStatusProto, merchantOrderTabs, orderStatusProto, profitOf, wireNameOf, type MerchantOrderTab, type orderV1 } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../context.js';
import { shopperProcedure } from '../trpc.js';
import { cursor, pageLimit, reviewReturnInput } from '../validation.js';
import { merchantStore, wallet } from './shapes.js';

const orderStatusOf = wireNameOf(orderStatusProto);
const goodsCostStatusOf = wireNameOf(goodsCostStatusProto);

function known<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`unknown ${what}`);
  return value;
}

function instantOrNull(iso: string | undefined): Date | null {
  return iso ? new Date(iso) : null;
}

/**
 * An order as its store sees it: the items with their merchant price, the delivery address, the fees
 * charged to the buyer and the store's profit on it (goods amount − goods cost). No buyer id.
 */
export function storeOrder(order: orderV1.Order | undefined) {
  const { id, orderNo, status, goodsCostStatus, items, address, goodsAmount, goodsCost, serviceFee, shippingFee, vat, total, paymentMethod, trackingNumber } = order!;
  const returned = order!.return;
  return {
    id,
    orderNo,
    status: known(orderStatusOf(status), 'order status'),
    goodsCostStatus: known(goodsCostStatusOf(goodsCostStatus), 'goods cost status'),
    items: items.map(({ productId, title, unitPrice, merchantPrice, unitCost, quantity, amount }) => {
      // An order replica of the previous release fills only unit_cost.
      const price = merchantPrice || unitCost;
      /** `unitCost`: deprecated, the same amount, for merchant pages of the previous release. */
      return { productId, title, unitPrice, merchantPrice: price, unitCost: price, quantity, amount };
    }),
    address: address ? { recipientName: address.recipientName, phone: address.phone, provinceName: address.provinceName, cityName: address.cityName, districtName: address.districtName, detail: address.detail } : null,
    goodsAmount,
    goodsCost,
    profit: profitOf(goodsAmount, goodsCost),
    serviceFee,
    shippingFee,
    vat,
    total,
    /** The buyer's payment method's wire name (balance, bca_va, …). */
    paymentMethod,
    /** Empty until shipped. */
    trackingNumber,
    createdAt: new Date(order!.createdAt),
    updatedAt: new Date(order!.updatedAt),
    paidAt: instantOrNull(order!.paidAt),
    shippedAt: instantOrNull(order!.shippedAt),
    receivedAt: instantOrNull(order!.receivedAt),
    completedAt: instantOrNull(order!.completedAt),
    return: returned?.requestedAt
      ? {
          reason: returned.reason,
          requestedAt: new Date(returned.requestedAt),
          /** Set when the store refused. */
          refusedReason: returned.refusedReason,
          decidedAt: instantOrNull(returned.decidedAt),
          refundedAt: instantOrNull(returned.refundedAt),
        }
      : null,
  };
}

/** How many orders each merchant tab holds, every tab present (0 when the service leaves it out). */
export function tabCounts(counts: readonly orderV1.TabCount[]): Record<MerchantOrderTab, number> {
  return Object.fromEntries(merchantOrderTabs.map((tab) => [tab, counts.find((count) => count.tab === tab)?.count ?? 0])) as Record<MerchantOrderTab, number>;
}

const orderId = z.uuid({ error: 'invalid_order_id' });

export const merchantOrderListInput = z.object({ tab: z.enum(merchantOrderTabs, { error: 'invalid_tab' }).default('all'), cursor, limit: pageLimit });


function storeOrders(ctx: Context, tab: MerchantOrderTab, from: string, limit: number) {
  return ctx.clients.order.call.listStoreOrders({ tab: tab === 'all' ? '' : tab, cursor: from, limit });
}

/** The orders of the signed-in merchant's store. A user without a store is refused with not_a_merchant. */
export const merchantOrderRouter = {
  /** A tab's orders, newest first, a keyset page at a time, with every tab's count and the receivable. */
  list: shopperProcedure.input(merchantOrderListInput).query(async ({ ctx, input }) => {
    const page = await storeOrders(ctx, input.tab, input.cursor, input.limit);
    return { items: page.items.map(storeOrder), nextCursor: page.nextCursor || null, counts: tabCounts(page.counts), receivable: page.receivable };
  }),

  /** One order of the store; not found for another store's. */
  detail: shopperProcedure.input(z.object({ id: orderId })).query(async ({ ctx, input }) => storeOrder((await ctx.clients.order.call.getStoreOrder({ id: input.id })).order)),

  /** Pays the order's goods cost from the owner's balance (insufficient_balance otherwise); the platform ships then. */
  payGoodsCost: shopperProcedure.input(z.object({ id: orderId })).mutation(async ({ ctx, input }) => storeOrder((await ctx.clients.order.call.payGoodsCost({ id: input.id })).order)),

  /** Approves a return (the buyer is refunded once the goods are back) or refuses it with a reason. */
  reviewReturn: shopperProcedure.input(reviewReturnInput).mutation(async ({ ctx, input }) => {
    const { order } = await ctx.clients.order.call.reviewReturn({ id: input.id, approve: input.approve, reason: input.approve ? '' : input.reason.trim() });
    return storeOrder(order);
  }),
} satisfies TRPCRouterRecord;

/**
 * The merchant centre's figures, asked of the store, fund and order services at once. The BFF
 * composes, it owns no data: assets are the wallet's available and held balance plus the
 * receivable (the sales of paid orders not finished yet), which the order service knows.
 */
export async function merchantCentre(ctx: Context) {
  const [{ store }, { wallet: walletFigures }, orders] = await Promise.all([
    ctx.clients.merchant.call.getMyStore({}),
    ctx.clients.fund.call.getMyWallet({}),
    storeOrders(ctx, 'all', '', 1),
  ]);
  const { available, held, profit, goodsCost } = wallet(walletFigures);
  return {
    store: merchantStore(store!),
    counts: tabCounts(orders.counts),
    receivable: orders.receivable,
    available,
    held,
    assets: available + held + orders.receivable,
    profit,
    goodsCost,
  };
}
