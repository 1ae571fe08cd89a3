import { describe, expect, it } from '@jest/globals';
import { twilioSendOutcome, twilioUnreachable } from '../../../src/channels/twilio.js';

const twilioError = (status: number, code: number, message: string) => ({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

describe('twilioSendOutcome', () => {
  it('takes a 201 with its sid as sent', () => {
    expect(twilioSendOutcome(201, { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' })).toEqual({ outcome: 'sent', providerId: 'SM0123456789abcdef0123456789abcdef' });
  });

  it('retries a 2xx without a sid: nothing would follow it', () => {
    expect(twilioSendOutcome(201, undefined)).toEqual({ outcome: 'failed', error: 'twilio HTTP 201 without a message sid', retryable: true });
  });

  it.each([
    [400, 21211, "The 'To' number 0812 is not a valid phone number."],
    [400, 21604, "A 'To' phone number is required."],
    [400, 21602, 'Message body is required.'],
    [400, 21617, 'The concatenated message body exceeds the 1600 character limit.'],
    [400, 21910, 'Invalid From and To pair.'],
    [400, 21610, 'Attempt to send to unsubscribed recipient'],
    [400, 63016, 'Failed to send freeform message because you are outside the allowed window.'],
  ])('does not retry a refusal of the message: %i %i', (status, code, message) => {
    expect(twilioSendOutcome(status, twilioError(status, code, message))).toEqual({ outcome: 'failed', error: `twilio ${code}: ${message}`, retryable: false });
  });

  it.each([
    [503, 20503, 'Service unavailable'],
    [500, 20500, 'Internal server error'],
    [429, 20429, 'Too Many Requests'],
    [401, 20003, 'Authenticate'],
    [404, 20404, 'The requested resource was not found'],
    [400, 21611, "This 'From' number has exceeded the maximum number of queued messages"],
  ])('retries the provider’s trouble or ours: %i %i', (status, code, message) => {
    expect(twilioSendOutcome(status, twilioError(status, code, message))).toEqual({ outcome: 'failed', error: `twilio ${code}: ${message}`, retryable: true });
  });

  it('names the HTTP status of an answer that is not Twilio’s JSON', () => {
    expect(twilioSendOutcome(502, undefined)).toEqual({ outcome: 'failed', error: 'twilio HTTP 502', retryable: true });
    expect(twilioSendOutcome(400, 'Bad Request')).toEqual({ outcome: 'failed', error: 'twilio HTTP 400', retryable: false });
  });
});

describe('twilioUnreachable', () => {
  it('retries a timeout', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(twilioUnreachable(timeout, 5000)).toEqual({ outcome: 'failed', error: 'twilio did not answer within 5000 ms', retryable: true });
  });

  it('retries a refused connection, naming its cause', () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    expect(twilioUnreachable(refused, 5000)).toEqual({ outcome: 'failed', error: 'twilio unreachable: fetch failed: connect ECONNREFUSED 127.0.0.1:9', retryable: true });
  });
});
