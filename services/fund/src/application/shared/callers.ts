import { identityReasons } from '@shop/contracts';
import { AppError, type Caller } from '@shop/service-kit';
import type { Poster } from '../../domain/ledger.js';

/** This deployable's name, which its own calls carry (ownCall, runWithin). */
export const SERVICE_NAME = 'fund';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** The user a call acts for; access.ts has already required one for every method that asks. */
export function userOf(caller: Caller): string {
  if (!caller.userId) throw new AppError('PERMISSION_DENIED', 'caller_not_allowed', 'this method acts for a user');
  return caller.userId;
}

/** A wallet's owner named in a service's or an operator's request. */
export function assertUserId(userId: string): void {
  if (!isUuid(userId)) throw new AppError('INVALID_ARGUMENT', identityReasons.invalidUserId, 'user_id must be a uuid', { field: 'userId' });
}

/** Who makes a posting: the fund service's own calls (withdrawals, adjustments, events) or another service. */
export function posterOf(caller: Caller): Poster {
  return caller.service === SERVICE_NAME ? 'fund' : 'service';
}
