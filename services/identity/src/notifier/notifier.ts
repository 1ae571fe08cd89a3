import type { Logger } from '@shop/service-kit';
import type { CodePurpose } from '../domain/verification-code.js';
import type { DevInbox } from './dev-inbox.js';

export interface CodeMessage {
  account: string;
  purpose: CodePurpose;
  code: string;
  sentAt: Date;
  expiresAt: Date;
}

/** The port codes leave the service through (SMS or email in a real deployment). */
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
