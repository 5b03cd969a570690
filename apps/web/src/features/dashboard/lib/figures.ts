import { formatAmount, toDevanagariDigits } from '@karyayojana/nepali-calendar';

type Lang = 'ne' | 'en';

/** A rate (0–1, or more when over) as a whole percentage in the reader's digits: '७५%'. */
export function percentOf(rate: number, lang: Lang): string {
  const text = `${Math.round(rate * 100)}%`;
  return lang === 'ne' ? toDevanagariDigits(text) : text;
}

/** Physical progress (0–100) the same way: '४०%'. */
export function progressText(progress: number, lang: Lang): string {
  return percentOf(progress / 100, lang);
}

/** Rupees grouped as the reader groups them (१२,३४,५६७ / 1,234,567); fractions rounded. */
export function amountText(amount: number, lang: Lang): string {
  return formatAmount(Math.round(amount), lang);
}

/** The width of a bar: the share of its whole, 0–100, never past the end. */
export function barWidth(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, (part / whole) * 100));
}
