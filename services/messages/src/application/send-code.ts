import type { EntityManager } from '@mikro-orm/postgresql';
import { messagesReasons } from '@shop/contracts';
import { normalizeAccount, isValidCode } from '@shop/contracts/account-rules';
import { AppError, defineCommand } from '@shop/service-kit';
import { Delivery, type DeliveryRecord } from '../db/entities.js';
import { deliveryKey } from '../domain/delivery-key.js';
import type { Channel, MessageKind } from '../domain/kinds.js';
import { languageOf } from '../domain/language.js';

const kindOfPurpose: Readonly<Record<string, MessageKind>> = { signup: 'sign_up_code', signin: 'sign_in_code', reset: 'reset_code' };

/** The longest a code may be valid for: identity's codes last minutes. */
const MAX_CODE_LIFETIME_MS = 60 * 60_000;

export interface SendCodeRequest {
  requestId: string;
  account: string;
  purpose: string;
  code: string;
  expiresAt: string;
  language: string;
}

/**
 * Identity's code, queued on its first channel (WhatsApp for a phone, whose SMS fallback the worker
 * adds; e-mail for an e-mail address), due at once: codes ignore quiet hours and opt-outs. Once per
 * `requestId`: a retried request finds its delivery. The worker sends it right after the commit.
 */
export function sendCode(wake: () => void) {
  return defineCommand(
    'SendCode',
    async ({ em, now, afterCommit }, request: SendCodeRequest): Promise<{ channel: Channel }> => {
      const kind = kindOfPurpose[request.purpose];
      const account = normalizeAccount(request.account);
      const expiresAt = new Date(request.expiresAt);
      const lifetime = expiresAt.getTime() - now.getTime();
      const requestId = request.requestId.trim();
      if (!kind || !account || !isValidCode(request.code) || !(lifetime > 0 && lifetime <= MAX_CODE_LIFETIME_MS) || requestId.length === 0 || requestId.length > 100) {
        throw new AppError('INVALID_ARGUMENT', messagesReasons.invalidCodeRequest, 'a code request needs an account, a purpose, a code and a near expiry');
      }
      const channel = account.kind === 'phone' ? 'whatsapp' : 'email';
      await queueCode(em, { requestId, kind, recipient: account.value, channel, language: languageOf(request.language), code: request.code, expiresAt, now });
      afterCommit(async () => wake());
      return { channel };
    },
    { secretFields: ['code'] },
  );
}

/** A code's delivery on one channel, once per request and channel (the SMS fallback too). */
export async function queueCode(
  em: EntityManager,
  code: { requestId: string; kind: MessageKind; recipient: string; channel: 'whatsapp' | 'sms' | 'email'; language: DeliveryRecord['language']; code: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now } = code;
  const minutes = Math.max(1, Math.round((code.expiresAt.getTime() - now.getTime()) / 60_000));
  const delivery: Omit<DeliveryRecord, 'id'> = {
    deliveryKey: deliveryKey({ codeRequestId: code.requestId }, code.recipient, code.channel),
    kind: code.kind,
    userId: null,
    recipient: code.recipient,
    channel: code.channel,
    language: code.language,
    params: { code: code.code, minutes },
    status: 'pending',
    tries: 0,
    nextTryAt: now,
    leaseUntil: null,
    providerId: null,
    lastError: null,
    attempts: [],
    codeRequestId: code.requestId,
    codeExpiresAt: code.expiresAt,
    createdAt: now,
    sentAt: null,
    updatedAt: now,
  };
  await em.createQueryBuilder(Delivery).insert(delivery).onConflict('deliveryKey').ignore().execute('run');
}
