import { AppError, type Caller } from '@shop/service-kit';
import { orderReasons } from '@shop/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user a call acts for: the one its caller assertion names (access.ts requires one for every personal method). */
export function userOf(caller: Caller): string {
  if (!caller.userId) throw new AppError('PERMISSION_DENIED', 'caller_not_allowed', 'this method acts for a user');
  return caller.userId;
}

export function assertOrderId(id: string): void {
  if (!UUID.test(id)) throw new AppError('INVALID_ARGUMENT', orderReasons.invalidOrderId);
}

export function orderNotFound(): AppError {
  return new AppError('NOT_FOUND', orderReasons.orderNotFound);
}
