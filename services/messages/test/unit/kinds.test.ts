import { describe, expect, it } from '@jest/globals';
import { classOf, messageKindNames, messageKinds } from '../../src/domain/kinds.js';

describe('the table of message kinds', () => {
  it('makes the three codes urgent, and nothing else', () => {
    expect(messageKindNames.filter((kind) => messageKinds[kind].urgent)).toEqual(['sign_up_code', 'sign_in_code', 'reset_code']);
    expect(messageKindNames.filter((kind) => classOf(kind) === 'code')).toEqual(['sign_up_code', 'sign_in_code', 'reset_code']);
  });

  it('classes every event the service will tell people about', () => {
    expect(messageKindNames.filter((kind) => classOf(kind) === 'order_update')).toEqual([
      'order_paid',
      'order_received',
      'order_shipped',
      'order_delivered',
      'order_refunded',
      'return_requested',
      'return_reviewed',
      'goods_cost_due',
    ]);
    expect(messageKindNames.filter((kind) => classOf(kind) === 'money')).toEqual(['recharge_paid', 'withdrawal_approved', 'withdrawal_paid', 'withdrawal_failed']);
    expect(messageKindNames.filter((kind) => classOf(kind) === 'account')).toEqual(['merchant_application_approved', 'merchant_application_refused']);
  });

  it('keeps SMS for codes and WhatsApp away from marketing', () => {
    for (const kind of messageKindNames) {
      const { channels } = messageKinds[kind];
      if (classOf(kind) !== 'code') expect(channels).not.toContain('sms');
      if (classOf(kind) === 'marketing') expect(channels).not.toContain('whatsapp');
      expect(channels.length).toBeGreaterThan(0);
    }
  });
});
