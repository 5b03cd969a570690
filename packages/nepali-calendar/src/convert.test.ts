import { describe, expect, it } from 'vitest';
import {
  adToBs,
  bsToAd,
  bsToEpochDay,
  bsWeekday,
  CalendarRangeError,
  compareBs,
  daysInBsMonth,
  epochDayToBs,
  isValidBs,
  RANGE_ERROR_MESSAGE,
  type BsDate,
} from './index.js';

const years = Array.from({ length: 100 }, (_, index) => 2000 + index);
const FIRST = bsToEpochDay({ year: 2000, month: 1, day: 1 });
const LAST = bsToEpochDay({ year: 2099, month: 12, day: 30 });

describe('every month of 2000-2099', () => {
  it.each(years)('BS %i: first and last day round-trip through AD', (year) => {
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, daysInBsMonth(year, month)]) {
        const bs = { year, month, day };
        expect(adToBs(bsToAd(bs))).toEqual(bs);
      }
    }
  });

  it('consecutive days are consecutive epoch days', () => {
    const broken: string[] = [];
    let previous = epochDayToBs(FIRST);
    expect(previous).toEqual({ year: 2000, month: 1, day: 1 });
    for (let n = FIRST + 1; n <= LAST; n++) {
      const current = epochDayToBs(n);
      const next =
        previous.day < daysInBsMonth(previous.year, previous.month)
          ? { ...previous, day: previous.day + 1 }
          : previous.month < 12
            ? { year: previous.year, month: previous.month + 1, day: 1 }
            : { year: previous.year + 1, month: 1, day: 1 };
      const same =
        current.year === next.year && current.month === next.month && current.day === next.day;
      if (!same || bsToEpochDay(current) !== n) broken.push(`${n}: ${JSON.stringify(current)}`);
      previous = current;
    }
    expect(broken).toEqual([]);
    expect(previous).toEqual({ year: 2099, month: 12, day: 30 });
  });

  it('has 365 or 366 days in each year and months of 29 to 32 days', () => {
    for (const year of years) {
      const lengths = Array.from({ length: 12 }, (_, index) => daysInBsMonth(year, index + 1));
      expect([365, 366]).toContain(lengths.reduce((sum, days) => sum + days, 0));
      for (const days of lengths) expect(days).toBeGreaterThanOrEqual(29);
      for (const days of lengths) expect(days).toBeLessThanOrEqual(32);
    }
  });
});

describe('range', () => {
  const outside: BsDate[] = [
    { year: 1999, month: 12, day: 30 },
    { year: 2100, month: 1, day: 1 },
  ];

  it.each(outside)('bsToAd rejects $year-$month-$day with the range message', (bs) => {
    expect(() => bsToAd(bs)).toThrow(CalendarRangeError);
    expect(() => bsToAd(bs)).toThrow(RANGE_ERROR_MESSAGE);
  });

  it('the message is the one the product shows', () => {
    const error = new CalendarRangeError();
    expect(error.message).toBe("The date doesn't fall within 2000/01/01 - 2099/12/30");
    expect(error).toBeInstanceOf(RangeError);
    expect(error.name).toBe('CalendarRangeError');
  });

  it('adToBs covers AD 1943-04-14..2043-04-13 and no more', () => {
    expect(adToBs({ year: 1943, month: 4, day: 14 })).toEqual({ year: 2000, month: 1, day: 1 });
    expect(adToBs({ year: 2043, month: 4, day: 13 })).toEqual({ year: 2099, month: 12, day: 30 });
    expect(() => adToBs({ year: 1943, month: 4, day: 13 })).toThrow(RANGE_ERROR_MESSAGE);
    expect(() => adToBs({ year: 2043, month: 4, day: 14 })).toThrow(RANGE_ERROR_MESSAGE);
  });

  it('epochDayToBs and daysInBsMonth share the range', () => {
    expect(() => epochDayToBs(FIRST - 1)).toThrow(CalendarRangeError);
    expect(() => epochDayToBs(LAST + 1)).toThrow(CalendarRangeError);
    expect(() => daysInBsMonth(2100, 1)).toThrow(CalendarRangeError);
    expect(() => daysInBsMonth(1999, 12)).toThrow(CalendarRangeError);
  });

  it('impossible dates are a plain RangeError, not a range error', () => {
    const impossible: BsDate[] = [
      { year: 2081, month: 2, day: 33 },
      { year: 2081, month: 13, day: 1 },
      { year: 2081, month: 0, day: 1 },
      { year: 2081, month: 1, day: 0 },
      { year: 2081, month: 1, day: 1.5 },
      { year: Number.NaN, month: 1, day: 1 },
    ];
    for (const bs of impossible) {
      expect(() => bsToAd(bs)).toThrow(RangeError);
      expect(() => bsToAd(bs)).not.toThrow(CalendarRangeError);
      expect(isValidBs(bs)).toBe(false);
    }
    expect(() => daysInBsMonth(2081, 13)).toThrow(/Invalid BS date/);
    expect(() => adToBs({ year: 2025, month: 2, day: 29 })).toThrow(/Invalid AD date/);
    expect(() => epochDayToBs(0.5)).toThrow(RangeError);
  });
});

describe('validity, weekday and order', () => {
  it('isValidBs knows long months and the range', () => {
    expect(isValidBs({ year: 2081, month: 2, day: 32 })).toBe(true);
    expect(isValidBs({ year: 2082, month: 2, day: 32 })).toBe(false);
    expect(isValidBs({ year: 2099, month: 12, day: 30 })).toBe(true);
    expect(isValidBs({ year: 2099, month: 12, day: 31 })).toBe(false);
    expect(isValidBs({ year: 2100, month: 1, day: 1 })).toBe(false);
  });

  it('bsWeekday counts from Sunday', () => {
    expect(bsWeekday({ year: 2000, month: 1, day: 1 })).toBe(3);
    expect(bsWeekday({ year: 2082, month: 4, day: 1 })).toBe(4);
    expect(bsWeekday({ year: 2082, month: 4, day: 3 })).toBe(6);
    expect(bsWeekday({ year: 2082, month: 4, day: 4 })).toBe(0);
  });

  it('compareBs orders by year, month, day', () => {
    const a = { year: 2082, month: 3, day: 32 };
    const b = { year: 2082, month: 4, day: 1 };
    expect(compareBs(a, b)).toBeLessThan(0);
    expect(compareBs(b, a)).toBeGreaterThan(0);
    expect(compareBs(a, { ...a })).toBe(0);
    expect(compareBs({ year: 2081, month: 12, day: 31 }, b)).toBeLessThan(0);
  });
});
