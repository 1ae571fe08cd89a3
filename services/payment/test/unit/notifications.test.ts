import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { verifyChargeNotification, verifyPayoutNotification } from '../../src/gateway/notifications.js';
import { chargeSignature, signatureMatches } from '../../src/gateway/signature.js';

const KEY = 'SB-Mid-server-unit-test';
const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const settlement = (overrides: Record<string, string> = {}) => {
  const fields = { order_id: 'b7f1e1c4-1d1e-4c8e-9a55-0f0e6d1c2a10', status_code: '200', gross_amount: '150000.00', transaction_status: 'settlement', fraud_status: 'accept', currency: 'IDR', ...overrides };
  return { ...fields, signature_key: sha512(`${fields.order_id}${fields.status_code}${fields.gross_amount}${KEY}`) };
};

describe('charge notifications', () => {
  it('are signed with SHA-512 of order_id + status_code + gross_amount + server key', () => {
    expect(chargeSignature({ orderId: 'order-1', statusCode: '200', grossAmount: '10000.00' }, KEY)).toBe(sha512(`order-1200${'10000.00'}${KEY}`));
  });

  it('are read once their signature holds', () => {
    expect(verifyChargeNotification(settlement(), KEY)).toEqual({
      kind: 'verified',
      subject: 'b7f1e1c4-1d1e-4c8e-9a55-0f0e6d1c2a10',
      state: { gatewayStatus: 'settlement', report: { status: 'paid', amount: 150_000, currency: 'IDR' } },
    });
  });

  it('are refused when a signed field was changed, or signed with another key', () => {
    expect(verifyChargeNotification({ ...settlement(), gross_amount: '1500000.00' }, KEY)).toEqual({ kind: 'bad-signature', subject: 'b7f1e1c4-1d1e-4c8e-9a55-0f0e6d1c2a10' });
    expect(verifyChargeNotification(settlement(), 'SB-Mid-server-another')).toMatchObject({ kind: 'bad-signature' });
  });

  it('are contradicted when transaction_status disagrees with the signed status_code', () => {
    const subject = { kind: 'contradicted', subject: 'b7f1e1c4-1d1e-4c8e-9a55-0f0e6d1c2a10' };
    expect(verifyChargeNotification(settlement({ status_code: '201' }), KEY)).toEqual(subject);
    expect(verifyChargeNotification(settlement({ status_code: '202', transaction_status: 'pending' }), KEY)).toEqual(subject);
    expect(verifyChargeNotification(settlement({ status_code: '200', transaction_status: 'expire' }), KEY)).toEqual(subject);
    for (const [code, status] of [['201', 'pending'], ['202', 'deny'], ['202', 'cancel'], ['202', 'expire'], ['407', 'expire'], ['200', 'capture']]) {
      expect(verifyChargeNotification(settlement({ status_code: code!, transaction_status: status! }), KEY)).toMatchObject({ kind: 'verified' });
    }
    // A capture the fraud check holds is pending: Midtrans sends it with 201.
    expect(verifyChargeNotification(settlement({ status_code: '201', transaction_status: 'capture', fraud_status: 'challenge' }), KEY)).toMatchObject({ kind: 'verified' });
  });

  it('are malformed without the signed fields', () => {
    const { signature_key: _dropped, ...unsigned } = settlement();
    expect(verifyChargeNotification(unsigned, KEY)).toMatchObject({ kind: 'malformed', problem: 'signature_key' });
    expect(verifyChargeNotification('settlement', KEY)).toMatchObject({ kind: 'malformed' });
  });
});

describe('payout callbacks', () => {
  it('are signed over reference_no + status + amount with the merchant key', () => {
    const fields = { reference_no: 'a1c2e3f4-0000-4000-8000-000000000001', status: 'failed', amount: '95000.00', error_code: 'invalid_account', error_message: 'not valid' };
    const signed = { ...fields, signature_key: sha512(`${fields.reference_no}${fields.status}${fields.amount}${KEY}`) };
    expect(verifyPayoutNotification(signed, KEY)).toEqual({
      kind: 'verified',
      subject: fields.reference_no,
      state: { gatewayStatus: 'failed', report: { status: 'failed', amount: 95_000, reason: 'invalid_account: not valid' } },
    });
    expect(verifyPayoutNotification({ ...signed, status: 'completed' }, KEY)).toMatchObject({ kind: 'bad-signature' });
  });
});

describe('signature comparison', () => {
  it('ignores the case of hex digits and refuses another length', () => {
    expect(signatureMatches('abc123', 'ABC123')).toBe(true);
    expect(signatureMatches('abc123', 'abc12')).toBe(false);
  });
});
