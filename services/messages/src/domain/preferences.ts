import { isMessageLanguage, isNotificationChannel, isNotificationClass, notificationClasses, type NotificationChannel, type NotificationClass } from '@shop/contracts/notification-rules';
import type { OptOut } from './channels.js';

/** The classes a person may opt out of: every one but codes. */
export const optionalClasses = notificationClasses;

export const optOutKey = (optOut: OptOut): string => `${optOut.class}:${optOut.channel}`;

export function parseOptOut(key: string): OptOut | undefined {
  const [klass, channel] = key.split(':');
  return isOptionalClass(klass) && isChannel(channel) ? { class: klass, channel } : undefined;
}

const isOptionalClass = (value: string | undefined): value is NotificationClass => isNotificationClass(value ?? '');
const isChannel = (value: string | undefined): value is NotificationChannel => isNotificationChannel(value ?? '');
export const isLanguage = isMessageLanguage;

/** A person's opt-outs as asked: each known and optional once (codes cannot be opted out), or undefined when one is not. */
export function validOptOuts(asked: readonly { class: string; channel: string }[]): OptOut[] | undefined {
  const keys = new Set<string>();
  for (const optOut of asked) {
    if (!isOptionalClass(optOut.class) || !isChannel(optOut.channel)) return undefined;
    keys.add(optOutKey({ class: optOut.class, channel: optOut.channel }));
  }
  return [...keys].sort().map((key) => parseOptOut(key)!);
}
