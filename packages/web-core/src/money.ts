// The pages show amounts as messages do: one formatter, shared through the contracts' browser-safe rules.
export { formatRupiah } from '@shop/contracts/money-rules';

/**
 * A discount as a badge shows it: `-20%`, the same in every language the shop speaks, written out
 * by hand as `formatRupiah` is (a card needs no texts of its own, so it renders at once).
 */
export function formatDiscount(percent: number): string {
  return `-${Math.round(percent)}%`;
}
