import { LOCAL_LEVEL_TYPE_EN, LOCAL_LEVEL_TYPES } from './types.js';
import type { LocalLevelType } from './types.js';

// The old list spelled the type both with and without a hyphen (docs/behaviour.md §5); one
// spelling is kept.
const SUB_METROPOLITAN = /उप[\s\-‐‑–]*महानगरपालिका/gu;
// Invisible joiners change only the glyph shape, and chandrabindu (ँ) and anusvara (ं) are
// written interchangeably (काठमाडौँ / काठमाडौं): neither should make a name unknown.
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/gu;
const CHANDRABINDU = /\u0901/gu;

const TYPE_BY_ENGLISH = new Map<string, LocalLevelType>(
  LOCAL_LEVEL_TYPES.map((type) => [LOCAL_LEVEL_TYPE_EN[type].toLowerCase(), type]),
);

/** Trims, collapses spaces, NFC, unhyphenates: normalizeName(' उप-महानगरपालिका') → 'उपमहानगरपालिका'. */
export function normalizeName(s: string): string {
  return s
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(SUB_METROPOLITAN, 'उपमहानगरपालिका');
}

/** Canonical type, from Nepali or English: normalizeType('उप-महानगरपालिका') → 'उपमहानगरपालिका'. */
export function normalizeType(type: string): LocalLevelType | null {
  const name = normalizeName(type);
  const nepali = LOCAL_LEVEL_TYPES.find((t) => t === name);
  return nepali ?? TYPE_BY_ENGLISH.get(name.toLowerCase()) ?? null;
}

/** The key lookups compare (no joiners, ँ as ं, lower case): lookupKey('काठमाडौँ') → 'काठमाडौं'. */
export function lookupKey(s: string): string {
  return normalizeName(s).replace(INVISIBLE, '').replace(CHANDRABINDU, '\u0902').toLowerCase();
}
