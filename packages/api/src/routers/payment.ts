import type { TRPCRouterRecord } from '@trpc/server';
import { fundV1, orderPaymentMethodProto, postingReferences } from '@shop/contracts';
import { z } from 'zod';
import { shopperProcedure } from '../trpc.js';
import { payOrdersInput, rechargeInput } from '../validation.js';
import { shopperListPage } from './collection.js';
import { orderPayment } from './order-shapes.js';
import { paymentMethods, recharge } from './shapes.js';

/** Topping up the signed-in user's balance through the payment gateway, and paying orders. */
export const paymentRouter = {
  /** The methods with their limits, the amount presets and how long a charge waits for the payer. */
  rechargeOptions: shopperProcedure.query(async ({ ctx }) => {
    const options = await ctx.clients.payment.call.getRechargeOptions({});
    return {
      methods: options.methods.map(({ method, kind, minAmount, maxAmount }) => ({ method: paymentMethods.nameOf(method), kind, minAmount, maxAmount })),
      presets: options.presets,
      expiryMinutes: options.expiryMinutes,
    };
  }),

  /**
   * Opens a charge at the gateway: the answer carries what the payer needs (VA number, QR payload
   * or e-wallet link) and when it expires. The wallet is credited once the gateway says it is paid.
   */
  recharge: shopperProcedure.input(rechargeInput).mutation(async ({ ctx, input }) => {
    const created = await ctx.clients.payment.call.createRecharge({ amount: input.amount, method: paymentMethods.protoOf(input.method) });
    return recharge(created.recharge);
  }),

  /**
   * One of the user's recharges, as the page waiting for the payment polls it. `credited` says
   * whether the fund service has put a paid recharge on the balance yet (it does so from the
   * payment's event, a moment after the payment): the page shows the new balance once it is.
   */
  rechargeStatus: shopperProcedure.input(z.object({ id: z.uuid() })).query(async ({ ctx, input }) => {
    const current = recharge((await ctx.clients.payment.call.getMyRecharge({ id: input.id })).recharge);
    if (current.status !== 'paid') return { ...current, credited: false };
    const records = await ctx.clients.fund.call.listMyRecords({ reference: postingReferences.recharge(current.id), limit: 1, cursor: '', fromDate: '', toDate: '', type: fundV1.RecordType.RECORD_TYPE_UNSPECIFIED });
    return { ...current, credited: records.items.length > 0 };
  }),

  /** The user's recharges, newest first. */
  recharges: shopperProcedure.input(shopperListPage).query(async ({ ctx, input }) => {
    const page = await ctx.clients.payment.call.listMyRecharges({ cursor: input.cursor, limit: input.limit });
    return { items: page.items.map(recharge), nextCursor: page.nextCursor };
  }),

  /**
   * How orders can be paid: the wallet's available balance (the page says "Insufficient balance"
   * before paying when it does not cover the total), then the gateway's methods with their limits.
   */
  orderOptions: shopperProcedure.query(async ({ ctx }) => {
    const [options, { wallet }] = await Promise.all([ctx.clients.payment.call.getRechargeOptions({}), ctx.clients.fund.call.getMyWallet({})]);
    return {
      balance: wallet!.available,
      methods: options.methods.map(({ method, kind, minAmount, maxAmount }) => ({ method: paymentMethods.nameOf(method), kind, minAmount, maxAmount })),
      expiryMinutes: options.expiryMinutes,
    };
  }),

  /**
   * Pays unpaid orders of the user's in one payment. Balance: paid at once (status paid) or
   * refused with insufficient_balance; a gateway method: a charge the payer pays (status
   * pending), with what they need, as a recharge's.
   */
  payOrders: shopperProcedure.input(payOrdersInput).mutation(async ({ ctx, input }) => {
    const { payment } = await ctx.clients.payment.call.payOrders({ orderIds: input.orderIds, method: orderPaymentMethodProto[input.method] });
    return orderPayment(payment);
  }),

  /** One of the user's order payments, as the page waiting for a gateway payment polls it. */
  orderPayment: shopperProcedure.input(z.object({ id: z.uuid() })).query(async ({ ctx, input }) => orderPayment((await ctx.clients.payment.call.getMyOrderPayment({ id: input.id })).payment)),
} satisfies TRPCRouterRecord;
