import { findDistrict, findProvince, localLevelsOf, districtsOf } from './lookup.js';
import { lookupKey } from './normalize.js';
import { LOCAL_LEVEL_TYPES, LOCAL_LEVEL_TYPE_EN } from './types.js';
import type { District, LocalLevel, LocalLevelType, Province } from './types.js';
import {
  REFERENCE_DISTRICT_NAMES,
  REFERENCE_LOCAL_LEVEL_NAMES,
  REFERENCE_PROVINCE_NAMES,
  districts,
  localLevels,
  provinces,
} from './units.js';
import { DISTRICT_VARIANTS, LOCAL_LEVEL_VARIANTS } from './variants.js';

// Addresses as people spell them (docs/decisions/021-address-spellings.md). A name is compared
// in tiers, strictest first; the first tier that finds anything decides: one unit is the answer,
// two or more are refused with all of them offered.
//   1. the lookup key (spaces, joiners, chandrabindu: lookupKey);
//   2. the spelling key: no type word, उप-/उप, anusvara for a half nasal before a consonant of
//      its class, no nukta, no spaces, hyphens or dots;
//   3. the explicit variants (src/variants.ts) no rule captures, and the reference file's
//      spelling of a unit whose name is the government's (src/official-names.ts);
//   4. the sound key: vowel length, ब/व, श/ष/स, ड/द, ण/न, ै/ई, and the vowel signs ा ि, the
//      anusvara and the virama dropped;
//   5. the nearest sound key of the district's local levels, within a third of its length and
//      strictly nearer than the next one.

const TYPE_WORDS =
  /\s*(?:उप\s*[-‐‑–]?\s*महानगरपालिका|महानगरपालिका|गाउँपालिका|गाउंपालिका|नगरपालिका|गा\.\s*पा\.|न\.\s*पा\.|rural municipality|sub-metropolitan city|metropolitan city|municipality)\s*$/iu;
const PROVINCE_WORD = /^\s*(?:प्रदेश\s*(?:नं\.?)?)|\s*(?:प्रदेश|province|pradesh)\s*$/giu;
const DISTRICT_WORD = /\s*(?:जिल्ला|district)\s*$/iu;
const HALF_NASAL = /[ङञणनम]्(?=[क-ह])/gu;
const NUKTA = /\u093c/gu;
const SEPARATORS = /[\s\-‐‑–.·_]+/gu;

/** Spelling key (tier 2): spellingKey('सङ्खुवासभा') === spellingKey('संखुवासभा'). */
export function spellingKey(s: string): string {
  return lookupKey(s)
    .replace(TYPE_WORDS, '')
    .replace(NUKTA, '')
    .replace(HALF_NASAL, '\u0902')
    .replace(SEPARATORS, '');
}

/** Sound key (tier 4): soundKey('बडिमालिका') === soundKey('बडीमालिका'). */
export function soundKey(s: string): string {
  return spellingKey(s)
    .replace(/ी/gu, 'ि')
    .replace(/ू/gu, 'ु')
    .replace(/व/gu, 'ब')
    .replace(/[शष]/gu, 'स')
    .replace(/ड/gu, 'द')
    .replace(/ण/gu, 'न')
    .replace(/ै/gu, 'ई')
    .replace(/[ंािँ्]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

function distance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[y.length] ?? 0;
}

interface Named {
  name: string;
  nameEn: string;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** The units of `pool` the name matches at the first tier that matches any. */
function match<T extends Named>(
  input: string,
  pool: readonly T[],
  variants: (t: T) => readonly string[],
  everywhere: readonly T[],
): T[] {
  const names = (t: T) => [t.name, t.nameEn, ...variants(t)];
  const tiers: ((s: string) => string)[] = [lookupKey, spellingKey];
  for (const key of tiers) {
    const k = key(input);
    const found = unique(pool.filter((t) => names(t).some((n) => key(n) === k)));
    if (found.length > 0) return found;
  }
  const k = soundKey(input);
  if (k === '') return [];
  const found = unique(pool.filter((t) => names(t).some((n) => soundKey(n) === k)));
  if (found.length > 0) return found;
  // The exact name of a unit elsewhere (ललितपुर in काठमाडौं) is that unit, not a misspelling.
  const exact = spellingKey(input);
  if (everywhere.some((t) => !pool.includes(t) && spellingKey(t.name) === exact)) return [];
  const ranked = pool
    .map((t) => ({ t, d: Math.min(...names(t).map((n) => distance(soundKey(n), k))) }))
    .sort((a, b) => a.d - b.d);
  const [first, second] = ranked;
  const limit = Math.max(1, Math.floor([...k].length / 3));
  if (!first || first.d > limit) return [];
  if (second && second.d === first.d) return ranked.filter((r) => r.d === first.d).map((r) => r.t);
  return [first.t];
}

function typeOf(input: string): LocalLevelType | undefined {
  const m = TYPE_WORDS.exec(lookupKey(input));
  if (!m) return undefined;
  const word = m[0].trim().replace(/[\s\-‐‑–]/gu, '');
  if (/^उप/u.test(word) || /^sub/iu.test(word)) return 'उपमहानगरपालिका';
  if (/^महा|^metro/iu.test(word)) return 'महानगरपालिका';
  if (/^गा|^rural/iu.test(word)) return 'गाउँपालिका';
  return (
    LOCAL_LEVEL_TYPES.find((t) => t === word) ?? (/^न|^muni/iu.test(word) ? 'नगरपालिका' : undefined)
  );
}

export type ResolvedAddress =
  | { ok: true; province: Province; district: District; localLevel: LocalLevel }
  | { ok: false; field: 'province' | 'district' | 'municipality'; candidates: string[] };

// Beyond its names: the reference file's spelling of a unit the government spells otherwise
// (src/official-names.ts) and the explicit variants (src/variants.ts).
const provinceVariants = (p: Province) => REFERENCE_PROVINCE_NAMES.get(p.id) ?? [];
const districtVariants = (d: District) => [
  ...(REFERENCE_DISTRICT_NAMES.get(d.id) ?? []),
  ...(DISTRICT_VARIANTS[d.id] ?? []),
];
const localLevelVariants = (l: LocalLevel) => [
  ...(REFERENCE_LOCAL_LEVEL_NAMES.get(l.id) ?? []),
  ...(LOCAL_LEVEL_VARIANTS[l.id] ?? []),
];

/** The province a name means, however it is spelled (as resolveAddress reads it); or undefined. */
export function resolveProvince(province: string): Province | undefined {
  if (typeof province !== 'string') return undefined;
  return (
    findProvince(province) ??
    one(match(province.replace(PROVINCE_WORD, ''), provinces, provinceVariants, provinces))
  );
}

/** The districts of a province a name may mean, at the first tier that finds any. */
function districtsNamed(p: Province, district: string): District[] {
  const exact = findDistrict(district);
  if (exact && exact.provinceId === p.id) return [exact];
  return match(district.replace(DISTRICT_WORD, ''), districtsOf(p.id), districtVariants, districts);
}

/**
 * The district of a province a name means, however either is spelled (as resolveAddress reads
 * them); undefined when the province is unknown or the name is unknown or ambiguous there.
 */
export function resolveDistrict(province: string, district: string): District | undefined {
  const p = resolveProvince(province);
  return p && typeof district === 'string' ? one(districtsNamed(p, district)) : undefined;
}

/**
 * The local level a (province, district, local level) triple names, however it is spelled, with
 * the canonical units; or the field that does not resolve and what it might mean (two or more
 * when ambiguous, otherwise empty).
 * resolveAddress('बागमती प्रदेश', 'काभ्रेपलान्चोक', 'धुलिखेल नगरपालिका').district.name
 * → 'काभ्रेपलाञ्चोक'.
 */
export function resolveAddress(
  province: string,
  district: string,
  localLevel: string,
): ResolvedAddress {
  if (
    typeof province !== 'string' ||
    typeof district !== 'string' ||
    typeof localLevel !== 'string'
  ) {
    return { ok: false, field: 'province', candidates: [] };
  }
  const p = resolveProvince(province);
  if (!p) return { ok: false, field: 'province', candidates: [] };

  const ds = districtsNamed(p, district);
  const d = one(ds);
  if (!d) return { ok: false, field: 'district', candidates: ds.map((x) => x.name) };

  let ls = match(localLevel, localLevelsOf(d.id), localLevelVariants, localLevels);
  const type = typeOf(localLevel);
  if (ls.length > 1 && type) {
    const ofType = ls.filter((l) => l.type === type);
    if (ofType.length > 0) ls = ofType;
  }
  const l = one(ls);
  if (!l) return { ok: false, field: 'municipality', candidates: ls.map((x) => x.fullName) };
  return { ok: true, province: p, district: d, localLevel: l };
}

function one<T>(items: T[]): T | undefined {
  return items.length === 1 ? items[0] : undefined;
}

/** Every spelling a local level is known by (for the pickers' search). */
export function spellingsOf(level: LocalLevel): string[] {
  return [
    level.name,
    level.fullName,
    level.nameEn,
    `${level.nameEn} ${LOCAL_LEVEL_TYPE_EN[level.type]}`,
    ...localLevelVariants(level),
  ];
}

/** Every spelling a district is known by (for the pickers' search). */
export function districtSpellingsOf(d: District): string[] {
  return [d.name, d.nameEn, ...districtVariants(d)];
}

/** Whether a typed search matches a name however either is spelled (the pickers' filter). */
export function spellingMatches(query: string, names: readonly string[]): boolean {
  const q = soundKey(query);
  const s = spellingKey(query);
  if (q === '' && s === '') return true;
  return names.some((n) => spellingKey(n).includes(s) || (q !== '' && soundKey(n).includes(q)));
}

/**
 * The official ward count of the local level an address names, however it is spelled, or null
 * when the address names none (a field missing or not resolving).
 */
export function wardCountOf(
  province: string | null | undefined,
  district: string | null | undefined,
  municipality: string | null | undefined,
): number | null {
  if (!province || !district || !municipality) return null;
  const found = resolveAddress(province, district, municipality);
  return found.ok ? found.localLevel.wards : null;
}
