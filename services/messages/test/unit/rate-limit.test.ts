import { describe, expect, it } from '@jest/globals';
import { rateDecision, type RecentSend } from '../../src/domain/rate-limit.js';

const now = new Date('2026-11-29T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const settings = { codes: { max: 3, windowSeconds: 600 }, others: { max: 2, windowSeconds: 3600 } };

describe('the per-recipient rate limit', () => {
  it('allows codes up to the limit in the window, then names when the next may go', () => {
    const codes: RecentSend[] = [{ class: 'code', sentAt: ago(500) }, { class: 'code', sentAt: ago(100) }];
    expect(rateDecision(codes, 'code', now, settings)).toEqual({ allowed: true });
    const full = [...codes, { class: 'code', sentAt: ago(10) } as const];
    expect(rateDecision(full, 'code', now, settings)).toEqual({ allowed: false, retryAt: new Date(ago(500).getTime() + 600_000) });
  });

  it('forgets sends that left the window', () => {
    const old: RecentSend[] = [ago(600), ago(700), ago(800)].map((sentAt) => ({ class: 'code', sentAt }));
    expect(rateDecision(old, 'code', now, settings)).toEqual({ allowed: true });
  });

  it('counts codes and other messages apart', () => {
    const news: RecentSend[] = [{ class: 'order_update', sentAt: ago(60) }, { class: 'money', sentAt: ago(30) }];
    expect(rateDecision(news, 'code', now, settings)).toEqual({ allowed: true });
    expect(rateDecision(news, 'marketing', now, settings)).toEqual({ allowed: false, retryAt: new Date(ago(60).getTime() + 3_600_000) });
    const codes: RecentSend[] = [1, 2, 3].map((s) => ({ class: 'code', sentAt: ago(s) }));
    expect(rateDecision(codes, 'account', now, settings)).toEqual({ allowed: true });
  });

  it('defaults to 5 codes per 10 minutes and 20 other messages per hour', () => {
    const codes: RecentSend[] = [1, 2, 3, 4].map((s) => ({ class: 'code', sentAt: ago(s * 60) }));
    expect(rateDecision(codes, 'code', now)).toEqual({ allowed: true });
    expect(rateDecision([...codes, { class: 'code', sentAt: ago(5 * 60) }], 'code', now)).toEqual({ allowed: false, retryAt: new Date(ago(300).getTime() + 600_000) });
    const news: RecentSend[] = Array.from({ length: 20 }, (_, i) => ({ class: 'order_update', sentAt: ago(i * 60) }));
    expect(rateDecision(news.slice(1), 'money', now)).toEqual({ allowed: true });
    expect(rateDecision(news, 'money', now)).toMatchObject({ allowed: false });
  });
});
