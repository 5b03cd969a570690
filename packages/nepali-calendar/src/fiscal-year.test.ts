import { describe, expect, it } from 'vitest';
import {
  bsToAd,
  CalendarRangeError,
  fiscalYearBounds,
  fiscalYearLabel,
  fiscalYearOf,
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
