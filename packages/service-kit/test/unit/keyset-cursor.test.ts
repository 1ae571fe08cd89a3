import { describe, expect, it } from '@jest/globals';
import { decodeCursor, encodeCursor, pageLimit } from '../../src/paging/keyset-cursor.js';

describe('keyset cursors', () => {
  it('round-trip a number or an instant with an id', () => {
    expect(decodeCursor(encodeCursor(1234, 7), 'number', 'number')).toEqual({ value: 1234, id: 7 });
    const at = new Date('2026-11-25T01:02:03.456Z');
    expect(decodeCursor(encodeCursor(at, 9), 'instant', 'number')).toEqual({ value: at, id: 9 });
    const uuid = '0b6f3c1e-3d55-4b8e-9a43-6f1c2d3e4f50';
    expect(decodeCursor(encodeCursor(at, uuid), 'instant', 'uuid')).toEqual({ value: at, id: uuid });
  });

  it('are base64url of [sortValue, id]', () => {
    expect(Buffer.from(encodeCursor(5, 3), 'base64url').toString()).toBe('[5,3]');
    expect(encodeCursor(new Date(0), 1)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuse anything else as invalid_cursor', () => {
    const bad = [
      'not base64 !',
      Buffer.from('{}').toString('base64url'),
      Buffer.from('[1]').toString('base64url'),
      Buffer.from('[1,2,3]').toString('base64url'), // a scope where none is known
      Buffer.from('["1",2]').toString('base64url'),
      Buffer.from('[1.5,2]').toString('base64url'),
      Buffer.from('[1,0]').toString('base64url'),
      Buffer.from('[1,-4]').toString('base64url'),
      Buffer.from('[1,"x"]').toString('base64url'),
    ];
    for (const cursor of bad) expect(decodeCursor(cursor, 'number', 'number')).toBe('invalid_cursor');
    // The wrong kind for the order: a number where an instant belongs, and the reverse.
    expect(decodeCursor(encodeCursor(5, 1), 'instant', 'number')).toBe('invalid_cursor');
    expect(decodeCursor(encodeCursor(new Date(0), 1), 'number', 'number')).toBe('invalid_cursor');
    expect(decodeCursor(Buffer.from('["2026-13-45T99:00:00.000Z",1]').toString('base64url'), 'instant', 'number')).toBe('invalid_cursor');
    expect(decodeCursor(encodeCursor(new Date(0), 1), 'instant', 'uuid')).toBe('invalid_cursor');
  });
});

describe('keyset cursor scopes', () => {
  it('round-trip a scope the order knows', () => {
    expect(decodeCursor(encodeCursor(12, 3, 'similar'), 'number', 'number', ['similar'])).toEqual({ value: 12, id: 3, scope: 'similar' });
    expect(decodeCursor(encodeCursor(12, 3), 'number', 'number', ['similar'])).toEqual({ value: 12, id: 3 });
  });

  it('refuse a scope the order does not know', () => {
    expect(decodeCursor(encodeCursor(12, 3, 'other'), 'number', 'number', ['similar'])).toBe('invalid_cursor');
    expect(decodeCursor(encodeCursor(12, 3, 'similar'), 'number', 'number')).toBe('invalid_cursor');
    expect(decodeCursor(Buffer.from('[1,2,3,4]').toString('base64url'), 'number', 'number', ['3'])).toBe('invalid_cursor');
  });
});

describe('page limits', () => {
  it('take the fallback for 0 and allow 1 to the maximum', () => {
    const bounds = { fallback: 20, max: 50 };
    expect(pageLimit(0, bounds)).toBe(20);
    expect(pageLimit(1, bounds)).toBe(1);
    expect(pageLimit(50, bounds)).toBe(50);
    expect(pageLimit(51, bounds)).toBe('invalid_limit');
    expect(pageLimit(-1, bounds)).toBe('invalid_limit');
    expect(pageLimit(2.5, bounds)).toBe('invalid_limit');
  });
});
