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

/** What a keyset cursor orders by: a number, or an instant (kept as its ISO-8601 text). */
export type CursorValueKind = 'number' | 'instant';
/** What a row's tie-breaking id is: a bigint id (number) or a uuid. */
export type CursorIdKind = 'number' | 'uuid';

export interface Cursor<V extends number | Date, I extends number | string> {
  value: V;
  id: I;
}

/**
 * An opaque keyset cursor: base64url of `[sortValue, id]` of the last row a page showed. The next
 * page starts strictly after it, in the same order, ties broken by id in the same direction.
 */
export function encodeCursor(value: number | Date, id: number | string): string {
  return Buffer.from(JSON.stringify([value instanceof Date ? value.toISOString() : value, id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The position a cursor names, checked against the kinds the order expects; invalid_cursor otherwise. */
export function decodeCursor<VK extends CursorValueKind, IK extends CursorIdKind>(
  text: string,
  valueKind: VK,
  idKind: IK,
): Cursor<VK extends 'number' ? number : Date, IK extends 'number' ? number : string> | typeof merchantReasons.invalidCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return merchantReasons.invalidCursor;
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) return merchantReasons.invalidCursor;
  const [value, id] = decoded as [unknown, unknown];
  const goodId = idKind === 'number' ? Number.isSafeInteger(id) && (id as number) > 0 : typeof id === 'string' && UUID.test(id);
  if (!goodId) return merchantReasons.invalidCursor;
  if (valueKind === 'number') {
    if (!Number.isSafeInteger(value)) return merchantReasons.invalidCursor;
    return { value, id } as never;
  }
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) || Number.isNaN(Date.parse(value))) return merchantReasons.invalidCursor;
  return { value: new Date(value), id } as never;
}
