import type { RechargeMethod } from '@shop/contracts';
import type { PayoutReport } from '../domain/payout-status.js';
import type { RechargeStatus } from '../domain/recharge-status.js';
import type { ChargeState, PayoutState } from './gateway.js';

/**
 * A Core API transaction status as a recharge status: `settlement`, and `capture` the fraud check
 * accepted, are paid; `expire` expired; `deny`, `cancel` and `failure` failed; `pending` (and a
 * capture under review) pending. Anything else (refunds, chargebacks, authorisations) is not a
 * recharge's business: undefined.
 */
export function rechargeStatusOf(transactionStatus: string, fraudStatus: string | undefined): RechargeStatus | undefined {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return fraudStatus === undefined || fraudStatus === 'accept' ? 'paid' : fraudStatus === 'deny' ? 'failed' : 'pending';
    case 'pending':
      return 'pending';
    case 'expire':
      return 'expired';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    default:
      return undefined;
  }
}

/**
 * The `status_code` Midtrans sends with each recharge status: 200 paid (settlement, an accepted
 * capture), 201 pending (a capture under review included), 202 refused (deny, cancel, failure) and
 * 202 or 407 expired (Midtrans documents 202 for an expiry and sends 407 in its notifications).
 */
const statusCodesOf: Record<RechargeStatus, readonly string[]> = { paid: ['200'], pending: ['201'], failed: ['202'], expired: ['202', '407'] };

/**
 * Whether a notification's signed `status_code` agrees with its unsigned `transaction_status`:
 * only the code is signed, so a status that contradicts it was not sent by the gateway. A status
 * this service does not act on (a refund, say) is not checked.
 */
export function statusCodeAgrees(statusCode: string, transactionStatus: string, fraudStatus: string | undefined): boolean {
  const status = rechargeStatusOf(transactionStatus, fraudStatus);
  return status === undefined || statusCodesOf[status].includes(statusCode);
}

/**
 * An Iris-style payout status: `queued`, `approved` and `processed` are under way (accepted);
 * `completed` is paid; `failed` and `rejected` failed. Anything else: undefined.
 */
export function payoutStatusOf(status: string): PayoutReport['status'] | undefined {
  switch (status) {
    case 'queued':
    case 'approved':
    case 'processed':
      return 'accepted';
    case 'completed':
      return 'paid';
    case 'failed':
    case 'rejected':
      return 'failed';
    default:
      return undefined;
  }
}

/**
 * A monetary value as the gateway writes it ("10000", "10000.0", "10000.00") in whole rupiah;
 * undefined for anything else, a fraction of a rupiah included.
 */
export function wholeRupiah(value: string): number | undefined {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match || (match[2] !== undefined && Number(match[2]) !== 0)) return undefined;
  return Number(match[1]);
}

/** Whole rupiah as the gateway's monetary value: two decimals, as Midtrans writes gross_amount. */
export function monetaryValue(amount: number): string {
  return `${amount}.00`;
}

/** The Core API's `payment_type` and its options for a recharge method. */
export function chargeOptionsOf(method: RechargeMethod, returnUrl: string | undefined): Record<string, unknown> {
  switch (method) {
    case 'bca_va':
    case 'bni_va':
    case 'bri_va':
    case 'permata_va':
      return { payment_type: 'bank_transfer', bank_transfer: { bank: method.slice(0, -'_va'.length) } };
    case 'mandiri_bill':
      return { payment_type: 'echannel', echannel: { bill_info1: 'Payment:', bill_info2: 'Balance recharge' } };
    case 'qris':
      return { payment_type: 'qris', qris: { acquirer: 'gopay' } };
    case 'gopay':
      return { payment_type: 'gopay', gopay: returnUrl ? { enable_callback: true, callback_url: returnUrl } : {} };
    case 'shopeepay':
      return { payment_type: 'shopeepay', shopeepay: returnUrl ? { callback_url: returnUrl } : {} };
  }
}

/** `custom_expiry.order_time` as the Core API wants it: Jakarta wall-clock time with its offset. */
export function jakartaOrderTime(instant: Date): string {
  const jakarta = new Date(instant.getTime() + 7 * 3600_000).toISOString();
  return `${jakarta.slice(0, 10)} ${jakarta.slice(11, 19)} +0700`;
}

/** A charge's state from the fields a notification and a status answer share. */
export function chargeStateOf(fields: { transaction_status?: string; fraud_status?: string; gross_amount?: string; currency?: string }): ChargeState {
  const gatewayStatus = fields.transaction_status ?? '';
  const status = rechargeStatusOf(gatewayStatus, fields.fraud_status);
  return { gatewayStatus, report: status && { status, amount: wholeRupiah(fields.gross_amount ?? ''), currency: fields.currency ?? 'IDR' } };
}

/**
 * A payout's state from a callback, a status answer or a creation answer (which carries no amount:
 * `requestedAmount` then, what was asked for).
 */
export function payoutStateOf(fields: { status: string; amount?: string; error_code?: string; error_message?: string }, requestedAmount?: number): PayoutState {
  const status = payoutStatusOf(fields.status);
  const reason = [fields.error_code, fields.error_message].filter(Boolean).join(': ');
  return { gatewayStatus: fields.status, report: status && { status, amount: fields.amount === undefined ? requestedAmount : wholeRupiah(fields.amount), reason } };
}
