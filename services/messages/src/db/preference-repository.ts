import type { EntityManager } from '@mikro-orm/postgresql';
import { languageOf, type Language } from '../domain/language.js';
import type { OptOut } from '../domain/channels.js';
import { parseOptOut, optOutKey } from '../domain/preferences.js';
import { Preference } from './entities.js';

export interface Preferences {
  language: Language;
  optOuts: OptOut[];
}

const NO_ROW: Preferences = { language: 'ind', optOuts: [] };

/** The users' preferences; a user without a row has the defaults. */
export async function preferencesOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, Preferences>> {
  const rows = userIds.length === 0 ? [] : await em.find(Preference, { userId: { $in: [...new Set(userIds)] } });
  const found = new Map(rows.map((row) => [row.userId, { language: languageOf(row.language), optOuts: row.optOuts.flatMap((key) => parseOptOut(key) ?? []) }]));
  return new Map(userIds.map((userId) => [userId, found.get(userId) ?? NO_ROW]));
}

/** Writes a user's preferences whole. */
export async function savePreferences(em: EntityManager, userId: string, preferences: Preferences, now: Date): Promise<void> {
  await em.upsert(Preference, { userId, language: preferences.language, optOuts: preferences.optOuts.map(optOutKey), updatedAt: now });
}
