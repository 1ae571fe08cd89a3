import type { Logger } from '@shop/service-kit';
import type { CodeLanguage, CodePurpose } from '../domain/verification-code.js';
import type { DevInbox } from './dev-inbox.js';

export interface CodeMessage {
  /** The code's delivery id, stored with it: delivering the same code again names the same id. */
  id: string;
  account: string;
  purpose: CodePurpose;
  code: string;
  /** The language of the page that asked for it. */
  language: CodeLanguage;
  sentAt: Date;
  expiresAt: Date;
}

/**
 * The port codes leave the service through. A delivery that fails rejects with an AppError the
 * caller can be shown (see `messagesNotifier`).
 */
export interface Notifier {
  deliverCode(message: CodeMessage): Promise<void>;
}

/** Outside production: writes the code to the log and keeps it in the development inbox. */
export function devInboxNotifier(inbox: DevInbox, logger: Logger): Notifier {
  return {
    async deliverCode(message) {
      inbox.add(message);
      logger.info({ account: message.account, purpose: message.purpose }, `verification code ${message.code} (development only)`);
    },
  };
}

/**
 * Delivers through each notifier in turn; the first failure stops the rest (and the command
 * rolls back), so the development inbox never holds a code the real delivery refused.
 */
export function eachOf(notifiers: readonly Notifier[]): Notifier {
  return {
    async deliverCode(message) {
      for (const notifier of notifiers) await notifier.deliverCode(message);
    },
  };
}
