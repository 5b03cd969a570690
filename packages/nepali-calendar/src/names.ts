import type { Lang } from './types.js';

function names(ne: readonly string[], en: readonly string[]): Record<Lang, readonly string[]> {
  return Object.freeze({ ne: Object.freeze([...ne]), en: Object.freeze([...en]) });
}

/** BS month names, Baisakh first, e.g. BS_MONTHS.ne[3] === 'श्रावण', BS_MONTHS.en[3] === 'Shrawan'. */
export const BS_MONTHS = names(
  ['बैशाख', 'जेठ', 'असार', 'श्रावण', 'भाद्र', 'आश्विन', 'कार्तिक', 'मंसिर', 'पौष', 'माघ', 'फाल्गुण', 'चैत्र'],
  [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Ashwin',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
);

/** AD month names, January first, e.g. AD_MONTHS.ne[0] === 'जनवरी'. */
export const AD_MONTHS = names(
  [
    'जनवरी',
    'फेब्रुअरी',
    'मार्च',
    'अप्रिल',
    'मे',
    'जुन',
    'जुलाई',
    'अगस्ट',
    'सेप्टेम्बर',
    'अक्टोबर',
    'नोभेम्बर',
    'डिसेम्बर',
  ],
  [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
);

/** Full weekday names, Sunday first, e.g. WEEKDAYS.ne[0] === 'आइतबार'. */
export const WEEKDAYS = names(
  ['आइतबार', 'सोमबार', 'मंगलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'],
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
);

/** Short weekday names, Sunday first, e.g. WEEKDAYS_SHORT.ne[6] === 'शनि'. */
export const WEEKDAYS_SHORT = names(
  ['आइत', 'सोम', 'मंगल', 'बुध', 'बिही', 'शुक्र', 'शनि'],
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
);

/** BS month numbers in fiscal-year order (Shrawan..Asar), e.g. FISCAL_MONTH_ORDER[0] === 4. */
export const FISCAL_MONTH_ORDER: readonly number[] = Object.freeze([
  4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3,
]);

/** Nepali month names in fiscal-year order for the timeline, e.g. TIMELINE_MONTHS_NE[0] === 'श्रावण'. */
export const TIMELINE_MONTHS_NE: readonly string[] = Object.freeze(
  FISCAL_MONTH_ORDER.map((month) => BS_MONTHS.ne[month - 1] ?? ''),
);
