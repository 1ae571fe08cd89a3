import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eventSchemas } from '@shop/contracts';
import { z } from 'zod';
import { type BaselinePart, baselinePaths, readReleasedEvents } from './baseline.js';

/** The parts of JSON Schema (draft 2020-12) that zod's `toJSONSchema` writes for event payloads. */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
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
  [keyword: string]: unknown;
}

/**
 * The JSON Schema of each payload as consumers parse it (zod's input side: defaults and
 * optional fields are not required), wire name → schema.
 */
export function payloadJsonSchemas(schemas: Readonly<Record<string, z.ZodType>> = eventSchemas): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((wireName) => [wireName, z.toJSONSchema(schemas[wireName]!, { io: 'input', reused: 'inline' }) as JsonSchema]),
  );
}

/** The service that publishes a wire name `<svc>.<entity>.<verb>.v<n>`. */
export function producerOf(wireName: string): string {
  return wireName.split('.')[0]!;
}

/**
 * What `npm test` runs: every released event payload (`release/baseline/events/*.json`) against
 * the current `eventSchemas`. Answers one message per incompatibility, none when compatible.
 */
export function checkEventCompatibility(options: { baselineDir?: string; schemas?: Readonly<Record<string, z.ZodType>> } = {}): string[] {
  return eventCompatibilityProblems(readReleasedEvents(baselinePaths(options.baselineDir)), payloadJsonSchemas(options.schemas));
}

/**
 * Each side of a release keeps running the other's version for a while: consumers built from
 * this tree get events from the released producer (and from old producer instances during a
 * rolling update), and consumers still on the released version get events this tree publishes.
 * A payload change is compatible only when both still parse, since a payload a consumer refuses
 * is dead-lettered, not applied.
 */
export function eventCompatibilityProblems(released: ReadonlyMap<string, { producer: string; schema: JsonSchema }>, current: Readonly<Record<string, JsonSchema>>): string[] {
  const problems: string[] = [];
  for (const [wireName, { producer, schema }] of [...released].sort(([a], [b]) => a.localeCompare(b))) {
    const now = current[wireName];
    if (!now) {
      problems.push(
        `event ${wireName} (released by ${producer}) is no longer in eventSchemas: consumers still subscribe to it. ` +
          `Keep publishing it until every consumer moved to its successor; retire it in a later release.`,
      );
      continue;
    }
    compareSchemas(new Comparison(wireName, problems), '', schema, now);
  }
  return problems;
}

/** Which side of the release would refuse the other's events. */
const releasedEventsRejected =
  'consumers built from this tree would reject the events the released producer publishes (old producer instances keep publishing them during a rolling update)';
const newEventsRejected = 'consumers still running the released version would reject the events this tree publishes';
const bothRejected = "consumers on each side of the release would reject the other side's events";

class Comparison {
  constructor(
    readonly wireName: string,
    private readonly problems: string[],
  ) {}

  /** `publish under …v2` advice with the actual next wire name. */
  get newVersion(): string {
    const next = this.wireName.replace(/\.v(\d+)$/, (_, n: string) => `.v${Number(n) + 1}`);
    const successor = next === this.wireName ? `${this.wireName}.v2` : next;
    return `publish the new shape under a new wire name ${successor} and keep publishing ${this.wireName} until every consumer moved`;
  }

  report(fieldPath: string, what: string, consequence: string, advice: string): void {
    const where = fieldPath ? `field "${fieldPath}"` : 'payload';
    this.problems.push(`event ${this.wireName}, ${where}: ${what}; ${consequence}. ${advice}`);
  }
}

function compareSchemas(comparison: Comparison, fieldPath: string, released: JsonSchema, current: JsonSchema): void {
  const releasedByType = alternativesByType(released);
  const currentByType = alternativesByType(current);
  const releasedTypes = [...releasedByType.keys()].sort();
  const currentTypes = [...currentByType.keys()].sort();
  if (releasedTypes.join() !== currentTypes.join()) {
    const lost = releasedTypes.some((type) => !currentByType.has(type));
    const gained = currentTypes.some((type) => !releasedByType.has(type));
    comparison.report(
      fieldPath,
      `type changed from ${releasedTypes.join(' | ')} to ${currentTypes.join(' | ')}`,
      lost && gained ? bothRejected : lost ? releasedEventsRejected : newEventsRejected,
      `Add a new optional field with the new type beside this one, or ${comparison.newVersion}.`,
    );
  }
  for (const [type, releasedAlternatives] of releasedByType) {
    const currentAlternatives = currentByType.get(type);
    if (!currentAlternatives) continue;
    if (releasedAlternatives.length === 1 && currentAlternatives.length === 1) {
      compareSameType(comparison, fieldPath, type, releasedAlternatives[0]!, currentAlternatives[0]!);
    } else if (canonical(releasedAlternatives) !== canonical(currentAlternatives)) {
      comparison.report(fieldPath, `the ${type} alternatives of the union changed`, bothRejected, `Add new alternatives only under a new wire name: ${comparison.newVersion}.`);
    }
  }
}

/** A schema as a list of single-type alternatives (unions, type lists and untyped enums split), by type. */
function alternativesByType(schema: JsonSchema): Map<string, JsonSchema[]> {
  const byType = new Map<string, JsonSchema[]>();
  for (const alternative of alternatives(schema)) {
    const type = alternative.type as string;
    byType.set(type, [...(byType.get(type) ?? []), alternative]);
  }
  return byType;
}

function alternatives(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap(alternatives);
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  if (schema.type !== undefined) return [schema];
  const values = allowedValues(schema);
  if (!values) return [{ ...schema, type: 'any' }];
  const byType = new Map<string, unknown[]>();
  for (const value of values) {
    const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    byType.set(type, [...(byType.get(type) ?? []), value]);
  }
  return [...byType].map(([type, typed]) => ({ type, enum: typed }));
}

function allowedValues(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  return 'const' in schema ? [schema.const] : undefined;
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function compareSameType(comparison: Comparison, fieldPath: string, type: string, released: JsonSchema, current: JsonSchema): void {
  compareValues(comparison, fieldPath, released, current);
  compareFormat(comparison, fieldPath, released, current);
  for (const bound of bounds) compareBound(comparison, fieldPath, type, bound, released, current);
  if (type === 'object') compareObjects(comparison, fieldPath, released, current);
  if (type === 'array') compareArrays(comparison, fieldPath, released, current);
}

function compareValues(comparison: Comparison, fieldPath: string, released: JsonSchema, current: JsonSchema): void {
  const before = allowedValues(released);
  const after = allowedValues(current);
  if (!before && !after) return;
  const list = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');
  const keepOld = `Keep accepting the released values (stop publishing the ones being retired), or ${comparison.newVersion}.`;
  if (!after) {
    comparison.report(fieldPath, `no longer limited to ${list(before!)}`, newEventsRejected, `Keep the released values, or ${comparison.newVersion}.`);
    return;
  }
  if (!before) {
    comparison.report(fieldPath, `now limited to ${list(after)}`, releasedEventsRejected, keepOld);
    return;
  }
  const removed = before.filter((value) => !after.some((kept) => canonical(kept) === canonical(value)));
  const added = after.filter((value) => !before.some((old) => canonical(old) === canonical(value)));
  if (removed.length > 0) comparison.report(fieldPath, `value(s) ${list(removed)} removed (released: ${list(before)})`, releasedEventsRejected, keepOld);
  if (added.length > 0) {
    comparison.report(
      fieldPath,
      `value(s) ${list(added)} added (released: ${list(before)})`,
      newEventsRejected,
      `Events carrying a new value need a new wire name: ${comparison.newVersion}.`,
    );
  }
}

function compareFormat(comparison: Comparison, fieldPath: string, released: JsonSchema, current: JsonSchema): void {
  const advice = `Keep the released format, or ${comparison.newVersion}.`;
  if (released.format !== current.format) {
    if (!released.format) comparison.report(fieldPath, `now requires format "${current.format}"`, releasedEventsRejected, advice);
    else if (!current.format) comparison.report(fieldPath, `no longer requires format "${released.format}"`, newEventsRejected, advice);
    else comparison.report(fieldPath, `format changed from "${released.format}" to "${current.format}"`, bothRejected, advice);
    return;
  }
  // zod writes its own pattern for each format (and may refine it between versions): the format
  // names the rule, so only the pattern of an unformatted string is compared.
  if (released.format || released.pattern === current.pattern) return;
  if (!released.pattern) comparison.report(fieldPath, `now must match /${current.pattern}/`, releasedEventsRejected, advice);
  else if (!current.pattern) comparison.report(fieldPath, `no longer must match /${released.pattern}/`, newEventsRejected, advice);
  else comparison.report(fieldPath, `pattern changed from /${released.pattern}/ to /${current.pattern}/`, bothRejected, advice);
}

interface BoundKind {
  label: string;
  side: 'lower' | 'upper';
  inclusive: keyof JsonSchema;
  exclusive?: keyof JsonSchema;
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

/** The tighter of a kind's inclusive and exclusive limit; for integers an exclusive limit becomes the next integer. */
function boundOf(schema: JsonSchema, kind: BoundKind, type: string): Bound | undefined {
  const candidates: Bound[] = [];
  const inclusive = schema[kind.inclusive];
  const exclusive = kind.exclusive ? schema[kind.exclusive] : undefined;
  if (typeof inclusive === 'number') candidates.push({ value: inclusive, exclusive: false });
  if (typeof exclusive === 'number') candidates.push({ value: exclusive, exclusive: true });
  const normalized = candidates.map((bound) => {
    if (type !== 'integer') return bound;
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

function compareBound(comparison: Comparison, fieldPath: string, type: string, kind: BoundKind, released: JsonSchema, current: JsonSchema): void {
  const before = boundOf(released, kind, type);
  const after = boundOf(current, kind, type);
  const show = (bound: Bound | undefined) => (bound ? `${bound.exclusive ? (kind.side === 'lower' ? '> ' : '< ') : ''}${bound.value}` : 'none');
  const change = `${kind.label} ${show(before)} → ${show(after)}`;
  if (tighter(kind, after, before)) {
    comparison.report(
      fieldPath,
      `${change} (narrower)`,
      releasedEventsRejected,
      `Keep the released limit in the payload schema (check a stricter rule where the event is made), or ${comparison.newVersion}.`,
    );
  } else if (tighter(kind, before, after)) {
    comparison.report(fieldPath, `${change} (wider)`, newEventsRejected, `Keep the released limit, or ${comparison.newVersion}.`);
  }
}

function compareObjects(comparison: Comparison, fieldPath: string, released: JsonSchema, current: JsonSchema): void {
  const releasedFields = released.properties ?? {};
  const currentFields = current.properties ?? {};
  const requiredBefore = new Set(released.required ?? []);
  const requiredNow = new Set(current.required ?? []);
  const child = (name: string) => (fieldPath ? `${fieldPath}.${name}` : name);
  for (const [name, schema] of Object.entries(releasedFields)) {
    const now = currentFields[name];
    if (!now) {
      comparison.report(
        child(name),
        `removed (it was ${requiredBefore.has(name) ? 'required' : 'optional'})`,
        requiredBefore.has(name) ? newEventsRejected : 'consumers still running the released version read it and would silently lose what it carried',
        `Keep publishing it (say it is deprecated in its comment) until no consumer reads it, or ${comparison.newVersion}.`,
      );
      continue;
    }
    if (!requiredBefore.has(name) && requiredNow.has(name)) {
      comparison.report(child(name), 'required now but optional when released', releasedEventsRejected, 'Keep it optional (`.optional()`) and handle events without it.');
    } else if (requiredBefore.has(name) && !requiredNow.has(name)) {
      comparison.report(child(name), 'optional now but required when released', newEventsRejected, `Keep it required (always publish it), or ${comparison.newVersion}.`);
    }
    compareSchemas(comparison, child(name), schema, now);
  }
  for (const name of Object.keys(currentFields)) {
    if (releasedFields[name]) continue;
    if (requiredNow.has(name)) {
      comparison.report(
        child(name),
        'new and required',
        releasedEventsRejected,
        'Add it as optional (`.optional()`): the released producer publishes events without it, so consumers must handle its absence.',
      );
    } else if (released.additionalProperties === false) {
      comparison.report(child(name), 'new, and the released schema refuses unknown fields', newEventsRejected, `Instead, ${comparison.newVersion}.`);
    }
  }
  if (typeof released.additionalProperties === 'object' && typeof current.additionalProperties === 'object') {
    compareSchemas(comparison, `${fieldPath}[key]`, released.additionalProperties, current.additionalProperties);
  }
}

function compareArrays(comparison: Comparison, fieldPath: string, released: JsonSchema, current: JsonSchema): void {
  if (typeof released.items === 'object' && typeof current.items === 'object') compareSchemas(comparison, `${fieldPath}[]`, released.items, current.items);
  if (canonical(released.prefixItems) !== canonical(current.prefixItems)) {
    comparison.report(fieldPath, 'tuple items changed', bothRejected, `Instead, ${comparison.newVersion}.`);
  }
}

/** The events part of the baseline: `events/<producer>.json`, the payloads the deployable publishes. */
export const eventsBaselinePart: BaselinePart = {
  name: 'events',
  async refresh(deployable, { baseline }) {
    const published = Object.entries(payloadJsonSchemas()).filter(([wireName]) => producerOf(wireName) === deployable.name);
    const file = baseline.eventsOf(deployable.name);
    const relative = path.relative(baseline.root, file);
    if (published.length === 0) {
      if (!existsSync(file)) return [];
      await rm(file);
      return [relative];
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(Object.fromEntries(published), null, 2)}\n`);
    return [relative];
  },
};
