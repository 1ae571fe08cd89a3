import { describe, expect, it } from '@jest/globals';
import { profitOf } from '../src/index.js';

describe('profit', () => {
  it('is the goods amount less the goods cost, a loss below zero', () => {
    expect(profitOf(150_000, 90_000)).toBe(60_000);
    expect(profitOf(0, 12_500)).toBe(-12_500);
  });
});
