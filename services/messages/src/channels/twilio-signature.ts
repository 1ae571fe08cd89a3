import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Twilio-Signature`: Base64 of the HMAC-SHA1, keyed by the auth token, of the full URL the
 * provider was given (query string included) followed by every POST field's name and value, the
 * fields sorted by name — what Twilio sends with a status callback and its helpers'
 * `validateRequest` checks.
 */
export function twilioSignature(authToken: string, url: string, params: Readonly<Record<string, string>>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * Whether `signature` (the `X-Twilio-Signature` header; missing: false) is the one the auth token
 * makes of this URL and these fields, compared in constant time.
 */
export function verifyTwilioSignature(authToken: string, url: string, params: Readonly<Record<string, string>>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params), 'utf8');
  const received = Buffer.from(signature, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
