import { defineCommand } from '@shop/service-kit';
import type { Receipt, SendOutcome } from '../channels/channel.js';
import { Delivery, type DeliveryRecord } from '../db/entities.js';
import type { CodeFallbackSettings } from '../domain/channels.js';
import { afterFailedTry, needsSmsFallback, withAttempt } from '../domain/delivery-status.js';
import { classOf } from '../domain/kinds.js';
import { rateDecision, type RateLimitSettings } from '../domain/rate-limit.js';
import type { RetrySettings } from '../domain/retries.js';
import { queueCode } from './send-code.js';

export interface DeliverySettings {
  retries: RetrySettings;
  rateLimits: RateLimitSettings;
  codeFallback: CodeFallbackSettings;
  /** How long a claim lasts: a worker that died holding deliveries gives them up after it. */
  leaseMs: number;
}

const isCode = (delivery: Pick<DeliveryRecord, 'kind'>) => classOf(delivery.kind) === 'code';

/**
 * Claims up to `batch` due deliveries (pending and due, or sending with a lapsed claim: their
 * worker died) for this worker, skip locked so workers side by side share the queue. Of those,
 * a code past its expiry fails; one over its recipient's rate limit waits until the window frees a
 * place (not a try); the rest are answered, marked sending until the lease ends.
 */
export const claimDueDeliveries = defineCommand(
  'ClaimDueDeliveries',
  async ({ em, now }, request: { batch: number; settings: DeliverySettings }): Promise<DeliveryRecord[]> => {
    const { settings } = request;
    // Raw SQL: the ORM cannot express a bounded, skip-locked batch in the queue's index order.
    const ids = await em.execute<{ id: string }[]>(
      `select id from delivery
        where (status = 'pending' or status = 'sending') and next_try_at <= ?
        order by next_try_at limit ? for update skip locked`,
      [now, request.batch],
    );
    if (ids.length === 0) return [];
    const claimed = await em.find(Delivery, { id: { $in: ids.map((row) => Number(row.id)) } }, { orderBy: { nextTryAt: 'asc' } });
    const windowStart = new Date(now.getTime() - Math.max(settings.rateLimits.codes.windowSeconds, settings.rateLimits.others.windowSeconds) * 1000);
    const recent = await em.find(Delivery, { recipient: { $in: [...new Set(claimed.map((delivery) => delivery.recipient))] }, sentAt: { $gt: windowStart } }, { fields: ['recipient', 'kind', 'sentAt'] });
    const sends = new Map<string, { class: ReturnType<typeof classOf>; sentAt: Date }[]>();
    for (const send of recent) sends.set(send.recipient, [...(sends.get(send.recipient) ?? []), { class: classOf(send.kind), sentAt: send.sentAt! }]);
    const leaseUntil = new Date(now.getTime() + settings.leaseMs);
    const toSend: DeliveryRecord[] = [];
    for (const delivery of claimed) {
      delivery.updatedAt = now;
      if (isCode(delivery) && delivery.codeExpiresAt && delivery.codeExpiresAt <= now) {
        Object.assign(delivery, { status: 'failed', nextTryAt: null, leaseUntil: null, lastError: 'code expired before it could be sent' });
        continue;
      }
      const recipientSends = sends.get(delivery.recipient) ?? [];
      const decision = rateDecision(recipientSends, classOf(delivery.kind), now, settings.rateLimits);
      if (!decision.allowed) {
        Object.assign(delivery, { status: 'pending', nextTryAt: decision.retryAt, leaseUntil: null, attempts: withAttempt(delivery.attempts, { at: now.toISOString(), outcome: 'postponed', error: 'rate limit' }) });
        continue;
      }
      // Counted as sent for the rest of this batch, so one batch cannot pass the limit either.
      sends.set(delivery.recipient, [...recipientSends, { class: classOf(delivery.kind), sentAt: now }]);
      Object.assign(delivery, { status: 'sending', leaseUntil, nextTryAt: leaseUntil });
      toSend.push({ ...delivery });
    }
    return toSend;
  },
  { withoutKeyBecause: 'a claim only marks deliveries taken by this worker' },
);

/**
 * What the channel answered for each claimed delivery, applied to the ones still this worker's
 * (sending): sent (its receipt to come; a WhatsApp code looks for its receipt until its fallback is
 * due), delivered, or failed (retried with backoff, dead-lettered when the tries run out; a code's
 * channel is not retried: its fallback or the person's "send again" stands in). Answers how many
 * codes need their SMS now.
 */
export const recordSendOutcomes = defineCommand(
  'RecordSendOutcomes',
  async ({ em, now }, request: { outcomes: { id: number; outcome: SendOutcome }[]; settings: DeliverySettings }): Promise<number> => {
    const { settings } = request;
    const deliveries = await em.find(Delivery, { id: { $in: request.outcomes.map((entry) => entry.id) }, status: 'sending' });
    const byId = new Map(deliveries.map((delivery) => [delivery.id, delivery]));
    let fallbacks = 0;
    for (const { id, outcome } of request.outcomes) {
      const delivery = byId.get(id);
      if (!delivery) continue;
      const tries = delivery.tries + 1;
      const common = { tries, leaseUntil: null, updatedAt: now };
      if (outcome.outcome === 'failed') {
        const next = afterFailedTry({ isCode: isCode(delivery), retryable: outcome.retryable, tries, at: now }, settings.retries);
        Object.assign(delivery, common, next, { lastError: outcome.error.slice(0, 400), attempts: withAttempt(delivery.attempts, { at: now.toISOString(), outcome: 'failed', error: outcome.error.slice(0, 400) }) });
        if (delivery.channel === 'whatsapp' && isCode(delivery)) fallbacks++;
        continue;
      }
      const whatsappCode = delivery.channel === 'whatsapp' && isCode(delivery) && outcome.outcome === 'sent';
      Object.assign(delivery, common, {
        status: outcome.outcome,
        providerId: outcome.providerId,
        sentAt: now,
        lastError: null,
        nextTryAt: whatsappCode ? new Date(now.getTime() + settings.codeFallback.whatsappDeliveryTimeoutSeconds * 1000) : null,
        attempts: withAttempt(delivery.attempts, { at: now.toISOString(), outcome: outcome.outcome, providerId: outcome.providerId }),
      });
    }
    return fallbacks;
  },
  { withoutKeyBecause: 'an outcome applies only to a delivery still sending' },
);

/**
 * A provider's receipt for one message: delivered ends it; undelivered or failed is a failed try
 * (a WhatsApp code's SMS follows at once). Applied once: only a sent message moves (a repeated or
 * late receipt changes nothing). `unknown` when no delivery has that provider id.
 */
export const applyReceipt = defineCommand(
  'ApplyReceipt',
  async ({ em, now }, request: { receipt: Receipt; settings: DeliverySettings }): Promise<'applied' | 'ignored' | 'unknown'> => {
    const { receipt, settings } = request;
    const delivery = await em.findOne(Delivery, { providerId: receipt.providerId });
    if (!delivery) return 'unknown';
    if (delivery.status !== 'sent' || (receipt.status !== 'delivered' && receipt.status !== 'undelivered' && receipt.status !== 'failed')) return 'ignored';
    const attempt = { at: now.toISOString(), outcome: receipt.status, providerId: receipt.providerId, ...(receipt.errorCode ? { error: `provider error ${receipt.errorCode}` } : {}) };
    if (receipt.status === 'delivered') {
      Object.assign(delivery, { status: 'delivered', nextTryAt: null, updatedAt: now, attempts: withAttempt(delivery.attempts, attempt) });
      return 'applied';
    }
    const next = afterFailedTry({ isCode: isCode(delivery), retryable: true, tries: delivery.tries, at: now }, settings.retries);
    Object.assign(delivery, next, { updatedAt: now, lastError: attempt.error ?? receipt.status, attempts: withAttempt(delivery.attempts, attempt) });
    return 'applied';
  },
  { withoutKeyBecause: 'a receipt moves only a sent delivery' },
);

/**
 * Adds the SMS of each WhatsApp code that failed or was not delivered in time (up to `batch`), skip
 * locked; its key makes it once per code. Answers how many it added.
 */
export const fallBackCodes = defineCommand(
  'FallBackCodes',
  async ({ em, now }, request: { batch: number; settings: DeliverySettings }): Promise<number> => {
    // Raw SQL: a skip-locked batch of rows without a sibling row.
    const rows = await em.execute<{ id: string }[]>(
      `select w.id from delivery w
        where w.channel = 'whatsapp' and w.code_request_id is not null and w.code_expires_at > ?
          and (w.status = 'failed' or (w.status = 'sent' and w.next_try_at <= ?))
          and not exists (select 1 from delivery s where s.code_request_id = w.code_request_id and s.channel = 'sms')
        order by w.id limit ? for update of w skip locked`,
      [now, now, request.batch],
    );
    let added = 0;
    for (const whatsapp of await em.find(Delivery, { id: { $in: rows.map((row) => Number(row.id)) } })) {
      if (!needsSmsFallback([{ ...whatsapp, sentAt: whatsapp.sentAt ?? null }], now, request.settings.codeFallback)) continue;
      await queueCode(em, {
        requestId: whatsapp.codeRequestId!,
        kind: whatsapp.kind,
        recipient: whatsapp.recipient,
        channel: 'sms',
        language: whatsapp.language,
        code: String(whatsapp.params.code),
        expiresAt: whatsapp.codeExpiresAt!,
        now,
      });
      whatsapp.nextTryAt = null;
      added++;
    }
    return added;
  },
  { withoutKeyBecause: "a code's SMS has one key" },
);

/** Forgets the codes of up to `batch` deliveries whose codes have expired: nobody may read them any more. */
export const forgetExpiredCodes = defineCommand(
  'ForgetExpiredCodes',
  async ({ em, now }, request: { batch: number }): Promise<number> => {
    const forgotten = await em.execute<{ affectedRows: number }>(
      `update delivery set params = params - 'code', code_expires_at = null
        where id in (select id from delivery where code_expires_at <= ? order by code_expires_at limit ? for update skip locked)`,
      [now, request.batch],
      'run',
    );
    return forgotten.affectedRows;
  },
  { withoutKeyBecause: 'forgetting a code twice forgets nothing more' },
);
