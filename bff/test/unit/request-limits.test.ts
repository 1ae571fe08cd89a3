import { describe, expect, it } from '@jest/globals';
import { bodyLimitOf, callsInRequest, MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../../src/request-limits.js';

describe('callsInRequest', () => {
  it('counts the calls a batch names in its path, commas encoded or not', () => {
    expect(callsInRequest('/trpc/user.platform?input=%7B%7D')).toBe(1);
    expect(callsInRequest('/trpc/user.platform,product.list?batch=1&input=%7B%7D')).toBe(2);
    expect(callsInRequest('/trpc/a.b%2Ca.b%2ca.b?batch=1')).toBe(3);
    // Without batch=1 tRPC reads the path as one procedure name, so it is one call.
    expect(callsInRequest('/trpc/a.b,a.b')).toBe(1);
  });
});

describe('bodyLimitOf', () => {
  it('gives uploads called alone the large limit and everything else, batches included, the small one', () => {
    expect(bodyLimitOf('/trpc/merchant.uploadLogo')).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitOf('/trpc/merchant.uploadLogo,merchant.uploadLogo?batch=1')).toBe(MAX_BODY_BYTES);
    expect(bodyLimitOf('/trpc/user.updateProfile')).toBe(MAX_BODY_BYTES);
  });
});
