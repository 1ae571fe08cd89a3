import { describe, expect, it } from '@jest/globals';
import { testServiceKeyEnv } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';

const env = {
  DATABASE_URL: 'postgres://payment@db/payment',
  KAFKA_BROKERS: 'kafka:9092',
  MIDTRANS_API_URL: 'https://api.midtrans.com/',
  MIDTRANS_SERVER_KEY: 'Mid-server-0123456789',
  IRIS_API_URL: 'https://app.midtrans.com/iris',
  IRIS_API_KEY: 'IRIS-creator-0123456789',
  IRIS_MERCHANT_KEY: 'IRIS-merchant-0123456789',
  FUND_GRPC_URL: 'fund:50051',
  ORDER_GRPC_URL: 'order:50051',
  ...testServiceKeyEnv('payment'),
};

describe('configuration', () => {
  it('reads the gateway settings, with the reconciliation defaults', () => {
    expect(loadConfig(env)).toMatchObject({ MIDTRANS_API_URL: 'https://api.midtrans.com', NOTIFICATION_PORT: 8080, RECONCILE_INTERVAL_MS: 30_000, DATABASE_SCHEMA: 'payment' });
  });

  it('sends keys in production only over TLS or to this machine', () => {
    expect(() => loadConfig({ ...env, MIDTRANS_API_URL: 'http://api.midtrans.com' })).toThrow(/MIDTRANS_API_URL: must be https in production/);
    expect(loadConfig({ ...env, IRIS_API_URL: 'http://127.0.0.1:4000/iris' }).IRIS_API_URL).toBe('http://127.0.0.1:4000/iris');
    expect(loadConfig({ ...env, NODE_ENV: 'development', MIDTRANS_API_URL: 'http://sandbox:4000' }).MIDTRANS_API_URL).toBe('http://sandbox:4000');
  });

  it('needs every key', () => {
    const { IRIS_MERCHANT_KEY: _missing, ...rest } = env;
    expect(() => loadConfig(rest)).toThrow(/IRIS_MERCHANT_KEY/);
  });
});
