import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { credentials } from '@grpc/grpc-js';
import { healthV1, messagesV1 } from '@shop/contracts';
import { createGrpcClient, createLogger, parseSigningKey, signingKeyOf, startService, type RunningService } from '@shop/service-kit';
import { dropSchema, testDatabaseUrl, testServiceEnv, testServiceKeyEnv, uniqueSchema } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { messagesSpec } from '../../src/service.js';

const schema = uniqueSchema('messages');
let service: RunningService;
let address: string;

beforeAll(async () => {
  const config = loadConfig({ ...testServiceEnv(), ...testServiceKeyEnv('messages'), DATABASE_SCHEMA: schema, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', SERVICE_ROLES: 'api' });
  service = await startService(messagesSpec(config, createLogger({ service: 'messages', level: process.env.LOG_LEVEL ?? 'silent' })));
  address = `127.0.0.1:${service.grpc!.port}`;
});

afterAll(async () => {
  await service.stop();
  await dropSchema(testDatabaseUrl(), schema);
});

describe('the messages service', () => {
  it('serves its health check, its tables migrated', async () => {
    const health = new healthV1.HealthClient(address, credentials.createInsecure());
    const status = await new Promise<string | undefined>((resolve, reject) =>
      health.check({ service: '' }, (error, answer) => {
        health.close();
        if (error) reject(error);
        else resolve(answer?.status);
      }),
    );
    expect(status).toBe(healthV1.HealthCheckResponse_ServingStatus.SERVING);
    expect(await service.orm.em.fork().execute('select count(*)::int as notes from note')).toEqual([{ notes: 0 }]);
  });

  it('refuses a caller its access table does not name', async () => {
    const key = signingKeyOf('bff', parseSigningKey(testServiceKeyEnv('bff').SERVICE_IDENTITY_KEY));
    const client = createGrpcClient(messagesV1.MessagesServiceService, address, { identity: { key, audience: 'messages' } });
    try {
      await expect(client.call.listNotes({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
    } finally {
      client.close();
    }
  });
});
