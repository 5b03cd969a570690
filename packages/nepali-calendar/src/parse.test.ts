import { describe, expect, it } from 'vitest';
import {
  adToBsString,
  adToString,
  bsToAdString,
  bsToString,
  CalendarRangeError,
  parseAd,
  parseBs,
  toAsciiDigits,
  toDevanagariDigits,
} from './index.js';

describe('parseBs', () => {
  it('reads ASCII and Devanagari digits, with - or /', () => {
    const expected = { year: 2082, month: 4, day: 1 };
    expect(parseBs('2082-04-01')).toEqual(expected);
    expect(parseBs('2082/04/01')).toEqual(expected);
    expect(parseBs('२०८२-०४-०१')).toEqual(expected);
    expect(parseBs('२०८२/०४/०१')).toEqual(expected);
    expect(parseBs('2082-4-1')).toEqual(expected);
    expect(parseBs(' 2082-04-01 ')).toEqual(expected);
  });

  it.each([
    '2081-02-33',
    '2081-13-01',
    '2081-00-10',
    '2081-01-00',
    '2082-02-32',
    '1999-12-30',
    '2100-01-01',
    '2082-04/01',
    '2082.04.01',
    '82-04-01',
    '02082-04-01',
    '2082-004-01',
    '2082-04-01T00:00',
    'garbage',
    '',
  ])('rejects %j', (text) => {
    expect(parseBs(text)).toBeNull();
  });

  it('accepts the long months the table knows', () => {
    expect(parseBs('2081-02-32')).toEqual({ year: 2081, month: 2, day: 32 });
    expect(parseBs('2099-12-30')).toEqual({ year: 2099, month: 12, day: 30 });
  });
});

describe('parseAd', () => {
  it('reads real Gregorian dates, in either digit set', () => {
    expect(parseAd('2025-07-17')).toEqual({ year: 2025, month: 7, day: 17 });
    expect(parseAd('२०२४/०२/२९')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseAd('1900-01-01')).toEqual({ year: 1900, month: 1, day: 1 });
  });

  it.each(['2025-02-29', '2025-04-31', '2025-13-01', 'garbage', '2025-07'])(
    'rejects %j',
    (text) => {
      expect(parseAd(text)).toBeNull();
    },
  );
});

describe('to and from strings', () => {
  it('writes zero-padded ASCII', () => {
    expect(bsToString({ year: 2082, month: 4, day: 1 })).toBe('2082-04-01');
    expect(adToString({ year: 2025, month: 7, day: 17 })).toBe('2025-07-17');
  });

  it('converts strings both ways', () => {
    expect(bsToAdString('2082-04-01')).toBe('2025-07-17');
    expect(bsToAdString('२०८२-०४-०१')).toBe('2025-07-17');
    expect(adToBsString('2025-07-17')).toBe('2082-04-01');
    expect(adToBsString('२०२५/०७/१७')).toBe('2082-04-01');
  });

  it('throws on malformed, impossible and out-of-range strings', () => {
    expect(() => bsToAdString('garbage')).toThrow(RangeError);
    expect(() => bsToAdString('2081-02-33')).toThrow(RangeError);
    expect(() => bsToAdString('2100-01-01')).toThrow(CalendarRangeError);
    expect(() => adToBsString('2043-04-14')).toThrow(CalendarRangeError);
    expect(() => adToBsString('2025-02-29')).toThrow(/Invalid AD date/);
  });
});

describe('digits', () => {
  it('converts between ASCII and Devanagari', () => {
    expect(toDevanagariDigits(1234567890)).toBe('१२३४५६७८९०');
    expect(toDevanagariDigits('2082-04-01')).toBe('२०८२-०४-०१');
    expect(toAsciiDigits('१२३४५६७८९०')).toBe('1234567890');
    expect(toAsciiDigits('मिति २०८२')).toBe('मिति 2082');
  });
});
