import { bsToEpochDay, daysInBsMonth, epochDayToBs } from './convert.js';
import { BS_MAX_YEAR, BS_MIN_YEAR, CalendarRangeError } from './errors.js';
import type { BsDate } from './types.js';

function requireInteger(name: string, value: number): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer: ${value}`);
}

/** Moves a BS date by whole days, e.g. addBsDays({ year: 2082, month: 3, day: 32 }, 1) → { year: 2082, month: 4, day: 1 }. */
export function addBsDays(bs: BsDate, days: number): BsDate {
  requireInteger('days', days);
  return epochDayToBs(bsToEpochDay(bs) + days);
}

/** Moves a BS date by whole months, clamping the day, e.g. addBsMonths({ year: 2081, month: 2, day: 32 }, 1) → 2081-03-31. */
export function addBsMonths(bs: BsDate, months: number): BsDate {
  requireInteger('months', months);
  bsToEpochDay(bs); // validates the starting date
  const total = (bs.year - BS_MIN_YEAR) * 12 + bs.month - 1 + months;
  const year = BS_MIN_YEAR + Math.floor(total / 12);
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) throw new CalendarRangeError();
  const month = total - (year - BS_MIN_YEAR) * 12 + 1;
  return { year, month, day: Math.min(bs.day, daysInBsMonth(year, month)) };
}

/** Same month some years later or earlier, day clamped, e.g. shiftBsYears({ year: 2081, month: 2, day: 32 }, 1) → 2082-02-31. */
export function shiftBsYears(bs: BsDate, years: number): BsDate {
  requireInteger('years', years);
  bsToEpochDay(bs); // validates the starting date
  const year = bs.year + years;
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) throw new CalendarRangeError();
  return { year, month: bs.month, day: Math.min(bs.day, daysInBsMonth(year, bs.month)) };
}
