import { DISTRICT_ROWS, LOCAL_LEVEL_ROWS, PROVINCE_ROWS } from './data.js';
import { LOCAL_LEVEL_TYPES } from './types.js';
import type { District, LocalLevel, Province } from './types.js';

// Objects are frozen: every importer shares them, and one stray assignment would change them all.

export const provinces: readonly Province[] = Object.freeze(
  PROVINCE_ROWS.map(([id, name, nameEn]) => Object.freeze({ id, name, nameEn })),
);

export const districts: readonly District[] = Object.freeze(
  DISTRICT_ROWS.map(([id, provinceId, name, nameEn]) =>
    Object.freeze({ id, provinceId, name, nameEn }),
  ),
);

const provinceIdOfDistrict = new Map(districts.map((d) => [d.id, d.provinceId]));

export const localLevels: readonly LocalLevel[] = Object.freeze(
  LOCAL_LEVEL_ROWS.map(([id, districtId, typeIndex, name, nameEn]) => {
    const type = LOCAL_LEVEL_TYPES[typeIndex];
    const provinceId = provinceIdOfDistrict.get(districtId);
    if (type === undefined || provinceId === undefined) {
      throw new Error(`nepal-admin: local level ${id} has an unknown type or district`);
    }
    const fullName = `${name} ${type}`;
    return Object.freeze({ id, districtId, provinceId, name, fullName, nameEn, type });
  }),
);
