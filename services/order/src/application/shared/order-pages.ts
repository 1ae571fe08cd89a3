import { commonReasons, orderReasons } from '@shop/contracts';
import { AppError, decodeCursor, encodeCursor, pageLimit, type Cursor } from '@shop/service-kit';

export const ORDER_PAGE = { fallback: 20, max: 50 };

/** A list request's tab (empty for all), checked against the tabs the list knows. */
export function tabOf<T extends string>(tab: string, tabs: readonly T[]): T {
  const chosen = tab === '' ? 'all' : tab;
  if (!(tabs as readonly string[]).includes(chosen)) throw new AppError('INVALID_ARGUMENT', orderReasons.invalidTab);
  return chosen as T;
}

export function pageOf(request: { cursor: string; limit: number }): { after: Cursor<Date, string> | undefined; limit: number } {
  const limit = pageLimit(request.limit, ORDER_PAGE);
  if (limit === commonReasons.invalidLimit) throw new AppError('INVALID_ARGUMENT', limit);
  if (request.cursor === '') return { after: undefined, limit };
  const after = decodeCursor(request.cursor, 'instant', 'uuid');
  if (after === commonReasons.invalidCursor) throw new AppError('INVALID_ARGUMENT', after);
  return { after, limit };
}

export function cursorAfter(last: { createdAt: Date; id: string } | undefined): string {
  return last ? encodeCursor(last.createdAt, last.id) : '';
}
