import type { IncomingMessage } from 'node:http';
import { readLimitedBody, startCallbackListener, type CallbackAnswer, type CallbackRoute, type Logger, type RunningExtra, type UseCaseRunner } from '@shop/service-kit';
import { applyChargeNotification } from '../application/apply-charge-notification.js';
import { applyPayoutNotification } from '../application/apply-payout-notification.js';
import { gatewayCall } from '../application/shared/callers.js';
import { atGateway } from '../application/shared/gateway-calls.js';
import type { AppliedCharge } from '../application/shared/charge-state.js';
import type { AppliedPayout } from '../application/shared/payout-state.js';
import type { postOrderPayment } from '../application/settle-order-payment.js';
import type { PaymentWorkflows } from '../application/workflows/index.js';
import type { ChargeState, PaymentGateway, PayoutState } from '../gateway/gateway.js';
import { verifyChargeNotification, verifyPayoutNotification, type Verified } from '../gateway/notifications.js';

/** A notification is a few hundred bytes; anything much larger is not one. */
export const MAX_NOTIFICATION_BYTES = 16 * 1024;

export const CHARGE_NOTIFICATION_PATH = '/notifications/charge';
export const PAYOUT_NOTIFICATION_PATH = '/notifications/payout';

/**
 * The HTTP endpoints the gateway notifies: `POST /notifications/charge` (Core API notifications)
 * and `POST /notifications/payout` (payout callbacks). Each is verified by its signature (a bad
 * one, or a charge status its signed status code contradicts: 401, logged with the order id,
 * nothing changed). One that ends a charge or a payout is then confirmed with the gateway's status
 * API, no transaction open, and what the gateway answers there is applied, not what the
 * notification says: a signature proves the gateway sent it once, not that it is news (a captured
 * notification can be replayed). Then it is applied once by the state machine. Anything applied
 * now or before answers 200, so the gateway stops retrying; an unknown order 404 (its charge may
 * still be committing: the gateway retries); the gateway unreachable for the check 500 (retried).
 */
export async function startNotificationListener(options: {
  host: string;
  port: number;
  runner: UseCaseRunner;
  /** Asked for the state of a charge or payout a notification says has ended. */
  gateway: Pick<PaymentGateway, 'chargeStatus' | 'payoutStatus'>;
  keys: { serverKey: string; payoutMerchantKey: string };
  /** Posts an order payment the notification made paid (the reconciliation finishes it if this fails). */
  postOrderPayment: ReturnType<typeof postOrderPayment>;
  /** The runs of payouts and order payments, which a callback settling one signals. */
  workflows: Pick<PaymentWorkflows, 'payoutApplied' | 'chargeApplied'>;
  logger: Logger;
}): Promise<RunningExtra> {
  const { runner, gateway, keys, logger } = options;
  const applyPayout = applyPayoutNotification(options.workflows);
  const applyCharge = applyChargeNotification(options.workflows);

  async function chargeNotified(body: unknown): Promise<CallbackAnswer> {
    const notification = verifyChargeNotification(body, keys.serverKey);
    if (notification.kind !== 'verified') return refusal(notification, 'charge');
    const { subject: orderId } = notification;
    const state = await confirmed(orderId, notification.state, () => gateway.chargeStatus(orderId));
    if (!state) return { status: 404, body: { status: 'unknown order' } };
    const applied = await runner.command(applyCharge, { orderId, state }, gatewayCall);
    logCharge(orderId, state.gatewayStatus, applied);
    if (applied.toPost) await post(applied.toPost);
    return applied.outcome === 'unknown' ? { status: 404, body: { status: 'unknown order' } } : { status: 200, body: { status: applied.outcome } };
  }

  async function post(paymentId: string): Promise<void> {
    try {
      const posted = await runner.command(options.postOrderPayment, { paymentId }, gatewayCall);
      if (posted?.refusal) logger.error({ paymentId, reason: posted.refusal }, 'order payment paid at the gateway but not posted: the fund refused');
    } catch (error) {
      logger.warn({ err: error, paymentId }, 'order payment not posted yet; reconciliation will post it');
    }
  }

  async function payoutNotified(body: unknown): Promise<CallbackAnswer> {
    const notification = verifyPayoutNotification(body, keys.payoutMerchantKey);
    if (notification.kind !== 'verified') return refusal(notification, 'payout');
    const { subject: referenceNo } = notification;
    const state = await confirmed(referenceNo, notification.state, () => gateway.payoutStatus(referenceNo));
    if (!state) return { status: 404, body: { status: 'unknown payout' } };
    const applied = await runner.command(applyPayout, { referenceNo, state }, gatewayCall);
    logPayout(referenceNo, state.gatewayStatus, applied);
    return applied.outcome === 'unknown' ? { status: 404, body: { status: 'unknown payout' } } : { status: 200, body: { status: applied.outcome } };
  }

  /**
   * The state to apply: a notification still pending moves nothing and is taken as it is; one that
   * ends the charge or payout is replaced by the gateway's own answer (undefined: the gateway does
   * not know it). A difference is logged: the gateway's later word, or a replayed notification.
   */
  async function confirmed<S extends ChargeState | PayoutState>(subject: string, notified: S, ask: () => Promise<S | undefined>): Promise<S | undefined> {
    if (notified.report === undefined || notified.report.status === 'pending' || notified.report.status === 'accepted') return notified;
    const answer = await atGateway(ask);
    if (answer?.gatewayStatus !== notified.gatewayStatus) logger.warn({ subject, notified: notified.gatewayStatus, atGateway: answer?.gatewayStatus ?? 'unknown' }, 'notification not confirmed by the gateway: its answer applied');
    return answer;
  }

  function refusal(notification: Exclude<Verified<unknown>, { kind: 'verified' }>, kind: 'charge' | 'payout'): CallbackAnswer {
    if (notification.kind === 'malformed') return { status: 400, body: { error: `not a ${kind} notification: ${notification.problem}` } };
    const subject = { [kind === 'charge' ? 'orderId' : 'referenceNo']: notification.subject };
    if (notification.kind === 'contradicted') {
      logger.warn(subject, `${kind} notification whose transaction_status contradicts its signed status_code ignored`);
      return { status: 401, body: { error: 'transaction_status contradicts the signed status_code' } };
    }
    logger.warn(subject, `${kind} notification with a bad signature ignored`);
    return { status: 401, body: { error: 'bad signature' } };
  }

  function logCharge(orderId: string, gatewayStatus: string, applied: AppliedCharge): void {
    const fields = { orderId, gatewayStatus, outcome: applied.outcome, status: applied.status };
    if (applied.outcome === 'mismatch') logger.error(fields, 'charge notification for another amount or currency ignored');
    else if (applied.outcome === 'after-final' && applied.reported === 'paid') logger.error(fields, 'charge paid at the gateway after its recharge or order payment closed: refund the payer');
    else if (applied.outcome === 'unknown') logger.info(fields, 'notification of an unknown order');
    else logger.debug(fields, 'charge notification');
  }

  function logPayout(referenceNo: string, gatewayStatus: string, applied: AppliedPayout): void {
    const fields = { referenceNo, gatewayStatus, outcome: applied.outcome, status: applied.status };
    if (applied.outcome === 'mismatch') logger.error(fields, 'payout callback for another amount ignored');
    else if (applied.outcome === 'unknown') logger.warn(fields, 'callback of an unknown payout');
    else if (applied.outcome === 'after-final') logger.warn(fields, 'payout callback after it settled ignored');
    else logger.debug(fields, 'payout callback');
  }

  /** A route of JSON notifications: the body read within its limit and parsed, then `notified`. */
  const json =
    (notified: (body: unknown) => Promise<CallbackAnswer>): CallbackRoute =>
    async (request: IncomingMessage) => {
      const text = await readLimitedBody(request, MAX_NOTIFICATION_BYTES);
      if (text === undefined) return { status: 413, body: { error: `at most ${MAX_NOTIFICATION_BYTES} bytes` } };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { status: 400, body: { error: 'not JSON' } };
      }
      return notified(body);
    };

  return startCallbackListener({
    host: options.host,
    port: options.port,
    routes: { [CHARGE_NOTIFICATION_PATH]: json(chargeNotified), [PAYOUT_NOTIFICATION_PATH]: json(payoutNotified) },
    logger,
    what: 'gateway notifications',
  });
}
