import { adToBs, bsToAd, isValidBs } from './convert.js';
import { toAsciiDigits } from './digits.js';
import { isValidAd } from './epoch-day.js';
import type { AdDate, BsDate } from './types.js';

// One separator used twice, so '2082-04/01' is rejected rather than guessed at.
const DATE_PATTERN = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;

function splitDate(text: string): { year: number; month: number; day: number } | null {
  if (typeof text !== 'string') return null;
  const match = DATE_PATTERN.exec(toAsciiDigits(text.trim()));
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Reads 'YYYY-MM-DD' or 'YYYY/MM/DD' in ASCII or Devanagari digits, e.g. parseBs('२०८२-०४-०१') → { year: 2082, month: 4, day: 1 }. */
export function parseBs(text: string): BsDate | null {
  const bs = splitDate(text);
  return bs && isValidBs(bs) ? bs : null;
}

/** Reads an AD 'YYYY-MM-DD' (any real date, not limited to the BS range), e.g. parseAd('2025-07-17') → { year: 2025, month: 7, day: 17 }. */
export function parseAd(text: string): AdDate | null {
  const ad = splitDate(text);
  return ad && isValidAd(ad) ? ad : null;
}

/** Writes the fields as 'YYYY-MM-DD' in ASCII digits, e.g. bsToString({ year: 2082, month: 4, day: 1 }) === '2082-04-01'. */
export function bsToString(bs: BsDate): string {
  return `${pad(bs.year, 4)}-${pad(bs.month, 2)}-${pad(bs.day, 2)}`;
}

/** Writes the fields as 'YYYY-MM-DD' in ASCII digits, e.g. adToString({ year: 2025, month: 7, day: 17 }) === '2025-07-17'. */
export function adToString(ad: AdDate): string {
  return `${pad(ad.year, 4)}-${pad(ad.month, 2)}-${pad(ad.day, 2)}`;
}

/** Converts a BS date string to an AD one, e.g. bsToAdString('2082-04-01') === '2025-07-17'. */
export function bsToAdString(bs: string): string {
  const parts = splitDate(bs);
  if (!parts) throw new RangeError(`Invalid BS date: "${bs}"`);
  return adToString(bsToAd(parts));
}

/** Converts an AD date string to a BS one, e.g. adToBsString('2025-07-17') === '2082-04-01'. */
export function adToBsString(ad: string): string {
  const parts = splitDate(ad);
  if (!parts) throw new RangeError(`Invalid AD date: "${ad}"`);
  return bsToString(adToBs(parts));
}
