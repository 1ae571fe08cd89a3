import type { MessageClass } from './kinds.js';

/** At most `max` sends in any `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Codes and other messages are counted apart: a flood of order news never blocks a sign-in code. */
export interface RateLimitSettings {
  codes: RateLimit;
  others: RateLimit;
}

/** 5 codes per 10 minutes and 20 other messages per hour, per recipient. */
export const defaultRateLimitSettings: RateLimitSettings = {
  codes: { max: 5, windowSeconds: 600 },
  others: { max: 20, windowSeconds: 3600 },
};

/** A message already sent to the recipient. */
export interface RecentSend {
  class: MessageClass;
  sentAt: Date;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAt: Date };

/**
 * Whether one more message of `messageClass` may go to a recipient whose recent sends are these, at
 * `now`; when not, the instant the oldest send in the window leaves it.
 */
export function rateDecision(recent: readonly RecentSend[], messageClass: MessageClass, now: Date, settings: RateLimitSettings = defaultRateLimitSettings): RateDecision {
  const isCode = messageClass === 'code';
  const limit = isCode ? settings.codes : settings.others;
  const windowStart = now.getTime() - limit.windowSeconds * 1000;
  const inWindow = recent
    .filter((send) => (send.class === 'code') === isCode && send.sentAt.getTime() > windowStart && send.sentAt.getTime() <= now.getTime())
    .map((send) => send.sentAt.getTime())
    .sort((a, b) => a - b);
  if (inWindow.length < limit.max) return { allowed: true };
  // The window frees a place when the send that would be the max-th back leaves it.
  const freeing = inWindow[inWindow.length - limit.max]!;
  return { allowed: false, retryAt: new Date(freeing + limit.windowSeconds * 1000) };
}
