// Bikram Sambat <-> Gregorian for BS 2000-01-01..2099-12-30 (AD 1943-04-14..2043-04-13).
// One table serves the converter and the date picker; rows for 2084+ are provisional.
export type { AdDate, BsDate, Lang } from './types.js';
export { BS_MAX_YEAR, BS_MIN_YEAR, CalendarRangeError, RANGE_ERROR_MESSAGE } from './errors.js';
export { isProvisionalYear } from './table.js';
export { adToEpochDay, epochDayToAd, isValidAd } from './epoch-day.js';
export {
  adToBs,
  bsToAd,
  bsToEpochDay,
  bsWeekday,
  compareBs,
  daysInBsMonth,
  epochDayToBs,
  isValidBs,
} from './convert.js';
export { addBsDays, addBsMonths, shiftBsYears } from './arithmetic.js';
export { formatAmount, toAsciiDigits, toDevanagariDigits } from './digits.js';
export { adToBsString, adToString, bsToAdString, bsToString, parseAd, parseBs } from './parse.js';
export {
  AD_MONTHS,
  BS_MONTHS,
  FISCAL_MONTH_ORDER,
  TIMELINE_MONTHS_NE,
  WEEKDAYS,
  WEEKDAYS_SHORT,
} from './names.js';
export { formatAd, formatBs } from './format.js';
export { todayAd, todayBs } from './today.js';
export type { FiscalYear, Trimester } from './fiscal-year.js';
export {
  fiscalYearBounds,
  fiscalYearLabel,
  fiscalYearOf,
  trimesterBounds,
  trimesterOfMonth,
} from './fiscal-year.js';
export type { BsMonthGrid } from './month-grid.js';
export { monthGrid } from './month-grid.js';
export { nepalSambatYear } from './nepal-sambat.js';
