import { defineQuery } from '@shop/service-kit';
import type { WithdrawalRecord } from '../db/entities.js';
import { findWithdrawalQueue } from '../db/withdrawal-repository.js';
import type { WithdrawalStatus } from '../domain/withdrawal-status.js';
import { queuePage } from './shared/queue-page.js';

/** Operator: withdrawals in one status (in review when unspecified), oldest first. */
export const listWithdrawals = defineQuery(
  'ListWithdrawals',
  async ({ em }, request: { status: WithdrawalStatus; cursor: string; limit: number }): Promise<{ items: WithdrawalRecord[]; nextCursor: string }> =>
    queuePage(request, (query) => findWithdrawalQueue(em, query)),
);
