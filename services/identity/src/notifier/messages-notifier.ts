import { identityReasons, type messagesV1 } from '@shop/contracts';
import { AppError, IDEMPOTENCY_KEY_HEADER, type Logger } from '@shop/service-kit';
import type { MessagesCalls } from '../clients/messages.js';
import type { CodeMessage, Notifier } from './notifier.js';

/**
 * How long SendCode waits for the messages service to take a code: well inside the BFF's deadline
 * on SendCode (its GRPC_DEADLINE_MS, 3 s by default), which also covers hashing the code and the
 * statements around the call, so the shopper hears of a slow delivery as this refusal rather than
 * as a timeout after which the code may still have been stored and sent.
 */
export const DELIVERY_DEADLINE_MS = 2_000;

/** The messages service's request for a code: the code's delivery id names it (messages delivers once per id). */
export function sendCodeRequest(message: CodeMessage): messagesV1.SendCodeRequest {
  return {
    requestId: message.id,
    account: message.account,
    purpose: message.purpose,
    code: message.code,
    expiresAt: message.expiresAt.toISOString(),
    language: message.language,
  };
}

/**
 * Whatever kept the messages service from taking the code (down, too slow, refusing it), as the
 * refusal the shopper sees: UNAVAILABLE, so SendCode rolls back whole (the code, the counted send,
 * the cool-down and the idempotency key) and asking again, with the same key or a new one, tries again.
 */
export function deliveryFailure(error: unknown): AppError {
  const detail = error instanceof AppError ? `${error.code}${error.reason ? ` ${error.reason}` : ''}: ${error.message}` : error instanceof Error ? error.message : String(error);
  return new AppError('UNAVAILABLE', identityReasons.codeDeliveryFailed, `the messages service did not take the code (${detail})`);
}

/**
 * Hands each code to the messages service (e-mail for an e-mail account, WhatsApp then SMS for a
 * phone), once per code: the call carries the code's delivery id as its request id and as its
 * idempotency key, so a repeat of the same code's delivery sends nothing more.
 */
export function messagesNotifier(messages: MessagesCalls, logger: Logger): Notifier {
  return {
    async deliverCode(message) {
      try {
        const { channel } = await messages.sendCode(sendCodeRequest(message), { deadlineMs: DELIVERY_DEADLINE_MS, metadata: { [IDEMPOTENCY_KEY_HEADER]: message.id } });
        logger.info({ deliveryId: message.id, purpose: message.purpose, channel }, 'verification code handed to messages');
      } catch (error) {
        logger.warn({ deliveryId: message.id, purpose: message.purpose, err: error }, 'verification code not delivered');
        throw deliveryFailure(error);
      }
    },
  };
}
