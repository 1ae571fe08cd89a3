import { describe, expect, it } from '@jest/globals';
import { TRPCClientError } from '@shop/web-core';
import { classifyError } from '../../src/lib/trpc-errors';

/** A server's tRPC error envelope, as the client receives it. */
function serverError(code: string, httpStatus: number, rpcCode: number, message: string) {
  return TRPCClientError.from({ error: { message, code: rpcCode, data: { code, httpStatus, path: 'user.me' } } });
}

describe('classifyError', () => {
  it('UNAUTHORIZED from the server is unauthorized', () => {
    expect(classifyError(serverError('UNAUTHORIZED', 401, -32001, 'Please sign in'))).toEqual({ kind: 'unauthorized' });
  });

  it('any other server error carries its message', () => {
    expect(classifyError(serverError('BAD_REQUEST', 400, -32600, 'Stok tidak cukup'))).toEqual({
      kind: 'server',
      message: 'Stok tidak cukup',
    });
    expect(classifyError(serverError('FORBIDDEN', 403, -32003, 'Not yours'))).toEqual({ kind: 'server', message: 'Not yours' });
    expect(classifyError(serverError('INTERNAL_SERVER_ERROR', 500, -32603, 'Oops'))).toEqual({ kind: 'server', message: 'Oops' });
  });

  it('works on duck-typed errors (e.g. from another bundle)', () => {
    expect(classifyError({ message: 'x', data: { code: 'UNAUTHORIZED' } })).toEqual({ kind: 'unauthorized' });
    expect(classifyError({ message: 'Sold out', data: { code: 'CONFLICT' } })).toEqual({ kind: 'server', message: 'Sold out' });
    expect(classifyError({ message: 'Too big', data: { httpStatus: 413 } })).toEqual({ kind: 'server', message: 'Too big' });
  });

  it('reads data from the shape when only the shape is there', () => {
    expect(classifyError({ message: 'x', shape: { code: -32001, message: 'x', data: { code: 'UNAUTHORIZED' } } })).toEqual({
      kind: 'unauthorized',
    });
  });

  it('treats the HTTP and JSON-RPC forms of UNAUTHORIZED alike when the code name is missing', () => {
    expect(classifyError({ message: 'x', data: { httpStatus: 401 } })).toEqual({ kind: 'unauthorized' });
    expect(classifyError({ message: 'x', shape: { code: -32001, message: 'x' } })).toEqual({ kind: 'unauthorized' });
  });

  it('the code name wins over the HTTP status', () => {
    expect(classifyError({ message: 'Bad', data: { code: 'BAD_REQUEST', httpStatus: 401 } })).toEqual({ kind: 'server', message: 'Bad' });
  });

  it('a server error without data (formatter dropped it) is still a server error', () => {
    expect(classifyError({ message: 'Nope', shape: { code: -32600, message: 'Nope' } })).toEqual({ kind: 'server', message: 'Nope' });
  });

  it("falls back to the shape's message, then to an empty message", () => {
    expect(classifyError({ shape: { code: -32600, message: 'From shape', data: { code: 'BAD_REQUEST' } } })).toEqual({
      kind: 'server',
      message: 'From shape',
    });
    expect(classifyError({ data: { code: 'BAD_REQUEST' } })).toEqual({ kind: 'server', message: '' });
  });

  it('network failures are unknown', () => {
    expect(classifyError(TRPCClientError.from(new TypeError('Failed to fetch')))).toEqual({ kind: 'unknown' });
  });

  it('responses that were not tRPC are unknown', () => {
    expect(classifyError(new TRPCClientError('Unable to transform response from server'))).toEqual({ kind: 'unknown' });
    expect(classifyError(new TRPCClientError('Badly formatted response from server'))).toEqual({ kind: 'unknown' });
  });

  it('plain errors and other values are unknown', () => {
    expect(classifyError(new Error('boom'))).toEqual({ kind: 'unknown' });
    expect(classifyError({ message: 'x', data: { code: 42 } })).toEqual({ kind: 'unknown' });
    expect(classifyError({ message: 'x', data: null, shape: undefined })).toEqual({ kind: 'unknown' });
    expect(classifyError('UNAUTHORIZED')).toEqual({ kind: 'unknown' });
    expect(classifyError(undefined)).toEqual({ kind: 'unknown' });
    expect(classifyError(null)).toEqual({ kind: 'unknown' });
  });
});
