import { describe, expect, it } from '@jest/globals';
import { localDefaults, mergeOverDefaults, normalizeLogoPath } from '../../src/domain/platform-config.js';

describe('normalizeLogoPath', () => {
  it.each([
    ['logo.png', '/logo.png'],
    ['/logo.png', '/logo.png'],
    ['//img/logo.png', '/img/logo.png'],
    ['  img/logo.svg ', '/img/logo.svg'],
    ['https://cdn.example.com/l.png', 'https://cdn.example.com/l.png'],
    ['', ''],
  ])('%p becomes %p', (input, expected) => {
    expect(normalizeLogoPath(input)).toBe(expected);
  });
});

describe('mergeOverDefaults', () => {
  it('fills what the platform row leaves empty with the local defaults', () => {
    const merged = mergeOverDefaults({ platformCode: 2, title: 'Nusa Mart', desc: 'Online Shop', logo: 'logo.svg' });
    expect(merged).toEqual({ ...localDefaults, platformCode: 2, title: 'Nusa Mart', desc: 'Online Shop', logo: '/logo.svg' });
  });

  it('lets stored values win and extends the category map', () => {
    const merged = mergeOverDefaults({ platformCode: 3, title: 'T', desc: 'D', logo: '/l', currencySymbol: 'RM', categoryIds: { toys: 7 } });
    expect(merged.currencySymbol).toBe('RM');
    expect(merged.categoryIds).toEqual({ man: 11044364, cosmetics: 29, digital: 36, toys: 7 });
    expect(merged.countryMobilePrefix).toBe('+62');
  });
});
