import { describe, expect, it } from '@jest/globals';
import { afterFailure, defaultRetrySettings, retryDelaySeconds } from '../../src/domain/retries.js';

describe('retries', () => {
  it('wait 30 s, doubling, capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((failed) => retryDelaySeconds(failed))).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('try again after the wait, and dead-letter after the last try', () => {
    const failedAt = new Date('2026-11-29T10:00:00Z');
    expect(afterFailure(1, failedAt)).toEqual({ action: 'retry', at: new Date('2026-11-29T10:00:30Z') });
    expect(afterFailure(defaultRetrySettings.maxAttempts - 1, failedAt)).toEqual({ action: 'retry', at: new Date('2026-11-29T10:32:00Z') });
    expect(afterFailure(defaultRetrySettings.maxAttempts, failedAt)).toEqual({ action: 'dead_letter' });
  });

  it('follow other settings', () => {
    const settings = { firstDelaySeconds: 5, factor: 3, maxDelaySeconds: 100, maxAttempts: 3 };
    expect([1, 2, 3, 4].map((failed) => retryDelaySeconds(failed, settings))).toEqual([5, 15, 45, 100]);
    expect(afterFailure(3, new Date(0), settings)).toEqual({ action: 'dead_letter' });
  });
});
