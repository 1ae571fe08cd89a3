import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import { buildAreaDirectory, type AreaDirectory } from '../domain/area.js';

let loaded: Promise<AreaDirectory> | undefined;

/**
 * Provinces, cities/regencies and districts from the idn-area-data CSVs (about 7,800 rows), read
 * once per process and kept in memory: the data only changes with a package upgrade.
 */
export function areaDirectory(): Promise<AreaDirectory> {
  loaded ??= (async () => {
    const [provinces, regencies, districts] = await Promise.all([getProvinces(), getRegencies({ transform: true }), getDistricts({ transform: true })]);
    return buildAreaDirectory([
      provinces.map((p) => ({ code: p.code, name: p.name, parentCode: undefined })),
      regencies.map((r) => ({ code: r.code, name: r.name, parentCode: r.provinceCode })),
      districts.map((d) => ({ code: d.code, name: d.name, parentCode: d.regencyCode })),
    ]);
  })();
  return loaded;
}
