/**
 * One question behind the event and /trpc checks: does the wider schema accept every value the
 * narrower one allows? A value never carries properties its schema does not list (payloads and
 * front ends are typed), so a property only the narrower side lists is fine unless the wider side
 * refuses unknown keys, and one the wider side requires must be guaranteed by the narrower side.
 */

/**
 * The parts of JSON Schema (draft 2020-12) that zod's `toJSONSchema` writes, plus the words the
 * /trpc shapes use for what superjson carries beyond JSON: the types `Date`, `bigint`, `Map`
 * (`keys`, `values`), `Set` (`items`) and `undefined`.
 */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  multipleOf?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: boolean | JsonSchema;
  prefixItems?: JsonSchema[];
  keys?: JsonSchema;
  values?: JsonSchema;
  [keyword: string]: unknown;
}

/**
 * Where the narrower schema allows what the wider one does not. `at` is the path from the root
 * given to `differences` (`.name` for a property, `[]` for array items, `{key}`/`{value}` for a
 * map's keys and values).
 */
export type Difference =
  /** The wider side requires a property the narrower side may leave out (`listed`: it lists it, as optional). */
  | { at: string; kind: 'missing'; listed: boolean }
  /** The narrower side may carry a property the wider side refuses (unknown keys not accepted). */
  | { at: string; kind: 'refused' }
  /**
   * Not a refusal: the narrower side no longer lists an optional property of the wider side, so
   * what reads it by the wider schema loses what it carried. Only the event check reports it.
   */
  | { at: string; kind: 'unlisted' }
  /** The narrower side allows a type the wider side does not (both in a few words). */
  | { at: string; kind: 'type'; wider: string; narrower: string }
  /**
   * The wider side allows only `allowed`; the narrower side offers `outside` besides: its values
   * (`offered`), or any value of its type when it is not limited to values (`offered` is then its type).
   */
  | { at: string; kind: 'values'; allowed: unknown[]; offered: unknown[] | string; outside: unknown[] }
  /** A limit of the wider side (a bound, format, pattern or multiple) the narrower side does not keep; values as written in messages, undefined for none. */
  | { at: string; kind: 'limit'; limit: string; wider?: string; narrower?: string };

/** Every way `narrower` allows a value `wider` does not; `at` names the root in the paths. */
export function differences(wider: JsonSchema, narrower: JsonSchema, at = ''): Difference[] {
  return compare(wider, narrower, at, { wider, narrower }, new Set());
}

/** A difference that refuses a value (an `unlisted` property is only a loss). */
export type Refusal = Exclude<Difference, { kind: 'unlisted' }>;
export const isRefusal = (difference: Difference): difference is Refusal => difference.kind !== 'unlisted';

export const listValues = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

interface Roots {
  wider: JsonSchema;
  narrower: JsonSchema;
}

const child = (at: string, name: string) => (at ? `${at}.${name}` : name);

function compare(wider: JsonSchema, narrower: JsonSchema, at: string, roots: Roots, seen: Set<string>): Difference[] {
  const w = resolve(wider, roots.wider);
  const n = resolve(narrower, roots.narrower);
  // Recursive references: a pair already being compared is assumed to match.
  if (wider.$ref || narrower.$ref) {
    const key = `${wider.$ref ?? ''}|${narrower.$ref ?? ''}`;
    if (seen.has(key)) return [];
    seen = new Set(seen).add(key);
  }
  if (isAnything(w)) return [];
  const narrowerBranches = branchesOf(n);
  if (narrowerBranches) return narrowerBranches.flatMap((branch) => compare(w, branch, at, roots, seen));
  const widerBranches = branchesOf(w);
  if (widerBranches) {
    let best: Difference[] | undefined;
    for (const branch of widerBranches) {
      const found = compare(branch, n, at, roots, seen);
      if (!found.some(isRefusal)) return found;
      // Report against the alternative of the same type, else say the type changed.
      const typeChanged = found.some((difference) => difference.at === at && difference.kind === 'type');
      if (!typeChanged && (!best || found.length < best.length)) best = found;
    }
    return best ?? [{ at, kind: 'type', wider: summary(w), narrower: summary(n) }];
  }
  if (isAnything(n)) return [{ at, kind: 'type', wider: summary(w), narrower: 'anything' }];

  const widerTypes = typesOf(w);
  const narrowerTypes = typesOf(n);
  if (widerTypes && (!narrowerTypes || narrowerTypes.some((type) => !widerTypes.includes(type) && !(type === 'integer' && widerTypes.includes('number'))))) {
    return [{ at, kind: 'type', wider: summary(w), narrower: summary(n) }];
  }
  const found: Difference[] = [];
  const allowed = valuesOf(w);
  if (allowed) {
    const offered = valuesOf(n);
    const outside = offered?.filter((value) => !allowed.some((known) => canonical(known) === canonical(value))) ?? [];
    if (!offered || outside.length > 0) found.push({ at, kind: 'values', allowed, offered: offered ?? summary(n), outside });
  }
  found.push(...limitDifferences(w, n, at));
  found.push(...objectDifferences(w, n, at, roots, seen));
  if (isSchema(w.items)) found.push(...compare(w.items, isSchema(n.items) ? n.items : {}, `${at}[]`, roots, seen));
  w.prefixItems?.forEach((item, index) => {
    const counterpart = n.prefixItems?.[index] ?? n.items;
    found.push(...compare(item, isSchema(counterpart) ? counterpart : {}, `${at}[${index}]`, roots, seen));
  });
  if (w.keys) found.push(...compare(w.keys, n.keys ?? {}, `${at}{key}`, roots, seen));
  if (w.values) found.push(...compare(w.values, n.values ?? {}, `${at}{value}`, roots, seen));
  return found;
}

function objectDifferences(w: JsonSchema, n: JsonSchema, at: string, roots: Roots, seen: Set<string>): Difference[] {
  if (!w.properties && w.additionalProperties === undefined) return [];
  const widerProperties = w.properties ?? {};
  const narrowerProperties = n.properties ?? {};
  const narrowerRequired = n.required ?? [];
  const found: Difference[] = [];
  for (const name of w.required ?? []) {
    if (!narrowerRequired.includes(name)) found.push({ at: child(at, name), kind: 'missing', listed: name in narrowerProperties });
  }
  for (const name of Object.keys(widerProperties)) {
    if (!(w.required ?? []).includes(name) && n.properties && !(name in narrowerProperties)) found.push({ at: child(at, name), kind: 'unlisted' });
  }
  for (const [name, property] of Object.entries(narrowerProperties)) {
    const widerProperty = widerProperties[name] ?? w.additionalProperties;
    if (widerProperty === false) found.push({ at: child(at, name), kind: 'refused' });
    else if (isSchema(widerProperty)) found.push(...compare(widerProperty, property, child(at, name), roots, seen));
  }
  if (isSchema(w.additionalProperties) && isSchema(n.additionalProperties)) {
    found.push(...compare(w.additionalProperties, n.additionalProperties, `${at}{value}`, roots, seen));
  }
  return found;
}

interface BoundKind {
  label: string;
  side: 'lower' | 'upper';
  inclusive: 'minimum' | 'maximum' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems';
  exclusive?: 'exclusiveMinimum' | 'exclusiveMaximum';
}

const bounds: BoundKind[] = [
  { label: 'minimum', side: 'lower', inclusive: 'minimum', exclusive: 'exclusiveMinimum' },
  { label: 'maximum', side: 'upper', inclusive: 'maximum', exclusive: 'exclusiveMaximum' },
  { label: 'minimum length', side: 'lower', inclusive: 'minLength' },
  { label: 'maximum length', side: 'upper', inclusive: 'maxLength' },
  { label: 'minimum number of items', side: 'lower', inclusive: 'minItems' },
  { label: 'maximum number of items', side: 'upper', inclusive: 'maxItems' },
];

interface Bound {
  value: number;
  exclusive: boolean;
}

function limitDifferences(w: JsonSchema, n: JsonSchema, at: string): Difference[] {
  const found: Difference[] = [];
  for (const kind of bounds) {
    const wider = boundOf(w, kind);
    const narrower = boundOf(n, kind);
    if (tighter(kind, wider, narrower)) found.push({ at, kind: 'limit', limit: kind.label, wider: showBound(kind, wider), narrower: showBound(kind, narrower) });
  }
  // zod writes its own pattern for each format (and may refine it between versions): the format
  // names the rule, so only the pattern of an unformatted string is compared.
  if (w.format !== undefined && w.format !== n.format) found.push({ at, kind: 'limit', limit: 'format', wider: quoted(w.format), narrower: quoted(n.format) });
  if (w.format === undefined && n.format === undefined && w.pattern !== undefined && w.pattern !== n.pattern) {
    found.push({ at, kind: 'limit', limit: 'pattern', wider: `/${w.pattern}/`, narrower: n.pattern === undefined ? undefined : `/${n.pattern}/` });
  }
  if (w.multipleOf !== undefined && (n.multipleOf === undefined || n.multipleOf % w.multipleOf !== 0)) {
    found.push({ at, kind: 'limit', limit: 'multiple of', wider: String(w.multipleOf), narrower: n.multipleOf === undefined ? undefined : String(n.multipleOf) });
  }
  return found;
}

const quoted = (value: string | undefined) => (value === undefined ? undefined : JSON.stringify(value));

/** The tighter of a kind's inclusive and exclusive limit; for integers an exclusive limit becomes the next integer. */
function boundOf(schema: JsonSchema, kind: BoundKind): Bound | undefined {
  const candidates: Bound[] = [];
  const inclusive = schema[kind.inclusive];
  const exclusive = kind.exclusive ? schema[kind.exclusive] : undefined;
  if (typeof inclusive === 'number') candidates.push({ value: inclusive, exclusive: false });
  if (typeof exclusive === 'number') candidates.push({ value: exclusive, exclusive: true });
  const normalized = candidates.map((bound) => {
    if (schema.type !== 'integer') return bound;
    if (kind.side === 'lower') return { value: bound.exclusive ? Math.floor(bound.value) + 1 : Math.ceil(bound.value), exclusive: false };
    return { value: bound.exclusive ? Math.ceil(bound.value) - 1 : Math.floor(bound.value), exclusive: false };
  });
  return normalized.reduce<Bound | undefined>((tightest, bound) => (tightest && !tighter(kind, bound, tightest) ? tightest : bound), undefined);
}

/** Whether `a` lets fewer values through than `b` (no bound at all lets every value through). */
function tighter(kind: BoundKind, a: Bound | undefined, b: Bound | undefined): boolean {
  if (!a) return false;
  if (!b) return true;
  if (a.value === b.value) return a.exclusive && !b.exclusive;
  return kind.side === 'lower' ? a.value > b.value : a.value < b.value;
}

const showBound = (kind: BoundKind, bound: Bound | undefined) => (bound ? `${bound.exclusive ? (kind.side === 'lower' ? '> ' : '< ') : ''}${bound.value}` : undefined);

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows `$ref` (`#` or `#/$defs/…`) and merges `allOf` objects. */
function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 16; hops += 1) {
    const { $ref, ...rest } = current;
    const target = $ref
      .replace(/^#\/?/, '')
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((node, segment) => (isSchema(node) ? node[segment] : undefined), root);
    current = { ...(isSchema(target) ? target : {}), ...rest };
  }
  if (current.allOf) {
    const { allOf, ...rest } = current;
    const parts = allOf.map((part) => resolve(part, root));
    return {
      ...Object.assign({}, ...parts),
      ...rest,
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), rest.properties ?? {}),
      required: [...new Set(parts.flatMap((part) => part.required ?? []))],
    };
  }
  return current;
}

/** The alternatives of a union or a list of types, each with the keywords beside it. */
function branchesOf(schema: JsonSchema): JsonSchema[] | undefined {
  if (Array.isArray(schema.type) && schema.type.length > 1) return schema.type.map((type) => ({ ...schema, type }));
  const union = schema.anyOf ?? schema.oneOf;
  if (!union) return undefined;
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
  return union.map((branch) => ({ ...rest, ...branch }));
}

const constraining = ['type', 'enum', 'const', 'properties', 'items', 'anyOf', 'oneOf', 'allOf', 'not', '$ref', 'additionalProperties'];
const isAnything = (schema: JsonSchema) => !constraining.some((keyword) => keyword in schema);

function typesOf(schema: JsonSchema): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type;
  const values = valuesOf(schema);
  if (values) return [...new Set(values.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)))];
  if ('not' in schema) return [];
  return undefined;
}

function valuesOf(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  return 'const' in schema ? [schema.const] : undefined;
}

/** JSON with sorted keys, so equal values compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

/** A schema in a few words, for messages. */
function summary(schema: JsonSchema): string {
  const branches = branchesOf(schema);
  if (branches) return branches.map(summary).join(' or ');
  const values = valuesOf(schema);
  if (values) return listValues(values);
  const types = typesOf(schema);
  if (!types) return isAnything(schema) ? 'anything' : 'object';
  return types.map((type) => (type === 'array' && isSchema(schema.items) ? `array of ${summary(schema.items)}` : type)).join(' or ');
}
