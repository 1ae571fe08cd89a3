import { z } from 'zod';
import type { ChargeState, PayoutState } from './gateway.js';
import { chargeStateOf, payoutStateOf, statusCodeAgrees } from './midtrans-codes.js';
import { chargeSignature, payoutSignature, signatureMatches } from './signature.js';

/** A charge notification as the gateway posts it (the fields this service reads; the rest is ignored). */
const chargeNotification = z.object({
  order_id: z.string().min(1).max(64),
  status_code: z.string().max(8),
  gross_amount: z.string().max(32),
  signature_key: z.string().max(256),
  transaction_status: z.string().max(32),
  fraud_status: z.string().max(32).optional(),
  currency: z.string().max(8).optional(),
});

/** A payout callback: Iris' payout notification fields plus a signature over reference_no, status and amount. */
const payoutNotification = z.object({
  reference_no: z.string().min(1).max(64),
  status: z.string().max(32),
  amount: z.string().max(32),
  signature_key: z.string().max(256),
  error_code: z.string().max(100).optional(),
  error_message: z.string().max(300).optional(),
});

/**
 * A notification read: its subject (order id or payout reference) and what it says, once its
 * signature holds and its unsigned status agrees with the signed one (`contradicted` otherwise).
 */
export type Verified<S> =
  | { kind: 'verified'; subject: string; state: S }
  | { kind: 'malformed'; problem: string }
  | { kind: 'bad-signature'; subject: string }
  | { kind: 'contradicted'; subject: string };

export function verifyChargeNotification(body: unknown, serverKey: string): Verified<ChargeState> {
  const parsed = chargeNotification.safeParse(body);
  if (!parsed.success) return { kind: 'malformed', problem: parsed.error.issues.map((issue) => issue.path.join('.')).join(', ') };
  const notification = parsed.data;
  const expected = chargeSignature({ orderId: notification.order_id, statusCode: notification.status_code, grossAmount: notification.gross_amount }, serverKey);
  if (!signatureMatches(expected, notification.signature_key)) return { kind: 'bad-signature', subject: notification.order_id };
  // The signature leaves transaction_status out: a pending notification edited to settlement keeps a valid signature.
  if (!statusCodeAgrees(notification.status_code, notification.transaction_status, notification.fraud_status)) return { kind: 'contradicted', subject: notification.order_id };
  return { kind: 'verified', subject: notification.order_id, state: chargeStateOf(notification) };
}

export function verifyPayoutNotification(body: unknown, merchantKey: string): Verified<PayoutState> {
  const parsed = payoutNotification.safeParse(body);
  if (!parsed.success) return { kind: 'malformed', problem: parsed.error.issues.map((issue) => issue.path.join('.')).join(', ') };
  const notification = parsed.data;
  const expected = payoutSignature({ referenceNo: notification.reference_no, status: notification.status, amount: notification.amount }, merchantKey);
  if (!signatureMatches(expected, notification.signature_key)) return { kind: 'bad-signature', subject: notification.reference_no };
  return { kind: 'verified', subject: notification.reference_no, state: payoutStateOf(notification) };
}
