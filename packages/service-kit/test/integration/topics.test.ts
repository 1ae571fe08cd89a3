import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allTopics, topicPartitions } from '@shop/contracts';
import { testBrokers } from '@shop/test-kit';
import type { Admin, Kafka } from 'kafkajs';
import { createProducer, ensureTopics, topicsPublishedBy } from '../../src/index.js';
import { kafkaFor } from './messaging-fixture.js';

let kafka: Kafka;
let admin: Admin;

beforeAll(async () => {
  kafka = kafkaFor(testBrokers());
  admin = kafka.admin();
  await admin.connect();
});

afterAll(async () => {
  await admin.disconnect();
});

describe('producer', () => {
  it('is idempotent, so a retried batch is never written twice', () => {
    expect(createProducer(kafka).isIdempotent()).toBe(true);
  });
});

describe('topics', () => {
  it('knows which events a service publishes from their wire names', () => {
    expect(topicsPublishedBy('catalog')).toEqual(['catalog.product.viewed.v1', 'catalog.listing.changed.v1', 'catalog.product.collected.v1', 'catalog.product.uncollected.v1']);
    expect(topicsPublishedBy('identity')).toEqual(['identity.sessions.revoked.v1']);
    expect(topicsPublishedBy('cat')).toEqual([]);
  });

  it('creates every topic with its catalogue partition count, and again without complaint', async () => {
    await ensureTopics(kafka, allTopics, 1);
    await ensureTopics(kafka, allTopics, 1);
    const { topics } = await admin.fetchTopicMetadata({ topics: [...allTopics] });
    expect(Object.fromEntries(topics.map((topic) => [topic.name, topic.partitions.length]))).toEqual(topicPartitions);
  });
});
