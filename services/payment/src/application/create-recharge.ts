import { randomUUID } from 'node:crypto';
import { MAX_PENDING_RECHARGES, paymentReasons, RECHARGE_EXPIRY_MINUTES, rechargeProblem, type RechargeMethod } from '@shop/contracts';
import { AppError, defineCommand, lockName } from '@shop/service-kit';
import { Recharge, type RechargeRecord } from '../db/entities.js';
import { GatewayRefused, type OpenedCharge, type PaymentGateway } from '../gateway/gateway.js';
import { userOf } from './shared/callers.js';
import { atGateway } from './shared/gateway-calls.js';

/**
 * Opens a charge at the gateway for the caller and keeps the recharge with what the payer needs.
 * The charge is made inside the command's transaction, after its idempotency key is claimed: a
 * concurrent duplicate waits for it and gets the same recharge, so the gateway sees one charge per
 * key. An unreachable gateway is UNAVAILABLE `gateway_unavailable` and keeps nothing (a retry with
 * the same key tries again, under a new order id); a refused charge is `payment_failed`. A user
 * holds at most MAX_PENDING_RECHARGES open charges (their recharges are taken one at a time).
 */
export function createRecharge(gateway: PaymentGateway) {
  return defineCommand('CreateRecharge', async ({ em, now, caller }, request: { amount: number; method: string }): Promise<RechargeRecord> => {
    const userId = userOf(caller);
    const problem = rechargeProblem(request.amount, request.method);
    if (problem) throw new AppError('INVALID_ARGUMENT', problem.problem, `invalid ${problem.field}`, { field: problem.field });
    const method = request.method as RechargeMethod;
    // One user's recharges one at a time, so concurrent intents cannot all pass the count.
    await lockName(em, `recharge:${userId}`);
    const open = await em.count(Recharge, { userId, status: 'pending', expiresAt: { $gt: now } });
    if (open >= MAX_PENDING_RECHARGES) throw new AppError('FAILED_PRECONDITION', paymentReasons.tooManyPendingRecharges, `${open} recharges are open`);
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + RECHARGE_EXPIRY_MINUTES * 60_000);
    const charge = await openCharge(gateway, { orderId: id, amount: request.amount, method, createdAt: now, expiresAt });
    const recharge: RechargeRecord = {
      id,
      userId,
      amount: request.amount,
      currency: 'IDR',
      method,
      status: 'pending',
      vaNumber: charge.vaNumber,
      billerCode: charge.billerCode,
      qrString: charge.qrString,
      redirectUrl: charge.redirectUrl,
      gatewayTransactionId: charge.transactionId,
      gatewayStatus: 'pending',
      createdAt: now,
      expiresAt,
      paidAt: null,
      heardAt: now,
    };
    em.create(Recharge, recharge);
    return recharge;
  });
}

/** Opens a charge at the gateway: a refusal is `payment_failed`, unreachable `gateway_unavailable` (the command rolls back whole). */
export async function openCharge(gateway: PaymentGateway, request: Parameters<PaymentGateway['charge']>[0]): Promise<OpenedCharge> {
  try {
    return await atGateway(() => gateway.charge(request));
  } catch (error) {
    if (error instanceof GatewayRefused) throw new AppError('FAILED_PRECONDITION', paymentReasons.paymentFailed, error.message);
    throw error;
  }
}
