import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Midtrans' notification signature: SHA-512 (hex) of order_id + status_code + gross_amount + the
 * server key, each exactly as the notification carries it.
 */
export function chargeSignature(fields: { orderId: string; statusCode: string; grossAmount: string }, serverKey: string): string {
  return sha512(fields.orderId + fields.statusCode + fields.grossAmount + serverKey);
}

/**
 * The payout callback's signature, made the same way over its own fields: SHA-512 (hex) of
 * reference_no + status + amount + the payout merchant key, each exactly as the callback carries it.
 */
export function payoutSignature(fields: { referenceNo: string; status: string; amount: string }, merchantKey: string): string {
  return sha512(fields.referenceNo + fields.status + fields.amount + merchantKey);
}

/** Compares a received signature with the expected one in constant time (case of the hex digits ignored). */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(received.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}
