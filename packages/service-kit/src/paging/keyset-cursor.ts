import { commonReasons } from '@shop/contracts';

/** What a keyset cursor orders by: a number, or an instant (kept as its ISO-8601 text). */
export type CursorValueKind = 'number' | 'instant';
/** What a row's tie-breaking id is: a bigint id (number) or a uuid. */
export type CursorIdKind = 'number' | 'uuid';

export interface Cursor<V extends number | Date, I extends number | string> {
  value: V;
  id: I;
  /** Which of a few ways of listing the page was in (a search's exact or similar matches), when the order has more than one. */
  scope?: string;
}

/**
 * An opaque keyset cursor: base64url of `[sortValue, id]` (or `[sortValue, id, scope]`) of the last
 * row a page showed. The next page starts strictly after it, in the same order, ties broken by id
 * in the same direction.
 */
export function encodeCursor(value: number | Date, id: number | string, scope?: string): string {
  const position: unknown[] = [value instanceof Date ? value.toISOString() : value, id];
  if (scope !== undefined) position.push(scope);
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The position a cursor names, checked against the kinds the order expects and the scopes it
 * knows (none by default); invalid_cursor otherwise.
 */
export function decodeCursor<VK extends CursorValueKind, IK extends CursorIdKind>(
  text: string,
  valueKind: VK,
  idKind: IK,
  scopes: readonly string[] = [],
): Cursor<VK extends 'number' ? number : Date, IK extends 'number' ? number : string> | typeof commonReasons.invalidCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return commonReasons.invalidCursor;
  }
  if (!Array.isArray(decoded) || decoded.length < 2 || decoded.length > 3) return commonReasons.invalidCursor;
  const [value, id, scope] = decoded as [unknown, unknown, unknown];
  if (decoded.length === 3 && !scopes.includes(scope as string)) return commonReasons.invalidCursor;
  const goodId = idKind === 'number' ? Number.isSafeInteger(id) && (id as number) > 0 : typeof id === 'string' && UUID.test(id);
  if (!goodId) return commonReasons.invalidCursor;
  const position = decoded.length === 3 ? { id, scope: scope as string } : { id };
  if (valueKind === 'number') {
    if (!Number.isSafeInteger(value)) return commonReasons.invalidCursor;
    return { value, ...position } as never;
  }
  if (typeof value !== 'string' || !ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))) return commonReasons.invalidCursor;
  return { value: new Date(value), ...position } as never;
}

/** A page size from the wire, 0 meaning "not given": `fallback`, else 1..`max`; invalid_limit otherwise. */
export function pageLimit(limit: number, { fallback, max }: { fallback: number; max: number }): number | typeof commonReasons.invalidLimit {
  const size = limit === 0 ? fallback : limit;
  return Number.isInteger(size) && size >= 1 && size <= max ? size : commonReasons.invalidLimit;
}
