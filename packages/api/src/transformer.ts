import superjson from 'superjson';

type SuperJSONResult = ReturnType<typeof superjson.serialize>;

/** Thrown inside the walk when a value needs superjson's full treatment. */
const NEEDS_SUPERJSON = Symbol('needs superjson');

/** superjson's path segment escaping (`.` and `\` are escaped with `\`). */
const escapeKey = (key: string) => (key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key);

const isPlainObject = (value: object) => Object.getPrototypeOf(value) === Object.prototype;

/**
 * Collects the escaped paths of the Dates in `value` into `dates`; throws NEEDS_SUPERJSON at
 * anything plain JSON plus Dates cannot say exactly as superjson would (undefined, NaN, bigint,
 * Map, Set, class instances, one object in two places, keys superjson refuses).
 */
function collectDates(value: unknown, path: string[], dates: string[], seen: Set<object>): void {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(value) || Object.is(value, -0)) throw NEEDS_SUPERJSON;
      return;
    case 'object': {
      if (value === null) return;
      if (seen.has(value)) throw NEEDS_SUPERJSON;
      seen.add(value);
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime()) || Object.getPrototypeOf(value) !== Date.prototype) throw NEEDS_SUPERJSON;
        dates.push(path.join('.'));
        return;
      }
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) throw NEEDS_SUPERJSON;
          path.push(String(i));
          collectDates(value[i], path, dates, seen);
          path.pop();
        }
        return;
      }
      if (!isPlainObject(value)) throw NEEDS_SUPERJSON;
      for (const key of Object.keys(value)) {
        if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw NEEDS_SUPERJSON;
        path.push(escapeKey(key));
        collectDates((value as Record<string, unknown>)[key], path, dates, seen);
        path.pop();
      }
      return;
    }
    default:
      throw NEEDS_SUPERJSON;
  }
}

/**
 * superjson's `serialize`, byte for byte, for the answers procedures give (plain objects, arrays,
 * strings, finite numbers, booleans, null and Dates) without superjson's general walk, which was
 * the BFF's largest cost on `product.list`. The Dates stay in `json`: `JSON.stringify` writes them
 * as superjson does (`toISOString`). Anything else goes to superjson itself.
 */
export function serializeAnswer(value: unknown): SuperJSONResult {
  const dates: string[] = [];
  try {
    collectDates(value, [], dates, new Set());
  } catch (error) {
    if (error === NEEDS_SUPERJSON) return superjson.serialize(value);
    throw error;
  }
  if (dates.length === 0) return { json: value as SuperJSONResult['json'] };
  // A Date at the root is annotated without a path.
  if (value instanceof Date) return { json: value.toISOString(), meta: { values: ['Date'], v: 1 } };
  const values: Record<string, ['Date']> = {};
  for (const path of dates) values[path] = ['Date'];
  return { json: value as SuperJSONResult['json'], meta: { values, v: 1 } };
}

/** The API's data transformer: superjson on the wire both ways, with the fast path for answers. */
export const transformer = {
  input: superjson,
  output: { serialize: serializeAnswer, deserialize: (value: SuperJSONResult) => superjson.deserialize(value) },
};
