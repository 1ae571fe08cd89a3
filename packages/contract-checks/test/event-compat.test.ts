import { describe, expect, test } from '@jest/globals';
import { eventSchemas } from '@shop/contracts';
import { z } from 'zod';
import { checkEventCompatibility, eventCompatibilityProblems, payloadJsonSchemas } from '../src/index.js';

const completed = eventSchemas['order.order.completed.v1'];
const refunded = eventSchemas['order.order.refunded.v1'];
const visited = eventSchemas['merchant.store.visited.v1'];

/** The event catalogue with some payloads replaced (or removed, with `undefined`): a copy, never the real registry. */
function catalogueWith(changes: Record<string, z.ZodType | undefined>): Record<string, z.ZodType> {
  const copy: Record<string, z.ZodType | undefined> = { ...eventSchemas, ...changes };
  return Object.fromEntries(Object.entries(copy).filter((entry): entry is [string, z.ZodType] => entry[1] !== undefined));
}

describe('event payloads against release/baseline/events', () => {
  test('the current payloads are compatible with the released ones', () => {
    expect(checkEventCompatibility()).toEqual([]);
  });

  test('a removed field fails: consumers of the released version still read it', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.completed.v1': completed.omit({ goodsCost: true }) }) });
    expect(problems).toEqual([
      expect.stringMatching(
        /^event order\.order\.completed\.v1, field "goodsCost": removed \(it was required\); consumers still running the released version would reject .* Keep publishing it .* or publish the new shape under a new wire name order\.order\.completed\.v2 and keep publishing order\.order\.completed\.v1 until every consumer moved\.$/,
      ),
    ]);
  });

  test('a retyped field fails', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.completed.v1': completed.extend({ goodsAmount: z.string() }) }) });
    expect(problems).toEqual([
      expect.stringMatching(/^event order\.order\.completed\.v1, field "goodsAmount": type changed from integer to string; consumers on each side .* Add a new optional field with the new type/),
    ]);
  });

  test('a retyped nested field names its path', () => {
    const problems = checkEventCompatibility({
      schemas: catalogueWith({ 'order.order.completed.v1': completed.extend({ items: z.array(z.object({ productId: z.string().min(1), quantity: z.string() })).min(1).max(100) }) }),
    });
    expect(problems).toEqual([expect.stringMatching(/^event order\.order\.completed\.v1, field "items\[\]\.quantity": type changed from integer to string/)]);
  });

  test('a new required field fails: released producers publish events without it', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.completed.v1': completed.extend({ currency: z.string() }) }) });
    expect(problems).toEqual([
      expect.stringMatching(
        /^event order\.order\.completed\.v1, field "currency": new and required; consumers built from this tree would reject the events the released producer publishes .*Add it as optional/,
      ),
    ]);
  });

  test('a required field made optional fails: released consumers need it', () => {
    const lenient = completed.extend({ goodsCost: z.number().int().nonnegative().optional() });
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.completed.v1': lenient }) });
    expect(problems).toEqual([expect.stringMatching(/^event order\.order\.completed\.v1, field "goodsCost": optional now but required when released; consumers still running the released version/)]);
  });

  test('an optional field made required fails: released producers may leave it out', () => {
    const released = new Map([['shop.thing.happened.v1', { producer: 'shop', schema: payloadJsonSchemas({ x: z.object({ note: z.string().optional() }) })['x']! }]]);
    const problems = eventCompatibilityProblems(released, payloadJsonSchemas({ 'shop.thing.happened.v1': z.object({ note: z.string() }) }));
    expect(problems).toEqual([
      expect.stringMatching(/^event shop\.thing\.happened\.v1, field "note": required now but optional when released; consumers built from this tree would reject .*Keep it optional/),
    ]);
  });

  test('a removed enum value fails', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.refunded.v1': refunded.extend({ reason: z.enum(['return']) }) }) });
    expect(problems).toEqual([
      expect.stringMatching(
        /^event order\.order\.refunded\.v1, field "reason": value\(s\) "paid_after_cancel" removed \(released: "return", "paid_after_cancel"\); consumers built from this tree would reject .*Keep accepting the released values/,
      ),
    ]);
  });

  test('an added enum value fails: released consumers would reject events carrying it', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.refunded.v1': refunded.extend({ reason: z.enum(['return', 'paid_after_cancel', 'lost']) }) }) });
    expect(problems).toEqual([expect.stringMatching(/^event order\.order\.refunded\.v1, field "reason": value\(s\) "lost" added .*consumers still running the released version would reject/)]);
  });

  test('a value swapped for another fails twice: each side rejects one of them', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.refunded.v1': refunded.extend({ reason: z.enum(['return', 'lost']) }) }) });
    expect(problems).toEqual([
      expect.stringMatching(/^event order\.order\.refunded\.v1, field "reason": value\(s\) "paid_after_cancel" removed .*consumers built from this tree would reject/),
      expect.stringMatching(/^event order\.order\.refunded\.v1, field "reason": value\(s\) "lost" added .*consumers still running the released version would reject/),
    ]);
  });

  test('a field made nullable fails: released consumers would reject the null', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.completed.v1': completed.extend({ orderNo: z.string().min(1).max(40).nullable() }) }) });
    expect(problems).toEqual([
      expect.stringMatching(/^event order\.order\.completed\.v1, field "orderNo": may now be null \(released: string\); consumers still running the released version would reject .* Add a new optional field with the new type/),
    ]);
  });

  test('a removed optional field fails: released consumers would silently lose it', () => {
    const released = new Map([['shop.thing.happened.v1', { producer: 'shop', schema: payloadJsonSchemas({ x: z.object({ id: z.string(), note: z.string().optional() }) })['x']! }]]);
    const problems = eventCompatibilityProblems(released, payloadJsonSchemas({ 'shop.thing.happened.v1': z.object({ id: z.string() }) }));
    expect(problems).toEqual([
      expect.stringMatching(/^event shop\.thing\.happened\.v1, field "note": removed \(it was optional\); consumers still running the released version read it and would silently lose what it carried\. Keep publishing it/),
    ]);
  });

  test('a new optional field fails when the released schema refuses unknown fields', () => {
    const released = new Map([['shop.thing.happened.v1', { producer: 'shop', schema: payloadJsonSchemas({ x: z.strictObject({ id: z.string() }) })['x']! }]]);
    const problems = eventCompatibilityProblems(released, payloadJsonSchemas({ 'shop.thing.happened.v1': z.strictObject({ id: z.string(), note: z.string().optional() }) }));
    expect(problems).toEqual([
      expect.stringMatching(/^event shop\.thing\.happened\.v1, field "note": new, and the released schema refuses unknown fields; consumers still running the released version would reject .* shop\.thing\.happened\.v2/),
    ]);
  });

  test('narrower and wider limits fail, each saying which side would reject what', () => {
    const problems = checkEventCompatibility({
      schemas: catalogueWith({ 'merchant.store.visited.v1': visited.extend({ viewer: z.string().min(3).max(256) }) }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^event merchant\.store\.visited\.v1, field "viewer": minimum length 1 → 3 \(narrower\); consumers built from this tree would reject/),
      expect.stringMatching(/^event merchant\.store\.visited\.v1, field "viewer": maximum length 128 → 256 \(wider\); consumers still running the released version would reject/),
    ]);
  });

  test('a changed pattern fails; a format is compared by its name', () => {
    const problems = checkEventCompatibility({
      schemas: catalogueWith({ 'merchant.store.visited.v1': visited.extend({ day: z.string().regex(/^\d{8}$/), storeId: z.uuid().min(1) }) }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^event merchant\.store\.visited\.v1, field "storeId": now requires format "uuid"; consumers built from this tree would reject/),
      expect.stringMatching(/^event merchant\.store\.visited\.v1, field "day": pattern changed from \/\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$\/ to \/\^\\d\{8\}\$\/; consumers on each side/),
    ]);
  });

  test('an exclusive and an inclusive limit meaning the same integers are equal', () => {
    const problems = checkEventCompatibility({
      schemas: catalogueWith({ 'order.order.refunded.v1': refunded.extend({ amount: z.number().int().min(1) }) }),
    });
    expect(problems).toEqual([]);
  });

  test('a removed wire name fails: keep publishing it until every consumer moved', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.reviewed.v1': undefined }) });
    expect(problems).toEqual([
      'event order.order.reviewed.v1 (released by order) is no longer in eventSchemas: consumers still subscribe to it. Keep publishing it until every consumer moved to its successor; retire it in a later release.',
    ]);
  });

  test('a new optional field passes', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.completed.v1': completed.extend({ currency: z.string().optional() }) }) });
    expect(problems).toEqual([]);
  });

  test('a new …v2 wire name passes, even with a new required field', () => {
    const problems = checkEventCompatibility({ schemas: catalogueWith({ 'order.order.completed.v2': completed.extend({ currency: z.string() }) }) });
    expect(problems).toEqual([]);
  });
});
