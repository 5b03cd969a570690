// Names the Government of Nepal spells otherwise on its own sites than the reference file does
// (issue 15, part 4; docs/decisions/021-address-spellings.md, "Canonical names"). src/data.ts
// mirrors the reference file and stays as it is; src/units.ts shows these names instead, and the
// reference spelling stays accepted as a variant (resolveAddress, the find* lookups, the pickers).
// Keyed by our id. Add a name only on the government's own evidence, with a test.

/** Province id → the government's Nepali name (without प्रदेश). */
export const PROVINCE_OFFICIAL_NAMES: Readonly<Record<number, string>> = Object.freeze({});

/** District id → the government's Nepali name. */
export const DISTRICT_OFFICIAL_NAMES: Readonly<Record<number, string>> = Object.freeze({
  // The reference file: काभ्रेपलान्चोक. Issue 15 names काभ्रेपलाञ्चोक as the government's.
  28: 'काभ्रेपलाञ्चोक',
});

/** Local level id → the government's bare Nepali name (without the type word). */
export const LOCAL_LEVEL_OFFICIAL_NAMES: Readonly<Record<number, string>> = Object.freeze({});
