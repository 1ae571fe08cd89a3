/** One administrative area: a province, a city/regency (kabupaten/kota) or a district (kecamatan). */
export interface Area {
  code: string;
  name: string;
}

export interface AreaRecord extends Area {
  parentCode: string | undefined;
}

export interface AreaDirectory {
  byCode: ReadonlyMap<string, AreaRecord>;
  /** '' lists the provinces. */
  children: ReadonlyMap<string, readonly Area[]>;
}

export interface ResolvedArea {
  province: Area;
  city: Area;
  district: Area;
}

export function buildAreaDirectory(levels: readonly (readonly AreaRecord[])[]): AreaDirectory {
  const byCode = new Map<string, AreaRecord>();
  const children = new Map<string, Area[]>();
  for (const area of levels.flat()) {
    byCode.set(area.code, area);
    const siblings = children.get(area.parentCode ?? '') ?? [];
    siblings.push({ code: area.code, name: area.name });
    children.set(area.parentCode ?? '', siblings);
  }
  for (const siblings of children.values()) siblings.sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return { byCode, children };
}

/** The areas directly inside a parent ('' for provinces); undefined when the parent is unknown. */
export function childrenOf(directory: AreaDirectory, parentCode: string): readonly Area[] | undefined {
  if (parentCode !== '' && !directory.byCode.has(parentCode)) return undefined;
  return directory.children.get(parentCode) ?? [];
}

/** The three areas if the district lies in the city and the city in the province. */
export function resolveArea(directory: AreaDirectory, codes: { provinceCode: string; cityCode: string; districtCode: string }): ResolvedArea | undefined {
  const province = directory.byCode.get(codes.provinceCode);
  const city = directory.byCode.get(codes.cityCode);
  const district = directory.byCode.get(codes.districtCode);
  if (!province || !city || !district) return undefined;
  if (province.parentCode !== undefined || city.parentCode !== province.code || district.parentCode !== city.code) return undefined;
  return { province: plain(province), city: plain(city), district: plain(district) };
}

function plain({ code, name }: Area): Area {
  return { code, name };
}
