import { describe, expect, it } from '@jest/globals';
import type { TextAt, TextKey, TypedT } from '../../src/i18n';

// The checks here are the type-checker's: each `@ts-expect-error` fails `npm run typecheck` as soon
// as the mistake below it stops being an error.
const settings = { title: 'Settings', problems: { code_required: 'Please enter the code' }, items: [{ q: 'Why?' }] };
type SettingsTexts = typeof settings;

describe('typed text keys', () => {
  it('accepts every key, nested keys by dots, and knows what each holds', () => {
    const keys: Array<TextKey<SettingsTexts>> = ['title', 'problems', 'problems.code_required', 'items'];
    const t: TypedT<SettingsTexts> = (key) => key.split('.').reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], settings) as never;
    const message: TextAt<SettingsTexts, 'problems.code_required'> = t('problems.code_required');
    expect(keys).toHaveLength(4);
    expect(message).toBe('Please enter the code');
    expect(t('items', { returnObjects: true })[0]?.q).toBe('Why?');
  });

  it('rejects a typo and a missing translation', () => {
    // @ts-expect-error a key that does not exist
    const typo: TextKey<SettingsTexts> = 'titel';
    // @ts-expect-error a nested key that does not exist
    const nestedTypo: TextKey<SettingsTexts> = 'problems.code_requird';
    // @ts-expect-error a translation missing a key the English texts have
    const zh: SettingsTexts = { title: '设置', items: [{ q: '为什么？' }] };
    expect([typo, nestedTypo, zh.title]).toHaveLength(3);
  });
});
