import { formatAmount, formatBs, parseBs, toDevanagariDigits } from '@karyayojana/nepali-calendar';

export type Lang = 'ne' | 'en';

/** A rate (0–1, or more when over) as a whole percentage in the reader's digits: '७५%'. */
export function percentOf(rate: number, lang: Lang): string {
  const text = `${Math.round(rate * 100)}%`;
  return lang === 'ne' ? toDevanagariDigits(text) : text;
}

/** A number 0–100 in the reader's digits, rounded: '४५'. */
export function wholeNumber(value: number, lang: Lang): string {
  const text = String(Math.round(value));
  return lang === 'ne' ? toDevanagariDigits(text) : text;
}

/** Rupees grouped as the reader groups them: १२,३४,५६७ / 1,234,567. */
export function amountText(amount: number, lang: Lang): string {
  return formatAmount(Math.round(amount), lang);
}

/** A day in a table cell: '२०८२/०५/१२' / '2082/05/12'. */
export function cellBs(bs: string, lang: Lang): string {
  const date = parseBs(bs);
  return date ? formatBs(date, 'YYYY/MM/DD', lang) : bs;
}

/** A day in a sentence: '२०८२ श्रावण १' / '1 Shrawan 2082'. */
export function longBs(bs: string, lang: Lang): string {
  const date = parseBs(bs);
  if (!date) return bs;
  return formatBs(date, lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang);
}
