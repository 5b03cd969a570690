// Devanagari digits ० (U+0966) .. ९ (U+096F) sit in the same order as ASCII 0..9.
const DEVANAGARI_ZERO = 0x0966;
const ASCII_ZERO = 0x30;

/** Writes ASCII digits as Devanagari ones, e.g. toDevanagariDigits('2082-04-01') === '२०८२-०४-०१'. */
export function toDevanagariDigits(s: string | number): string {
  return String(s).replace(/[0-9]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - ASCII_ZERO + DEVANAGARI_ZERO),
  );
}

/** Writes Devanagari digits as ASCII ones, e.g. toAsciiDigits('२०८२-०४-०१') === '2082-04-01'. */
export function toAsciiDigits(s: string): string {
  return s.replace(/[\u0966-\u096f]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - DEVANAGARI_ZERO + ASCII_ZERO),
  );
}

/**
 * A whole amount (rupees) as a reader of the language groups it: Nepali in lakhs and crores
 * with Devanagari digits, English in thousands, e.g. formatAmount(1234567, 'ne') ===
 * '१२,३४,५६७' and formatAmount(1234567, 'en') === '1,234,567'. Negative amounts keep their sign.
 */
export function formatAmount(amount: number, lang: 'ne' | 'en'): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole amount: ${amount}`);
  const digits = String(Math.abs(amount));
  let grouped: string;
  if (lang === 'en') {
    grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  } else {
    // The last three digits, then pairs: 1,23,45,678.
    const head = digits.slice(0, -3);
    const tail = digits.slice(-3);
    grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
  }
  const signed = amount < 0 ? `-${grouped}` : grouped;
  return lang === 'ne' ? toDevanagariDigits(signed) : signed;
}
