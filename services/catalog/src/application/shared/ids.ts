import { catalogReasons, commonReasons, orderReasons } from '@shop/contracts';
import { AppError, decodeCursor, pageLimit, type Caller, type Cursor } from '@shop/service-kit';

export function assertProductId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidProductId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stock reservation is named by its order's id. */
export function assertReservationId(id: string): void {
  if (!UUID.test(id)) throw new AppError('INVALID_ARGUMENT', orderReasons.invalidOrderId);
}

export function assertStoreId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidStoreId);
}

/** The shopper a call acts for: the user its caller assertion names (access.ts requires one for every personal method). */
export function shopperOf(caller: Caller): string {
  if (!caller.userId) throw new AppError('PERMISSION_DENIED', 'caller_not_allowed', 'this method acts for a shopper');
  return caller.userId;
}

/** The position after which a keyset page starts: none for '', invalid_cursor for anything that is not a cursor of (instant, id). */
export function afterCursor(cursor: string): Cursor<Date, number> | undefined {
  if (cursor === '') return undefined;
  const after = decodeCursor(cursor, 'instant', 'number');
  if (after === commonReasons.invalidCursor) throw new AppError('INVALID_ARGUMENT', after);
  return after;
}

/** A keyset page size from the wire (0 for the fallback); invalid_limit out of range. */
export function limitOf(limit: number, bounds: { fallback: number; max: number }): number {
  const size = pageLimit(limit, bounds);
  if (size === commonReasons.invalidLimit) throw new AppError('INVALID_ARGUMENT', size);
  return size;
}
