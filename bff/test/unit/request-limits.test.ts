import { describe, expect, it } from '@jest/globals';
import { callsInRequest } from '../../src/request-limits.js';

describe('callsInRequest', () => {
  it('counts the calls a batch names in its path, commas encoded or not', () => {
    expect(callsInRequest('/trpc/user.platform?input=%7B%7D')).toBe(1);
    expect(callsInRequest('/trpc/user.platform,product.list?batch=1&input=%7B%7D')).toBe(2);
    expect(callsInRequest('/trpc/a.b%2Ca.b%2ca.b?batch=1')).toBe(3);
    // Without batch=1 tRPC reads the path as one procedure name, so it is one call.
    expect(callsInRequest('/trpc/a.b,a.b')).toBe(1);
  });
});
