import { describe, expect, test } from '@jest/globals';
import { differences, type JsonSchema } from '../src/index.js';

const integer = (limits: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...limits });

describe('does the wider schema accept every value the narrower one allows', () => {
  test('an exclusive and an inclusive integer bound meaning the same integers are equal', () => {
    expect(differences(integer({ exclusiveMinimum: 0 }), integer({ minimum: 1 }))).toEqual([]);
    expect(differences(integer({ minimum: 1 }), integer({ exclusiveMinimum: 0 }))).toEqual([]);
    expect(differences({ type: 'number', minimum: 1 }, { type: 'number', exclusiveMinimum: 0 })).toEqual([{ at: '', kind: 'limit', limit: 'minimum', wider: '1', narrower: '> 0' }]);
  });

  test('an integer is a number, not the other way round', () => {
    expect(differences({ type: 'number' }, integer())).toEqual([]);
    expect(differences(integer(), { type: 'number' })).toEqual([{ at: '', kind: 'type', wider: 'integer', narrower: 'number' }]);
  });

  test('a format is compared by its name, a pattern only without a format', () => {
    const uuid = (pattern: string): JsonSchema => ({ type: 'string', format: 'uuid', pattern });
    expect(differences(uuid('^a$'), uuid('^b$'))).toEqual([]);
    expect(differences(uuid('^a$'), { type: 'string' })).toEqual([{ at: '', kind: 'limit', limit: 'format', wider: '"uuid"' }]);
    expect(differences({ type: 'string', pattern: '^a$' }, { type: 'string', pattern: '^b$' })).toEqual([{ at: '', kind: 'limit', limit: 'pattern', wider: '/^a$/', narrower: '/^b$/' }]);
  });

  test('properties: required, refused, and optional ones no longer listed', () => {
    const wider: JsonSchema = { type: 'object', properties: { id: { type: 'string' }, note: { type: 'string' } }, required: ['id'], additionalProperties: false };
    expect(differences(wider, { type: 'object', properties: { id: { type: 'string' }, extra: { type: 'string' } } }, 'input')).toEqual([
      { at: 'input.id', kind: 'missing', listed: true },
      { at: 'input.note', kind: 'unlisted' },
      { at: 'input.extra', kind: 'refused' },
    ]);
  });

  test('a union accepts what one of its alternatives accepts; each alternative of the narrower side must be accepted', () => {
    const nullableString: JsonSchema = { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 5 }] };
    expect(differences(nullableString, { type: 'string', maxLength: 3 })).toEqual([]);
    expect(differences(nullableString, { type: 'string' })).toEqual([{ at: '', kind: 'limit', limit: 'maximum length', wider: '5' }]);
    expect(differences({ type: 'string' }, nullableString)).toEqual([{ at: '', kind: 'type', wider: 'string', narrower: 'null' }]);
    expect(differences({ type: 'string' }, { type: ['string', 'null'] })).toEqual([{ at: '', kind: 'type', wider: 'string', narrower: 'null' }]);
  });

  test('enum values: the narrower side may offer only values the wider side allows', () => {
    const kinds = (...values: string[]): JsonSchema => ({ type: 'string', enum: values });
    expect(differences(kinds('a', 'b'), kinds('a'))).toEqual([]);
    expect(differences(kinds('a'), kinds('a', 'b'))).toEqual([{ at: '', kind: 'values', allowed: ['a'], offered: ['a', 'b'], outside: ['b'] }]);
    expect(differences(kinds('a'), { type: 'string' })).toEqual([{ at: '', kind: 'values', allowed: ['a'], offered: 'string', outside: [] }]);
  });

  test('references and allOf are followed, recursive ones once', () => {
    const tree: JsonSchema = {
      $ref: '#/$defs/node',
      $defs: { node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } }, required: ['name'] } },
    };
    expect(differences(tree, tree)).toEqual([]);
    const merged: JsonSchema = { allOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { properties: { b: { type: 'number' } }, required: ['b'] }] };
    expect(differences(merged, { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, 'x')).toEqual([{ at: 'x.b', kind: 'missing', listed: false }]);
  });
});
