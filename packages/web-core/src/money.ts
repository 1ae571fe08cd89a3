/**
 * An amount of whole rupiah as the spec's currency shows it: `Rp 1.250.000`, dots between
 * thousands in every language (Indonesian prices are read that way). Written out by hand rather
 * than with Intl, whose output differs between ICU versions, so the server's HTML and the
 * browser's render agree.
 */
export function formatRupiah(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 && whole !== 0 ? '-' : ''}Rp ${grouped}`;
}

/**
 * A discount as a badge shows it: `-20%`, the same in every language the shop speaks, written out
 * by hand as `formatRupiah` is (a card needs no texts of its own, so it renders at once).
 */
export function formatDiscount(percent: number): string {
  return `-${Math.round(percent)}%`;
}
