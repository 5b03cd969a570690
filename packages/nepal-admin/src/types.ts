/** The four kinds of local level (स्थानीय तह), in the order the data rows index them. */
export type LocalLevelType = 'गाउँपालिका' | 'नगरपालिका' | 'उपमहानगरपालिका' | 'महानगरपालिका';

// Order matters: src/data.ts stores a local level's type as an index into this list.
export const LOCAL_LEVEL_TYPES: readonly LocalLevelType[] = Object.freeze([
  'गाउँपालिका',
  'नगरपालिका',
  'उपमहानगरपालिका',
  'महानगरपालिका',
]);

export const LOCAL_LEVEL_TYPE_EN: Record<LocalLevelType, string> = Object.freeze({
  गाउँपालिका: 'Rural Municipality',
  नगरपालिका: 'Municipality',
  उपमहानगरपालिका: 'Sub-Metropolitan City',
  महानगरपालिका: 'Metropolitan City',
});

export interface Province {
  id: number;
  /** Nepali name as docs/behaviour.md §5 spells it, without प्रदेश: 'बागमती'. */
  name: string;
  nameEn: string;
}

export interface District {
  id: number;
  provinceId: number;
  name: string;
  nameEn: string;
}

export interface LocalLevel {
  id: number;
  districtId: number;
  provinceId: number;
  /** Bare name: 'षडानन्द'. */
  name: string;
  /** Name and type: 'षडानन्द नगरपालिका'. */
  fullName: string;
  nameEn: string;
  type: LocalLevelType;
  /** How many wards (वडा) it has, numbered 1..wards: 5 to 33. */
  wards: number;
}
