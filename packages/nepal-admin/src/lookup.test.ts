import { describe, expect, it } from 'vitest';
import {
  districts,
  districtsOf,
  findDistrict,
  findLocalLevel,
  findProvince,
  isValidAddress,
  localLevels,
  localLevelsOf,
  provinces,
} from './index.js';

// धरान उपमहानगरपालिका (id 108), सुनसरी, कोशी: a sub-metropolitan city from the data.
const dharan = localLevels.find((l) => l.fullName === 'धरान उपमहानगरपालिका');

describe('findProvince and findDistrict', () => {
  it('find by Nepali name, English name in any case, or id', () => {
    expect(findProvince('बागमती')?.id).toBe(3);
    expect(findProvince('sudurpashchim')?.name).toBe('सुदूरपश्चिम');
    expect(findProvince(7)?.nameEn).toBe('Sudurpashchim');
    expect(findDistrict('मोरङ')?.id).toBe(6);
    expect(findDistrict('KATHMANDU')?.name).toBe('काठमाडौं');
    expect(findDistrict(27)?.nameEn).toBe('Kathmandu');
  });

  it('accept the words प्रदेश and जिल्ला after the name', () => {
    expect(findProvince(' बागमती  प्रदेश ')?.id).toBe(3);
    expect(findProvince('Koshi Province')?.id).toBe(1);
    expect(findDistrict('काठमाडौं जिल्ला')?.id).toBe(27);
  });

  it('accept chandrabindu for anusvara', () => {
    expect(findDistrict('काठमाडौँ')?.id).toBe(27);
  });

  it('return undefined for unknown names and ids', () => {
    expect(findProvince('प्रदेश नं. ८')).toBeUndefined();
    expect(findProvince('')).toBeUndefined();
    expect(findProvince(8)).toBeUndefined();
    expect(findDistrict('गोरखपुर')).toBeUndefined();
    expect(findDistrict(0)).toBeUndefined();
  });

  it('find every province and district by both its names', () => {
    for (const p of provinces) {
      expect(findProvince(p.name)).toBe(p);
      expect(findProvince(p.nameEn)).toBe(p);
    }
    for (const d of districts) {
      expect(findDistrict(d.name)).toBe(d);
      expect(findDistrict(d.nameEn)).toBe(d);
    }
  });
});

describe('districtsOf and localLevelsOf', () => {
  it("list a province's districts by Nepali name, English name or id", () => {
    const madhesh = districtsOf('मधेश');
    expect(madhesh.map((d) => d.name)).toEqual([
      'पर्सा',
      'बारा',
      'रौतहट',
      'सर्लाही',
      'सिराहा',
      'धनुषा',
      'सप्तरी',
      'महोत्तरी',
    ]);
    expect(districtsOf('Madhesh')).toEqual(madhesh);
    expect(districtsOf(2)).toEqual(madhesh);
    expect(provinces.map((p) => districtsOf(p.id).length)).toEqual([14, 8, 13, 11, 12, 10, 9]);
  });

  it("list a district's local levels", () => {
    const kathmandu = localLevelsOf('काठमाडौं');
    expect(kathmandu).toHaveLength(11);
    expect(kathmandu[0]?.fullName).toBe('काठमाडौं महानगरपालिका');
    expect(localLevelsOf('Kathmandu')).toEqual(kathmandu);
    expect(localLevelsOf(27)).toEqual(kathmandu);
    expect(localLevelsOf('Bhojpur').map((l) => l.name)).toContain('षडानन्द');
  });

  it("accept the reference file's spelling of a name the government spells otherwise", () => {
    const kavre = findDistrict('काभ्रेपलान्चोक');
    expect(kavre?.name).toBe('काभ्रेपलाञ्चोक');
    expect(findDistrict('काभ्रेपलाञ्चोक')).toBe(kavre);
    expect(localLevelsOf('काभ्रेपलान्चोक')).toEqual(localLevelsOf(28));
    expect(findLocalLevel('बागमती', 'काभ्रेपलान्चोक', 'धुलिखेल नगरपालिका')?.districtId).toBe(28);
    expect(isValidAddress('बागमती', 'काभ्रेपलान्चोक', 'धुलिखेल नगरपालिका')).toBe(true);
    expect(isValidAddress('बागमती', 'काभ्रेपलाञ्चोक', 'धुलिखेल नगरपालिका')).toBe(true);
  });

  it('return [] when the name is unknown', () => {
    expect(districtsOf('नेपाल')).toEqual([]);
    expect(localLevelsOf('नेपाल')).toEqual([]);
    expect(localLevelsOf(78)).toEqual([]);
  });

  it('return copies the caller may change', () => {
    districtsOf(1).pop();
    localLevelsOf(1).pop();
    expect(districtsOf(1)).toHaveLength(14);
    expect(localLevelsOf(1)).toHaveLength(9);
  });
});

describe('findLocalLevel', () => {
  it('finds a municipality by its full name', () => {
    expect(findLocalLevel('बागमती', 'काठमाडौं', 'काठमाडौं महानगरपालिका')?.id).toBe(307);
    expect(findLocalLevel('कोशी', 'भोजपुर', 'षडानन्द नगरपालिका')?.id).toBe(1);
  });

  it('accepts both spellings of उप-महानगरपालिका', () => {
    expect(dharan?.type).toBe('उपमहानगरपालिका');
    expect(findLocalLevel('कोशी', 'सुनसरी', 'धरान उपमहानगरपालिका')).toBe(dharan);
    expect(findLocalLevel('कोशी', 'सुनसरी', 'धरान उप-महानगरपालिका')).toBe(dharan);
    expect(findLocalLevel('लुम्बिनी', 'रुपन्देही', 'बुटवल उप-महानगरपालिका')?.nameEn).toBe('Butwal');
  });

  it('accepts the bare name, unique in its district', () => {
    expect(findLocalLevel('कोशी', 'सुनसरी', 'धरान')).toBe(dharan);
  });

  it('accepts English names for province, district and municipality', () => {
    expect(findLocalLevel('Koshi', 'Sunsari', 'धरान उपमहानगरपालिका')).toBe(dharan);
    expect(findLocalLevel('koshi', 'sunsari', 'Dharan')).toBe(dharan);
    expect(findLocalLevel('Koshi', 'Sunsari', 'Dharan Sub-Metropolitan City')).toBe(dharan);
  });

  it('ignores extra spaces and invisible joiners', () => {
    expect(findLocalLevel(' कोशी ', 'सुनसरी  ', '  धरान   उप-महानगरपालिका ')).toBe(dharan);
    // सुरुङ्‍गा is stored with a zero-width joiner; a name typed without it still matches.
    expect(findLocalLevel('मधेश', 'सप्तरी', 'सुरुङ्गा नगरपालिका')?.id).toBe(248);
  });

  it('refuses a real municipality under the wrong district or province', () => {
    expect(findLocalLevel('बागमती', 'ललितपुर', 'काठमाडौं महानगरपालिका')).toBeUndefined();
    expect(findLocalLevel('कोशी', 'काठमाडौं', 'काठमाडौं महानगरपालिका')).toBeUndefined();
    expect(findLocalLevel('कोशी', 'मोरङ', 'धरान उपमहानगरपालिका')).toBeUndefined();
  });

  it('refuses the wrong type and unknown names', () => {
    expect(findLocalLevel('बागमती', 'काठमाडौं', 'काठमाडौं नगरपालिका')).toBeUndefined();
    expect(findLocalLevel('कोशी', 'सुनसरी', 'धरान महानगरपालिका')).toBeUndefined();
    expect(findLocalLevel('बागमती', 'काठमाडौं', 'गोरखपुर नगरपालिका')).toBeUndefined();
    expect(findLocalLevel('प्रदेश', 'काठमाडौं', 'काठमाडौं महानगरपालिका')).toBeUndefined();
    expect(findLocalLevel('बागमती', 'काठमाडौं', '')).toBeUndefined();
  });

  it('finds every local level by full name, bare name and English name', () => {
    for (const level of localLevels) {
      const province = provinces.find((p) => p.id === level.provinceId)?.name ?? '';
      const district = districts.find((d) => d.id === level.districtId)?.name ?? '';
      expect(findLocalLevel(province, district, level.fullName)).toBe(level);
      expect(findLocalLevel(province, district, level.name)).toBe(level);
      expect(findLocalLevel(province, district, level.nameEn)).toBe(level);
    }
  });
});

describe('isValidAddress', () => {
  it('is true for a true triple only', () => {
    expect(isValidAddress('कोशी', 'सुनसरी', 'धरान उप-महानगरपालिका')).toBe(true);
    expect(isValidAddress('सुदूरपश्चिम', 'कैलाली', 'धनगढी उपमहानगरपालिका')).toBe(true);
    expect(isValidAddress('सुदूरपश्चिम', 'कञ्चनपुर', 'धनगढी उपमहानगरपालिका')).toBe(false);
    expect(isValidAddress('', '', '')).toBe(false);
  });
});
