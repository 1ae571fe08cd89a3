import { describe, expect, it } from '@jest/globals';
import { messageKindNames, type MessageKind } from '../../src/domain/kinds.js';
import { languageOf, languages } from '../../src/domain/language.js';
import { builtInTemplates, fill, isGsm7, overrideKey, placeholdersOf, renderMessage, sampleParams, smsSegments, templateProblems, type MessageParams } from '../../src/domain/templates.js';

/** Parameters as long as real ones get: a long order number, amounts in the hundreds of millions. */
const samples: { [K in MessageKind]: MessageParams[K] } = {
  sign_up_code: { code: '482913', minutes: 10 },
  sign_in_code: { code: '482913', minutes: 10 },
  reset_code: { code: '482913', minutes: 10 },
  order_paid: { orderNo: 'SO2026112900012345', amount: 125_000_000 },
  order_received: { orderNo: 'SO2026112900012345', amount: 125_000_000 },
  order_shipped: { orderNo: 'SO2026112900012345', trackingNo: 'JNE0123456789012' },
  order_delivered: { orderNo: 'SO2026112900012345' },
  order_refunded: { orderNo: 'SO2026112900012345', amount: 125_000_000 },
  return_requested: { orderNo: 'SO2026112900012345', amount: 125_000_000 },
  return_reviewed: { orderNo: 'SO2026112900012345', decision: 'refused' },
  goods_cost_due: { orderNo: 'SO2026112900012345', amount: 125_000_000, shortBy: 99_500_000 },
  recharge_paid: { amount: 125_000_000 },
  withdrawal_approved: { amount: 125_000_000 },
  withdrawal_paid: { amount: 125_000_000 },
  withdrawal_failed: { amount: 125_000_000 },
  merchant_application_approved: { storeName: 'Toko Sumber Rejeki Jaya Abadi' },
  merchant_application_refused: { storeName: 'Toko Sumber Rejeki Jaya Abadi', reason: 'the ID card photo is unreadable' },
  promotion: { headline: 'Harbolnas', text: 'Diskon sampai 50%' },
};

describe('message templates', () => {
  it('fill every text of every kind in every language, with no placeholder left', () => {
    for (const kind of messageKindNames) {
      for (const language of languages) {
        const message = renderMessage(kind, language, samples[kind]);
        for (const text of [message.subject, message.short, message.title, message.body]) {
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/undefined|null|NaN|\[object|\$\{|\{\w+\}/);
        }
      }
    }
  });

  it('show amounts as the pages do', () => {
    expect(renderMessage('order_paid', 'en', { orderNo: 'SO1', amount: 1_250_000 }).short).toBe('Order SO1 is paid: Rp 1.250.000. We will tell you when it ships.');
    expect(renderMessage('recharge_paid', 'ind', { amount: 50_000 }).title).toBe('Isi saldo Rp 50.000 diterima');
    expect(renderMessage('recharge_paid', 'zh', { amount: 50_000 }).title).toBe('已收到充值 Rp 50.000');
  });

  it('speak Indonesian to a recipient whose language is unknown', () => {
    expect(languageOf(undefined)).toBe('ind');
    expect(languageOf('fr')).toBe('ind');
    expect(languageOf('zh-CN')).toBe('zh');
    expect(languageOf('EN')).toBe('en');
    expect(renderMessage('sign_in_code', 'de', { code: '123456', minutes: 5 })).toMatchObject({ language: 'ind', title: 'Kode masuk Anda' });
  });

  it('send the e-mail under the in-app title', () => {
    const message = renderMessage('withdrawal_failed', 'en', { amount: 10_000 });
    expect(message.subject).toBe(message.title);
  });

  // SMS is paid per segment: en and ind short texts are GSM-7 and one segment (160 characters)
  // with parameters as long as real ones; zh needs UCS-2 and is kept to one segment of 70 where
  // possible (the longest kinds, goods cost due and withdrawal failed, take two).
  it('fit one SMS in en and ind, in the GSM-7 alphabet', () => {
    for (const kind of messageKindNames) {
      for (const language of ['en', 'ind'] as const) {
        const { short } = renderMessage(kind, language, samples[kind]);
        expect({ kind, language, gsm7: isGsm7(short), segments: smsSegments(short) }).toEqual({ kind, language, gsm7: true, segments: 1 });
      }
    }
  });

  it('keep zh short texts to at most two UCS-2 segments', () => {
    for (const kind of messageKindNames) {
      const { short } = renderMessage(kind, 'zh', samples[kind]);
      expect(isGsm7(short)).toBe(false);
      expect(smsSegments(short)).toBeLessThanOrEqual(2);
    }
  });

  it('count SMS segments as carriers do', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('中'.repeat(70))).toBe(1);
    expect(smsSegments('中'.repeat(71))).toBe(2);
  });

  it('name only their kind\'s parameters, and every built-in text passes the operators\' checks', () => {
    for (const kind of messageKindNames) {
      expect(Object.keys(samples[kind]).sort()).toEqual(placeholdersOf(kind).sort());
      for (const language of languages) expect({ kind, language, problems: templateProblems(kind, builtInTemplates[kind][language]) }).toEqual({ kind, language, problems: [] });
    }
  });

  it('show a decision as a word of the language', () => {
    expect(renderMessage('return_reviewed', 'en', { orderNo: 'SO1', decision: 'approved' }).title).toBe('Your return of order SO1 was accepted');
    expect(renderMessage('return_reviewed', 'ind', { orderNo: 'SO1', decision: 'refused' }).title).toBe('Pengembalian pesanan SO1 ditolak');
  });
});

describe("operators' texts", () => {
  it('replace the built-in ones in their language only', () => {
    const overrides = new Map([[overrideKey('recharge_paid', 'en'), { title: 'Top-up of {amount} received', short: 'Got {amount}', body: 'Thanks: {amount}' }]]);
    expect(renderMessage('recharge_paid', 'en', { amount: 50_000 }, overrides).title).toBe('Top-up of Rp 50.000 received');
    expect(renderMessage('recharge_paid', 'ind', { amount: 50_000 }, overrides).title).toBe('Isi saldo Rp 50.000 diterima');
  });

  it('are refused when empty, too long or naming what the kind lacks', () => {
    expect(templateProblems('recharge_paid', { title: ' ', short: 'x'.repeat(321), body: 'Order {orderNo}: {amount}' })).toEqual([
      { field: 'title', problem: 'required' },
      { field: 'short', problem: 'too_long' },
      { field: 'body', problem: 'unknown_placeholder', name: 'orderNo' },
    ]);
  });

  it('leave an unknown name as written when filled', () => {
    expect(fill('{amount} for {who}', sampleParams.recharge_paid, 'en')).toBe('Rp 500.000 for {who}');
  });
});
