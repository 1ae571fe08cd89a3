import { foldStoreName, merchantReasons, STORE_QUERY_MAX_LENGTH } from '@shop/contracts';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;

/** A page size from the wire: 0 means "not given". */
export function pageLimit(limit: number): number | typeof merchantReasons.invalidLimit {
  const size = limit === 0 ? DEFAULT_LIMIT : limit;
  return Number.isInteger(size) && size >= 1 && size <= MAX_LIMIT ? size : merchantReasons.invalidLimit;
}

/** A name search as stored names are compared (foldStoreName); empty matches every store. */
export function nameQuery(query: string): string | typeof merchantReasons.invalidQuery {
  return [...query.trim()].length > STORE_QUERY_MAX_LENGTH ? merchantReasons.invalidQuery : foldStoreName(query);
}
