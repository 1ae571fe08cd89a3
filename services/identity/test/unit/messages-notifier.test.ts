import { describe, expect, it } from '@jest/globals';
import type { messagesV1 } from '@shop/contracts';
import { AppError, IDEMPOTENCY_KEY_HEADER, type CallOptions, type Logger } from '@shop/service-kit';
import type { MessagesCalls } from '../../src/clients/messages.js';
import { DELIVERY_DEADLINE_MS, messagesNotifier, sendCodeRequest } from '../../src/notifier/messages-notifier.js';
import type { CodeMessage } from '../../src/notifier/notifier.js';

const message: CodeMessage = {
  id: '0f8b7c36-5d0e-4a51-9d3e-2b7f1c9a4e10',
  account: 'budi@example.com',
  purpose: 'reset',
  code: '042917',
  language: 'zh',
  sentAt: new Date('2026-11-24T10:00:00Z'),
  expiresAt: new Date('2026-11-24T10:05:00Z'),
};

const silent = { info: () => undefined, warn: () => undefined } as unknown as Logger;

/** A messages client that records each call and answers (or fails) as told. */
function standIn(answer: () => Promise<messagesV1.SendCodeResponse>) {
  const calls: { request: messagesV1.SendCodeRequest; options: CallOptions | undefined }[] = [];
  const messages: MessagesCalls = {
    sendCode(request, options) {
      calls.push({ request, options });
      return answer();
    },
  };
  return { messages, calls };
}

describe("the messages service's SendCode request", () => {
  it('names the code by its delivery id and carries the account, purpose, code, expiry and language', () => {
    expect(sendCodeRequest(message)).toEqual({
      requestId: '0f8b7c36-5d0e-4a51-9d3e-2b7f1c9a4e10',
      account: 'budi@example.com',
      purpose: 'reset',
      code: '042917',
      expiresAt: '2026-11-24T10:05:00.000Z',
      language: 'zh',
    });
  });
});

describe('the messages notifier', () => {
  it('hands the code over once per delivery id: the id is also the idempotency key, within a deadline', async () => {
    const { messages, calls } = standIn(async () => ({ channel: 'email' }));
    await messagesNotifier(messages, silent).deliverCode(message);
    expect(calls).toEqual([
      { request: sendCodeRequest(message), options: { deadlineMs: DELIVERY_DEADLINE_MS, metadata: { [IDEMPOTENCY_KEY_HEADER]: message.id } } },
    ]);
  });

  it.each([
    ['down', new AppError('UNAVAILABLE', '', 'No connection established')],
    ['too slow', new AppError('DEADLINE_EXCEEDED', '', 'Deadline exceeded')],
    ['refusing the caller', new AppError('PERMISSION_DENIED', 'caller_not_allowed', 'identity may not call SendCode')],
    ['over its own limit', new AppError('RESOURCE_EXHAUSTED', 'too_many_codes', 'wait')],
    ['failing unexpectedly', new Error('socket hang up')],
  ])('turns a messages service %s into a refusal the shopper is shown and may retry at once', async (_case, failure) => {
    const { messages } = standIn(() => Promise.reject(failure));
    const refusal = await messagesNotifier(messages, silent)
      .deliverCode(message)
      .then(() => undefined, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'UNAVAILABLE', reason: 'code_delivery_failed' });
    expect((refusal as AppError).message).toContain(failure.message);
  });
});
