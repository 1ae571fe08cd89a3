import { describe, expect, it } from '@jest/globals';
import { isNewerBuild, parseLatestBuild } from '../../src/lib/build-check';

describe('parseLatestBuild', () => {
  it('accepts { id, timestamp }', () => {
    expect(parseLatestBuild({ id: 'b42', timestamp: 1_760_000_000_000 })).toEqual({ id: 'b42', timestamp: 1_760_000_000_000 });
  });

  it('keeps only the known fields', () => {
    expect(parseLatestBuild({ id: 'b42', timestamp: 1, extra: 'x' })).toEqual({ id: 'b42', timestamp: 1 });
  });

  it.each([
    undefined,
    null,
    'b42',
    42,
    [],
    [{ id: 'b42', timestamp: 1 }],
    {},
    { id: 'b42' },
    { timestamp: 1 },
    { id: 42, timestamp: 1 },
    { id: '', timestamp: 1 },
    { id: '  ', timestamp: 1 },
    { id: 'b42', timestamp: '1' },
    { id: 'b42', timestamp: Number.NaN },
    { id: 'b42', timestamp: Number.POSITIVE_INFINITY },
  ])('rejects %p', (json) => {
    expect(parseLatestBuild(json)).toBeUndefined();
  });
});

describe('isNewerBuild', () => {
  it('is true when the live build differs', () => {
    expect(isNewerBuild('b41', { id: 'b42' })).toBe(true);
  });

  it('is false for the same build', () => {
    expect(isNewerBuild('b42', { id: 'b42' })).toBe(false);
  });

  it('is false when the latest build is unknown', () => {
    expect(isNewerBuild('b42', undefined)).toBe(false);
  });

  it('is false when the running build has no id (development)', () => {
    expect(isNewerBuild('', { id: 'b42' })).toBe(false);
  });

  it('takes the output of parseLatestBuild', () => {
    expect(isNewerBuild('b41', parseLatestBuild({ id: 'b42', timestamp: 2 }))).toBe(true);
    expect(isNewerBuild('b41', parseLatestBuild('not json'))).toBe(false);
  });
});
