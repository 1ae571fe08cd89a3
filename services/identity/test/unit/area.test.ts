import { describe, expect, it } from '@jest/globals';
import { buildAreaDirectory, childrenOf, resolveArea } from '../../src/domain/area.js';

const directory = buildAreaDirectory([
  [
    { code: '31', name: 'DKI Jakarta', parentCode: undefined },
    { code: '11', name: 'Aceh', parentCode: undefined },
  ],
  [
    { code: '31.71', name: 'Jakarta Pusat', parentCode: '31' },
    { code: '31.72', name: 'Jakarta Utara', parentCode: '31' },
    { code: '11.01', name: 'Aceh Selatan', parentCode: '11' },
  ],
  [
    { code: '31.71.01', name: 'Gambir', parentCode: '31.71' },
    { code: '31.72.01', name: 'Penjaringan', parentCode: '31.72' },
  ],
]);

describe('childrenOf', () => {
  it('lists provinces for no parent, sorted by name', () => {
    expect(childrenOf(directory, '')).toEqual([
      { code: '11', name: 'Aceh' },
      { code: '31', name: 'DKI Jakarta' },
    ]);
  });

  it('lists a province’s cities and a city’s districts', () => {
    expect(childrenOf(directory, '31')?.map((a) => a.code)).toEqual(['31.71', '31.72']);
    expect(childrenOf(directory, '31.71')).toEqual([{ code: '31.71.01', name: 'Gambir' }]);
  });

  it('answers nothing below a district and undefined for an unknown parent', () => {
    expect(childrenOf(directory, '31.71.01')).toEqual([]);
    expect(childrenOf(directory, '99')).toBeUndefined();
  });
});

describe('resolveArea', () => {
  it('names a district in its city in its province', () => {
    expect(resolveArea(directory, { provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01' })).toEqual({
      province: { code: '31', name: 'DKI Jakarta' },
      city: { code: '31.71', name: 'Jakarta Pusat' },
      district: { code: '31.71.01', name: 'Gambir' },
    });
  });

  it.each([
    ['a district of another city', { provinceCode: '31', cityCode: '31.71', districtCode: '31.72.01' }],
    ['a city of another province', { provinceCode: '11', cityCode: '31.71', districtCode: '31.71.01' }],
    ['levels swapped', { provinceCode: '31.71', cityCode: '31', districtCode: '31.71.01' }],
    ['an unknown code', { provinceCode: '31', cityCode: '31.71', districtCode: '31.71.99' }],
  ])('rejects %s', (_label, codes) => {
    expect(resolveArea(directory, codes)).toBeUndefined();
  });
});
