import { describe, expect, it } from '@jest/globals';
import { allTopics, eventEnvelopeSchema, eventSchemas, isEventType } from '../src/index.js';

describe('event contracts', () => {
  it('names every event <svc>.<entity>.<verb>.v<n>', () => {
    for (const type of Object.keys(eventSchemas)) expect(type).toMatch(/^[a-z]+\.[a-z]+\.[a-z]+\.v\d+$/);
  });

  it('publishes each event on the topic of its wire name', () => {
    expect(allTopics).toEqual(Object.keys(eventSchemas));
  });

  it('accepts a well-formed envelope and rejects a malformed one', () => {
    const good = {
      id: '0b9d7c1e-6a3f-4c1b-9d7e-2f1a3b4c5d6e',
      type: 'catalog.product.viewed.v1',
      occurredAt: '2026-11-23T10:00:00.000Z',
      aggregateId: '42',
      payload: { productId: '42', viewerId: null },
    };
    expect(eventEnvelopeSchema.parse(good)).toEqual(good);
    expect(eventEnvelopeSchema.safeParse({ ...good, id: 'nope' }).success).toBe(false);
    expect(eventSchemas['catalog.product.viewed.v1'].safeParse({ productId: '' }).success).toBe(false);
  });

  it('revokes the sessions of one user, named by id', () => {
    const revoked = eventSchemas['identity.sessions.revoked.v1'];
    expect(revoked.parse({ userId: '0b9d7c1e-6a3f-4c1b-9d7e-2f1a3b4c5d6e' })).toEqual({ userId: '0b9d7c1e-6a3f-4c1b-9d7e-2f1a3b4c5d6e' });
    expect(revoked.safeParse({ userId: '' }).success).toBe(false);
    expect(revoked.safeParse({}).success).toBe(false);
  });

  it('knows its own event types only', () => {
    expect(isEventType('catalog.product.viewed.v1')).toBe(true);
    expect(isEventType('toString')).toBe(false);
  });
});
