import { describe, expect, it } from '@jest/globals';
import superjson from 'superjson';
import { serializeAnswer } from '../../src/transformer.js';

const shared = { id: 1 };
const cases: Record<string, unknown> = {
  'a product page': {
    items: [
      { id: 1, title: 'Kopi', price: 15_000, discount: 0.5, createdAt: new Date('2026-01-02T03:04:05.006Z'), tags: ['a', 'b'] },
      { id: 2, title: 'Teh', price: 9_000, discount: 1, createdAt: new Date(0), image: null },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  },
  'no Dates': { ok: true, nested: { list: [1, 'two', null, false] } },
  'a Date alone': new Date(5),
  'keys with dots and backslashes': { 'a.b': { 'c\\d': new Date(1) }, plain: new Date(2) },
  'an empty object and array': { a: {}, b: [] },
  'a string': 'just text',
  null: null,
  undefined: undefined,
  'undefined in an object': { a: undefined, b: 1 },
  'NaN and Infinity': { a: Number.NaN, b: Number.POSITIVE_INFINITY, c: -0 },
  'a bigint': { a: 10n },
  'a Map and a Set': { m: new Map([['k', 1]]), s: new Set([1]) },
  'an invalid Date': { d: new Date(Number.NaN) },
  'one object in two places': { a: shared, b: shared },
  'an array with a hole': { a: Object.assign(new Array<number>(3), { 0: 1, 2: 3 }) },
  'a class instance': { e: new Error('boom') },
};

describe('serializeAnswer', () => {
  it.each(Object.entries(cases))('writes %s exactly as superjson does', (_name, value) => {
    expect(JSON.stringify(serializeAnswer(value))).toBe(JSON.stringify(superjson.serialize(value)));
  });

  it('gives the client back the same page, Dates included', () => {
    const page = cases['a product page'];
    expect(superjson.deserialize(JSON.parse(JSON.stringify(serializeAnswer(page))))).toEqual(page);
  });
});
