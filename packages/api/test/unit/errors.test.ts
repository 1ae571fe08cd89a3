import { describe, expect, it } from '@jest/globals';
import { catalogReasons, commonReasons, identityReasons } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { describeError, toTRPCError } from '../../src/errors.js';
import { isMessageKey, locales, messageDomains, messages, resolveLocale, translate } from '../../src/i18n/messages.js';
import { signupInput } from '../../src/validation.js';

describe('messages', () => {
  it('has every message in en, zh and ind', () => {
    for (const [key, texts] of Object.entries(messages)) {
      for (const locale of locales) expect([key, locale, texts[locale]?.trim().length ?? 0]).not.toContainEqual(0);
    }
  });

  it('has a message for every reason a service gives, user_not_found and session_invalid included', () => {
    const reasons = [commonReasons, identityReasons, catalogReasons].flatMap((group) => Object.values(group));
    expect(reasons.filter((reason) => !isMessageKey(reason))).toEqual([]);
    expect(translate(identityReasons.userNotFound, 'en')).toBe('This account no longer exists');
    expect(translate(identityReasons.sessionInvalid, 'ind')).toBe('Sesi Anda telah berakhir; silakan masuk lagi');
  });

  it('keeps each key in one domain, so no domain silently overrides another', () => {
    const keys = Object.values(messageDomains).flatMap((domain) => Object.keys(domain));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('fills parameters and resolves the lang header', () => {
    expect(translate('no_such_procedure', 'en', { path: 'a.b' })).toBe('No such procedure: a.b');
    expect(resolveLocale('zh')).toBe('zh');
    expect(resolveLocale('de')).toBe('ind');
    expect(resolveLocale(undefined)).toBe('ind');
  });
});

describe('describeError', () => {
  it.each([
    ['INVALID_ARGUMENT', 'BAD_REQUEST'],
    ['NOT_FOUND', 'NOT_FOUND'],
    ['ALREADY_EXISTS', 'CONFLICT'],
    ['PERMISSION_DENIED', 'FORBIDDEN'],
    ['UNAUTHENTICATED', 'UNAUTHORIZED'],
    ['RESOURCE_EXHAUSTED', 'TOO_MANY_REQUESTS'],
    ['DEADLINE_EXCEEDED', 'TIMEOUT'],
    ['INTERNAL', 'INTERNAL_SERVER_ERROR'],
  ] as const)('maps gRPC %s to tRPC %s', (grpc, trpc) => {
    expect(toTRPCError(new AppError(grpc, 'x')).code).toBe(trpc);
  });

  it('uses the reason message, else the code message', () => {
    const known = toTRPCError(new AppError('NOT_FOUND', 'product_not_found'));
    expect(describeError(known, 'en', 'product.detail')).toEqual({ message: 'Product not found', reason: 'product_not_found' });
    const unknown = toTRPCError(new AppError('RESOURCE_EXHAUSTED', 'some_new_reason'));
    expect(describeError(unknown, 'zh', 'x').message).toBe('请求过于频繁，请稍后再试');
  });

  it('tells the shopper, in their language, that a code was not sent (the messages service did not take it), not that the service is down', () => {
    const failed = toTRPCError(new AppError('UNAVAILABLE', 'code_delivery_failed', 'the messages service did not take the code (UNAVAILABLE: No connection established)'));
    expect(failed.code).toBe('SERVICE_UNAVAILABLE');
    expect((['en', 'zh', 'ind'] as const).map((locale) => describeError(failed, locale, 'user.sendCode'))).toEqual([
      { message: 'Your code could not be sent; please try again', reason: 'code_delivery_failed' },
      { message: '验证码发送失败，请重试', reason: 'code_delivery_failed' },
      { message: 'Kode Anda gagal dikirim; silakan coba lagi', reason: 'code_delivery_failed' },
    ]);
  });

  it('never shows an internal message', () => {
    const internal = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'connection to 10.0.0.5 refused', cause: new Error('secret') });
    expect(describeError(internal, 'en', 'x')).toEqual({ message: 'Unknown error', reason: 'internal_server_error' });
    const fromService = toTRPCError(new AppError('INTERNAL', 'db_down', 'password=hunter2'));
    expect(describeError(fromService, 'en', 'x').message).toBe('Unknown error');
  });

  it('treats a service refusing the BFF itself as internal, never as the shopper being signed out', () => {
    for (const refusal of [new AppError('UNAUTHENTICATED', 'caller_unauthenticated'), new AppError('PERMISSION_DENIED', 'caller_not_allowed')]) {
      const error = toTRPCError(refusal);
      expect(error.code).toBe('INTERNAL_SERVER_ERROR');
      expect(describeError(error, 'en', 'address.list')).toEqual({ message: 'Unknown error', reason: 'internal_server_error' });
    }
    expect(toTRPCError(new AppError('UNAUTHENTICATED', 'session_invalid')).code).toBe('UNAUTHORIZED');
  });

  it('shows the translated message of the first form rule that failed, with its field', () => {
    const parsed = signupInput.safeParse({ account: '0812', code: '', password: 'x', confirmPassword: 'y' });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    expect(describeError(error, 'en', 'user.signup')).toEqual({ message: 'Invalid account format', reason: 'invalid_account_format', field: 'account' });
    expect(describeError(error, 'zh', 'user.signup').message).toBe('账号格式不正确');
  });

  it('passes the field a service named along with its translated reason', () => {
    const error = toTRPCError(new AppError('INVALID_ARGUMENT', 'invalid_area', 'invalid_area', { field: 'districtCode' }));
    expect(describeError(error, 'ind', 'address.create')).toEqual({ message: 'Wilayah yang dipilih tidak valid', reason: 'invalid_area', field: 'districtCode' });
  });

  it('names the invalid fields of a zod failure', () => {
    const parsed = z.object({ a: z.number(), b: z.object({ c: z.string() }) }).safeParse({ a: 'x', b: {} });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    expect(describeError(error, 'ind', 'x').message).toBe('Input tidak valid: a, b.c');
  });
});
