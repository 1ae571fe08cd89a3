import { describe, expect, it } from '@jest/globals';
import { baseConfigSchema, ConfigError, parseConfig } from '../../src/config.js';
import { sanitizeRequestId } from '../../src/context.js';

const env = { DATABASE_URL: 'postgres://u:p@localhost:5432/shop', KAFKA_BROKERS: 'a:9092, b:9092' };

describe('parseConfig', () => {
  it('applies defaults and splits lists', () => {
    const config = parseConfig(baseConfigSchema, env);
    expect(config).toMatchObject({ GRPC_PORT: 50051, KAFKA_BROKERS: ['a:9092', 'b:9092'], SERVICE_ROLES: ['api', 'worker'] });
  });

  it('runs as production unless development or test is asked for', () => {
    expect(parseConfig(baseConfigSchema, env).NODE_ENV).toBe('production');
    expect(parseConfig(baseConfigSchema, { ...env, NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(() => parseConfig(baseConfigSchema, { ...env, NODE_ENV: 'dev' })).toThrow(/NODE_ENV/);
  });

  it('lists every problem at once', () => {
    expect(() => parseConfig(baseConfigSchema, { SERVICE_ROLES: 'api,cron' })).toThrow(ConfigError);
    try {
      parseConfig(baseConfigSchema, { SERVICE_ROLES: 'api,cron' });
    } catch (error) {
      expect(String(error)).toMatch(/DATABASE_URL/);
      expect(String(error)).toMatch(/KAFKA_BROKERS/);
      expect(String(error)).toMatch(/SERVICE_ROLES/);
    }
  });

  it('rejects a non-Postgres database URL', () => {
    expect(() => parseConfig(baseConfigSchema, { ...env, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('sanitizeRequestId', () => {
  it('keeps plain ids and drops anything that could forge log lines', () => {
    expect(sanitizeRequestId('req-1.a:b_c')).toBe('req-1.a:b_c');
    expect(sanitizeRequestId('bad\nid')).toBeUndefined();
    expect(sanitizeRequestId('x'.repeat(129))).toBeUndefined();
    expect(sanitizeRequestId(42)).toBeUndefined();
  });
});
