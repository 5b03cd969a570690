import {
  LOCAL_LEVEL_TYPE_EN,
  findDistrict,
  findLocalLevel,
  findProvince,
  type District,
  type LocalLevel,
  type Province,
} from '@karyayojana/nepal-admin';

export interface Address {
  province: string;
  district: string;
  municipality: string;
}

/**
 * A stored address in the spelling of the reference list, so that the selects show it:
 * 'Bagmati' → 'बागमती'. A part the list does not know (with what depends on it) comes back
 * empty, so that the form asks for it instead of sending a triple the server refuses.
 */
export function canonicalAddress(address: Partial<Record<keyof Address, string | null>>): Address {
  const province = findProvince(address.province ?? '');
  const district = province && findDistrict(address.district ?? '');
  if (!province) return { province: '', district: '', municipality: '' };
  if (!district || district.provinceId !== province.id)
    return { province: province.name, district: '', municipality: '' };
  const level = findLocalLevel(province.name, district.name, address.municipality ?? '');
  return { province: province.name, district: district.name, municipality: level?.fullName ?? '' };
}

type Lang = 'ne' | 'en';

export const provinceLabel = (p: Province, lang: Lang) => (lang === 'en' ? p.nameEn : p.name);
export const districtLabel = (d: District, lang: Lang) => (lang === 'en' ? d.nameEn : d.name);
export const localLevelLabel = (l: LocalLevel, lang: Lang) =>
  lang === 'en' ? `${l.nameEn} ${LOCAL_LEVEL_TYPE_EN[l.type]}` : l.fullName;
