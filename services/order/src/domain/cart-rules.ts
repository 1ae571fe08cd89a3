import { CART_MAX_LINES, LINE_MAX_QUANTITY, orderReasons, type OrderReason } from '@shop/contracts';

/** Whether a line quantity is one a cart or an order may hold. */
export function validQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= LINE_MAX_QUANTITY;
}

/**
 * The quantity a line holds after adding `adding` to `current` (0 for a new line), or why not:
 * beyond the stock, beyond a line's maximum, or a new line in a full cart.
 */
export function addedQuantity(input: { current: number; adding: number; stock: number; lines: number }): number | OrderReason {
  if (!validQuantity(input.adding)) return orderReasons.invalidQuantity;
  if (input.current === 0 && input.lines >= CART_MAX_LINES) return orderReasons.cartFull;
  const quantity = Math.min(input.current + input.adding, LINE_MAX_QUANTITY);
  return quantity > input.stock ? orderReasons.insufficientStock : quantity;
}

/** A line's new quantity, or why not. */
export function updatedQuantity(quantity: number, stock: number): number | OrderReason {
  if (!validQuantity(quantity)) return orderReasons.invalidQuantity;
  return quantity > stock ? orderReasons.insufficientStock : quantity;
}
