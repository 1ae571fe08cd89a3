import { describe, expect, it } from '@jest/globals';
import { optionalClasses, parseOptOut, validOptOuts } from '../../src/domain/preferences.js';

describe('opt-outs', () => {
  it('may be of every class but codes', () => {
    expect(optionalClasses).toEqual(['order_update', 'money', 'account', 'marketing']);
  });

  it('are taken once each, in a stable order', () => {
    expect(validOptOuts([{ class: 'marketing', channel: 'email' }, { class: 'money', channel: 'in_app' }, { class: 'marketing', channel: 'email' }])).toEqual([
      { class: 'marketing', channel: 'email' },
      { class: 'money', channel: 'in_app' },
    ]);
  });

  it('refuse codes, and classes or channels nobody knows', () => {
    expect(validOptOuts([{ class: 'code', channel: 'sms' }])).toBeUndefined();
    expect(validOptOuts([{ class: 'money', channel: 'fax' }])).toBeUndefined();
    expect(validOptOuts([{ class: 'spam', channel: 'email' }])).toBeUndefined();
    expect(parseOptOut('code:sms')).toBeUndefined();
  });
});
