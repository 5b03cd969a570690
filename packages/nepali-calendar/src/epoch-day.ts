import { invalidDate } from './errors.js';
import type { AdDate } from './types.js';

// Whole days since 1970-01-01 in the proleptic Gregorian calendar, by Howard Hinnant's
// days_from_civil / civil_from_days. Pure integer arithmetic: a Date in the local zone would
// shift by a day around DST changes and in zones west of UTC.

const DAYS_PER_ERA = 146097; // 400 Gregorian years
const EPOCH_SHIFT = 719468; // days from 0000-03-01 to 1970-01-01

/** Days in a Gregorian month, e.g. daysInAdMonth(2024, 2) === 29. */
export function daysInAdMonth(year: number, month: number): number {
  if (month === 2) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether the fields name a real Gregorian date in years 1..9999, e.g. isValidAd({ year: 2025, month: 2, day: 29 }) === false. */
export function isValidAd(ad: AdDate): boolean {
  const { year, month, day } = ad;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInAdMonth(year, month)
  );
}

/** Days since 1970-01-01 of an AD date, e.g. adToEpochDay({ year: 1970, month: 1, day: 2 }) === 1. */
export function adToEpochDay(ad: AdDate): number {
  if (!isValidAd(ad)) throw invalidDate('AD', ad.year, ad.month, ad.day);
  const year = ad.month <= 2 ? ad.year - 1 : ad.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (ad.month + (ad.month > 2 ? -3 : 9)) + 2) / 5) + ad.day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - EPOCH_SHIFT;
}

/** The AD date a number of days after 1970-01-01, e.g. epochDayToAd(-1) → { year: 1969, month: 12, day: 31 }. */
export function epochDayToAd(n: number): AdDate {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Invalid epoch day: ${n}`);
  const z = n + EPOCH_SHIFT;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153); // 0 = March
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** Weekday of a day count since 1970-01-01 (a Thursday), 0 = Sunday, e.g. weekdayOfEpochDay(0) === 4. */
export function weekdayOfEpochDay(n: number): number {
  return (((n + 4) % 7) + 7) % 7;
}
