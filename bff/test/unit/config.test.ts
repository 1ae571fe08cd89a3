import { describe, expect, it } from '@jest/globals';
import { testServiceKeyEnv } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { peerServices } from '@shop/api';

const urls = { IDENTITY_GRPC_URL: 'identity:50051', CATALOG_GRPC_URL: 'catalog:50051', MERCHANT_GRPC_URL: 'merchant:50051', FUND_GRPC_URL: 'fund:50051', PAYMENT_GRPC_URL: 'payment:50051', ORDER_GRPC_URL: 'order:50051', MESSAGES_GRPC_URL: 'messages:50051', KAFKA_BROKERS: 'kafka-0:9092, kafka-1:9092', ...testServiceKeyEnv('bff') };

describe('loadConfig', () => {
  it('reads each peer service address from <NAME>_GRPC_URL', () => {
    expect(loadConfig(urls).grpcUrls).toEqual({ identity: 'identity:50051', catalog: 'catalog:50051', merchant: 'merchant:50051', fund: 'fund:50051', payment: 'payment:50051', order: 'order:50051', messages: 'messages:50051' });
    expect(Object.keys(loadConfig(urls).grpcUrls)).toEqual([...peerServices]);
    expect(loadConfig(urls).KAFKA_BROKERS).toEqual(['kafka-0:9092', 'kafka-1:9092']);
  });

  it('names every missing peer address', () => {
    expect(() => loadConfig({})).toThrow(/KAFKA_BROKERS[\s\S]*IDENTITY_GRPC_URL[\s\S]*CATALOG_GRPC_URL[\s\S]*MERCHANT_GRPC_URL[\s\S]*FUND_GRPC_URL[\s\S]*PAYMENT_GRPC_URL[\s\S]*ORDER_GRPC_URL[\s\S]*MESSAGES_GRPC_URL/);
  });

  it('runs as production unless development or test is asked for', () => {
    expect(loadConfig(urls).NODE_ENV).toBe('production');
    expect(loadConfig({ ...urls, NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });
});
