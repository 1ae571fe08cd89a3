import { messagesReasons } from '@shop/contracts';
import { AppError, defineCommand, defineQuery } from '@shop/service-kit';
import { preferencesOf, savePreferences, type Preferences } from '../db/preference-repository.js';
import { isLanguage, validOptOuts } from '../domain/preferences.js';
import { signedInUser } from './notifications.js';

/** The caller's language and opt-outs. */
export const getMyPreferences = defineQuery('GetMyPreferences', async ({ em, caller }): Promise<Preferences> => {
  const userId = signedInUser(caller);
  return (await preferencesOf(em, [userId])).get(userId)!;
});

/** Sets the caller's language (unless empty) and, when asked, replaces their opt-outs; codes cannot be opted out. */
export const updateMyPreferences = defineCommand(
  'UpdateMyPreferences',
  async ({ em, now, caller }, request: { language: string; optOuts: { class: string; channel: string }[]; replaceOptOuts: boolean }): Promise<Preferences> => {
    const userId = signedInUser(caller);
    const optOuts = validOptOuts(request.optOuts);
    if ((request.language !== '' && !isLanguage(request.language)) || !optOuts) throw new AppError('INVALID_ARGUMENT', messagesReasons.invalidPreferences);
    const current = (await preferencesOf(em, [userId])).get(userId)!;
    const next: Preferences = { language: request.language === '' ? current.language : (request.language as Preferences['language']), optOuts: request.replaceOptOuts ? optOuts : current.optOuts };
    await savePreferences(em, userId, next, now);
    return next;
  },
);
