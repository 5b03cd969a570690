import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, toAsciiDigits } from './index.js';

describe('formatAmount', () => {
  it('groups in lakhs and crores with Devanagari digits in Nepali', () => {
    expect(formatAmount(0, 'ne')).toBe('०');
    expect(formatAmount(999, 'ne')).toBe('९९९');
    expect(formatAmount(1000, 'ne')).toBe('१,०००');
    expect(formatAmount(100000, 'ne')).toBe('१,००,०००');
    expect(formatAmount(1234567, 'ne')).toBe('१२,३४,५६७');
    expect(formatAmount(123456789, 'ne')).toBe('१२,३४,५६,७८९');
  });

  it('groups in thousands in English', () => {
    expect(formatAmount(999, 'en')).toBe('999');
    expect(formatAmount(1234567, 'en')).toBe('1,234,567');
    expect(formatAmount(-2500, 'en')).toBe('-2,500');
    expect(formatAmount(-250000, 'ne')).toBe('-२,५०,०००');
  });

  it('agrees with the platform’s own grouping for every whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(formatAmount(n, 'en')).toBe(new Intl.NumberFormat('en-US').format(n));
        expect(toAsciiDigits(formatAmount(n, 'ne'))).toBe(new Intl.NumberFormat('en-IN').format(n));
      }),
    );
  });

  it('refuses what is not a whole amount', () => {
    expect(() => formatAmount(1.5, 'ne')).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN, 'en')).toThrow(RangeError);
  });
});
