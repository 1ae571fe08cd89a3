import { AppError, type Caller, type CallInfo } from '@shop/service-kit';

/** The user a call acts for; access.ts has already required one for every method that asks. */
export function userOf(caller: Caller): string {
  if (!caller.userId) throw new AppError('PERMISSION_DENIED', 'caller_not_allowed', 'this method acts for a user');
  return caller.userId;
}

/** The gateway's notifications and the reconciliation job: changes driven by the gateway, applied once by the state machines (no idempotency key). */
export const gatewayCall: Pick<CallInfo, 'caller' | 'idempotencyKey'> = { caller: { service: 'payment-gateway', roles: [] }, idempotencyKey: undefined };
