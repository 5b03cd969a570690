/** First BS year the table covers, e.g. BS_MIN_YEAR === 2000. */
export const BS_MIN_YEAR = 2000;

/** Last BS year the table covers, e.g. BS_MAX_YEAR === 2099. */
export const BS_MAX_YEAR = 2099;

/** The message of every out-of-range error, e.g. new CalendarRangeError().message. */
export const RANGE_ERROR_MESSAGE = "The date doesn't fall within 2000/01/01 - 2099/12/30";

/** Raised for dates outside BS 2000-01-01..2099-12-30, e.g. by bsToAd({ year: 2100, month: 1, day: 1 }). */
export class CalendarRangeError extends RangeError {
  override name = 'CalendarRangeError';

  constructor() {
    super(RANGE_ERROR_MESSAGE);
  }
}

// Impossible dates (month 13, Jestha 33) are the caller's mistake rather than a gap in the table,
// so they stay a plain RangeError that names the offending value.
export function invalidDate(kind: 'BS' | 'AD', year: number, month: number, day: number) {
  return new RangeError(`Invalid ${kind} date: ${year}-${month}-${day}`);
}
