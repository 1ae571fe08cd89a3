import { describe, expect, it } from '@jest/globals';
import { formatCountdown } from '../../src/countdown';

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [1_770, '29:30'],
    [3_600, '1:00:00'],
    [3_905, '1:05:05'],
  ])('%i seconds read %s', (seconds, clock) => {
    expect(formatCountdown(seconds)).toBe(clock);
  });
});
