import { catalogReasons } from '@shop/contracts';
import { AppError } from '@shop/service-kit';

export function assertProductId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidProductId);
}

export function assertStoreId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidStoreId);
}
