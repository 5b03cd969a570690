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
