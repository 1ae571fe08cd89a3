import { describe, expect, it } from '@jest/globals';
import { deliveryKey } from '../../src/domain/delivery-key.js';

describe('the delivery key', () => {
  it('is one per event or code request, recipient and channel', () => {
    expect(deliveryKey({ eventId: 'e1' }, 'u1', 'email')).toBe('event:e1:u1:email');
    expect(deliveryKey({ codeRequestId: 'c1' }, 'u1', 'whatsapp')).toBe('code:c1:u1:whatsapp');
    const keys = new Set([
      deliveryKey({ eventId: 'e1' }, 'u1', 'email'),
      deliveryKey({ eventId: 'e1' }, 'u1', 'in_app'),
      deliveryKey({ eventId: 'e1' }, 'u2', 'email'),
      deliveryKey({ eventId: 'e2' }, 'u1', 'email'),
      deliveryKey({ codeRequestId: 'e1' }, 'u1', 'email'),
    ]);
    expect(keys.size).toBe(5);
  });

  it('cannot be imitated by an id holding the separator', () => {
    expect(deliveryKey({ eventId: 'e1:u1' }, 'u2', 'sms')).not.toBe(deliveryKey({ eventId: 'e1' }, 'u1:u2', 'sms'));
  });
});
