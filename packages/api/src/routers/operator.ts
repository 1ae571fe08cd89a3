import { merchantV1 } from '@shop/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { operatorProcedure } from '../trpc.js';
import { cursor, reviewReason, storeQuery } from '../validation.js';
import { merchantApplication, merchantStore } from './shapes.js';

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

const limit = z.number().int().min(1).max(50).default(20);

/** The operator console: merchant applications, stores and the audit log of both. */
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
} satisfies TRPCRouterRecord;
