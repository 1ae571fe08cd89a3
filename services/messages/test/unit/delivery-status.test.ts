import { describe, expect, it } from '@jest/globals';
import { afterFailedTry, needsSmsFallback, withAttempt } from '../../src/domain/delivery-status.js';
import { defaultRetrySettings } from '../../src/domain/retries.js';

const at = new Date('2026-11-29T10:00:00Z');
const seconds = (n: number) => new Date(at.getTime() + n * 1000);

describe('after a failed try', () => {
  it('retries news with backoff until the tries run out, then dead-letters it', () => {
    expect(afterFailedTry({ isCode: false, retryable: true, tries: 1, at }, defaultRetrySettings)).toEqual({ status: 'pending', nextTryAt: seconds(30) });
    expect(afterFailedTry({ isCode: false, retryable: true, tries: 3, at }, defaultRetrySettings)).toEqual({ status: 'pending', nextTryAt: seconds(120) });
    expect(afterFailedTry({ isCode: false, retryable: true, tries: 8, at }, defaultRetrySettings)).toEqual({ status: 'dead', nextTryAt: null });
  });

  it('fails at once a refusal no retry changes, and a code (its fallback stands in)', () => {
    expect(afterFailedTry({ isCode: false, retryable: false, tries: 1, at }, defaultRetrySettings)).toEqual({ status: 'failed', nextTryAt: null });
    expect(afterFailedTry({ isCode: true, retryable: true, tries: 1, at }, defaultRetrySettings)).toEqual({ status: 'failed', nextTryAt: null });
  });
});

describe("a code's SMS fallback", () => {
  const settings = { whatsappDeliveryTimeoutSeconds: 30 };
  const whatsapp = (status: 'pending' | 'sent' | 'delivered' | 'failed', sentAt: Date | null = at) => ({ channel: 'whatsapp', status, sentAt, createdAt: at });

  it('is needed when WhatsApp failed, or stayed undelivered past the timeout', () => {
    expect(needsSmsFallback([whatsapp('failed')], seconds(1), settings)).toBe(true);
    expect(needsSmsFallback([whatsapp('sent')], seconds(29), settings)).toBe(false);
    expect(needsSmsFallback([whatsapp('sent')], seconds(30), settings)).toBe(true);
  });

  it('is not needed once WhatsApp delivered, while it is still queued, or when the SMS exists', () => {
    expect(needsSmsFallback([whatsapp('delivered')], seconds(60), settings)).toBe(false);
    expect(needsSmsFallback([whatsapp('pending', null)], seconds(60), settings)).toBe(false);
    expect(needsSmsFallback([whatsapp('failed'), { channel: 'sms', status: 'sent', sentAt: at, createdAt: at }], seconds(60), settings)).toBe(false);
  });
});

it('keeps the latest 20 attempts of a delivery', () => {
  let attempts = withAttempt([], { at: at.toISOString(), outcome: 'failed' });
  for (let n = 0; n < 30; n++) attempts = withAttempt(attempts, { at: seconds(n).toISOString(), outcome: 'failed', error: String(n) });
  expect(attempts).toHaveLength(20);
  expect(attempts.at(-1)!.error).toBe('29');
});
