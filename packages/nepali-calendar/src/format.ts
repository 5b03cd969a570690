import { bsToEpochDay } from './convert.js';
import { toDevanagariDigits } from './digits.js';
import { adToEpochDay, weekdayOfEpochDay } from './epoch-day.js';
import { AD_MONTHS, BS_MONTHS, WEEKDAYS, WEEKDAYS_SHORT } from './names.js';
import type { AdDate, BsDate, Lang } from './types.js';

// Alternatives are tried left to right at each position, so listing the longer token first
// makes 'MMMM' a month name rather than four month numbers.
const TOKENS = /YYYY|YYY|YY|MMMM|MM|M|DDDD|DDD|DD|D/g;

interface Fields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  monthNames: readonly string[];
}

function render(fields: Fields, format: string, lang: Lang): string {
  const digits = lang === 'ne' ? toDevanagariDigits : String;
  const pad = (value: number, width: number) => digits(String(value).padStart(width, '0'));
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(fields.year, 4);
      case 'YYY':
        return pad(fields.year % 1000, 3);
      case 'YY':
        return pad(fields.year % 100, 2);
      case 'MMMM':
        return fields.monthNames[fields.month - 1] ?? '';
      case 'MM':
        return pad(fields.month, 2);
      case 'M':
        return digits(fields.month);
      case 'DDDD':
        return WEEKDAYS[lang][fields.weekday] ?? '';
      case 'DDD':
        return WEEKDAYS_SHORT[lang][fields.weekday] ?? '';
      case 'DD':
        return pad(fields.day, 2);
      default:
        return digits(fields.day);
    }
  });
}

/** Formats a BS date (default 'YYYY-MM-DD', Nepali), e.g. formatBs({ year: 2082, month: 4, day: 1 }, 'DDDD, D MMMM YYYY', 'en') === 'Thursday, 1 Shrawan 2082'. */
export function formatBs(bs: BsDate, format = 'YYYY-MM-DD', lang: Lang = 'ne'): string {
  const weekday = weekdayOfEpochDay(bsToEpochDay(bs));
  return render({ ...bs, weekday, monthNames: BS_MONTHS[lang] }, format, lang);
}

/** Formats an AD date with the same tokens, e.g. formatAd({ year: 2025, month: 7, day: 17 }, 'D MMMM YYYY', 'ne') === '१७ जुलाई २०२५'. */
export function formatAd(ad: AdDate, format = 'YYYY-MM-DD', lang: Lang = 'ne'): string {
  const weekday = weekdayOfEpochDay(adToEpochDay(ad));
  return render({ ...ad, weekday, monthNames: AD_MONTHS[lang] }, format, lang);
}
