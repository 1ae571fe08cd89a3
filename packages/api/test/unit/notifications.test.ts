import { describe, expect, it } from '@jest/globals';
import { OPT_OUTS_MAX, notificationChannels, notificationClasses } from '@shop/contracts';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { describeError } from '../../src/errors.js';
import { markNotificationsReadInput, updateNotificationPreferencesInput } from '../../src/validation.js';

/** What the client is told for an input the schema refuses, in English. */
function refusal(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  const { message, field } = describeError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), 'en', 'notification.x');
  return { message, field };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('notification.markRead input', () => {
  it('takes up to 100 ids, or all', () => {
    expect(markNotificationsReadInput.parse({ ids: [7, 3] })).toEqual({ ids: [7, 3] });
    expect(markNotificationsReadInput.parse({ ids: ids(100) })).toEqual({ ids: ids(100) });
    expect(markNotificationsReadInput.parse({ all: true })).toEqual({ all: true });
  });

  it('refuses more than 100 ids, none, both at once and ids that are no ids', () => {
    // The pages send one id, or all: a caller's mistake, named by its field.
    expect(refusal(markNotificationsReadInput, { ids: ids(101) })).toEqual({ message: 'Invalid input: ids', field: undefined });
    expect(refusal(markNotificationsReadInput, {})).toEqual({ message: 'Invalid input: ids', field: undefined });
    expect(markNotificationsReadInput.safeParse({ ids: [] }).success).toBe(false);
    expect(markNotificationsReadInput.safeParse({ ids: [1], all: true }).success).toBe(false);
    expect(markNotificationsReadInput.safeParse({ all: false }).success).toBe(false);
    expect(markNotificationsReadInput.safeParse({ ids: [0] }).success).toBe(false);
    expect(markNotificationsReadInput.safeParse({ ids: [1.5] }).success).toBe(false);
  });
});

describe('notification.updatePreferences input', () => {
  it('takes a language, the whole set of opt-outs, or both', () => {
    expect(updateNotificationPreferencesInput.parse({ language: 'zh' })).toEqual({ language: 'zh' });
    expect(updateNotificationPreferencesInput.parse({ optOuts: [] })).toEqual({ optOuts: [] });
    const every = notificationClasses.flatMap((klass) => notificationChannels.map((channel) => ({ class: klass, channel })));
    expect(every).toHaveLength(OPT_OUTS_MAX);
    expect(updateNotificationPreferencesInput.parse({ language: 'ind', optOuts: every })).toEqual({ language: 'ind', optOuts: every });
  });

  it('refuses codes, unknown channels and languages, and more opt-outs than there are', () => {
    expect(updateNotificationPreferencesInput.safeParse({ optOuts: [{ class: 'code', channel: 'sms' }] }).success).toBe(false);
    expect(updateNotificationPreferencesInput.safeParse({ optOuts: [{ class: 'money', channel: 'pigeon' }] }).success).toBe(false);
    expect(updateNotificationPreferencesInput.safeParse({ language: 'fr' }).success).toBe(false);
    expect(updateNotificationPreferencesInput.safeParse({ optOuts: Array.from({ length: OPT_OUTS_MAX + 1 }, () => ({ class: 'money', channel: 'sms' })) }).success).toBe(false);
  });
});
