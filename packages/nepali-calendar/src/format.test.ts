import { describe, expect, it } from 'vitest';
import {
  AD_MONTHS,
  BS_MONTHS,
  FISCAL_MONTH_ORDER,
  formatAd,
  formatBs,
  TIMELINE_MONTHS_NE,
  WEEKDAYS,
  WEEKDAYS_SHORT,
} from './index.js';

// 2082-04-01 is Thursday 2025-07-17.
const bs = { year: 2082, month: 4, day: 1 };
const ad = { year: 2025, month: 7, day: 17 };

describe('formatBs', () => {
  it('defaults to YYYY-MM-DD in Devanagari digits', () => {
    expect(formatBs(bs)).toBe('२०८२-०४-०१');
    expect(formatBs(bs, undefined, 'en')).toBe('2082-04-01');
  });

  it.each([
    ['YYYY', '2082', '२०८२'],
    ['YYY', '082', '०८२'],
    ['YY', '82', '८२'],
    ['MMMM', 'Shrawan', 'श्रावण'],
    ['MM', '04', '०४'],
    ['M', '4', '४'],
    ['DDDD', 'Thursday', 'बिहीबार'],
    ['DDD', 'Thu', 'बिही'],
    ['DD', '01', '०१'],
    ['D', '1', '१'],
  ])('token %s', (token, en, ne) => {
    expect(formatBs(bs, token, 'en')).toBe(en);
    expect(formatBs(bs, token, 'ne')).toBe(ne);
  });

  it('matches the longest token first and copies other text', () => {
    expect(formatBs(bs, 'DDDD, D MMMM YYYY', 'en')).toBe('Thursday, 1 Shrawan 2082');
    expect(formatBs(bs, 'DDDD, D MMMM YYYY')).toBe('बिहीबार, १ श्रावण २०८२');
    expect(formatBs(bs, 'MMM', 'en')).toBe('044');
    expect(formatBs(bs, 'YYYYY', 'en')).toBe('2082Y');
    expect(formatBs(bs, 'मिति: YYYY/MM/DD (x)', 'ne')).toBe('मिति: २०८२/०४/०१ (x)');
  });

  it('pads short years and days', () => {
    const early = { year: 2005, month: 12, day: 9 };
    expect(formatBs(early, 'YYY YY DD D MM M', 'en')).toBe('005 05 09 9 12 12');
  });

  it('names every month in both languages', () => {
    for (let month = 1; month <= 12; month++) {
      const date = { year: 2082, month, day: 1 };
      expect(formatBs(date, 'MMMM', 'ne')).toBe(BS_MONTHS.ne[month - 1]);
      expect(formatBs(date, 'MMMM', 'en')).toBe(BS_MONTHS.en[month - 1]);
    }
  });

  it('refuses dates that do not exist', () => {
    expect(() => formatBs({ year: 2081, month: 2, day: 33 })).toThrow(RangeError);
  });
});

describe('formatAd', () => {
  it.each([
    ['YYYY', '2025', '२०२५'],
    ['YYY', '025', '०२५'],
    ['YY', '25', '२५'],
    ['MMMM', 'July', 'जुलाई'],
    ['MM', '07', '०७'],
    ['M', '7', '७'],
    ['DDDD', 'Thursday', 'बिहीबार'],
    ['DDD', 'Thu', 'बिही'],
    ['DD', '17', '१७'],
    ['D', '17', '१७'],
  ])('token %s', (token, en, ne) => {
    expect(formatAd(ad, token, 'en')).toBe(en);
    expect(formatAd(ad, token, 'ne')).toBe(ne);
  });

  it('defaults to YYYY-MM-DD in Devanagari digits', () => {
    expect(formatAd(ad)).toBe('२०२५-०७-१७');
  });
});

describe('names', () => {
  it('has 12 months and 7 weekdays per language, spelled as the original product spells them', () => {
    expect(BS_MONTHS.ne).toEqual([
      'बैशाख',
      'जेठ',
      'असार',
      'श्रावण',
      'भाद्र',
      'आश्विन',
      'कार्तिक',
      'मंसिर',
      'पौष',
      'माघ',
      'फाल्गुण',
      'चैत्र',
    ]);
    expect(BS_MONTHS.en).toHaveLength(12);
    expect(AD_MONTHS.ne).toHaveLength(12);
    expect(AD_MONTHS.en[11]).toBe('December');
    expect(WEEKDAYS.ne).toEqual([
      'आइतबार',
      'सोमबार',
      'मंगलबार',
      'बुधबार',
      'बिहीबार',
      'शुक्रबार',
      'शनिबार',
    ]);
    expect(WEEKDAYS_SHORT.en).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('orders the timeline by fiscal year, Shrawan first', () => {
    expect(FISCAL_MONTH_ORDER).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3]);
    expect(TIMELINE_MONTHS_NE).toEqual([
      'श्रावण',
      'भाद्र',
      'आश्विन',
      'कार्तिक',
      'मंसिर',
      'पौष',
      'माघ',
      'फाल्गुण',
      'चैत्र',
      'बैशाख',
      'जेठ',
      'असार',
    ]);
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(BS_MONTHS)).toBe(true);
    expect(Object.isFrozen(BS_MONTHS.ne)).toBe(true);
    expect(Object.isFrozen(TIMELINE_MONTHS_NE)).toBe(true);
  });
});
