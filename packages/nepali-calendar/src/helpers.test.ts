import { describe, expect, it } from 'vitest';
import {
  addBsDays,
  addBsMonths,
  bsToAd,
  bsToEpochDay,
  CalendarRangeError,
  epochDayToAd,
  isProvisionalYear,
  monthGrid,
  nepalSambatYear,
  shiftBsYears,
} from './index.js';

describe('date arithmetic', () => {
  it('addBsDays crosses months and years', () => {
    expect(addBsDays({ year: 2082, month: 3, day: 32 }, 1)).toEqual({
      year: 2082,
      month: 4,
      day: 1,
    });
    expect(addBsDays({ year: 2082, month: 1, day: 1 }, -1)).toEqual({
      year: 2081,
      month: 12,
      day: 31,
    });
    expect(addBsDays({ year: 2082, month: 1, day: 1 }, 365)).toEqual({
      year: 2083,
      month: 1,
      day: 1,
    });
    expect(() => addBsDays({ year: 2099, month: 12, day: 30 }, 1)).toThrow(CalendarRangeError);
    expect(() => addBsDays({ year: 2082, month: 1, day: 1 }, 0.5)).toThrow(RangeError);
  });

  it('addBsMonths clamps the day to the target month', () => {
    expect(addBsMonths({ year: 2081, month: 2, day: 32 }, 1)).toEqual({
      year: 2081,
      month: 3,
      day: 31,
    });
    expect(addBsMonths({ year: 2081, month: 12, day: 31 }, 1)).toEqual({
      year: 2082,
      month: 1,
      day: 31,
    });
    expect(addBsMonths({ year: 2082, month: 1, day: 15 }, -1)).toEqual({
      year: 2081,
      month: 12,
      day: 15,
    });
    expect(addBsMonths({ year: 2082, month: 4, day: 1 }, 0)).toEqual({
      year: 2082,
      month: 4,
      day: 1,
    });
    expect(() => addBsMonths({ year: 2000, month: 1, day: 1 }, -1)).toThrow(CalendarRangeError);
    expect(() => addBsMonths({ year: 2099, month: 12, day: 1 }, 1)).toThrow(CalendarRangeError);
  });

  it('shiftBsYears keeps the month and clamps the day', () => {
    expect(shiftBsYears({ year: 2081, month: 2, day: 32 }, 1)).toEqual({
      year: 2082,
      month: 2,
      day: 31,
    });
    expect(shiftBsYears({ year: 2082, month: 4, day: 1 }, -82)).toEqual({
      year: 2000,
      month: 4,
      day: 1,
    });
    expect(() => shiftBsYears({ year: 2082, month: 4, day: 1 }, 18)).toThrow(CalendarRangeError);
    expect(() => shiftBsYears({ year: 2081, month: 2, day: 33 }, 1)).toThrow(RangeError);
  });
});

describe('monthGrid', () => {
  it('lays out Shrawan 2082 from Thursday', () => {
    const grid = monthGrid(2082, 4);
    expect(grid).toMatchObject({ year: 2082, month: 4, days: 31, firstWeekday: 4 });
    expect(grid.weeks[0]).toEqual([null, null, null, null, 1, 2, 3]);
    expect(grid.weeks.at(-1)).toEqual([25, 26, 27, 28, 29, 30, 31]);
    expect(epochDayToAd(grid.firstEpochDay)).toEqual(bsToAd({ year: 2082, month: 4, day: 1 }));
    expect(grid.provisional).toBe(false);
  });

  it('covers every day exactly once in rows of seven', () => {
    for (const [year, month] of [
      [2000, 1],
      [2081, 2],
      [2099, 12],
    ] as const) {
      const grid = monthGrid(year, month);
      const cells = grid.weeks.flat();
      expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
      expect(cells.filter((cell) => cell !== null)).toEqual(
        Array.from({ length: grid.days }, (_, index) => index + 1),
      );
      expect(cells.indexOf(1)).toBe(grid.firstWeekday);
      expect(grid.firstEpochDay).toBe(bsToEpochDay({ year, month, day: 1 }));
    }
    expect(monthGrid(2099, 12).provisional).toBe(true);
  });

  it('refuses months outside the table', () => {
    expect(() => monthGrid(2100, 1)).toThrow(CalendarRangeError);
    expect(() => monthGrid(2082, 13)).toThrow(RangeError);
  });
});

describe('years', () => {
  it('marks 2084 and later provisional', () => {
    expect(isProvisionalYear(2000)).toBe(false);
    expect(isProvisionalYear(2083)).toBe(false);
    expect(isProvisionalYear(2084)).toBe(true);
    expect(isProvisionalYear(2099)).toBe(true);
    expect(isProvisionalYear(2100)).toBe(true);
  });

  it('nepalSambatYear is the BS year minus 936', () => {
    expect(nepalSambatYear(2082)).toBe(1146);
    expect(nepalSambatYear(2000)).toBe(1064);
  });
});
