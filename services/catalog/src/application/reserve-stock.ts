import { catalogReasons, LINE_MAX_QUANTITY, orderReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { insertReservation, takeStock, type ReservedQuantity } from '../db/stock-repository.js';
import { ORDERABLE_BATCH_MAX } from './get-orderable-products.js';
import { assertProductId, assertReservationId } from './shared/ids.js';

/**
 * The order service takes an order's quantities off the stock, all or nothing. The reservation row
 * goes in first: a duplicate (even a concurrent one, which waits on its key) or a reservation
 * released before it arrived takes nothing. Then one conditional update per product, in product id
 * order so concurrent reservations lock rows in the same order; a shortfall rolls everything back.
 */
export const reserveStock = defineCommand(
  'ReserveStock',
  async ({ em, now }, request: { reservationId: string; items: ReservedQuantity[] }): Promise<Record<string, never>> => {
    assertReservationId(request.reservationId);
    if (request.items.length === 0 || request.items.length > ORDERABLE_BATCH_MAX) throw new AppError('INVALID_ARGUMENT', catalogReasons.tooManyItems);
    const byProduct = new Map<number, number>();
    for (const { productId, quantity } of request.items) {
      assertProductId(productId);
      if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > LINE_MAX_QUANTITY) throw new AppError('INVALID_ARGUMENT', orderReasons.invalidQuantity);
      byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
    }
    const items = [...byProduct].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);
    if (!(await insertReservation(em, { id: request.reservationId, items, state: 'reserved', at: now }))) return {};
    for (const item of items) {
      if (!(await takeStock(em, item))) throw new AppError('FAILED_PRECONDITION', orderReasons.insufficientStock, `not enough stock of product ${item.productId}`);
    }
    return {};
  },
  { withoutKeyBecause: 'applied once per reservation id' },
);
