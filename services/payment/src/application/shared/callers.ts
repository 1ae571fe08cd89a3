import { AppError, type Caller, type CallInfo } from '@shop/service-kit';

/** The user a call acts for; access.ts has already required one for every method that asks. */
export function userOf(caller: Caller): string {
  if (!caller.userId) throw new AppError('PERMISSION_DENIED', 'caller_not_allowed', 'this method acts for a user');
  return caller.userId;
}

/** The gateway's notifications and the reconciliation job: changes driven by the gateway, applied once by the state machines (no idempotency key). */
export const gatewayCall: Pick<CallInfo, 'caller' | 'idempotencyKey'> = { caller: { service: 'payment-gateway', roles: [] }, idempotencyKey: undefined };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from outside (a request, the gateway) as stored, or undefined when it cannot be one of ours. */
export function ourId(id: string): string | undefined {
  return UUID.test(id) ? id.toLowerCase() : undefined;
}
