/**
 * The list price a sale price was discounted from: `price` is what the shopper pays, `discount`
 * the percent taken off the list price. Rounded half up to whole rupiah; a product without a
 * usable discount (0, or 100 and over, which would divide by nothing) is sold at its list price.
 */
export function listPriceOf(price: number, discount: number): number {
  if (discount <= 0 || discount >= 100) return price;
  return Math.floor((price * 100) / (100 - discount) + 0.5);
}
