import {
  addBsMonths,
  bsToEpochDay,
  bsWeekday,
  epochDayToBs,
  shiftBsYears,
  type BsDate,
} from '@karyayojana/nepali-calendar';
import type { KeyboardEvent } from 'react';
import { clampToRange, type DateRange } from './date-range';

// The keys of the WAI-ARIA APG "Date Picker Dialog" grid. Enter and Space are not here: the day
// is a <button>, so the browser turns both into a click.

function byDays(date: BsDate, days: number, range: DateRange): BsDate {
  const target = bsToEpochDay(date) + days;
  const min = bsToEpochDay(range.min);
  const max = bsToEpochDay(range.max);
  // Past the range (or the calendar's 2000..2099) focus stops at its first or last day.
  return epochDayToBs(Math.min(Math.max(target, min), max));
}

/** The same day some months (or years) away, day clamped, kept inside the range. */
export function byMonths(date: BsDate, months: number, years: boolean, range: DateRange): BsDate {
  try {
    return clampToRange(years ? shiftBsYears(date, months) : addBsMonths(date, months), range);
  } catch {
    return months < 0 ? range.min : range.max; // beyond Baisakh 2000 or Chaitra 2099
  }
}

/** Where a key moves the focused day, or null when the key is not the grid's. */
export function dayForKey(
  key: string,
  shiftKey: boolean,
  date: BsDate,
  range: DateRange,
): BsDate | null {
  switch (key) {
    case 'ArrowLeft':
      return byDays(date, -1, range);
    case 'ArrowRight':
      return byDays(date, 1, range);
    case 'ArrowUp':
      return byDays(date, -7, range);
    case 'ArrowDown':
      return byDays(date, 7, range);
    case 'Home':
      return byDays(date, -bsWeekday(date), range);
    case 'End':
      return byDays(date, 6 - bsWeekday(date), range);
    case 'PageUp':
      return byMonths(date, -1, shiftKey, range);
    case 'PageDown':
      return byMonths(date, 1, shiftKey, range);
    default:
      return null;
  }
}

/** A keydown handler for the day grid that moves the focused day. */
export function useCalendarKeys(focused: BsDate, range: DateRange, moveTo: (date: BsDate) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = dayForKey(event.key, event.shiftKey, focused, range);
    if (!next) return;
    event.preventDefault(); // arrows and Page keys would scroll the page
    moveTo(next);
  };
}
