import type { JsonSchema, ProcedureShape, TrpcBaseline, TrpcShape } from './trpc-shape.js';

/**
 * Whether the current `/trpc` procedures still serve the released front ends. Both directions
 * are one question, "does the wider schema accept every value the narrower one allows?":
 * - an input must accept everything the released front ends send: current ⊇ released;
 * - an output must give only what the released front ends can read: released ⊇ current.
 * A value never carries properties its schema does not list (the front ends are typed), so a
 * property only the narrower side lists is fine unless the wider side refuses unknown keys, and
 * one the wider side requires must be guaranteed by the narrower side.
 *
 * A value added to an output enum counts as a break: the released front ends map every value
 * they know (labels, badges, tabs) and have nothing for a new one.
 */

/** Where two schemas disagree; `wider`/`narrower` are the two sides' words for the schema there. */
interface Difference {
  at: string;
  kind: 'missing' | 'refused' | 'type' | 'values' | 'limit';
  wider?: string;
  narrower?: string;
}

type Side = 'input' | 'output';

const compatibleInput =
  'Keep accepting what the released front ends send: add a new field as optional (or with a default), keep values and limits, or add a new procedure and keep this one until every front end that calls it has been released without it.';
const compatibleOutput =
  'Keep giving what the released front ends read: add new fields next to the old ones and keep the old ones and their types, or add a new procedure and keep this one until every front end that calls it has been released without it.';

/**
 * The problems of the current shape against what the released front ends call (empty when
 * compatible); front ends released against the same shape of a procedure share a message.
 */
export function trpcCompatibilityProblems(released: TrpcBaseline, current: TrpcShape): string[] {
  return Object.entries(released.procedures).flatMap(([procedurePath, shapes]) =>
    shapes.flatMap(({ calledBy, ...was }) => procedureProblems(procedurePath, was, current.procedures[procedurePath], calledBy.join(', '))),
  );
}

function procedureProblems(procedurePath: string, was: ProcedureShape, now: ProcedureShape | undefined, callers: string): string[] {
  const subject = `/trpc ${procedurePath} (${was.type}, called by the released ${callers})`;
  if (!now) {
    return [`${subject} is gone. Keep it until every front end that calls it has been released without it; a new shape goes in a new procedure.`];
  }
  if (now.type !== was.type) {
    return [`${subject} is now a ${now.type}. Add the ${now.type} as a new procedure and keep this one until every front end that calls it has been released without it.`];
  }
  return [
    ...differences(now.input, was.input, 'input', { wider: now.input, narrower: was.input }).map((difference) => `${subject}: ${describe(difference, 'input')}. ${compatibleInput}`),
    ...differences(was.output, now.output, 'output', { wider: was.output, narrower: now.output }).map((difference) => `${subject}: ${describe(difference, 'output')}. ${compatibleOutput}`),
  ];
}

/** Words a difference for its side: inputs compare current (wider) to released, outputs released (wider) to current. */
function describe({ at, kind, wider, narrower }: Difference, side: Side): string {
  const [was, now] = side === 'input' ? [narrower, wider] : [wider, narrower];
  if (side === 'input') {
    switch (kind) {
      case 'missing':
        return `\`${at}\` is required now: the released front ends may not send it`;
      case 'refused':
        return `\`${at}\` is refused now (unknown keys are not accepted): the released front ends send it`;
      case 'type':
        return `\`${at}\` took ${was} and now takes ${now}: what the released front ends send is refused`;
      case 'values':
        return `\`${at}\` no longer accepts ${was}, which the released front ends may send (it takes ${now})`;
      case 'limit':
        return `\`${at}\` is narrower: ${was} before, ${now} now, so some inputs the released front ends send are refused`;
    }
  }
  switch (kind) {
    case 'missing':
      return `\`${at}\` may be missing now (removed or made optional): the released front ends read it`;
    case 'refused':
      return `\`${at}\` is new where the released front ends expect no other keys`;
    case 'type':
      return `\`${at}\` was ${was} and may now be ${now}: the released front ends read ${was}`;
    case 'values':
      return `\`${at}\` may now be ${now}, which the released front ends do not know (they know ${was})`;
    case 'limit':
      return `\`${at}\` changed its limits: ${was} before, ${now} now`;
  }
}

interface Roots {
  wider: JsonSchema;
  narrower: JsonSchema;
}

/** Every way `narrower` allows a value `wider` does not. */
function differences(wider: JsonSchema, narrower: JsonSchema, at: string, roots: Roots, seen = new Set<string>()): Difference[] {
  const w = resolve(wider, roots.wider);
  const n = resolve(narrower, roots.narrower);
  // Recursive references: a pair already being compared is assumed to match.
  const key = `${String(wider.$ref ?? '')}|${String(narrower.$ref ?? '')}`;
  if (wider.$ref || narrower.$ref) {
    if (seen.has(key)) return [];
    seen = new Set(seen).add(key);
  }
  if (isAnything(w)) return [];
  const narrowerBranches = branchesOf(n);
  if (narrowerBranches) return narrowerBranches.flatMap((branch) => differences(w, branch, at, roots, seen));
  const widerBranches = branchesOf(w);
  if (widerBranches) {
    let best: Difference[] | undefined;
    for (const branch of widerBranches) {
      const found = differences(branch, n, at, roots, seen);
      if (found.length === 0) return [];
      // Report against the alternative of the same type, else say the type changed.
      if (!found.some((difference) => difference.at === at && difference.kind === 'type') && (!best || found.length < best.length)) best = found;
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
  const widerValues = valuesOf(w);
  if (widerValues) {
    const narrowerValues = valuesOf(n);
    const outside = narrowerValues?.filter((value) => !widerValues.some((known) => JSON.stringify(known) === JSON.stringify(value)));
    if (!narrowerValues) found.push({ at, kind: 'values', wider: listValues(widerValues), narrower: `any ${summary(n)}` });
    else if (outside!.length > 0) found.push({ at, kind: 'values', wider: listValues(widerValues), narrower: listValues(outside!) });
  }
  found.push(...limitDifferences(w, n, at));
  found.push(...objectDifferences(w, n, at, roots, seen));
  for (const [keyword, step] of [
    ['items', '[]'],
    ['keys', '{key}'],
    ['values', '{value}'],
  ] as const) {
    if (isSchema(w[keyword])) found.push(...differences(w[keyword], isSchema(n[keyword]) ? n[keyword] : {}, `${at}${step}`, roots, seen));
  }
  return found;
}

function objectDifferences(w: JsonSchema, n: JsonSchema, at: string, roots: Roots, seen: Set<string>): Difference[] {
  if (!isSchema(w.properties) && w.additionalProperties === undefined) return [];
  const widerProperties = (w.properties ?? {}) as Record<string, JsonSchema>;
  const narrowerProperties = (n.properties ?? {}) as Record<string, JsonSchema>;
  const widerRequired = (w.required ?? []) as string[];
  const narrowerRequired = (n.required ?? []) as string[];
  const found: Difference[] = [];
  for (const name of widerRequired) {
    if (!narrowerRequired.includes(name)) found.push({ at: `${at}.${name}`, kind: 'missing' });
  }
  for (const [name, property] of Object.entries(narrowerProperties)) {
    const widerProperty = widerProperties[name] ?? w.additionalProperties;
    if (widerProperty === false) found.push({ at: `${at}.${name}`, kind: 'refused' });
    else if (isSchema(widerProperty)) found.push(...differences(widerProperty, property, `${at}.${name}`, roots, seen));
  }
  if (isSchema(w.additionalProperties) && isSchema(n.additionalProperties)) {
    found.push(...differences(w.additionalProperties, n.additionalProperties, `${at}{value}`, roots, seen));
  }
  return found;
}

const lowerLimits = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
const upperLimits = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;

function limitDifferences(w: JsonSchema, n: JsonSchema, at: string): Difference[] {
  const found: Difference[] = [];
  const limit = (keyword: string, schema: JsonSchema) => (schema[keyword] === undefined ? 'none' : `${keyword} ${JSON.stringify(schema[keyword])}`);
  for (const keyword of lowerLimits) {
    const wider = w[keyword] as number | undefined;
    const narrower = n[keyword] as number | undefined;
    if (wider !== undefined && (narrower === undefined || narrower < wider)) found.push({ at, kind: 'limit', wider: limit(keyword, w), narrower: limit(keyword, n) });
  }
  for (const keyword of upperLimits) {
    const wider = w[keyword] as number | undefined;
    const narrower = n[keyword] as number | undefined;
    if (wider !== undefined && (narrower === undefined || narrower > wider)) found.push({ at, kind: 'limit', wider: limit(keyword, w), narrower: limit(keyword, n) });
  }
  for (const keyword of ['pattern', 'format', 'multipleOf']) {
    if (w[keyword] !== undefined && w[keyword] !== n[keyword]) found.push({ at, kind: 'limit', wider: limit(keyword, w), narrower: limit(keyword, n) });
  }
  return found;
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows `$ref` (`#` or `#/$defs/…`) and merges `allOf` objects. */
function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 16; hops += 1) {
    const { $ref, ...rest } = current;
    const target = ($ref as string)
      .replace(/^#\/?/, '')
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((node, segment) => (isSchema(node) ? node[segment] : undefined), root);
    current = { ...(isSchema(target) ? target : {}), ...rest };
  }
  if (Array.isArray(current.allOf)) {
    const { allOf, ...rest } = current;
    const parts = (allOf as JsonSchema[]).map((part) => resolve(part, root));
    return {
      ...Object.assign({}, ...parts),
      ...rest,
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), rest.properties ?? {}),
      required: [...new Set(parts.flatMap((part) => (part.required ?? []) as string[]))],
    };
  }
  return current;
}

/** The alternatives of a union, each with the keywords beside the union. */
function branchesOf(schema: JsonSchema): JsonSchema[] | undefined {
  const union = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(union)) return undefined;
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
  return (union as JsonSchema[]).map((branch) => ({ ...rest, ...branch }));
}

const constraining = ['type', 'enum', 'const', 'properties', 'items', 'anyOf', 'oneOf', 'allOf', 'not', '$ref', 'additionalProperties'];
const isAnything = (schema: JsonSchema) => !constraining.some((keyword) => keyword in schema);

function typesOf(schema: JsonSchema): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  const values = valuesOf(schema);
  if (values) return [...new Set(values.map((value) => (value === null ? 'null' : typeof value)))];
  if ('not' in schema) return [];
  return undefined;
}

function valuesOf(schema: JsonSchema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  return undefined;
}

const listValues = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

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
