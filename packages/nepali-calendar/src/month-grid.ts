import { bsToEpochDay, daysInBsMonth } from './convert.js';
import { weekdayOfEpochDay } from './epoch-day.js';
import { isProvisionalYear } from './table.js';

/** What a month view of the date picker needs; day d is epoch day firstEpochDay + d - 1. */
export interface BsMonthGrid {
  year: number;
  month: number;
  days: number;
  /** Weekday of day 1, 0 = Sunday. */
  firstWeekday: number;
  firstEpochDay: number;
  provisional: boolean;
  /** Sunday-first rows of seven cells: the day of the month, or null before day 1 and after the last. */
  weeks: readonly (readonly (number | null)[])[];
}

/** One BS month laid out for a picker, e.g. monthGrid(2082, 4) → { days: 31, firstWeekday: 4, weeks: [[null, null, null, null, 1, 2, 3], …] }. */
export function monthGrid(year: number, month: number): BsMonthGrid {
  const days = daysInBsMonth(year, month);
  const firstEpochDay = bsToEpochDay({ year, month, day: 1 });
  const firstWeekday = weekdayOfEpochDay(firstEpochDay);
  const weeks: (number | null)[][] = [];
  for (let cell = 0; cell < firstWeekday + days; cell += 7) {
    const week: (number | null)[] = [];
    for (let column = 0; column < 7; column++) {
      const day = cell + column - firstWeekday + 1;
      week.push(day >= 1 && day <= days ? day : null);
    }
    weeks.push(week);
  }
  return {
    year,
    month,
    days,
    firstWeekday,
    firstEpochDay,
    provisional: isProvisionalYear(year),
    weeks,
  };
}
