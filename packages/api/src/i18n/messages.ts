import { catalogMessages } from './domains/catalog.js';
import { commonMessages } from './domains/common.js';
import { formMessages } from './domains/forms.js';
import { identityMessages } from './domains/identity.js';
import { merchantMessages } from './domains/merchant.js';
import { messagesMessages } from './domains/messages.js';
import { moneyMessages } from './domains/money.js';
import { orderMessages } from './domains/orders.js';
import { requestMessages } from './domains/requests.js';
import { locales, type Locale } from './translations.js';

export { locales, type Locale, type Translations } from './translations.js';
export const defaultLocale: Locale = 'ind';

/**
 * Every message a client can receive, per locale, one file per domain. Keys are the services'
 * stable error reasons (typed in @shop/contracts, so each needs a text to compile), the form
 * rules' problems, or the BFF's own `code.<TRPC_CODE>` fallbacks and reasons.
 */
export const messageDomains = { requests: requestMessages, common: commonMessages, forms: formMessages, identity: identityMessages, catalog: catalogMessages, merchant: merchantMessages, money: moneyMessages, orders: orderMessages, messages: messagesMessages };

export const messages = { ...requestMessages, ...commonMessages, ...formMessages, ...identityMessages, ...catalogMessages, ...merchantMessages, ...moneyMessages, ...orderMessages, ...messagesMessages };

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale;
}

export function translate(key: MessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
