import type { Lang } from '@karyayojana/nepali-calendar';

// The picker's language is a prop (docs/behaviour.md §4: 'EN' or 'ENGLISH' gives English, anything else
// Nepali), not the app's i18n language, so its few words live here rather than in the i18n files.

/** 'EN' / 'english' (any case) → 'en'; anything else, including nothing, → 'ne'. */
export function resolveLanguage(language: string | undefined): Lang {
  const code = language?.trim().toLowerCase();
  return code === 'en' || code === 'english' ? 'en' : 'ne';
}

export interface PickerLabels {
  /** formatBs tokens of a day's full name: the accessible name of a day in the grid. */
  longDate: string;
  placeholder: string;
  openCalendar: string;
  dialog: string;
  previousMonth: string;
  nextMonth: string;
  chooseMonth: string;
  chooseYear: string;
  today: string;
  close: string;
  ad: string;
  provisional: string;
  provisionalShort: string;
  /** How to type a date, with an example day that may be chosen. */
  formatHint: (example: string) => string;
  invalid: string;
  outOfRange: (from: string, to: string) => string;
}

export const LABELS: Record<Lang, PickerLabels> = {
  ne: {
    longDate: 'DDDD, YYYY MMMM D',
    placeholder: 'मिति छान्नुहोस्',
    openCalendar: 'पात्रो खोल्नुहोस्',
    dialog: 'मिति छान्नुहोस्',
    previousMonth: 'अघिल्लो महिना',
    nextMonth: 'अर्को महिना',
    chooseMonth: 'महिना छान्नुहोस्',
    chooseYear: 'वर्ष छान्नुहोस्',
    today: 'आज',
    close: 'बन्द गर्नुहोस्',
    ad: 'ई.सं.',
    provisional: 'वि.सं. २०८४ देखिको पात्रो अनुमानित हो: ती वर्षको आधिकारिक पात्रो अझै प्रकाशित भएको छैन।',
    provisionalShort: 'अनुमानित पात्रो',
    formatHint: (example) => `वर्ष-महिना-गते, जस्तै ${example}`,
    invalid: 'यो मिति मिलेन। वर्ष-महिना-गते लेख्नुहोस्, जस्तै २०८२-०४-१५।',
    outOfRange: (from, to) => `${from} देखि ${to} सम्मको मिति छान्नुहोस्।`,
  },
  en: {
    longDate: 'DDDD, D MMMM YYYY',
    placeholder: 'select date',
    openCalendar: 'Open calendar',
    dialog: 'Choose a date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    chooseMonth: 'Choose month',
    chooseYear: 'Choose year',
    today: 'Today',
    close: 'Close',
    ad: 'AD',
    provisional:
      'The calendar from BS 2084 on is provisional: the official calendar for those years is not published yet.',
    provisionalShort: 'provisional calendar',
    formatHint: (example) => `Year-month-day, e.g. ${example}`,
    invalid: 'Not a valid date. Write year-month-day, e.g. 2082-04-15.',
    outOfRange: (from, to) => `Choose a date from ${from} to ${to}.`,
  },
};
