import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adToString,
  bsToAd,
  bsToAdString,
  adToBsString,
  bsWeekday,
  daysInBsMonth,
  isProvisionalYear,
  parseBs,
  WEEKDAYS,
} from './index.js';

// The vectors of ../shared/data/bs-month-lengths.json, kept here as well so that they run even
// where that file is absent; the last block checks the two copies agree when it is present.
const VECTORS: readonly { bs: string; ad: string; weekday?: string }[] = [
  { bs: '2000-01-01', ad: '1943-04-14', weekday: 'Wednesday' },
  { bs: '2081-01-01', ad: '2024-04-13', weekday: 'Saturday' },
  { bs: '2081-02-32', ad: '2024-06-14' },
  { bs: '2081-12-31', ad: '2025-04-13' },
  { bs: '2082-01-01', ad: '2025-04-14', weekday: 'Monday' },
  { bs: '2082-03-32', ad: '2025-07-16' },
  { bs: '2083-01-01', ad: '2026-04-14', weekday: 'Tuesday' },
  { bs: '2083-02-21', ad: '2026-06-04', weekday: 'Thursday' },
  { bs: '2083-06-31', ad: '2026-10-17' },
  { bs: '2084-01-01', ad: '2027-04-14' },
  { bs: '2090-12-30', ad: '2034-04-13' },
  { bs: '2099-12-30', ad: '2043-04-13' },
];

describe('test vectors', () => {
  it.each(VECTORS)('BS $bs is AD $ad', ({ bs, ad, weekday }) => {
    expect(bsToAdString(bs)).toBe(ad);
    expect(adToBsString(ad)).toBe(bs);
    const date = parseBs(bs);
    expect(date).not.toBeNull();
    if (date && weekday) expect(WEEKDAYS.en[bsWeekday(date)]).toBe(weekday);
  });

  it('the day after a long month is the 1st of the next', () => {
    expect(bsToAdString('2082-04-01')).toBe('2025-07-17');
    expect(bsToAdString('2081-03-01')).toBe('2024-06-15');
  });
});

interface Reference {
  months: Record<string, number[]>;
  year_start_ad: Record<string, string>;
  status: Record<string, string>;
  test_vectors: { bs: string; ad: string; weekday?: string }[];
}

// Relative to the repository root: ../shared/data beside the checkout.
const referencePath = path.resolve(
  import.meta.dirname,
  '../../../../shared/data/bs-month-lengths.json',
);
const exists = existsSync(referencePath);
const years = Array.from({ length: 100 }, (_, index) => 2000 + index);

function reference(): Reference {
  return JSON.parse(readFileSync(referencePath, 'utf8')) as Reference;
}

describe('the table equals the reference file', () => {
  it.skipIf(!exists)('month lengths of BS 2000-2099', () => {
    const { months } = reference();
    expect(Object.keys(months)).toEqual(years.map(String));
    for (const year of years) {
      const ours = Array.from({ length: 12 }, (_, index) => daysInBsMonth(year, index + 1));
      expect(ours, `BS ${year}`).toEqual(months[String(year)]);
    }
  });

  it.skipIf(!exists)('AD date of every BS new year', () => {
    const { year_start_ad: starts } = reference();
    for (const year of years) {
      expect(adToString(bsToAd({ year, month: 1, day: 1 })), `BS ${year}`).toBe(
        starts[String(year)],
      );
    }
  });

  it.skipIf(!exists)('provisional years', () => {
    const { status } = reference();
    for (const year of years) {
      expect(isProvisionalYear(year), `BS ${year}`).toBe(status[String(year)] === 'provisional');
    }
  });

  it.skipIf(!exists)('test vectors kept here', () => {
    const stripped = reference().test_vectors.map(({ bs, ad, weekday }) =>
      weekday ? { bs, ad, weekday } : { bs, ad },
    );
    expect(stripped).toEqual(VECTORS);
  });
});
