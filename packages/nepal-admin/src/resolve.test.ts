import { describe, expect, it } from 'vitest';
import {
  districtSpellingsOf,
  districts,
  localLevels,
  resolveAddress,
  resolveDistrict,
  resolveProvince,
  spellingKey,
  spellingMatches,
  soundKey,
} from './index.js';
import { ORIGINAL_PRODUCT_SPELLINGS } from './testing/original-spellings.js';

const idOf = (p: string, d: string, l: string) => {
  const r = resolveAddress(p, d, l);
  return r.ok ? r.localLevel.id : r;
};

describe('resolveAddress: the spelling rules', () => {
  it('resolves the canonical triple to itself', () => {
    const r = resolveAddress('बागमती', 'ललितपुर', 'ललितपुर महानगरपालिका');
    expect(r).toMatchObject({ ok: true, localLevel: { id: 331 }, district: { name: 'ललितपुर' } });
  });

  it('with or without the type word, and the word प्रदेश', () => {
    expect(idOf('बागमती प्रदेश', 'ललितपुर', 'ललितपुर')).toBe(331);
    expect(idOf('Bagmati Province', 'Lalitpur', 'Lalitpur Metropolitan City')).toBe(331);
  });

  it('उप-, उप - and उप before महानगरपालिका', () => {
    for (const s of ['धरान उप-महानगरपालिका', 'धरान उप महानगरपालिका', 'धरान उपमहानगरपालिका']) {
      expect(idOf('कोशी प्रदेश', 'सुनसरी', s)).toBe(108);
    }
  });

  it('anusvara or a half nasal of the class of the next consonant', () => {
    expect(spellingKey('सङ्खुवासभा')).toBe(spellingKey('संखुवासभा'));
    expect(spellingKey('काभ्रेपलाञ्चोक')).toBe(spellingKey('काभ्रेपलान्चोक'));
    expect(spellingKey('शम्भुनाथ')).toBe(spellingKey('शंभुनाथ'));
    expect(spellingKey('माण्डवी')).toBe(spellingKey('मांडवी'));
    expect(idOf('कोशी', 'संखुवासभा', 'खाँदबारी')).toBe(idOf('कोशी', 'सङ्खुवासभा', 'खाँदवारी नगरपालिका'));
    expect(resolveAddress('बागमती', 'काभ्रेपलाञ्चोक', 'धुलिखेल')).toMatchObject({
      ok: true,
      district: { id: 28 },
    });
  });

  it('chandrabindu or anusvara, nukta, joiners, spaces, hyphens and dots', () => {
    expect(spellingKey('काठमाडौँ')).toBe(spellingKey('काठमाडौं'));
    expect(spellingKey('ड़ोटी')).toBe(spellingKey('डोटी'));
    expect(spellingKey('सुरुङ्\u200dगा')).toBe(spellingKey('सुरुङ्गा'));
    expect(spellingKey('बलान-बिहुल')).toBe(spellingKey('बलान बिहुल'));
    expect(spellingKey('के.आई.सिं.')).toBe(spellingKey('के आई सिं'));
    expect(idOf('सुदूरपश्चिम', 'डोटी', 'के आई सिंह गाउँपालिका')).toBe(
      idOf('सुदूरपश्चिम', 'डोटी', 'के.आई.सिं.'),
    );
  });

  it('the sound key: vowel length, ब/व, श/ष/स, ड/द, ण/न', () => {
    expect(soundKey('बडिमालिका')).toBe(soundKey('बडीमालिका'));
    expect(soundKey('पर्बत')).toBe(soundKey('पर्वत'));
    expect(soundKey('यशोधरा')).toBe(soundKey('यसोधरा'));
    expect(idOf('गण्डकी', 'पर्बत', 'कुश्मा')).toBe(idOf('गण्डकी', 'पर्वत', 'कुश्मा'));
    expect(idOf('मधेश', 'सिरहा', 'लहान')).toBe(idOf('मधेश', 'सिराहा', 'लहान'));
    expect(idOf('गण्डकी', 'बागलुङ', 'बागलुङ')).toBe(393);
  });

  it('the nearest name of the district when it is clearly the nearest', () => {
    expect(idOf('सुदूरपश्चिम', 'बझाङ', 'मस्टा')).toBe(idOf('सुदूरपश्चिम', 'बझाङ', 'मष्टा'));
    expect(idOf('कोशी', 'ताप्लेजुङ', 'सिडिङबा')).toBe(120);
  });

  it('the explicit variants', () => {
    expect(resolveAddress('लुम्बिनी', 'पूर्वी रुकुम', 'सिस्ने')).toMatchObject({
      ok: true,
      district: { name: 'रुकुम पूर्व' },
    });
    expect(idOf('गण्डकी', 'तनहुँ', 'रिसिङ गाउँपालिका')).toBe(475);
    expect(idOf('बागमती', 'धादिङ', 'रुबी उपत्यका')).toBe(295);
    expect(idOf('लुम्बिनी', 'गुल्मी', 'चत्रकोट')).toBe(520);
  });
});

describe('resolveAddress: refusals', () => {
  it('two local levels that match equally are refused with both', () => {
    // हेलुङ is one letter from मेलुङ्ग and from शैलुङ्ग (and its variant सेलुङ), in दोलखा.
    expect(resolveAddress('बागमती', 'दोलखा', 'हेलुङ')).toEqual({
      ok: false,
      field: 'municipality',
      candidates: ['मेलुङ्ग गाउँपालिका', 'शैलुङ्ग गाउँपालिका'],
    });
  });

  it('the type word decides between two local levels of one name', () => {
    const twins = localLevels.filter((a) =>
      localLevels.some((b) => b !== a && b.districtId === a.districtId && b.name === a.name),
    );
    for (const level of twins) {
      const district = String(level.districtId);
      const r = resolveAddress(String(level.provinceId), district, level.fullName);
      expect(r.ok && r.localLevel.id).toBe(level.id);
    }
  });

  it('names the field that does not resolve', () => {
    expect(resolveAddress('अमुक', 'ललितपुर', 'ललितपुर')).toMatchObject({
      ok: false,
      field: 'province',
    });
    expect(resolveAddress('बागमती', 'मोरङ', 'ललितपुर')).toMatchObject({
      ok: false,
      field: 'district',
    });
    // Two letters from कीर्तिपुर, but the name of a place of another district.
    expect(resolveAddress('बागमती', 'काठमाडौं', 'ललितपुर महानगरपालिका')).toMatchObject({
      ok: false,
      field: 'municipality',
    });
    expect(resolveAddress('बागमती', 'ललितपुर', 'विराटनगर')).toMatchObject({
      ok: false,
      field: 'municipality',
      candidates: [],
    });
  });
});

describe("the government's names (src/official-names.ts)", () => {
  it('are the canonical names, the reference spelling being accepted as before', () => {
    for (const district of ['काभ्रेपलान्चोक', 'काभ्रेपलाञ्चोक', 'काभ्रेपलांचोक', 'Kavrepalanchok']) {
      const r = resolveAddress('बागमती प्रदेश', district, 'धुलिखेल नगरपालिका');
      expect(r, district).toMatchObject({
        ok: true,
        district: { id: 28, name: 'काभ्रेपलाञ्चोक' },
        localLevel: { fullName: 'धुलिखेल नगरपालिका' },
      });
    }
    expect(resolveAddress('कोशी', 'काभ्रेपलान्चोक', 'धुलिखेल')).toMatchObject({
      ok: false,
      field: 'district',
    });
  });

  it('the pickers find a place by either spelling', () => {
    const kavre = districts.find((d) => d.id === 28);
    expect(kavre && districtSpellingsOf(kavre)).toEqual([
      'काभ्रेपलाञ्चोक',
      'Kavrepalanchok',
      'काभ्रेपलान्चोक',
    ]);
    expect(spellingMatches('काभ्रेपलान्चोक', kavre ? districtSpellingsOf(kavre) : [])).toBe(true);
  });
});

describe('resolveProvince and resolveDistrict', () => {
  it('read a province or a district as resolveAddress does', () => {
    expect(resolveProvince('Bagmati Province')?.id).toBe(3);
    expect(resolveProvince('प्रदेश नं. ८')).toBeUndefined();
    expect(resolveDistrict('बागमती प्रदेश', 'काभ्रेपलान्चोक')?.name).toBe('काभ्रेपलाञ्चोक');
    expect(resolveDistrict('गण्डकी', 'पर्बत')?.name).toBe('पर्वत');
    expect(resolveDistrict('कोशी', 'पर्बत')).toBeUndefined();
    expect(resolveDistrict('कहीँ', 'पर्बत')).toBeUndefined();
  });
});

describe('spellingMatches (the pickers)', () => {
  it('finds a place whichever spelling is typed', () => {
    expect(spellingMatches('संखु', ['सङ्खुवासभा'])).toBe(true);
    expect(spellingMatches('पर्ब', ['पर्वत', 'Parbat'])).toBe(true);
    expect(spellingMatches('kavre', ['काभ्रेपलाञ्चोक', 'Kavrepalanchok'])).toBe(true);
    expect(spellingMatches('', ['x'])).toBe(true);
    expect(spellingMatches('मोरङ', ['झापा', 'Jhapa'])).toBe(false);
  });
});

describe("the original product's 753 triples", () => {
  it('every one resolves to a local level of its district, and together to all but one', () => {
    const triples = ORIGINAL_PRODUCT_SPELLINGS.flatMap((line) => {
      const [p = '', d = '', levels = ''] = line.split('|');
      return levels.split(';').map((l) => [p, d, l] as const);
    });
    expect(triples).toHaveLength(753);
    const ids = new Set<number>();
    for (const [p, d, l] of triples) {
      const r = resolveAddress(p, d, l);
      expect(r, `${p} / ${d} / ${l}`).toMatchObject({ ok: true });
      if (r.ok) ids.add(r.localLevel.id);
    }
    // The original lists चौकुने (Surkhet) twice and leaves out सिम्ता (id 639).
    expect(ids.size).toBe(752);
    expect(ids.has(639)).toBe(false);
  });
});
