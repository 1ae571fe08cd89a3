import { describe, expect, it } from '@jest/globals';
import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { AppError, fromServiceError } from '../../src/errors.js';

function asServiceError(error: AppError): ServiceError {
  const partial = error.toServiceError();
  return Object.assign(new Error(partial.details), partial, { metadata: partial.metadata ?? new Metadata() }) as ServiceError;
}

describe('AppError over gRPC', () => {
  it('keeps code, reason and params across the wire', () => {
    const original = new AppError('RESOURCE_EXHAUSTED', 'too_many_codes', 'slow down', { retryAfterSeconds: '60' });
    const back = fromServiceError(asServiceError(original));
    expect(back).toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'too_many_codes', message: 'slow down', params: { retryAfterSeconds: '60' } });
  });

  it('falls back to the status name when a peer sent no reason', () => {
    const error = Object.assign(new Error('x'), { code: status.NOT_FOUND, details: 'gone', metadata: new Metadata() }) as ServiceError;
    expect(fromServiceError(error)).toMatchObject({ code: 'NOT_FOUND', reason: 'not_found' });
  });

  it('treats an unknown status as internal', () => {
    const error = Object.assign(new Error('x'), { code: status.DATA_LOSS, details: '', metadata: new Metadata() }) as ServiceError;
    expect(fromServiceError(error).code).toBe('INTERNAL');
  });
});
