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
