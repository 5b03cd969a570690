import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LOCAL_LEVEL_TYPES,
  districts,
  findDistrict,
  findLocalLevel,
  findProvince,
  localLevels,
  provinces,
  resolveAddress,
} from './index.js';
import type { LocalLevelType } from './index.js';
import {
  DISTRICT_OFFICIAL_NAMES,
  LOCAL_LEVEL_OFFICIAL_NAMES,
  PROVINCE_OFFICIAL_NAMES,
} from './official-names.js';
import { referenceDistricts, referenceLocalLevels, referenceProvinces } from './units.js';

// The shared reference sits beside the repository: /work/shared next to /work/main.
const referencePath = path.resolve(
  import.meta.dirname,
  '../../../../shared/data/nepal-local-levels.json',
);
const hasReference = existsSync(referencePath);

interface Reference {
  provinces: { id: number; name_ne: string; name_en: string }[];
  districts: { id: number; province_id: number; name_ne: string; name_en: string }[];
  local_levels: {
    id: number;
    district_id: number;
    province_id: number;
    type_ne: string;
    name_ne: string;
    full_name_ne: string;
    name_en: string;
    wards: number;
  }[];
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string | number) {
  const counts: Record<string, number> = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

describe('the built-in list', () => {
  it('has 7 provinces, 77 districts and 753 local levels', () => {
    expect([provinces.length, districts.length, localLevels.length]).toEqual([7, 77, 753]);
  });

  it('has 6 metropolitan, 11 sub-metropolitan, 276 urban and 460 rural municipalities', () => {
    expect(countBy(localLevels, (l) => l.type)).toEqual({
      महानगरपालिका: 6,
      उपमहानगरपालिका: 11,
      नगरपालिका: 276,
      गाउँपालिका: 460,
    });
  });

  it('has 137/136/119/85/109/79/88 local levels per province', () => {
    const perProvince = countBy(localLevels, (l) => l.provinceId);
    expect(provinces.map((p) => perProvince[p.id])).toEqual([137, 136, 119, 85, 109, 79, 88]);
  });

  it('names the provinces as the original product does, in order', () => {
    expect(provinces.map((p) => p.name)).toEqual([
      'कोशी',
      'मधेश',
      'बागमती',
      'गण्डकी',
      'लुम्बिनी',
      'कर्णाली',
      'सुदूरपश्चिम',
    ]);
    expect(provinces.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('links every local level to its district and that district to its province', () => {
    const districtById = new Map(districts.map((d) => [d.id, d]));
    const provinceIds = new Set(provinces.map((p) => p.id));
    for (const d of districts) expect(provinceIds.has(d.provinceId)).toBe(true);
    for (const l of localLevels) {
      expect(districtById.get(l.districtId)?.provinceId).toBe(l.provinceId);
      expect(l.fullName).toBe(`${l.name} ${l.type}`);
      expect(LOCAL_LEVEL_TYPES).toContain(l.type);
    }
  });

  it('has 6,743 wards, 5 to 33 in each local level', () => {
    const counts = localLevels.map((l) => l.wards);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6743);
    expect([Math.min(...counts), Math.max(...counts)]).toEqual([5, 33]);
    expect(localLevels.find((l) => l.nameEn === 'Kathmandu')?.wards).toBe(32);
  });

  it('keeps ids unique and in order', () => {
    expect(districts.map((d) => d.id)).toEqual(Array.from({ length: 77 }, (_, i) => i + 1));
    expect(localLevels.map((l) => l.id)).toEqual(Array.from({ length: 753 }, (_, i) => i + 1));
  });

  it('cannot be changed by an importer', () => {
    const kathmandu = localLevels.find((l) => l.id === 307);
    expect(Object.isFrozen(localLevels)).toBe(true);
    expect(Object.isFrozen(kathmandu)).toBe(true);
    expect(Object.isFrozen(provinces[0])).toBe(true);
    expect(Object.isFrozen(districts[0])).toBe(true);
  });

  it.skipIf(!hasReference)('equals the shared reference file, row for row', () => {
    const ref = JSON.parse(readFileSync(referencePath, 'utf8')) as Reference;
    // The reference spellings, before the government's names of src/official-names.ts.
    expect(referenceProvinces).toEqual(
      ref.provinces.map((p) => ({ id: p.id, name: p.name_ne, nameEn: p.name_en })),
    );
    expect(referenceDistricts).toEqual(
      ref.districts.map((d) => ({
        id: d.id,
        provinceId: d.province_id,
        name: d.name_ne,
        nameEn: d.name_en,
      })),
    );
    expect(referenceLocalLevels).toEqual(
      ref.local_levels.map((l) => ({
        id: l.id,
        districtId: l.district_id,
        provinceId: l.province_id,
        name: l.name_ne,
        fullName: l.full_name_ne,
        nameEn: l.name_en,
        type: l.type_ne as LocalLevelType,
        wards: l.wards,
      })),
    );
  });

  it.skipIf(!hasReference)('shows the reference file’s names but for the government’s', () => {
    const ref = JSON.parse(readFileSync(referencePath, 'utf8')) as Reference;
    expect(provinces.map((p) => p.name)).toEqual(
      ref.provinces.map((p) => PROVINCE_OFFICIAL_NAMES[p.id] ?? p.name_ne),
    );
    expect(districts.map((d) => d.name)).toEqual(
      ref.districts.map((d) => DISTRICT_OFFICIAL_NAMES[d.id] ?? d.name_ne),
    );
    expect(localLevels.map((l) => l.fullName)).toEqual(
      ref.local_levels.map((l) =>
        l.id in LOCAL_LEVEL_OFFICIAL_NAMES
          ? `${LOCAL_LEVEL_OFFICIAL_NAMES[l.id]} ${l.type_ne}`
          : l.full_name_ne,
      ),
    );
  });
});

describe('the government’s names (src/official-names.ts)', () => {
  it('spells काभ्रेपलाञ्चोक as the government does, in place of the reference file’s spelling', () => {
    expect(referenceDistricts[27]?.name).toBe('काभ्रेपलान्चोक');
    expect(districts[27]).toEqual({ ...referenceDistricts[27], name: 'काभ्रेपलाञ्चोक' });
    expect(Object.isFrozen(districts[27])).toBe(true);
  });

  it('name real units, each in another spelling than the reference file’s', () => {
    const cases = [
      [PROVINCE_OFFICIAL_NAMES, referenceProvinces],
      [DISTRICT_OFFICIAL_NAMES, referenceDistricts],
      [LOCAL_LEVEL_OFFICIAL_NAMES, referenceLocalLevels],
    ] as const;
    for (const [names, reference] of cases) {
      for (const [id, name] of Object.entries(names)) {
        const unit = reference.find((u) => u.id === Number(id));
        expect(unit, `id ${id}`).toBeDefined();
        expect(name).not.toBe(unit?.name);
      }
    }
  });

  it('still accept every reference spelling they replace', () => {
    for (const p of referenceProvinces) {
      expect(findProvince(p.name)?.id).toBe(p.id);
    }
    for (const d of referenceDistricts) {
      const province = provinces[d.provinceId - 1]?.name ?? '';
      expect(findDistrict(d.name)?.id).toBe(d.id);
      const level = localLevels.find((l) => l.districtId === d.id);
      const r = resolveAddress(province, d.name, level?.fullName ?? '');
      expect(r.ok && r.district, d.name).toBe(districts[d.id - 1]);
    }
    for (const l of referenceLocalLevels) {
      if (!(l.id in LOCAL_LEVEL_OFFICIAL_NAMES) && !(l.districtId in DISTRICT_OFFICIAL_NAMES)) {
        continue;
      }
      const d = referenceDistricts[l.districtId - 1];
      const p = referenceProvinces[l.provinceId - 1];
      expect(findLocalLevel(p?.name ?? '', d?.name ?? '', l.fullName)?.id).toBe(l.id);
      for (const name of [l.name, l.fullName]) {
        const r = resolveAddress(p?.name ?? '', d?.name ?? '', name);
        expect(r.ok && r.localLevel, name).toBe(localLevels[l.id - 1]);
      }
    }
  });
});
