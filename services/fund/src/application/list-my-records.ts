import { fundReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { jakartaDateRange } from '../domain/jakarta-dates.js';
import { userOf } from './shared/callers.js';
import { recordPage, type RecordPage } from './shared/record-page.js';
import { isRecordType } from './post.js';

/** The caller's fund records, newest first: of one type (or all), between two Jakarta dates, both inclusive, or the one of a reference. */
export const listMyRecords = defineQuery(
  'ListMyRecords',
  async ({ em, caller }, request: { type: string | undefined; fromDate: string; toDate: string; cursor: string; limit: number; reference?: string }): Promise<RecordPage> => {
    const userId = userOf(caller);
    if (request.type !== undefined && !isRecordType(request.type)) throw new AppError('INVALID_ARGUMENT', fundReasons.invalidRecordType, 'invalid type', { field: 'type' });
    const dates = jakartaDateRange(request.fromDate, request.toDate);
    if ('problem' in dates) throw new AppError('INVALID_ARGUMENT', dates.problem, `invalid ${dates.field}`, { field: dates.field });
    return recordPage(em, { userId, type: request.type, range: dates.range, reference: request.reference || undefined, cursor: request.cursor, limit: request.limit });
  },
);
