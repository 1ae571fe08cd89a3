import { defineQuery } from '@shop/service-kit';
import { findAdjustmentQueue } from '../db/adjustment-repository.js';
import type { AdjustmentRecord } from '../db/entities.js';
import type { AdjustmentStatus } from '../domain/adjustment-status.js';
import { queuePage } from './shared/queue-page.js';

/** Operator: adjustments in one status (pending when unspecified: the four-eyes queue), oldest first. */
export const listAdjustments = defineQuery(
  'ListAdjustments',
  async ({ em }, request: { status: AdjustmentStatus; cursor: string; limit: number }): Promise<{ items: AdjustmentRecord[]; nextCursor: string }> =>
    queuePage(request, (query) => findAdjustmentQueue(em, query)),
);
