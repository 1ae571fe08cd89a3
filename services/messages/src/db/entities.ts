import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AuditLog } from '@shop/service-kit';
import type { Channel, MessageKind } from '../domain/kinds.js';
import type { Language } from '../domain/language.js';
import type { DeliveryAttempt, DeliveryStatus } from '../domain/delivery-status.js';

/**
 * One message on one channel to one recipient, once per delivery key (`domain/delivery-key.ts`):
 * a redelivered event or retried code request finds its row. The worker sends the due ones
 * (`pending`, `next_try_at` passed), the provider's receipts move them on. Its texts are rendered
 * when sent, from `params`; a code's `params.code` is cleared once the code has expired.
 */
export const Delivery = defineEntity({
  name: 'Delivery',
  tableName: 'delivery',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    deliveryKey: p.string().unique(),
    kind: p.string().$type<MessageKind>(),
    /** The user it is for; null for a code to an account that may not exist yet. */
    userId: p.uuid().nullable(),
    /** An e-mail address or an E.164 phone. */
    recipient: p.string(),
    channel: p.string().$type<Exclude<Channel, 'in_app'>>(),
    language: p.string().$type<Language>(),
    params: p.json<Record<string, unknown>>(),
    status: p.string().$type<DeliveryStatus>(),
    tries: p.integer().default(0),
    /** When a pending delivery may go (quiet hours, retries, rate limits); when a sent WhatsApp code falls back to SMS. */
    nextTryAt: p.datetime().nullable(),
    /** A sending delivery's claim: another worker takes it over once this has passed (its sender died). */
    leaseUntil: p.datetime().nullable(),
    providerId: p.string().nullable(),
    lastError: p.string().nullable(),
    attempts: p.json<DeliveryAttempt[]>(),
    /** For a code: the request it answers, which its fallback shares. */
    codeRequestId: p.string().nullable(),
    codeExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});
export type DeliveryRecord = InferEntity<typeof Delivery>;

/** An item of a user's notification centre, once per event and user. */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    deliveryKey: p.string().unique(),
    userId: p.uuid(),
    kind: p.string().$type<MessageKind>(),
    title: p.string(),
    body: p.string(),
    link: p.string(),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type NotificationRecord = InferEntity<typeof Notification>;

/** A user's language and opt-outs (`class:channel`); no row: Indonesian, nothing opted out. */
export const Preference = defineEntity({
  name: 'Preference',
  tableName: 'preference',
  properties: {
    userId: p.uuid().primary(),
    language: p.string().$type<Language>(),
    optOuts: p.json<string[]>(),
    updatedAt: p.datetime(),
  },
});
export type PreferenceRecord = InferEntity<typeof Preference>;

export const entities = [Delivery, Notification, Preference, AuditLog];
