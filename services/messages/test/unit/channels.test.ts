import { describe, expect, it } from '@jest/globals';
import { chooseChannels, nextCodeAttempt, type CodeAttempt } from '../../src/domain/channels.js';

describe('choosing channels', () => {
  it('sends news where the account can be reached: the phone by WhatsApp, else e-mail, and the notification centre', () => {
    expect(chooseChannels('order_shipped', 'phone', [])).toEqual(['in_app', 'whatsapp']);
    expect(chooseChannels('order_shipped', 'email', [])).toEqual(['in_app', 'email']);
    expect(chooseChannels('promotion', 'phone', [])).toEqual(['in_app']);
  });

  it('honours opt-outs per class and channel', () => {
    const optOuts = [{ class: 'order_update', channel: 'whatsapp' }] as const;
    expect(chooseChannels('order_shipped', 'phone', optOuts)).toEqual(['in_app']);
    expect(chooseChannels('withdrawal_paid', 'phone', optOuts)).toEqual(['in_app', 'whatsapp']);
    expect(chooseChannels('promotion', 'email', [{ class: 'marketing', channel: 'email' }, { class: 'marketing', channel: 'in_app' }])).toEqual([]);
  });

  it('sends a code to one channel, whatever the opt-outs: WhatsApp to a phone, e-mail to an e-mail', () => {
    const optOuts = [{ class: 'code', channel: 'whatsapp' }, { class: 'code', channel: 'email' }] as const;
    expect(chooseChannels('sign_in_code', 'phone', optOuts)).toEqual(['whatsapp']);
    expect(chooseChannels('reset_code', 'email', optOuts)).toEqual(['email']);
  });
});

describe('the next try of a code to a phone', () => {
  const t0 = new Date('2026-11-29T10:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const settings = { whatsappDeliveryTimeoutSeconds: 30 };
  const whatsapp = (status: CodeAttempt['status']): CodeAttempt => ({ channel: 'whatsapp', sentAt: t0, status });

  it('starts with WhatsApp', () => {
    expect(nextCodeAttempt([], t0, settings)).toEqual({ action: 'send', channel: 'whatsapp' });
  });

  it('waits for WhatsApp until the timeout, then falls back to SMS', () => {
    expect(nextCodeAttempt([whatsapp('sent')], at(29), settings)).toEqual({ action: 'wait', at: at(30) });
    expect(nextCodeAttempt([whatsapp('sent')], at(30), settings)).toEqual({ action: 'send', channel: 'sms' });
  });

  it('falls back to SMS at once when WhatsApp fails', () => {
    expect(nextCodeAttempt([whatsapp('failed')], at(1), settings)).toEqual({ action: 'send', channel: 'sms' });
  });

  it('stops when either is delivered, and after the SMS', () => {
    expect(nextCodeAttempt([whatsapp('delivered')], at(5), settings)).toEqual({ action: 'done', delivered: true });
    const sms: CodeAttempt = { channel: 'sms', sentAt: at(30), status: 'sent' };
    expect(nextCodeAttempt([whatsapp('sent'), sms], at(40), settings)).toEqual({ action: 'done', delivered: false });
    expect(nextCodeAttempt([whatsapp('delivered'), sms], at(40), settings)).toEqual({ action: 'done', delivered: true });
  });
});
