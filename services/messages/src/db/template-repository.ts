import type { EntityManager } from '@mikro-orm/postgresql';
import { overrideKey, type TemplateOverrides } from '../domain/templates.js';
import { TemplateOverride, type TemplateOverrideRecord } from './entities.js';

export function allOverrides(em: EntityManager): Promise<TemplateOverrideRecord[]> {
  return em.find(TemplateOverride, {});
}

/** The operators' texts by kind and language, as rendering takes them. */
export async function overridesOf(em: EntityManager): Promise<TemplateOverrides> {
  return new Map((await allOverrides(em)).map((row) => [overrideKey(row.kind, row.language), { title: row.title, short: row.short, body: row.body }]));
}

/**
 * The operators' texts as the senders use them, read again at most every `ttlMs`: an edit reaches
 * every replica within that. The table is one row per edited kind and language.
 */
export class TemplateCache {
  private loaded: { at: number; overrides: TemplateOverrides } | undefined;

  constructor(private readonly ttlMs = 10_000) {}

  async get(em: EntityManager): Promise<TemplateOverrides> {
    if (this.loaded && Date.now() - this.loaded.at < this.ttlMs) return this.loaded.overrides;
    this.loaded = { at: Date.now(), overrides: await overridesOf(em) };
    return this.loaded.overrides;
  }

  /** After an edit in this process: read again at the next use. */
  forget(): void {
    this.loaded = undefined;
  }
}
