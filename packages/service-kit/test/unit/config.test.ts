import { describe, expect, it } from '@jest/globals';
import { TEST_DEPLOYABLES, testServiceKeyEnv } from '@shop/test-kit';
import { baseConfigSchema, ConfigError, parseConfig } from '../../src/config.js';
import { CommandKeys, sanitizeIdempotencyKey, sanitizeRequestId } from '../../src/context.js';
import { kafkaSasl } from '../../src/messaging/kafka.js';

const env = { DATABASE_URL: 'postgres://u:p@localhost:5432/shop', KAFKA_BROKERS: 'a:9092, b:9092', ...testServiceKeyEnv('identity') };

describe('parseConfig', () => {
  it('applies defaults and splits lists', () => {
    const config = parseConfig(baseConfigSchema, env);
    expect(config).toMatchObject({ GRPC_PORT: 50051, KAFKA_BROKERS: ['a:9092', 'b:9092'], SERVICE_ROLES: ['api', 'worker'] });
  });

  it('puts no prefix before topic names unless one is set, and only one a topic name can hold', () => {
    expect(parseConfig(baseConfigSchema, env).KAFKA_TOPIC_PREFIX).toBe('');
    expect(parseConfig(baseConfigSchema, { ...env, KAFKA_TOPIC_PREFIX: 't0a1b2c3d.' }).KAFKA_TOPIC_PREFIX).toBe('t0a1b2c3d.');
    expect(() => parseConfig(baseConfigSchema, { ...env, KAFKA_TOPIC_PREFIX: 'a/b' })).toThrow(/KAFKA_TOPIC_PREFIX/);
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

  it('parses the caller-assertion keys and names a bad one without echoing it', () => {
    const config = parseConfig(baseConfigSchema, env);
    expect(config.SERVICE_IDENTITY_KEY.keyId).toBe('identity-local');
    expect([...config.SERVICE_TRUSTED_KEYS.keys()]).toEqual(TEST_DEPLOYABLES.map((name) => `${name}-local`));
    const secret = env.SERVICE_IDENTITY_KEY.split(':')[1]!;
    const broken = `identity-local:${secret.slice(0, -8)}`;
    expect(() => parseConfig(baseConfigSchema, { ...env, SERVICE_IDENTITY_KEY: broken })).toThrow(/SERVICE_IDENTITY_KEY: key identity-local is not a PKCS#8 private key/);
    expect(() => parseConfig(baseConfigSchema, { ...env, SERVICE_IDENTITY_KEY: broken })).not.toThrow(secret.slice(0, -8));
    expect(() => parseConfig(baseConfigSchema, { ...env, SERVICE_TRUSTED_KEYS: 'bff' })).toThrow(/SERVICE_TRUSTED_KEYS: expected/);
  });

  it('signs in to Kafka as the configured SCRAM user, or not at all, never with half of one', () => {
    expect(kafkaSasl(parseConfig(baseConfigSchema, env))).toBeUndefined();
    const user = { KAFKA_USERNAME: 'fund', KAFKA_PASSWORD: 's3cret' };
    expect(kafkaSasl(parseConfig(baseConfigSchema, { ...env, ...user }))).toEqual({ mechanism: 'scram-sha-512', username: 'fund', password: 's3cret' });
    expect(kafkaSasl(parseConfig(baseConfigSchema, { ...env, ...user, KAFKA_SASL_MECHANISM: 'scram-sha-256' }))).toMatchObject({ mechanism: 'scram-sha-256' });
    expect(() => parseConfig(baseConfigSchema, { ...env, ...user, KAFKA_SASL_MECHANISM: 'plain' })).toThrow(/KAFKA_SASL_MECHANISM/);
    expect(() => kafkaSasl(parseConfig(baseConfigSchema, { ...env, KAFKA_USERNAME: 'fund' }))).toThrow(/KAFKA_PASSWORD: required with KAFKA_USERNAME/);
    expect(() => kafkaSasl(parseConfig(baseConfigSchema, { ...env, KAFKA_PASSWORD: 's3cret' }))).toThrow(/KAFKA_USERNAME: required with KAFKA_PASSWORD/);
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

describe('CommandKeys', () => {
  it('numbers the commands of one intent, the same way on every retry', () => {
    const derive = () => {
      const keys = new CommandKeys('intent-123');
      const upcoming = keys.peek();
      return [upcoming, keys.take(), keys.take()];
    };
    expect(derive()).toEqual(['intent-123:0', 'intent-123:0', 'intent-123:1']);
    expect(derive()).toEqual(derive());
  });
});

describe('sanitizeIdempotencyKey', () => {
  it('keeps plain keys with room for the derived suffix', () => {
    expect(sanitizeIdempotencyKey('4f2c9a1e-0d4b-4c1e-9b7a-2a6f0c3d8e11')).toBe('4f2c9a1e-0d4b-4c1e-9b7a-2a6f0c3d8e11');
    expect(sanitizeIdempotencyKey('short')).toBeUndefined();
    expect(sanitizeIdempotencyKey('k'.repeat(101))).toBeUndefined();
    expect(sanitizeIdempotencyKey('key with\nnewline')).toBeUndefined();
    expect(sanitizeIdempotencyKey(['a-list-of-keys'])).toBeUndefined();
  });
});
