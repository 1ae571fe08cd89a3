import { paymentReasons } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { GatewayUnavailable } from '../../gateway/gateway.js';

/**
 * A call to the gateway from a command: unreachable, the command fails UNAVAILABLE
 * `gateway_unavailable`, which rolls it back whole (nothing kept, its key included).
 */
export async function atGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw new AppError('UNAVAILABLE', paymentReasons.gatewayUnavailable, error.message);
    throw error;
  }
}

/**
 * One item the reconciliation checks with the gateway, no transaction open while it asks (a slow
 * gateway then holds no row lock and no connection): `claim` takes the next due item in a short
 * transaction (skip locked, and marked heard, so neither another replica nor this round takes it
 * again meanwhile), the gateway is asked, and `apply` applies its answer in another short
 * transaction that locks the item again, its state machine judging the answer against whatever a
 * notification applied in between. Nothing due: undefined. The gateway unreachable: UNAVAILABLE,
 * and the item is asked about again once due again.
 */
export async function checkWithGateway<I, A, R>(steps: { claim: () => Promise<I | undefined>; ask: (item: I) => Promise<A>; apply: (item: I, answer: A) => Promise<R> }): Promise<R | undefined> {
  const item = await steps.claim();
  if (item === undefined) return undefined;
  return steps.apply(item, await atGateway(() => steps.ask(item)));
}
