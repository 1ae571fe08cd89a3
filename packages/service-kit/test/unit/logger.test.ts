import { describe, expect, it } from '@jest/globals';
import { createLogger } from '../../src/logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ service: 'test', destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  return { logger, lines };
}

describe('createLogger', () => {
  it('never writes passwords, verification codes, tokens or authorization headers', () => {
    const { logger, lines } = capture();
    logger.info({ password: 'p1', oldPassword: 'p2', newPassword: 'p3', confirmPassword: 'p4', code: '123456', token: 't' }, 'top level');
    logger.info({ request: { account: '+6281200000001', newPassword: 'p5', code: '654321' } }, 'nested');
    logger.info({ req: { headers: { authorization: 'Bearer secret', cookie: 'sid=1', lang: 'en' } } }, 'headers');
    const written = JSON.stringify(lines);
    for (const secret of ['p1', 'p2', 'p3', 'p4', '123456', '654321', 'p5', 'Bearer secret', 'sid=1']) expect(written).not.toContain(`"${secret}"`);
    expect(lines[1]).toMatchObject({ request: { account: '+6281200000001', newPassword: '[redacted]', code: '[redacted]' } });
    expect(lines[2]).toMatchObject({ req: { headers: { authorization: '[redacted]', lang: 'en' } } });
  });

  it('keeps statuses, which are logged under their own names', () => {
    const { logger, lines } = capture();
    logger.info({ rpc: '/identity.v1.IdentityService/SignIn', grpcStatus: 'UNAUTHENTICATED', reason: 'signin_failed' }, 'rpc rejected');
    expect(lines[0]).toMatchObject({ grpcStatus: 'UNAUTHENTICATED', reason: 'signin_failed' });
  });
});
