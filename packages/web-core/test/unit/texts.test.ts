import { describe, expect, it, jest } from '@jest/globals';
import { TextStore, Translator } from '../../src/i18n';
import type { Locale } from '../../src/locale';

const texts: Record<Locale, object> = {
  en: { title: 'Settings', greeting: 'Hello, {{name}}!', nested: { deep: 'Deep' }, items: [{ q: 'Why?' }] },
  zh: { title: '设置', greeting: '你好，{{name}}！', nested: { deep: '深' }, items: [{ q: '为什么？' }] },
  ind: { title: 'Pengaturan', greeting: 'Halo, {{name}}!', nested: { deep: 'Dalam' }, items: [{ q: 'Mengapa?' }] },
};

function storeWith(loads: string[] = []): TextStore {
  const store = new TextStore();
  store.register('app', async (locale) => {
    loads.push(`app:${locale}`);
    return texts[locale];
  });
  store.register('other', async (locale) => {
    loads.push(`other:${locale}`);
    return { name: `other-${locale}` };
  });
  return store;
}

describe('texts', () => {
  it('reads nested keys, fills placeholders, returns lists on request and the key when missing', async () => {
    const store = storeWith();
    await store.load('en', 'app');
    const translator = new Translator(store, 'en', 'app');
    expect(translator.t('app', 'title')).toBe('Settings');
    expect(translator.t('app', 'nested.deep')).toBe('Deep');
    expect(translator.t('app', 'greeting', { name: 'Sari' })).toBe('Hello, Sari!');
    expect(translator.t('app', 'greeting')).toBe('Hello, {{name}}!');
    expect(translator.t('app', 'items', { returnObjects: true })).toEqual([{ q: 'Why?' }]);
    expect(translator.t('app', 'items')).toBe('items');
    expect(translator.t('app', 'nothing.here')).toBe('nothing.here');
    await store.load('en', 'other');
    expect(translator.t('app', 'other:name')).toBe('other-en');
  });

  it('loads each namespace and locale once, however many ask while it loads', async () => {
    const loads: string[] = [];
    const store = storeWith(loads);
    const first = store.load('zh', 'app');
    expect(store.load('zh', 'app')).toBe(first);
    await first;
    expect(store.load('zh', 'app')).toBeUndefined();
    expect(loads).toEqual(['app:zh']);
  });

  it('goes on with the keys when a namespace fails to load or was never registered', async () => {
    const store = new TextStore();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.register('broken', async () => {
      throw new Error('network');
    });
    await store.load('en', 'broken');
    await store.load('en', 'unknown');
    const translator = new Translator(store, 'en', 'broken');
    expect(translator.t('broken', 'title')).toBe('title');
    expect(translator.t('unknown', 'title')).toBe('title');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('switches language only once every namespace in use has arrived in the new one, then tells its listeners', async () => {
    const loads: string[] = [];
    const store = storeWith(loads);
    await store.load('en', 'app');
    await store.load('en', 'other');
    const translator = new Translator(store, 'en', 'app');
    const seen: Locale[] = [];
    const unsubscribe = translator.subscribe(() => seen.push(translator.locale));
    const switching = translator.changeLocale('ind');
    expect(translator.locale).toBe('en');
    await switching;
    expect(translator.locale).toBe('ind');
    expect(seen).toEqual(['ind']);
    expect(translator.t('app', 'title')).toBe('Pengaturan');
    expect(loads).toEqual(['app:en', 'other:en', 'app:ind', 'other:ind']);
    unsubscribe();
    await translator.changeLocale('zh');
    expect(seen).toEqual(['ind']);
  });

  it('forgets every other namespace for a new remote version, and keeps no text a load started before brings', async () => {
    const store = storeWith();
    await store.load('en', 'app');
    await store.load('en', 'other');
    const inFlight = store.load('zh', 'other');
    store.forgetAllBut('app');
    await inFlight;
    expect(store.get('en', 'app')).toBeDefined();
    expect(store.get('en', 'other')).toBeUndefined();
    expect(store.get('zh', 'other')).toBeUndefined();
    store.register('other', async () => ({ name: 'new version' }));
    await store.load('en', 'other');
    expect(store.get('en', 'other')).toEqual({ name: 'new version' });
  });
});
