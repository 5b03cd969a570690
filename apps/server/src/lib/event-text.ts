import { statusWord } from '@karyayojana/contracts';
import { formatBs, parseBs, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import type { Lang } from './messages.js';

/**
 * An event as people read it outside the app (mails, the public plan page): its status in
 * words, its day in BS with the weekday and the AD date, digits in the reader's language, and
 * text made safe for HTML.
 */

/** A status as the app says it (the one table: packages/contracts/src/statuses.ts). */
export const statusText = (status: string, lang: Lang) => statusWord(status, lang);

/** '२०८३ मंसिर ९, मंगलबार (2026-11-25)' or '9 Mangsir 2083, Tuesday (2026-11-25)'. */
export function dayText(bsDate: string, adDate: string, lang: Lang): string {
  const bs = parseBs(bsDate);
  if (!bs) return lang === 'ne' ? toDevanagariDigits(bsDate) : bsDate;
  return lang === 'ne'
    ? `${formatBs(bs, 'YYYY MMMM D, DDDD', 'ne')} (${adDate})`
    : `${formatBs(bs, 'D MMMM YYYY, DDDD', 'en')} (${adDate})`;
}

/** Digits of a number or a time in the reader's language. */
export const localDigits = (value: string | number, lang: Lang) =>
  lang === 'ne' ? toDevanagariDigits(String(value)) : String(value);

/** Text safe in HTML, in an element or an attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
