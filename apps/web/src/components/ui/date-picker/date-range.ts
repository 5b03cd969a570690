import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  compareBs,
  daysInBsMonth,
  parseBs,
  type BsDate,
} from '@karyayojana/nepali-calendar';

/** The days that can be chosen: minDate..maxDate, within the calendar's 2000..2099. */
export interface DateRange {
  min: BsDate;
  max: BsDate;
}

const FIRST_DAY: BsDate = { year: BS_MIN_YEAR, month: 1, day: 1 };
const LAST_DAY: BsDate = {
  year: BS_MAX_YEAR,
  month: 12,
  day: daysInBsMonth(BS_MAX_YEAR, 12),
};

/** minDate/maxDate as given ('YYYY-MM-DD', ASCII or Devanagari); a bound that does not parse is ignored. */
export function dateRange(minDate?: string | null, maxDate?: string | null): DateRange {
  const min = (minDate && parseBs(minDate)) || null;
  const max = (maxDate && parseBs(maxDate)) || null;
  return { min: min ?? FIRST_DAY, max: max ?? LAST_DAY };
}

export function inRange(date: BsDate, range: DateRange): boolean {
  return compareBs(date, range.min) >= 0 && compareBs(date, range.max) <= 0;
}

/** The nearest day of the range (the range's start if it is empty). */
export function clampToRange(date: BsDate, range: DateRange): BsDate {
  if (compareBs(date, range.min) < 0) return range.min;
  if (compareBs(date, range.max) > 0) return range.max;
  return date;
}

/** Compares the months of two dates, ignoring the day. */
export function compareMonths(a: BsDate, b: BsDate): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}
