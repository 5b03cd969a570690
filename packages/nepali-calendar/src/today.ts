import { adToBs } from './convert.js';
import type { AdDate, BsDate } from './types.js';

// "Today" is a question about a wall clock somewhere, not about this machine: the server may
// run in UTC while the municipality is in Nepal (UTC+5:45). Building a formatter is costly, so
// keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Pinning calendar and numbering system keeps the parts plain Gregorian ASCII numbers
    // whatever the runtime's default locale is.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The AD date on the wall clock of a time zone, e.g. todayAd('Asia/Kathmandu', new Date('2026-11-21T18:30:00Z')) → 2026-11-22. */
export function todayAd(timeZone = 'Asia/Kathmandu', now: Date = new Date()): AdDate {
  const date: AdDate = { year: 0, month: 0, day: 0 };
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') {
      date[part.type] = Number(part.value);
    }
  }
  return date;
}

/** The BS date on the wall clock of a time zone, e.g. todayBs('Asia/Kathmandu', new Date('2026-11-21T18:30:00Z')) → 2083-08-06. */
export function todayBs(timeZone = 'Asia/Kathmandu', now: Date = new Date()): BsDate {
  return adToBs(todayAd(timeZone, now));
}
