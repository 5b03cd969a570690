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

/** A trimester (चौमासिक) of a fiscal year: 1, 2 or 3. */
export type Trimester = 1 | 2 | 3;

// The trimesters by their first month: Shrawan–Kartik, Mangsir–Falgun, Chaitra–Asar
// (the progress reports of local levels, issue 14).
const TRIMESTER_START_MONTH: Record<Trimester, number> = { 1: 4, 2: 8, 3: 12 };

/** The trimester a BS month falls in: trimesterOfMonth(4) === 1, (11) === 2, (2) === 3. */
export function trimesterOfMonth(month: number): Trimester {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid BS month: ${month}`);
  }
  if (month >= 4 && month <= 7) return 1;
  if (month >= 8 && month <= 11) return 2;
  return 3;
}

/**
 * First and last day of a trimester of the fiscal year starting in startYear, e.g.
 * trimesterBounds(2083, 3) → 2083-12-01 to the last day of Asar 2084.
 */
export function trimesterBounds(
  startYear: number,
  trimester: Trimester,
): { start: BsDate; end: BsDate } {
  const fiscalYear = fiscalYearBounds(startYear);
  const first = TRIMESTER_START_MONTH[trimester];
  if (first === undefined) throw new RangeError(`Invalid trimester: ${String(trimester)}`);
  // The third runs from Chaitra into the next BS year and ends with the fiscal year.
  if (trimester === 3)
    return { start: { year: startYear, month: first, day: 1 }, end: fiscalYear.end };
  const last = first + 3;
  return {
    start: { year: startYear, month: first, day: 1 },
    end: { year: startYear, month: last, day: daysInBsMonth(startYear, last) },
  };
}
