import { DISTRICT_ROWS, LOCAL_LEVEL_ROWS, PROVINCE_ROWS } from './data.js';
import {
  DISTRICT_OFFICIAL_NAMES,
  LOCAL_LEVEL_OFFICIAL_NAMES,
  PROVINCE_OFFICIAL_NAMES,
} from './official-names.js';
import { LOCAL_LEVEL_TYPES } from './types.js';
import type { District, LocalLevel, Province } from './types.js';

// Objects are frozen: every importer shares them, and one stray assignment would change them all.

// The units exactly as the reference file names them (src/data.ts); the data tests compare these.
export const referenceProvinces: readonly Province[] = Object.freeze(
  PROVINCE_ROWS.map(([id, name, nameEn]) => Object.freeze({ id, name, nameEn })),
);

export const referenceDistricts: readonly District[] = Object.freeze(
  DISTRICT_ROWS.map(([id, provinceId, name, nameEn]) =>
    Object.freeze({ id, provinceId, name, nameEn }),
  ),
);

const provinceIdOfDistrict = new Map(referenceDistricts.map((d) => [d.id, d.provinceId]));

export const referenceLocalLevels: readonly LocalLevel[] = Object.freeze(
  LOCAL_LEVEL_ROWS.map(([id, districtId, typeIndex, name, nameEn, wards]) => {
    const type = LOCAL_LEVEL_TYPES[typeIndex];
    const provinceId = provinceIdOfDistrict.get(districtId);
    if (type === undefined || provinceId === undefined) {
      throw new Error(`nepal-admin: local level ${id} has an unknown type or district`);
    }
    const fullName = `${name} ${type}`;
    return Object.freeze({ id, districtId, provinceId, name, fullName, nameEn, type, wards });
  }),
);

// The units as we show them: the reference with the government's spellings of
// src/official-names.ts. This is what the package exports.

export const provinces: readonly Province[] = Object.freeze(
  referenceProvinces.map((p) => {
    const name = PROVINCE_OFFICIAL_NAMES[p.id];
    return name === undefined ? p : Object.freeze({ ...p, name });
  }),
);

export const districts: readonly District[] = Object.freeze(
  referenceDistricts.map((d) => {
    const name = DISTRICT_OFFICIAL_NAMES[d.id];
    return name === undefined ? d : Object.freeze({ ...d, name });
  }),
);

export const localLevels: readonly LocalLevel[] = Object.freeze(
  referenceLocalLevels.map((l) => {
    const name = LOCAL_LEVEL_OFFICIAL_NAMES[l.id];
    return name === undefined ? l : Object.freeze({ ...l, name, fullName: `${name} ${l.type}` });
  }),
);

function formerNames<T extends { id: number; name: string }>(
  reference: readonly T[],
  shown: readonly T[],
): ReadonlyMap<number, readonly string[]> {
  const former = new Map<number, readonly string[]>();
  reference.forEach((r, i) => {
    const s = shown[i];
    if (s && s.name !== r.name) former.set(r.id, Object.freeze([r.name]));
  });
  return former;
}

/**
 * The reference file's spelling of a unit the government spells otherwise, by id: still accepted
 * wherever a name is read (the lookups, resolveAddress, the pickers' search).
 */
export const REFERENCE_PROVINCE_NAMES = formerNames(referenceProvinces, provinces);
export const REFERENCE_DISTRICT_NAMES = formerNames(referenceDistricts, districts);
/** Bare names and full names ('… नगरपालिका'). */
export const REFERENCE_LOCAL_LEVEL_NAMES: ReadonlyMap<number, readonly string[]> = new Map(
  referenceLocalLevels.flatMap((r, i) => {
    const s = localLevels[i];
    return s && s.name !== r.name ? [[r.id, Object.freeze([r.name, r.fullName])] as const] : [];
  }),
);
