import { describe, expect, it } from 'vitest';
import {
  bsToAd,
  bsToEpochDay,
  CalendarRangeError,
  daysInBsMonth,
  fiscalYearBounds,
  fiscalYearLabel,
  fiscalYearOf,
  trimesterBounds,
  trimesterOfMonth,
} from './index.js';

describe('fiscalYearOf', () => {
  it('starts on Shrawan 1 and ends on the last day of Asar', () => {
    expect(fiscalYearOf({ year: 2082, month: 4, day: 1 })).toEqual({
      startYear: 2082,
      start: { year: 2082, month: 4, day: 1 },
      end: { year: 2083, month: 3, day: 32 },
      label: '2082/83',
    });
    expect(fiscalYearOf({ year: 2083, month: 3, day: 32 }).startYear).toBe(2082);
    expect(fiscalYearOf({ year: 2082, month: 3, day: 15 }).startYear).toBe(2081);
    expect(fiscalYearOf({ year: 2082, month: 3, day: 32 }).label).toBe('2081/82');
    expect(fiscalYearOf({ year: 2082, month: 12, day: 30 }).startYear).toBe(2082);
  });

  it('has AD bounds in mid-July', () => {
    const fiscalYear = fiscalYearBounds(2082);
    expect(bsToAd(fiscalYear.start)).toEqual({ year: 2025, month: 7, day: 17 });
    expect(bsToAd(fiscalYear.end)).toEqual({ year: 2026, month: 7, day: 16 });
  });

  it('needs both ends inside the table', () => {
    expect(fiscalYearBounds(2000).start).toEqual({ year: 2000, month: 4, day: 1 });
    expect(fiscalYearBounds(2098).end.year).toBe(2099);
    expect(() => fiscalYearBounds(1999)).toThrow(CalendarRangeError);
    expect(() => fiscalYearBounds(2099)).toThrow(CalendarRangeError);
    expect(() => fiscalYearOf({ year: 2000, month: 3, day: 1 })).toThrow(CalendarRangeError);
    expect(() => fiscalYearOf({ year: 2099, month: 4, day: 1 })).toThrow(CalendarRangeError);
  });

  it('refuses impossible dates', () => {
    expect(() => fiscalYearOf({ year: 2081, month: 2, day: 33 })).toThrow(RangeError);
  });
});

describe('fiscalYearLabel', () => {
  it.each([
    [2082, '2082/83'],
    [2000, '2000/01'],
    [2008, '2008/09'],
    [2009, '2009/10'],
    [2098, '2098/99'],
    [2099, '2099/00'],
  ])('%i -> %s', (year, label) => {
    expect(fiscalYearLabel(year)).toBe(label);
  });

  it('refuses a fractional year', () => {
    expect(() => fiscalYearLabel(2082.5)).toThrow(RangeError);
  });
});

describe('trimesters (चौमासिक)', () => {
  it('are Shrawan–Kartik, Mangsir–Falgun and Chaitra–Asar', () => {
    expect([4, 5, 6, 7].map(trimesterOfMonth)).toEqual([1, 1, 1, 1]);
    expect([8, 9, 10, 11].map(trimesterOfMonth)).toEqual([2, 2, 2, 2]);
    expect([12, 1, 2, 3].map(trimesterOfMonth)).toEqual([3, 3, 3, 3]);
    expect(() => trimesterOfMonth(0)).toThrow(RangeError);
    expect(() => trimesterOfMonth(13)).toThrow(RangeError);
  });

  it('cover the fiscal year day by day, without a gap or an overlap', () => {
    for (const startYear of [2000, 2081, 2083, 2098]) {
      const year = fiscalYearBounds(startYear);
      const parts = ([1, 2, 3] as const).map((t) => trimesterBounds(startYear, t));
      expect(parts[0]?.start).toEqual(year.start);
      expect(parts[2]?.end).toEqual(year.end);
      for (const [a, b] of [
        [parts[0], parts[1]],
        [parts[1], parts[2]],
      ] as const) {
        // The next one starts the day after this one ends.
        expect(bsToEpochDay(b!.start) - bsToEpochDay(a!.end)).toBe(1);
      }
      for (const part of parts) {
        expect(trimesterOfMonth(part.start.month)).toBe(trimesterOfMonth(part.end.month));
      }
    }
  });

  it('ends each on the real last day of its month', () => {
    const second = trimesterBounds(2083, 2);
    expect(second.start).toEqual({ year: 2083, month: 8, day: 1 });
    expect(second.end).toEqual({ year: 2083, month: 11, day: daysInBsMonth(2083, 11) });
    expect(trimesterBounds(2083, 3).end).toEqual({
      year: 2084,
      month: 3,
      day: daysInBsMonth(2084, 3),
    });
  });
});
