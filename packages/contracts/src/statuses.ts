/**
 * An event's four statuses (SPEC.md §3), in the order forms and filters list them. A module of
 * its own, without zod: the web app's first script (apps/web/src/early.ts) reads it.
 */
export const EVENT_STATUSES = ['done', 'notDone', 'postponed', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export type StatusLang = 'ne' | 'en';

/**
 * The ways a status is written (docs/decisions/032-one-status-vocabulary.md):
 * - `long`: the app's word, everywhere a status stands alone (badges, filters, forms, reports,
 *   the public page, mails, the calendar feed, the activity log): 'सम्पन्न भएको', 'Done';
 * - `short`: SPEC.md §4's short word, where room is scarce: 'भएको', 'Done';
 * - `inSentence`: inside a sentence (validation messages): Nepali as `long`, English lower case.
 */
export type StatusVariant = 'long' | 'short' | 'inSentence';

type Words = Record<StatusVariant, Record<StatusLang, string>>;

/** The one table of status words (SPEC.md §4); every other copy reads it. */
export const STATUS_WORDS: Record<EventStatus, Words> = {
  done: {
    long: { ne: 'सम्पन्न भएको', en: 'Done' },
    short: { ne: 'भएको', en: 'Done' },
    inSentence: { ne: 'सम्पन्न भएको', en: 'done' },
  },
  notDone: {
    long: { ne: 'सम्पन्न नभएको', en: 'Not done' },
    short: { ne: 'नभएको', en: 'Not done' },
    inSentence: { ne: 'सम्पन्न नभएको', en: 'not done' },
  },
  postponed: {
    long: { ne: 'हुने तर नभएको', en: 'Postponed' },
    short: { ne: 'हुने तर नभएको', en: 'Postponed' },
    inSentence: { ne: 'हुने तर नभएको', en: 'postponed' },
  },
  canceled: {
    long: { ne: 'रद्द गरिएको', en: 'Canceled' },
    short: { ne: 'रद्द गरिएको', en: 'Canceled' },
    inSentence: { ne: 'रद्द गरिएको', en: 'canceled' },
  },
};

/** Not a status but said beside one: a not-done event whose day has passed. */
export const OVERDUE_WORDS: Words = {
  long: { ne: 'म्याद नाघेको', en: 'Overdue' },
  short: { ne: 'म्याद नाघेको', en: 'Overdue' },
  inSentence: { ne: 'म्याद नाघेको', en: 'overdue' },
};

const isStatus = (value: string): value is EventStatus =>
  (EVENT_STATUSES as readonly string[]).includes(value);

/** A status in words, e.g. `statusWord('postponed', 'ne')` → 'हुने तर नभएको'; unknown ones as given. */
export function statusWord(
  status: string,
  lang: StatusLang,
  variant: StatusVariant = 'long',
): string {
  if (status === 'overdue') return OVERDUE_WORDS[variant][lang];
  return isStatus(status) ? STATUS_WORDS[status][variant][lang] : status;
}

/** The four words of one language and variant, keyed by status (fills the web's i18n files). */
export function statusWordsIn(
  lang: StatusLang,
  variant: StatusVariant = 'long',
): Record<EventStatus, string> & { overdue: string } {
  return {
    done: STATUS_WORDS.done[variant][lang],
    notDone: STATUS_WORDS.notDone[variant][lang],
    postponed: STATUS_WORDS.postponed[variant][lang],
    canceled: STATUS_WORDS.canceled[variant][lang],
    overdue: OVERDUE_WORDS[variant][lang],
  };
}
