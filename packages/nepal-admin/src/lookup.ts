import { lookupKey } from './normalize.js';
import { LOCAL_LEVEL_TYPE_EN } from './types.js';
import type { District, LocalLevel, Province } from './types.js';
import {
  REFERENCE_DISTRICT_NAMES,
  REFERENCE_LOCAL_LEVEL_NAMES,
  REFERENCE_PROVINCE_NAMES,
  districts,
  localLevels,
  provinces,
} from './units.js';

const PROVINCE_SUFFIX = /\s*(?:प्रदेश|province|pradesh)$/u;
const DISTRICT_SUFFIX = /\s*(?:जिल्ला|district)$/u;

// A unit is found by its name, its English name and the reference file's spelling when the
// government's replaces it (src/official-names.ts).
function byNames<T extends { id: number; name: string; nameEn: string }>(
  items: readonly T[],
  referenceNames: ReadonlyMap<number, readonly string[]>,
): Map<string, T> {
  return new Map(
    items.flatMap((item) =>
      [item.name, item.nameEn, ...(referenceNames.get(item.id) ?? [])].map(
        (name) => [lookupKey(name), item] as const,
      ),
    ),
  );
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

// The indexes are built on first use (about 20 ms cold), so importing the list stays cheap.
function buildIndexes() {
  // Key `${districtId} ${name key}`; null marks a bare name two local levels of a district share.
  const levelByName = new Map<string, LocalLevel | null>();
  for (const level of localLevels) {
    const names = [
      level.fullName,
      level.name,
      level.nameEn,
      `${level.nameEn} ${LOCAL_LEVEL_TYPE_EN[level.type]}`,
      ...(REFERENCE_LOCAL_LEVEL_NAMES.get(level.id) ?? []),
    ];
    for (const name of names) {
      const key = `${level.districtId} ${lookupKey(name)}`;
      const known = levelByName.get(key);
      levelByName.set(key, known === undefined || known === level ? level : null);
    }
  }
  return {
    provinceById: new Map(provinces.map((p) => [p.id, p])),
    provinceByName: byNames(provinces, REFERENCE_PROVINCE_NAMES),
    districtById: new Map(districts.map((d) => [d.id, d])),
    districtByName: byNames(districts, REFERENCE_DISTRICT_NAMES),
    districtsByProvince: groupBy(districts, (d) => d.provinceId),
    levelsByDistrict: groupBy(localLevels, (l) => l.districtId),
    levelByName,
  };
}

let cached: ReturnType<typeof buildIndexes> | undefined;
const indexes = () => (cached ??= buildIndexes());

function find<T>(
  nameOrId: unknown,
  byId: Map<number, T>,
  byName: Map<string, T>,
  suffix: RegExp,
): T | undefined {
  if (typeof nameOrId === 'number') return byId.get(nameOrId);
  if (typeof nameOrId !== 'string') return undefined;
  const key = lookupKey(nameOrId);
  return byName.get(key) ?? byName.get(key.replace(suffix, ''));
}

/** Province by Nepali or English name (any case) or id: findProvince('Bagmati')?.id → 3. */
export function findProvince(nameOrId: string | number): Province | undefined {
  const { provinceById, provinceByName } = indexes();
  return find(nameOrId, provinceById, provinceByName, PROVINCE_SUFFIX);
}

/** District by Nepali or English name (any case) or id: findDistrict('Morang')?.id → 6. */
export function findDistrict(nameOrId: string | number): District | undefined {
  const { districtById, districtByName } = indexes();
  return find(nameOrId, districtById, districtByName, DISTRICT_SUFFIX);
}

/** A province's districts, by its name or id; [] if unknown: districtsOf('मधेश').length → 8. */
export function districtsOf(province: string | number): District[] {
  const found = findProvince(province);
  return found ? [...(indexes().districtsByProvince.get(found.id) ?? [])] : [];
}

/** A district's local levels, by its name or id; [] if unknown: localLevelsOf(27).length → 11. */
export function localLevelsOf(district: string | number): LocalLevel[] {
  const found = findDistrict(district);
  return found ? [...(indexes().levelsByDistrict.get(found.id) ?? [])] : [];
}

/** Local level of a true triple: findLocalLevel('बागमती', 'ललितपुर', 'ललितपुर महानगरपालिका')?.id → 331. */
export function findLocalLevel(
  province: string,
  district: string,
  municipality: string,
): LocalLevel | undefined {
  const p = findProvince(province);
  const d = findDistrict(district);
  if (!p || !d || d.provinceId !== p.id || typeof municipality !== 'string') return undefined;
  return indexes().levelByName.get(`${d.id} ${lookupKey(municipality)}`) ?? undefined;
}

/** Whether the triple is real: isValidAddress('कोशी', 'सुनसरी', 'धरान उप-महानगरपालिका') → true. */
export function isValidAddress(province: string, district: string, municipality: string): boolean {
  return findLocalLevel(province, district, municipality) !== undefined;
}
