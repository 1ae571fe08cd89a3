import { AppError, decodeCursor, defineQuery, encodeCursor } from '@shop/service-kit';
import { findApplications } from '../db/application-repository.js';
import type { ApplicationRecord } from '../db/entities.js';
import type { ApplicationStatus } from '../domain/application-status.js';
import { pageLimit } from '../domain/paging.js';

export interface ApplicationPage {
  items: ApplicationRecord[];
  nextCursor: string;
}

/** Operator: applications in one status (or all), oldest first. */
export const listApplications = defineQuery(
  'ListApplications',
  async ({ em }, request: { status: ApplicationStatus | undefined; cursor: string; limit: number }): Promise<ApplicationPage> => {
    const limit = pageLimit(request.limit);
    if (typeof limit === 'string') throw new AppError('INVALID_ARGUMENT', limit);
    const after = request.cursor === '' ? undefined : decodeCursor(request.cursor, 'instant', 'uuid');
    if (after === 'invalid_cursor') throw new AppError('INVALID_ARGUMENT', after);
    const page = await findApplications(em, { status: request.status, after, limit });
    const last = page.items.at(-1);
    return { items: page.items, nextCursor: page.more && last ? encodeCursor(last.submittedAt, last.id) : '' };
  },
);
