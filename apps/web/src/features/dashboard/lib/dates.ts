import { bsToEpochDay, formatBs, parseBs } from '@karyayojana/nepali-calendar';

type Lang = 'ne' | 'en';

/** An event's day as a list shows it: 'मंसिर ८, सोमबार' / 'Monday, 8 Mangsir'. */
export function shortBs(bs: string, lang: Lang): string {
  const date = parseBs(bs);
  if (!date) return bs;
  return formatBs(date, lang === 'ne' ? 'MMMM D, DDDD' : 'DDDD, D MMMM', lang);
}

/** A day as a heading says it: '२०८२ मंसिर ८' / '8 Mangsir 2082'. */
export function longBs(bs: string, lang: Lang): string {
  const date = parseBs(bs);
  if (!date) return bs;
  return formatBs(date, lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang);
}

/** Whole days from `from` to `to` (BS 'YYYY-MM-DD'); 0 when either is not a date. */
export function daysBetween(from: string, to: string): number {
  const a = parseBs(from);
  const b = parseBs(to);
  return a && b ? bsToEpochDay(b) - bsToEpochDay(a) : 0;
}
