import {
  formatAd,
  formatBs,
  parseAd,
  parseBs,
  toDevanagariDigits,
  type Lang,
} from '@karyayojana/nepali-calendar';

export function langOf(language: string): Lang {
  return language === 'en' ? 'en' : 'ne';
}

/** '2082-04-15' → '२०८२ श्रावण १५' (Nepali) or '15 Shrawan 2082' (English). */
export function formatBsDate(date: string, lang: Lang): string {
  const bs = parseBs(date);
  if (!bs) return date;
  return formatBs(bs, lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang);
}

/**
 * '2025-07-31' → '३१ जुलाई २०२५' (Nepali) or '31 July 2025' (English): officers match it against
 * letters dated AD.
 */
export function formatAdDate(date: string, lang: Lang): string {
  const ad = parseAd(date);
  return ad ? formatAd(ad, 'D MMMM YYYY', lang) : date;
}

/** '10:00' in the reader's digits. */
export function formatTime(time: string, lang: Lang): string {
  const short = time.slice(0, 5);
  return lang === 'ne' ? toDevanagariDigits(short) : short;
}

/** Cuts text to `max` characters (docs/behaviour.md §13: titles 30, content 50) with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text.trim();
}
