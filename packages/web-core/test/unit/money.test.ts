import { describe, expect, it } from '@jest/globals';
import { formatDiscount, formatRupiah } from '../../src/money';

describe('formatRupiah', () => {
  it('groups thousands with dots after the Rp symbol', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });

  it('shows a loss with a minus sign and whole rupiah only', () => {
    expect(formatRupiah(-15_000)).toBe('-Rp 15.000');
    expect(formatRupiah(1234.6)).toBe('Rp 1.235');
    expect(formatRupiah(-0.2)).toBe('Rp 0');
  });
});

describe('formatDiscount', () => {
  it('is the percent off with a minus, in every language', () => {
    expect(formatDiscount(20)).toBe('-20%');
    expect(formatDiscount(5)).toBe('-5%');
  });
});
