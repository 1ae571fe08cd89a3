import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eventSchemas } from '@shop/contracts';
import { z } from 'zod';
import { type BaselinePart, baselinePaths, readReleasedEvents } from './baseline.js';
import { type Difference, type JsonSchema, differences, isRefusal, listValues } from './schema-subset.js';

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
    problems.push(...payloadProblems(wireName, schema, now));
  }
  return problems;
}

/** Which side of the release would refuse the other's events. */
const releasedEventsRejected =
  'consumers built from this tree would reject the events the released producer publishes (old producer instances keep publishing them during a rolling update)';
const newEventsRejected = 'consumers still running the released version would reject the events this tree publishes';
const bothRejected = "consumers on each side of the release would reject the other side's events";

/** A difference seen from consumers built from this tree (`current`) or still on the released version (`released`). */
type Rejecting = 'current' | 'released';

/**
 * The payload both ways: consumers built from this tree must accept what the released producer
 * publishes (current ⊇ released) and released consumers what this tree publishes (released ⊇
 * current). A type or rule refused both ways is one message; a removed optional field, which only the
 * released consumers lose, is reported too.
 */
function payloadProblems(wireName: string, released: JsonSchema, current: JsonSchema): string[] {
  const byCurrent = differences(current, released).filter(isRefusal);
  const byReleased = differences(released, current);
  // A type, format or pattern changed: one message. Values removed and added stay two.
  const same = (a: Difference, b: Difference) =>
    a.at === b.at && ((a.kind === 'type' && b.kind === 'type') || (a.kind === 'limit' && b.kind === 'limit' && a.limit === b.limit));
  const wording = new EventWording(wireName);
  return [
    ...byCurrent.map((difference) => wording.describe(difference, 'current', byReleased.find((other) => same(difference, other)))),
    ...byReleased.filter((difference) => !byCurrent.some((other) => same(difference, other))).map((difference) => wording.describe(difference, 'released')),
  ];
}

class EventWording {
  constructor(private readonly wireName: string) {}

  /** `publish under …v2` advice with the actual next wire name. */
  private get newVersion(): string {
    const next = this.wireName.replace(/\.v(\d+)$/, (_, n: string) => `.v${Number(n) + 1}`);
    const successor = next === this.wireName ? `${this.wireName}.v2` : next;
    return `publish the new shape under a new wire name ${successor} and keep publishing ${this.wireName} until every consumer moved`;
  }

  /**
   * One message: `difference` as the `rejecting` consumers see it (the wider schema is theirs);
   * `reverse`, the same difference seen from the other side, when both sides refuse.
   */
  describe(difference: Difference, rejecting: Rejecting, reverse?: Difference): string {
    const [what, consequence, advice] = this.explain(difference, rejecting, reverse);
    return `event ${this.wireName}, ${difference.at ? `field "${difference.at}"` : 'payload'}: ${what}; ${consequence}. ${advice}`;
  }

  private explain(difference: Difference, rejecting: Rejecting, reverse?: Difference): [string, string, string] {
    const who = reverse ? bothRejected : rejecting === 'current' ? releasedEventsRejected : newEventsRejected;
    const v2 = this.newVersion;
    switch (difference.kind) {
      case 'missing':
        if (rejecting === 'current') {
          return difference.listed
            ? ['required now but optional when released', who, 'Keep it optional (`.optional()`) and handle events without it.']
            : ['new and required', who, 'Add it as optional (`.optional()`): the released producer publishes events without it, so consumers must handle its absence.'];
        }
        return difference.listed ? ['optional now but required when released', who, `Keep it required (always publish it), or ${v2}.`] : this.removed(true);
      case 'unlisted':
        return this.removed(false);
      case 'refused':
        return rejecting === 'current'
          ? ['no longer listed, and this tree refuses unknown fields', who, `Keep it in the payload schema, or ${v2}.`]
          : ['new, and the released schema refuses unknown fields', who, `Instead, ${v2}.`];
      case 'type': {
        const what = reverse
          ? `type changed from ${rejecting === 'current' ? difference.narrower : difference.wider} to ${rejecting === 'current' ? difference.wider : difference.narrower}`
          : rejecting === 'current'
            ? `no longer takes ${difference.narrower} (now ${difference.wider})`
            : `may now be ${difference.narrower} (released: ${difference.wider})`;
        return [what, who, `Add a new optional field with the new type beside this one, or ${v2}.`];
      }
      case 'values': {
        const keepOld = `Keep accepting the released values (stop publishing the ones being retired), or ${v2}.`;
        if (rejecting === 'current') {
          return typeof difference.offered === 'string'
            ? [`now limited to ${listValues(difference.allowed)}`, who, keepOld]
            : [`value(s) ${listValues(difference.outside)} removed (released: ${listValues(difference.offered)})`, who, keepOld];
        }
        return typeof difference.offered === 'string'
          ? [`no longer limited to ${listValues(difference.allowed)}`, who, `Keep the released values, or ${v2}.`]
          : [`value(s) ${listValues(difference.outside)} added (released: ${listValues(difference.allowed)})`, who, `Events carrying a new value need a new wire name: ${v2}.`];
      }
      case 'limit': {
        const { limit } = difference;
        const [released, now] = rejecting === 'current' ? [difference.narrower, difference.wider] : [difference.wider, difference.narrower];
        if (reverse) return [`${limit} changed from ${released} to ${now}`, who, `Keep the released ${limit}, or ${v2}.`];
        if (rejecting === 'current') {
          const what = released === undefined ? `now requires ${limit} ${now}` : `${limit} ${released} → ${now} (narrower)`;
          return [what, who, `Keep the released limit in the payload schema (check a stricter rule where the event is made), or ${v2}.`];
        }
        return [now === undefined ? `no longer requires ${limit} ${released}` : `${limit} ${released} → ${now} (wider)`, who, `Keep the released limit, or ${v2}.`];
      }
    }
  }

  /** A released field this tree no longer publishes. */
  private removed(required: boolean): [string, string, string] {
    return [
      `removed (it was ${required ? 'required' : 'optional'})`,
      required ? newEventsRejected : 'consumers still running the released version read it and would silently lose what it carried',
      `Keep publishing it (say it is deprecated in its comment) until no consumer reads it, or ${this.newVersion}.`,
    ];
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
