import { describe, expect, it } from '@jest/globals';
import { isMediaKey } from '../../src/index.js';

describe('isMediaKey', () => {
  it.each(['logos/0f3a/64.webp', 'a', 'A-b_c.d/e1', 'products/2026/11/x.webp'])('accepts %s', (key) => {
    expect(isMediaKey(key)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['absolute', '/etc/passwd'],
    ['parent segment', 'logos/../secret'],
    ['leading parent', '../x'],
    ['current segment', 'logos/./x'],
    ['hidden name', 'logos/.x.tmp'],
    ['trailing slash', 'logos/'],
    ['double slash', 'logos//x'],
    ['backslash', 'logos\\x'],
    ['space', 'logos/a b'],
    ['percent', 'logos/%2e%2e'],
    ['non-ASCII', 'logos/ä'],
    ['too long', `a/${'b'.repeat(511)}`],
  ])('refuses a key: %s', (_, key) => {
    expect(isMediaKey(key)).toBe(false);
  });
});
