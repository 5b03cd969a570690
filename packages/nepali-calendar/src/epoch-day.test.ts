import { describe, expect, it } from 'vitest';
import { adToEpochDay, epochDayToAd, isValidAd } from './index.js';

const DAY_MS = 86_400_000;

describe('epoch days', () => {
  it('counts from 1970-01-01', () => {
    expect(adToEpochDay({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(adToEpochDay({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(adToEpochDay({ year: 2000, month: 3, day: 1 })).toBe(11_017);
    expect(epochDayToAd(11_016)).toEqual({ year: 2000, month: 2, day: 29 });
    expect(epochDayToAd(-9759)).toEqual({ year: 1943, month: 4, day: 14 });
  });

  // Date.UTC is a sound oracle here: UTC has no offsets, unlike the local-time constructor.
  it('agrees with Date.UTC on every day of AD 1900-2100', () => {
    const first = Date.UTC(1900, 0, 1) / DAY_MS;
    const last = Date.UTC(2100, 11, 31) / DAY_MS;
    const mismatches: number[] = [];
    for (let n = first; n <= last; n++) {
      const date = new Date(n * DAY_MS);
      const ad = epochDayToAd(n);
      const agrees =
        ad.year === date.getUTCFullYear() &&
        ad.month === date.getUTCMonth() + 1 &&
        ad.day === date.getUTCDate() &&
        adToEpochDay(ad) === n;
      if (!agrees) mismatches.push(n);
    }
    expect(mismatches).toEqual([]);
  });

  it('rejects dates that do not exist and non-integer day counts', () => {
    expect(() => adToEpochDay({ year: 2023, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => epochDayToAd(1.5)).toThrow(RangeError);
  });
});

describe('isValidAd', () => {
  it('follows the Gregorian leap rule', () => {
    expect(isValidAd({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isValidAd({ year: 2025, month: 2, day: 29 })).toBe(false);
    expect(isValidAd({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isValidAd({ year: 1900, month: 2, day: 29 })).toBe(false);
  });

  it('is not limited to the BS range', () => {
    expect(isValidAd({ year: 1800, month: 1, day: 1 })).toBe(true);
    expect(isValidAd({ year: 2200, month: 12, day: 31 })).toBe(true);
  });

  it('rejects impossible fields', () => {
    expect(isValidAd({ year: 2025, month: 4, day: 31 })).toBe(false);
    expect(isValidAd({ year: 2025, month: 13, day: 1 })).toBe(false);
    expect(isValidAd({ year: 2025, month: 1, day: 0 })).toBe(false);
    expect(isValidAd({ year: 2025.5, month: 1, day: 1 })).toBe(false);
  });
});
