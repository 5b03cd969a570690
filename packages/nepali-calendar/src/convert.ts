import { epochDayToAd, adToEpochDay, weekdayOfEpochDay } from './epoch-day.js';
import { BS_MAX_YEAR, BS_MIN_YEAR, CalendarRangeError, invalidDate } from './errors.js';
import { FIRST_EPOCH_DAY, LAST_EPOCH_DAY, monthIndexOf, monthStart } from './month-starts.js';
import { MONTH_LENGTHS } from './table.js';
import type { AdDate, BsDate } from './types.js';

// Out-of-table years are a CalendarRangeError (the table ends, the date may be real); a month
// or day that cannot exist is a plain RangeError.
function tableIndex(year: number, month: number, day: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) {
    throw invalidDate('BS', year, month, day);
  }
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) throw new CalendarRangeError();
  if (month < 1 || month > 12) throw invalidDate('BS', year, month, day);
  return (year - BS_MIN_YEAR) * 12 + month - 1;
}

/** Days in a BS month, e.g. daysInBsMonth(2081, 2) === 32. */
export function daysInBsMonth(year: number, month: number): number {
  return MONTH_LENGTHS[tableIndex(year, month, 1)] ?? 0;
}

/** Whether a BS date exists and lies in 2000..2099, e.g. isValidBs({ year: 2081, month: 2, day: 33 }) === false. */
export function isValidBs(bs: BsDate): boolean {
  const { year, month, day } = bs;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= (MONTH_LENGTHS[(year - BS_MIN_YEAR) * 12 + month - 1] ?? 0);
}

/** Days since 1970-01-01 of a BS date, e.g. bsToEpochDay({ year: 2000, month: 1, day: 1 }) === -9759. */
export function bsToEpochDay(bs: BsDate): number {
  const { year, month, day } = bs;
  const index = tableIndex(year, month, day);
  if (day < 1 || day > (MONTH_LENGTHS[index] ?? 0)) throw invalidDate('BS', year, month, day);
  return monthStart(index) + day - 1;
}

/** The BS date a number of days after 1970-01-01, e.g. epochDayToBs(-9759) → { year: 2000, month: 1, day: 1 }. */
export function epochDayToBs(n: number): BsDate {
  if (!Number.isInteger(n)) throw new RangeError(`Invalid epoch day: ${n}`);
  if (n < FIRST_EPOCH_DAY || n > LAST_EPOCH_DAY) throw new CalendarRangeError();
  const index = monthIndexOf(n);
  const year = BS_MIN_YEAR + Math.floor(index / 12);
  return { year, month: (index % 12) + 1, day: n - monthStart(index) + 1 };
}

/** Converts BS to AD, e.g. bsToAd({ year: 2082, month: 4, day: 1 }) → { year: 2025, month: 7, day: 17 }. */
export function bsToAd(bs: BsDate): AdDate {
  return epochDayToAd(bsToEpochDay(bs));
}

/** Converts AD (1943-04-14..2043-04-13) to BS, e.g. adToBs({ year: 2025, month: 7, day: 17 }) → { year: 2082, month: 4, day: 1 }. */
export function adToBs(ad: AdDate): BsDate {
  return epochDayToBs(adToEpochDay(ad));
}

/** Weekday of a BS date, 0 = Sunday .. 6 = Saturday, e.g. bsWeekday({ year: 2082, month: 1, day: 1 }) === 1. */
export function bsWeekday(bs: BsDate): number {
  return weekdayOfEpochDay(bsToEpochDay(bs));
}

/** Orders two BS dates field by field (no table needed), e.g. compareBs(a, b) < 0 when a is earlier. */
export function compareBs(a: BsDate, b: BsDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
