import {
  LOCAL_LEVEL_TYPE_EN,
  resolveAddress,
  resolveDistrict,
  resolveProvince,
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
 * A stored address in the canonical names, so that the selects show it, read as the server
 * reads an address (decision 021): 'Bagmati' → 'बागमती', an older canonical spelling
 * 'काभ्रेपलान्चोक' → 'काभ्रेपलाञ्चोक'. A part that does not resolve (with what depends on it)
 * comes back empty, so that the form asks for it instead of sending a triple the server refuses.
 */
export function canonicalAddress(address: Partial<Record<keyof Address, string | null>>): Address {
  const province = address.province ?? '';
  const district = address.district ?? '';
  const found = resolveAddress(province, district, address.municipality ?? '');
  if (found.ok) {
    return {
      province: found.province.name,
      district: found.district.name,
      municipality: found.localLevel.fullName,
    };
  }
  const p = resolveProvince(province);
  if (!p) return { province: '', district: '', municipality: '' };
  const d = resolveDistrict(p.name, district);
  return { province: p.name, district: d?.name ?? '', municipality: '' };
}

type Lang = 'ne' | 'en';

export const provinceLabel = (p: Province, lang: Lang) => (lang === 'en' ? p.nameEn : p.name);
export const districtLabel = (d: District, lang: Lang) => (lang === 'en' ? d.nameEn : d.name);
export const localLevelLabel = (l: LocalLevel, lang: Lang) =>
  lang === 'en' ? `${l.nameEn} ${LOCAL_LEVEL_TYPE_EN[l.type]}` : l.fullName;
