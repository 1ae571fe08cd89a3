import { describe, expect, it } from '@jest/globals';
import { hasControlCharacter, normaliseLineBreaks } from '@shop/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { describeError } from '../../src/errors.js';
import { appRouter } from '../../src/root.js';
import { requestReturnInput, reviewOrderInput, textChecks, updateProfileInput, updateStoreInput } from '../../src/validation.js';
import { keyword } from '../../src/routers/search.js';

/** A zod schema as zod 4 describes itself (the parts the walk reads). */
interface Described {
  _zod: { def: { type: string; format?: string; checks?: unknown[]; [part: string]: unknown } };
}

/** Where a string in `schema` is not one of the input texts (text or multiLineText), by path. */
function unruledStrings(schema: Described, at: string, seen = new Set<Described>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (part: unknown, where = at) => unruledStrings(part as Described, where, seen);
  switch (def.type) {
    case 'string':
      // A format (uuid, ISO date) admits no control character; any other string must carry the check.
      return def.format || def.checks?.some((check) => textChecks.includes(check)) ? [] : [at];
    case 'object':
      return Object.entries(def['shape'] as Record<string, unknown>).flatMap(([key, field]) => inner(field, `${at}.${key}`));
    case 'array':
      return inner(def['element'], `${at}[]`);
    case 'union':
      return (def['options'] as unknown[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def['left']), ...inner(def['right'])];
    case 'pipe':
      return [...inner(def['in']), ...inner(def['out'])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def['innerType']);
    case 'record':
    case 'map':
    case 'tuple':
    case 'lazy':
    case 'any':
    case 'unknown':
    case 'custom':
      // Nothing takes these today; when one does, teach the walk to see its strings.
      return [`${at} (${def.type})`];
    default:
      // number, boolean, date, enum, literal, transform, …: no free text.
      return [];
  }
}

/** What the client is told for an input a schema refuses, in English. */
function refusal(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  return describeError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), 'en', 'x');
}

const orderId = '0b8e2f49-6a54-4a3e-9d7c-1f3f3e7f0a11';

describe('text inputs', () => {
  it('are one of the two kinds of text in every procedure, so no string field skips the control check', () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { inputs: Described[] } }>);
    expect(procedures.length).toBeGreaterThan(50);
    const unruled = procedures.flatMap(([path, procedure]) => procedure._def.inputs.flatMap((input) => unruledStrings(input, path)));
    expect(unruled).toEqual([]);
  });

  it('the walk finds a string that skips the check', () => {
    expect(unruledStrings(z.object({ a: z.array(z.object({ b: z.string() })), c: z.uuid() }) as unknown as Described, 'x')).toEqual(['x.a[].b']);
  });

  it('refuse NUL in a single-line and a multi-line field alike, with the translated message and the field', () => {
    const expected = { message: 'The text contains invisible control characters; please remove them', reason: 'invalid_characters' };
    expect(refusal(keyword, 'tas\u0000')).toMatchObject(expected);
    expect(refusal(updateProfileInput, { nickname: 'Siti\u0000' })).toEqual({ ...expected, field: 'nickname' });
    expect(refusal(reviewOrderInput, { id: orderId, rating: 5, text: 'good\u0000' })).toEqual({ ...expected, field: 'text' });
    expect(refusal(requestReturnInput, { id: orderId, reason: '\u0000broken' })).toEqual({ ...expected, field: 'reason' });
    const store = { storeName: 'Toko Siti', phone: '081234567890', logoKey: 'logos/a.png', autoPay: false };
    expect(refusal(updateStoreInput, { ...store, description: 'a\u0000' })).toMatchObject({ ...expected, field: 'description' });
    expect(refusal(updateStoreInput, { ...store, logoKey: 'logos/a\u0000.png' })).toMatchObject({ ...expected, field: 'logoKey' });
  });

  it('refuse every control character in a single-line field, tabs and line breaks too', () => {
    for (const control of ['\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) expect(refusal(keyword, `tas${control}kulit`)?.reason).toBe('invalid_characters');
    expect(keyword.parse('  tas kulit ')).toBe('tas kulit');
  });

  it('keep tabs and line feeds in a multi-line text, make \\r\\n and \\r plain line feeds and refuse the rest', () => {
    expect(reviewOrderInput.parse({ id: orderId, rating: 5, text: 'Bagus\r\n\tsekali\rterima kasih' }).text).toBe('Bagus\n\tsekali\nterima kasih');
    for (const control of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085']) {
      expect(refusal(requestReturnInput, { id: orderId, reason: `rusak${control}` })?.reason).toBe('invalid_characters');
    }
  });
});

describe('hasControlCharacter', () => {
  it('tells the two kinds of text apart and lets every printable character through', () => {
    expect(hasControlCharacter('a\nb', 'single-line')).toBe(true);
    expect(hasControlCharacter('a\nb\tc', 'multi-line')).toBe(false);
    expect(hasControlCharacter('a\rb', 'multi-line')).toBe(true);
    expect(hasControlCharacter('Kafé 咖啡 🙂 ¡ \u00a0', 'single-line')).toBe(false);
    expect(normaliseLineBreaks('a\r\nb\rc\n')).toBe('a\nb\nc\n');
  });
});
