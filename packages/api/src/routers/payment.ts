import type { TRPCRouterRecord } from '@trpc/server';
import { fundV1 } from '@shop/contracts';
import { z } from 'zod';
import { shopperProcedure } from '../trpc.js';
import { rechargeInput } from '../validation.js';
import { shopperListPage } from './collection.js';
import { paymentMethods, recharge } from './shapes.js';

/** Topping up the signed-in user's balance through the payment gateway. */
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
    const records = await ctx.clients.fund.call.listMyRecords({ reference: `recharge:${current.id}`, limit: 1, cursor: '', fromDate: '', toDate: '', type: fundV1.RecordType.RECORD_TYPE_UNSPECIFIED });
    return { ...current, credited: records.items.length > 0 };
  }),

  /** The user's recharges, newest first. */
  recharges: shopperProcedure.input(shopperListPage).query(async ({ ctx, input }) => {
    const page = await ctx.clients.payment.call.listMyRecharges({ cursor: input.cursor, limit: input.limit });
    return { items: page.items.map(recharge), nextCursor: page.nextCursor };
  }),
} satisfies TRPCRouterRecord;
