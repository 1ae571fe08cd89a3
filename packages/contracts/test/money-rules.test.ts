import { describe, expect, it } from '@jest/globals';
import { formatRupiah, profitOf } from '../src/index.js';

describe('profit', () => {
  it('is the goods amount less the goods cost, a loss below zero', () => {
    expect(profitOf(150_000, 90_000)).toBe(60_000);
    expect(profitOf(0, 12_500)).toBe(-12_500);
  });
});

describe('formatRupiah', () => {
  it('groups thousands with dots after the Rp symbol, in whole rupiah', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(1234.6)).toBe('Rp 1.235');
  });

  it('shows a loss with a minus sign, and no minus for what rounds to nothing', () => {
    expect(formatRupiah(-15_000)).toBe('-Rp 15.000');
    expect(formatRupiah(-0.2)).toBe('Rp 0');
  });
});
