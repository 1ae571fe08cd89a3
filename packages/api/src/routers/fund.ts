import { fundV1 } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { shopperProcedure } from '../trpc.js';
import type { Context } from '../context.js';
import { bindBankInput, fundRecordsInput, withdrawalAmountInput, withdrawInput } from '../validation.js';
import { shopperListPage } from './collection.js';
import { bankAccount, feeSettings, fundRecord, recordTypes, wallet, withdrawal } from './shapes.js';

/**
 * Money leaves only on the account password proven in the same request, never on a session token
 * alone: identity checks it for this session's user (wrong guesses count toward the account's
 * sign-in limit) before fund is asked for anything.
 */
async function confirmPassword(ctx: Context, password: string): Promise<void> {
  await ctx.clients.identity.call.verifyPassword({ token: ctx.token, password });
}

/**
 * The signed-in user's money (any user has a wallet, merchant or not): the wallet, its fund
 * records, the bank account withdrawals go to, and withdrawals. Amounts are whole rupiah.
 */
export const fundRouter = {
  /** Available, held, assets and profit. */
  wallet: shopperProcedure.query(async ({ ctx }) => wallet((await ctx.clients.fund.call.getMyWallet({})).wallet)),

  /** Every balance change, newest first: by type and by inclusive Jakarta dates, a keyset page at a time. */
  records: shopperProcedure.input(fundRecordsInput).query(async ({ ctx, input }) => {
    const page = await ctx.clients.fund.call.listMyRecords({
      type: input.type ? recordTypes.protoOf(input.type) : fundV1.RecordType.RECORD_TYPE_UNSPECIFIED,
      fromDate: input.fromDate ?? '',
      toDate: input.toDate ?? '',
      cursor: input.cursor,
      limit: input.limit,
      reference: '',
    });
    return { items: page.items.map(fundRecord), nextCursor: page.nextCursor };
  }),

  /** The bound account (its whole number: the owner is asking), or null before the first binding. */
  bankAccount: shopperProcedure.query(async ({ ctx }) => bankAccount((await ctx.clients.fund.call.getMyBankAccount({})).bankAccount)),

  /**
   * Binds the account withdrawals are paid to, or replaces it (which closes withdrawals for fund's
   * cool-off), once the password is confirmed.
   */
  bindBank: shopperProcedure.input(bindBankInput).mutation(async ({ ctx, input }) => {
    const { password, ...account } = input;
    await confirmPassword(ctx, password);
    const bound = await ctx.clients.fund.call.bindBankAccount({ ...account, passwordConfirmed: true });
    return bankAccount(bound.bankAccount)!;
  }),

  /** The fee and net amount a withdrawal of `amount` would have now, with the balance it comes from. */
  quoteWithdrawal: shopperProcedure.input(withdrawalAmountInput).query(async ({ ctx, input }) => {
    const quote = await ctx.clients.fund.call.quoteWithdrawal({ amount: input.amount });
    return { amount: quote.amount, fee: quote.fee, netAmount: quote.netAmount, available: quote.available, feeSettings: feeSettings(quote.feeSettings) };
  }),

  /** Holds `amount` of the available balance for a withdrawal to the bound account, once the password is confirmed; an operator reviews it. */
  withdraw: shopperProcedure.input(withdrawInput).mutation(async ({ ctx, input }) => {
    await confirmPassword(ctx, input.password);
    return withdrawal((await ctx.clients.fund.call.requestWithdrawal({ amount: input.amount })).withdrawal);
  }),

  /** The user's withdrawals, newest first, each with its status (and the reason of a rejected or failed one). */
  withdrawals: shopperProcedure.input(shopperListPage).query(async ({ ctx, input }) => {
    const page = await ctx.clients.fund.call.listMyWithdrawals({ cursor: input.cursor, limit: input.limit });
    return { items: page.items.map(withdrawal), nextCursor: page.nextCursor };
  }),
} satisfies TRPCRouterRecord;
