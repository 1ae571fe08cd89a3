import { nextCodeAttempt, type CodeAttempt, type CodeFallbackSettings } from './channels.js';
import { afterFailure, type RetrySettings } from './retries.js';

/**
 * `pending`: waiting for its time; `sending`: claimed by a worker; `sent`: accepted by the provider,
 * its receipt to come; `delivered`: the provider (or the SMTP server) has it delivered; `failed`: it
 * will not be tried again (a code's channel that failed: its fallback takes over, or a refusal no
 * retry can change); `dead`: every retry failed, a dead letter for the operators.
 */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'delivered', 'failed', 'dead'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export function isDeliveryStatus(value: string): value is DeliveryStatus {
  return (deliveryStatuses as readonly string[]).includes(value);
}

/** One try or receipt, as the operators see it. */
export interface DeliveryAttempt {
  at: string;
  /** `postponed`: held back by the rate limit; `requeued`: an operator sent it again. */
  outcome: 'sent' | 'delivered' | 'failed' | 'undelivered' | 'postponed' | 'requeued';
  providerId?: string;
  error?: string;
}

/** At most this many attempts are kept on a delivery: the latest. */
const KEPT_ATTEMPTS = 20;

export function withAttempt(attempts: readonly DeliveryAttempt[], attempt: DeliveryAttempt): DeliveryAttempt[] {
  return [...attempts, attempt].slice(-KEPT_ATTEMPTS);
}

/** What to set on a delivery after a try failed. */
export type AfterFailedTry = { status: 'pending'; nextTryAt: Date } | { status: 'failed' | 'dead'; nextTryAt: null };

/**
 * After the `tries`-th try failed: a code's channel is never retried (its fallback or the person's
 * "send again" stands in); a refusal no retry can change fails; otherwise retried with backoff
 * until the tries run out, then dead-lettered.
 */
export function afterFailedTry(input: { isCode: boolean; retryable: boolean; tries: number; at: Date }, settings: RetrySettings): AfterFailedTry {
  if (input.isCode || !input.retryable) return { status: 'failed', nextTryAt: null };
  const decision = afterFailure(input.tries, input.at, settings);
  return decision.action === 'retry' ? { status: 'pending', nextTryAt: decision.at } : { status: 'dead', nextTryAt: null };
}

/** A code's deliveries to a phone as `nextCodeAttempt` reads them. */
export function codeHistory(deliveries: readonly { channel: string; status: DeliveryStatus; sentAt: Date | null; createdAt: Date }[]): CodeAttempt[] {
  return deliveries
    .filter((delivery): delivery is typeof delivery & { channel: 'whatsapp' | 'sms' } => delivery.channel === 'whatsapp' || delivery.channel === 'sms')
    .filter((delivery) => delivery.status !== 'pending' && delivery.status !== 'sending')
    .map((delivery) => ({
      channel: delivery.channel,
      sentAt: delivery.sentAt ?? delivery.createdAt,
      status: delivery.status === 'delivered' ? 'delivered' : delivery.status === 'sent' ? 'sent' : 'failed',
    }));
}

/** Whether a code to a phone needs its SMS now, judged from its deliveries so far. */
export function needsSmsFallback(deliveries: Parameters<typeof codeHistory>[0], now: Date, settings: CodeFallbackSettings): boolean {
  if (deliveries.some((delivery) => delivery.channel === 'sms')) return false;
  const next = nextCodeAttempt(codeHistory(deliveries), now, settings);
  return next.action === 'send' && next.channel === 'sms';
}
