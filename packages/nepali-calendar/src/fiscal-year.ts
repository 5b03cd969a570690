import { bsToEpochDay, daysInBsMonth } from './convert.js';
import { BS_MAX_YEAR, BS_MIN_YEAR, CalendarRangeError } from './errors.js';
import type { BsDate } from './types.js';

/** A Nepali fiscal year: Shrawan 1 of startYear to the last day of Asar of the next year. */
export interface FiscalYear {
  startYear: number;
  start: BsDate;
  end: BsDate;
  label: string;
}

const SHRAWAN = 4;
const ASAR = 3;

/** The usual two-part label, e.g. fiscalYearLabel(2082) === '2082/83' and fiscalYearLabel(2099) === '2099/00'. */
export function fiscalYearLabel(startYear: number): string {
  if (!Number.isInteger(startYear)) throw new RangeError(`Invalid fiscal year: ${startYear}`);
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** First and last day of the fiscal year starting in startYear (2000..2098), e.g. fiscalYearBounds(2082).end → 2083-03-32. */
export function fiscalYearBounds(startYear: number): FiscalYear {
  const label = fiscalYearLabel(startYear);
  // Both ends must be in the table: FY 2099/00 ends in Asar 2100, whose length nobody knows.
  if (startYear < BS_MIN_YEAR || startYear + 1 > BS_MAX_YEAR) throw new CalendarRangeError();
  const endYear = startYear + 1;
  return {
    startYear,
    start: { year: startYear, month: SHRAWAN, day: 1 },
    end: { year: endYear, month: ASAR, day: daysInBsMonth(endYear, ASAR) },
    label,
  };
}

/** The fiscal year a BS date falls in, e.g. fiscalYearOf({ year: 2082, month: 3, day: 15 }).label === '2081/82'. */
export function fiscalYearOf(bs: BsDate): FiscalYear {
  bsToEpochDay(bs); // validates the date
  return fiscalYearBounds(bs.month >= SHRAWAN ? bs.year : bs.year - 1);
}
