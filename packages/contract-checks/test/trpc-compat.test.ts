import { beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calledProcedures, currentTrpcShape, frontEndSources, releasedTrpc, trpcCompatibilityProblems, type JsonSchema, releasedWith, type TrpcBaseline, type TrpcShape } from '../src/index.js';

let current: TrpcShape;
beforeAll(async () => {
  const started = performance.now();
  current = await currentTrpcShape();
  console.log(`/trpc shape of ${Object.keys(current.procedures).length} procedures read in ${Math.round(performance.now() - started)} ms`);
});

/** The shopper released against the current shape changed by `change`: the real router is never edited. */
function releasedAs(change: (released: TrpcShape) => void): TrpcBaseline {
  const released = structuredClone(current);
  change(released);
  return releasedWith({ procedures: {} }, 'shopper', released);
}

const procedure = (shape: TrpcShape, path: string) => shape.procedures[path]!;
const propertiesOf = (schema: JsonSchema) => schema.properties as Record<string, JsonSchema>;
const requiredOf = (schema: JsonSchema) => schema.required as string[];
const withoutProperty = (schema: JsonSchema, name: string) => {
  delete propertiesOf(schema)[name];
  schema.required = requiredOf(schema).filter((required) => required !== name);
};

/** A procedure whose output object has a string enum property of at least two values. */
function firstOutputEnum(shape: TrpcShape): [string, string, string[]] {
  for (const [path, { output }] of Object.entries(shape.procedures)) {
    for (const [name, property] of Object.entries((output.properties ?? {}) as Record<string, JsonSchema>)) {
      if (property.type === 'string' && Array.isArray(property.enum) && property.enum.length > 1) return [path, name, property.enum as string[]];
    }
  }
  throw new Error('no output has a string enum property');
}

describe('/trpc compatibility', () => {
  test('the current router serves what the released front ends were built against', () => {
    expect(trpcCompatibilityProblems(releasedTrpc(), current)).toEqual([]);
  });

  test('the baseline says which released front ends call each procedure', () => {
    const callers = (procedurePath: string) => releasedTrpc().procedures[procedurePath]!.flatMap((released) => released.calledBy);
    expect(Object.keys(frontEndSources())).toEqual(expect.arrayContaining(['shopper', 'operator-web']));
    expect(callers('product.detail')).toContain('shopper');
    expect(callers('operator.fundAudit')).toEqual(['operator-web']);
  });

  test('a procedure counts as called when its path is named in the sources', () => {
    const sources = mkdtempSync(path.join(os.tmpdir(), 'front-end-'));
    try {
      writeFileSync(path.join(sources, 'page.tsx'), 'const detail = useQuery(trpc.product.detail.queryOptions({ id }));\n');
      expect(Object.keys(calledProcedures(current, [sources]).procedures)).toEqual(['product.detail']);
    } finally {
      rmSync(sources, { recursive: true, force: true });
    }
  });

  test('front ends released against the same shape share one entry and one message', () => {
    const removed = structuredClone(current);
    removed.procedures['product.compare'] = procedure(current, 'product.detail');
    const released = releasedWith(releasedWith(releasedWith({ procedures: {} }, 'shopper', removed), 'shell', removed), 'merchant-web', current);
    expect(released.procedures['product.detail']).toEqual([{ calledBy: ['merchant-web', 'shell', 'shopper'], ...procedure(current, 'product.detail') }]);
    const problems = trpcCompatibilityProblems(released, current);
    expect(problems).toEqual([expect.stringMatching(/^\/trpc product\.compare \(query, called by the released shell, shopper\) is gone/)]);
  });

  test('the shape covers every procedure with its type, input and output', () => {
    const detail = procedure(current, 'product.detail');
    expect(detail.type).toBe('query');
    expect(requiredOf(detail.input)).toEqual(['id']);
    expect(propertiesOf(detail.output).createdAt).toEqual({ type: 'Date' });
    expect(propertiesOf(detail.output).subcategoryId).toEqual({ anyOf: [{ type: 'null' }, { type: 'number' }] });
    expect(propertiesOf(detail.output).images).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(procedure(current, 'address.list').input).toEqual({ type: 'undefined' });
    expect(Object.keys(current.procedures)).not.toContain('dev.inbox');
  });

  test('a removed procedure fails', () => {
    const released = releasedAs((shape) => {
      shape.procedures['product.compare'] = procedure(shape, 'product.detail');
    });
    expect(trpcCompatibilityProblems(released, current)).toEqual([expect.stringMatching(/^\/trpc product\.compare \(query, called by the released shopper\) is gone\. Keep it until every front end that calls it has been released without it/)]);
  });

  test('a procedure of another type fails', () => {
    const released = releasedAs((shape) => {
      procedure(shape, 'product.detail').type = 'mutation';
    });
    expect(trpcCompatibilityProblems(released, current)).toEqual([expect.stringMatching(/^\/trpc product\.detail \(mutation, called by the released shopper\) is now a query\. Add the query as a new procedure/)]);
  });

  test('a new required input field fails', () => {
    const released = releasedAs((shape) => withoutProperty(procedure(shape, 'product.detail').input, 'id'));
    expect(trpcCompatibilityProblems(released, current)).toEqual([
      expect.stringMatching(/^\/trpc product\.detail \(query, called by the released shopper\): `input\.id` is required now: the released front ends may not send it\. .*add a new field as optional/),
    ]);
  });

  test('a narrowed input fails', () => {
    const released = releasedAs((shape) => {
      const search = procedure(shape, 'product.search').input;
      propertiesOf(search).limit!.maximum = 100;
      (propertiesOf(search).sort!.enum as string[]).push('rating');
    });
    const problems = trpcCompatibilityProblems(released, current);
    expect(problems).toEqual([
      expect.stringMatching(/`input\.sort` no longer accepts "rating", which the released front ends may send/),
      expect.stringMatching(/`input\.limit` is narrower: maximum 100 before, maximum 50 now/),
    ]);
  });

  test('a new optional input field passes', () => {
    const released = releasedAs((shape) => withoutProperty(procedure(shape, 'product.detail').input, 'storeId'));
    expect(trpcCompatibilityProblems(released, current)).toEqual([]);
  });

  test('a removed output field fails', () => {
    const released = releasedAs((shape) => {
      const output = procedure(shape, 'product.detail').output;
      propertiesOf(output).rating = { type: 'number' };
      requiredOf(output).push('rating');
    });
    expect(trpcCompatibilityProblems(released, current)).toEqual([
      expect.stringMatching(/^\/trpc product\.detail \(query, called by the released shopper\): `output\.rating` may be missing now \(removed or made optional\): the released front ends read it\. .*add new fields next to the old ones/),
    ]);
  });

  test('a retyped output field fails', () => {
    const released = releasedAs((shape) => {
      propertiesOf(procedure(shape, 'product.detail').output).title = { type: 'number' };
    });
    expect(trpcCompatibilityProblems(released, current)).toEqual([expect.stringMatching(/`output\.title` was number and may now be string: the released front ends read number/)]);
  });

  test('an output field that may now be null fails', () => {
    const released = releasedAs((shape) => {
      propertiesOf(procedure(shape, 'product.detail').output).subcategoryId = { type: 'number' };
    });
    expect(trpcCompatibilityProblems(released, current)).toEqual([expect.stringMatching(/`output\.subcategoryId` was number and may now be null: the released front ends read number/)]);
  });

  test('a value added to an output enum fails', () => {
    const [path, property, values] = firstOutputEnum(current);
    const released = releasedAs((shape) => {
      propertiesOf(procedure(shape, path).output)[property]!.enum = values.slice(0, -1);
    });
    expect(trpcCompatibilityProblems(released, current)).toEqual([
      expect.stringMatching(new RegExp(`^/trpc ${path.replaceAll('.', '\\.')} .*\`output\\.${property}\` may now be ${JSON.stringify(values.at(-1))}, which the released front ends do not know`)),
    ]);
  });

  test('a new output field passes', () => {
    const released = releasedAs((shape) => withoutProperty(procedure(shape, 'product.detail').output, 'title'));
    expect(trpcCompatibilityProblems(released, current)).toEqual([]);
  });
});
