import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBsDays,
  addBsMonths,
  adToBs,
  adToEpochDay,
  bsToAd,
  bsToEpochDay,
  CalendarRangeError,
  compareBs,
  daysInBsMonth,
  epochDayToAd,
  epochDayToBs,
  fiscalYearOf,
  formatAd,
  formatBs,
  parseAd,
  parseBs,
  shiftBsYears,
  toAsciiDigits,
  toDevanagariDigits,
} from './index.js';

const FIRST = bsToEpochDay({ year: 2000, month: 1, day: 1 });
const LAST = bsToEpochDay({ year: 2099, month: 12, day: 30 });
const epochDay = fc.integer({ min: FIRST, max: LAST });
const bsDate = epochDay.map(epochDayToBs);
const adDate = epochDay.map(epochDayToAd);
const runs = { numRuns: 2000 };

describe('conversion properties', () => {
  it('AD -> BS -> AD is the identity over the whole range', () => {
    fc.assert(
      fc.property(adDate, (ad) => {
        expect(bsToAd(adToBs(ad))).toEqual(ad);
      }),
      runs,
    );
  });

  it('BS -> AD -> BS is the identity over the whole range', () => {
    fc.assert(
      fc.property(bsDate, (bs) => {
        expect(adToBs(bsToAd(bs))).toEqual(bs);
      }),
      runs,
    );
  });

  it('preserves order', () => {
    fc.assert(
      fc.property(epochDay, epochDay, (a, b) => {
        const viaAd = compareBs(adToBs(epochDayToAd(a)), adToBs(epochDayToAd(b)));
        expect(Math.sign(viaAd)).toBe(Math.sign(a - b));
        expect(Math.sign(adToEpochDay(bsToAd(epochDayToBs(a))) - b)).toBe(Math.sign(a - b));
      }),
      runs,
    );
  });
});

describe('text properties', () => {
  it('parseBs(formatBs(x)) is x in both languages and separators', () => {
    fc.assert(
      fc.property(bsDate, (bs) => {
        expect(parseBs(formatBs(bs))).toEqual(bs);
        expect(parseBs(formatBs(bs, 'YYYY/MM/DD', 'en'))).toEqual(bs);
        expect(parseBs(formatBs(bs, 'YYYY-M-D', 'ne'))).toEqual(bs);
      }),
      runs,
    );
  });

  it('parseAd(formatAd(x)) is x', () => {
    fc.assert(
      fc.property(adDate, (ad) => {
        expect(parseAd(formatAd(ad))).toEqual(ad);
        expect(parseAd(formatAd(ad, 'YYYY-MM-DD', 'en'))).toEqual(ad);
      }),
      runs,
    );
  });

  it('digit conversion round-trips', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ascii = toAsciiDigits(text);
        expect(toAsciiDigits(toDevanagariDigits(ascii))).toBe(ascii);
      }),
    );
  });
});

describe('arithmetic properties', () => {
  it('shiftBsYears keeps the month and clamps the day', () => {
    fc.assert(
      fc.property(bsDate, fc.integer({ min: 2000, max: 2099 }), (bs, target) => {
        const shifted = shiftBsYears(bs, target - bs.year);
        expect(shifted.year).toBe(target);
        expect(shifted.month).toBe(bs.month);
        expect(shifted.day).toBe(Math.min(bs.day, daysInBsMonth(target, bs.month)));
      }),
      runs,
    );
  });

  it('shiftBsYears out of the table is a range error', () => {
    fc.assert(
      fc.property(bsDate, fc.integer({ min: 100, max: 500 }), (bs, years) => {
        expect(() => shiftBsYears(bs, years)).toThrow(CalendarRangeError);
        expect(() => shiftBsYears(bs, -years)).toThrow(CalendarRangeError);
      }),
    );
  });

  it('addBsDays moves by exactly that many epoch days', () => {
    fc.assert(
      fc.property(epochDay, epochDay, (a, b) => {
        expect(addBsDays(epochDayToBs(a), b - a)).toEqual(epochDayToBs(b));
      }),
      runs,
    );
  });

  it('addBsMonths lands in the right month with the day clamped', () => {
    fc.assert(
      fc.property(bsDate, fc.integer({ min: -1199, max: 1199 }), (bs, months) => {
        const total = bs.year * 12 + bs.month - 1 + months;
        const year = Math.floor(total / 12);
        if (year < 2000 || year > 2099) {
          expect(() => addBsMonths(bs, months)).toThrow(CalendarRangeError);
          return;
        }
        const moved = addBsMonths(bs, months);
        expect(moved.year).toBe(year);
        expect(moved.month).toBe((total % 12) + 1);
        expect(moved.day).toBe(Math.min(bs.day, daysInBsMonth(year, moved.month)));
      }),
      runs,
    );
  });

  it('fiscalYearOf contains the date', () => {
    const inner = fc.integer({
      min: bsToEpochDay({ year: 2000, month: 4, day: 1 }),
      max: bsToEpochDay({ year: 2099, month: 3, day: daysInBsMonth(2099, 3) }),
    });
    fc.assert(
      fc.property(inner, (n) => {
        const bs = epochDayToBs(n);
        const fiscalYear = fiscalYearOf(bs);
        expect(compareBs(fiscalYear.start, bs)).toBeLessThanOrEqual(0);
        expect(compareBs(bs, fiscalYear.end)).toBeLessThanOrEqual(0);
        expect(addBsDays(fiscalYear.end, 1)).toEqual({
          year: fiscalYear.startYear + 1,
          month: 4,
          day: 1,
        });
      }),
      runs,
    );
  });
});
