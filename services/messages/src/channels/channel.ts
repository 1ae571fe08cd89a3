/**
 * The port every sending channel implements (e-mail over SMTP, SMS and WhatsApp through Twilio),
 * and what a provider later reports of a message it accepted.
 */

export interface OutgoingMessage {
  /** Our delivery key: logged, and the e-mail's Message-ID is derived from it. */
  key: string;
  /** An e-mail address, or a phone number in E.164 (`+62…`). */
  to: string;
  /** The e-mail's subject; unused by SMS and WhatsApp. */
  subject: string;
  text: string;
}

export type SendOutcome =
  /** Accepted; a receipt will follow (SMS, WhatsApp). */
  | { outcome: 'sent'; providerId: string }
  /** Final on acceptance (an SMTP server took the message). */
  | { outcome: 'delivered'; providerId: string }
  /**
   * Not accepted. Retryable: an outage, a timeout, a 5xx or 429, the provider refusing our own
   * credentials; not: what retrying the same message would get again (an invalid number, a 4xx
   * validation error, a permanent SMTP rejection).
   */
  | { outcome: 'failed'; error: string; retryable: boolean };

export interface ChannelSender {
  /** Never throws: every failure is an outcome. */
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

/** A provider's word on a message it accepted (a Twilio status callback). */
export interface Receipt {
  providerId: string;
  status: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';
  errorCode?: string;
}

/** The receipt statuses after which nothing more comes. */
export const finalReceiptStatuses: ReadonlySet<Receipt['status']> = new Set(['delivered', 'undelivered', 'failed']);
