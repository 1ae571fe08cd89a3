import { describe, expect, it } from '@jest/globals';
import { catalogReasons, commonReasons, identityReasons } from '../src/index.js';

describe('error reasons', () => {
  const all = [commonReasons, identityReasons, catalogReasons].flatMap((reasons) => Object.values(reasons));

  it('are snake_case wire names', () => {
    for (const reason of all) expect(reason).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('belong to one service each, so a reason says where it came from', () => {
    expect(new Set(all).size).toBe(all.length);
  });
});
