import { describe, expect, it } from '@jest/globals';
import { exposesOf } from '@shop/web-build';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { shopperPages } from '../src/pages';

describe('the page list', () => {
  it('exposes each page from src/exposes/<Name>.tsx, and every such file exists', () => {
    const exposes = exposesOf(shopperPages);
    expect(exposes['./SettingsPage']).toBe('./src/exposes/SettingsPage.tsx');
    expect(Object.keys(exposes)).toHaveLength(Object.keys(shopperPages).length);
    for (const file of Object.values(exposes)) expect(existsSync(path.join(import.meta.dirname, '..', file))).toBe(true);
  });
});
