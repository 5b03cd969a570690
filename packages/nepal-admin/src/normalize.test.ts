import { describe, expect, it } from 'vitest';
import { LOCAL_LEVEL_TYPES, LOCAL_LEVEL_TYPE_EN, normalizeName, normalizeType } from './index.js';

describe('normalizeType', () => {
  it('maps both spellings of उप-महानगरपालिका to one', () => {
    expect(normalizeType('उप-महानगरपालिका')).toBe('उपमहानगरपालिका');
    expect(normalizeType('उपमहानगरपालिका')).toBe('उपमहानगरपालिका');
    expect(normalizeType(' उप महानगरपालिका ')).toBe('उपमहानगरपालिका');
  });

  it('keeps every canonical type and trims', () => {
    for (const type of LOCAL_LEVEL_TYPES) expect(normalizeType(`  ${type} `)).toBe(type);
  });

  it('accepts the English names', () => {
    expect(normalizeType('rural municipality')).toBe('गाउँपालिका');
    for (const type of LOCAL_LEVEL_TYPES)
      expect(normalizeType(LOCAL_LEVEL_TYPE_EN[type])).toBe(type);
  });

  it('returns null for anything else', () => {
    expect(normalizeType('')).toBeNull();
    expect(normalizeType('प्रदेश')).toBeNull();
    expect(normalizeType('नगर')).toBeNull();
  });
});

describe('normalizeName', () => {
  it('trims and collapses spaces, including non-breaking ones', () => {
    expect(normalizeName('  जीतपुर \u00a0  सिमरा ')).toBe('जीतपुर सिमरा');
  });

  it('makes both spellings of a sub-metropolitan city compare equal', () => {
    expect(normalizeName('धरान उप-महानगरपालिका')).toBe(normalizeName('धरान उपमहानगरपालिका'));
    expect(normalizeName('धरान उप-महानगरपालिका')).toBe('धरान उपमहानगरपालिका');
  });

  it('leaves the other types alone', () => {
    expect(normalizeName('काठमाडौं महानगरपालिका')).toBe('काठमाडौं महानगरपालिका');
    expect(normalizeName('षडानन्द नगरपालिका')).toBe('षडानन्द नगरपालिका');
  });

  it('normalizes to NFC', () => {
    expect(normalizeName('\u0958')).toBe('\u0915\u093c'); // क़ is a composition exclusion
    expect(normalizeName('e\u0301')).toBe('é');
  });
});
