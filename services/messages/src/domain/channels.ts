import type { AccountKind } from '@shop/contracts/account-rules';
import { messageKinds, type Channel, type MessageClass, type MessageKind } from './kinds.js';

/** The channels an account can be reached on: its sign-in phone or e-mail, and the notification centre. */
export function reachableChannels(accountKind: AccountKind): readonly Channel[] {
  return accountKind === 'phone' ? ['whatsapp', 'sms', 'in_app'] : ['email', 'in_app'];
}

/** A recipient's "do not send me this class on this channel". */
export interface OptOut {
  class: MessageClass;
  channel: Channel;
}

/**
 * The channels a message goes to: the kind's defaults the recipient can be reached on, less the
 * recipient's opt-outs. A code ignores opt-outs and goes to one channel only: to a phone WhatsApp
 * (SMS is its fallback, decided by `nextCodeAttempt`), else e-mail.
 */
export function chooseChannels(kind: MessageKind, accountKind: AccountKind, optOuts: readonly OptOut[]): Channel[] {
  const rule = messageKinds[kind];
  const reachable = reachableChannels(accountKind);
  const candidates = rule.channels.filter((channel) => reachable.includes(channel));
  if (rule.class === 'code') return candidates.slice(0, 1);
  return candidates.filter((channel) => !optOuts.some((out) => out.class === rule.class && out.channel === channel));
}

/** One try of a code to a phone, as far as the provider has told. */
export interface CodeAttempt {
  channel: 'whatsapp' | 'sms';
  sentAt: Date;
  status: 'sent' | 'delivered' | 'failed';
}

export interface CodeFallbackSettings {
  /** How long a WhatsApp code may stay undelivered before the SMS goes too. */
  whatsappDeliveryTimeoutSeconds: number;
}

export const defaultCodeFallbackSettings: CodeFallbackSettings = { whatsappDeliveryTimeoutSeconds: 30 };

export type NextAttempt =
  | { action: 'send'; channel: 'whatsapp' | 'sms' }
  /** Nothing to send yet: ask again at `at`. */
  | { action: 'wait'; at: Date }
  /** Delivered, or every channel was tried: nothing more to do. */
  | { action: 'done'; delivered: boolean };

/**
 * What to do next for a code to a phone: WhatsApp first; SMS when WhatsApp failed or was not
 * delivered within the timeout; then nothing (a late WhatsApp delivery still counts). One try a
 * channel: retrying a code is the person's "send again", not ours.
 */
export function nextCodeAttempt(history: readonly CodeAttempt[], now: Date, settings: CodeFallbackSettings = defaultCodeFallbackSettings): NextAttempt {
  if (history.some((attempt) => attempt.status === 'delivered')) return { action: 'done', delivered: true };
  const whatsapp = history.find((attempt) => attempt.channel === 'whatsapp');
  if (!whatsapp) return { action: 'send', channel: 'whatsapp' };
  if (history.some((attempt) => attempt.channel === 'sms')) return { action: 'done', delivered: false };
  if (whatsapp.status === 'failed') return { action: 'send', channel: 'sms' };
  const deadline = new Date(whatsapp.sentAt.getTime() + settings.whatsappDeliveryTimeoutSeconds * 1000);
  return now.getTime() >= deadline.getTime() ? { action: 'send', channel: 'sms' } : { action: 'wait', at: deadline };
}
