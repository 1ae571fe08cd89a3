import { describe, expect, it } from '@jest/globals';
import {
  CODE_TTL_SECONDS,
  codeExpiry,
  codeLanguage,
  codeStatus,
  isCodePurpose,
  MAX_CODE_ATTEMPTS,
  RESEND_COOLDOWN_SECONDS,
  resendWaitSeconds,
  secondsLeft,
} from '../../src/domain/verification-code.js';

const sentAt = new Date('2026-11-24T10:00:00Z');
const later = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);
const issued = { createdAt: sentAt, expiresAt: codeExpiry(sentAt), attempts: 0, usedAt: null };

describe('verification codes', () => {
  it('live five minutes', () => {
    expect(CODE_TTL_SECONDS).toBe(300);
    expect(codeStatus(issued, later(299))).toBe('usable');
    expect(codeStatus(issued, later(300))).toBe('expired');
  });

  it('die after five wrong tries', () => {
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    expect(codeStatus({ ...issued, attempts: 4 }, later(1))).toBe('usable');
    expect(codeStatus({ ...issued, attempts: 5 }, later(1))).toBe('exhausted');
  });

  it('work once', () => {
    expect(codeStatus({ ...issued, usedAt: later(5) }, later(6))).toBe('used');
  });

  it('can be resent after a 60 s cool-down', () => {
    expect(RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(resendWaitSeconds(undefined, sentAt)).toBe(0);
    expect(resendWaitSeconds(sentAt, later(0))).toBe(60);
    expect(resendWaitSeconds(sentAt, later(59.2))).toBe(1);
    expect(resendWaitSeconds(sentAt, later(60))).toBe(0);
  });

  it('report the seconds they have left', () => {
    expect(secondsLeft(issued.expiresAt, later(100))).toBe(200);
    expect(secondsLeft(issued.expiresAt, later(400))).toBe(0);
  });

  it('know their purposes', () => {
    expect(['signup', 'signin', 'reset'].every(isCodePurpose)).toBe(true);
    expect(isCodePurpose('login')).toBe(false);
  });

  it("are written in the page's language, Indonesian unless it is English or Chinese", () => {
    expect(['en', 'zh', 'ind'].map(codeLanguage)).toEqual(['en', 'zh', 'ind']);
    expect(['', 'id', 'EN', 'fr', undefined].map(codeLanguage)).toEqual(['ind', 'ind', 'ind', 'ind', 'ind']);
  });
});
