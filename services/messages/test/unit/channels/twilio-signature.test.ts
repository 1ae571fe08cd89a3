import { describe, expect, it } from '@jest/globals';
import { twilioSignature as sandboxSignature } from '@shop/messaging-sandbox';
import { twilioSignature, verifyTwilioSignature } from '../../../src/channels/twilio-signature.js';

// Twilio's own example (its webhook security page): a voice request to a URL with a query string.
const twilioExample = {
  authToken: '12345',
  url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
  params: { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' },
  signature: '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
};

const callback = {
  authToken: 'local-token',
  url: 'https://messages.shop.test/receipts/twilio',
  params: {
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    SmsSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: 'AC0123456789abcdef0123456789abcdef',
    From: 'whatsapp:+14155238886',
    To: 'whatsapp:+6281234567890',
    MessageStatus: 'undelivered',
    SmsStatus: 'undelivered',
    ApiVersion: '2010-04-01',
    ErrorCode: '30003',
    ChannelPrefix: 'whatsapp',
    ChannelToAddress: '+6281234567890',
  },
};

describe('twilioSignature', () => {
  it("gives Twilio's published example", () => {
    expect(twilioSignature(twilioExample.authToken, twilioExample.url, twilioExample.params)).toBe(twilioExample.signature);
  });

  it('signs a status callback exactly as the messaging sandbox does', () => {
    expect(twilioSignature(callback.authToken, callback.url, callback.params)).toBe(sandboxSignature(callback.authToken, callback.url, callback.params));
  });

  it('does not depend on the order the fields came in', () => {
    const reversed = Object.fromEntries(Object.entries(callback.params).reverse());
    expect(twilioSignature(callback.authToken, callback.url, reversed)).toBe(twilioSignature(callback.authToken, callback.url, callback.params));
  });
});

describe('verifyTwilioSignature', () => {
  const signature = twilioSignature(callback.authToken, callback.url, callback.params);

  it('accepts the signature of the URL and fields', () => {
    expect(verifyTwilioSignature(callback.authToken, callback.url, callback.params, signature)).toBe(true);
    expect(verifyTwilioSignature(twilioExample.authToken, twilioExample.url, twilioExample.params, twilioExample.signature)).toBe(true);
  });

  it('refuses a missing or empty signature', () => {
    expect(verifyTwilioSignature(callback.authToken, callback.url, callback.params, undefined)).toBe(false);
    expect(verifyTwilioSignature(callback.authToken, callback.url, callback.params, '')).toBe(false);
  });

  it('refuses another token, another URL, a changed, added or removed field, or a truncated signature', () => {
    expect(verifyTwilioSignature('other-token', callback.url, callback.params, signature)).toBe(false);
    expect(verifyTwilioSignature(callback.authToken, 'http://messages.shop.test/receipts/twilio', callback.params, signature)).toBe(false);
    expect(verifyTwilioSignature(callback.authToken, callback.url, { ...callback.params, MessageStatus: 'delivered' }, signature)).toBe(false);
    expect(verifyTwilioSignature(callback.authToken, callback.url, { ...callback.params, Extra: '' }, signature)).toBe(false);
    const { ErrorCode: _removed, ...withoutError } = callback.params;
    expect(verifyTwilioSignature(callback.authToken, callback.url, withoutError, signature)).toBe(false);
    expect(verifyTwilioSignature(callback.authToken, callback.url, callback.params, signature.slice(0, -1))).toBe(false);
  });
});
