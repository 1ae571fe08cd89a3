import { merchantReasons } from '@shop/contracts';
import type { CursorValueKind } from '@shop/service-kit';

/** The street's seven orders; each runs ascending or descending. */
export const streetSorts = ['overall', 'new', 'rating', 'level', 'visits', 'sales', 'collections'] as const;
export type StreetSort = (typeof streetSorts)[number];

export function streetSortProblem(sort: string): typeof merchantReasons.invalidSort | undefined {
  return (streetSorts as readonly string[]).includes(sort) ? undefined : merchantReasons.invalidSort;
}

/** What each order's cursor holds: "new" orders by the opening instant, the others by a count or score. */
export function cursorValueKind(sort: StreetSort): CursorValueKind {
  return sort === 'new' ? 'instant' : 'number';
}
