import { ROLE_WORDS } from '@karyayojana/contracts';
import { toAsciiDigits, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { translate, type Lang, type MessageKey } from './messages.js';

/**
 * The activity log's one-line summaries (issue 27). The log stores each in Nepali, as it has
 * since issue 16; it is read in the caller's language by matching the stored line against the
 * Nepali templates of messages.ts and writing the template again in that language. Older
 * entries, written with the same words, read the same way; a line no template matches is
 * shown as stored.
 */

/** In matching order: a template that another one's start repeats comes first. */
export const SUMMARY_KEYS = [
  'activity.summary.taskOfEvent',
  'activity.summary.eventDates',
  'activity.summary.eventImportUndo',
  'activity.summary.eventImport',
  'activity.summary.event',
  'activity.summary.taskDocument',
  'activity.summary.task',
  'activity.summary.otherDocument',
  'activity.summary.subLogo',
  'activity.summary.logo',
  'activity.summary.company',
  'activity.summary.fiscalYearOrder',
  'activity.summary.eventsImportedUpdated',
  'activity.summary.eventsImported',
  'activity.summary.fiscalYear',
  'activity.summary.categoryOrder',
  'activity.summary.category',
  'activity.summary.branchOrder',
  'activity.summary.branch',
  'activity.summary.wardCount',
  'activity.summary.ward',
  'activity.summary.userPassword',
  'activity.summary.userRole',
  'activity.summary.user',
  'activity.summary.ownPassword',
  'activity.summary.resetPassword',
  'activity.summary.mailChoices',
  'activity.summary.unsubscribed',
  'activity.summary.publicPage',
  'activity.summary.calendarLink',
  'activity.summary.duplicated',
  'activity.summary.copied',
  'activity.summary.companiesImported',
  'activity.summary.undoneRestored',
  'activity.summary.undone',
] as const satisfies readonly MessageKey[];
export type SummaryKey = (typeof SUMMARY_KEYS)[number];

type Params = Record<string, string | number>;

const NUMBER = '([0-9०-९]+)';
const PATTERNS: Record<string, string> = {
  n: NUMBER,
  m: NUMBER,
  year: '([0-9०-९/-]+)',
  role: '(user|admin|Super-Admin)',
};

const template = (key: SummaryKey, lang: Lang) => translate(key, lang);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = SUMMARY_KEYS.map((key) => {
  const names: string[] = [];
  const source = template(key, 'ne')
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return PATTERNS[name] ?? '(.+)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 'su') };
});

/** The line the log stores (Nepali, numbers as given), e.g. `कार्यक्रम "कृषि तालिम"`. */
export function activitySummary(key: SummaryKey, params: Params = {}): string {
  return template(key, 'ne').replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}

/** A stored summary in `lang`: its template's words, roles and nested summaries translated. */
export function summaryIn(stored: string, lang: Lang): string {
  for (const { key, names, pattern } of MATCHERS) {
    const match = pattern.exec(stored);
    if (!match) continue;
    const params: Params = {};
    names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      if (name === 'role') params[name] = ROLE_WORDS[value]?.[lang] ?? value;
      else if (name === 'inner') params[name] = summaryIn(value, lang);
      else if (name in PATTERNS) params[name] = toAsciiDigits(value);
      else params[name] = value;
    });
    // Names and titles are the officers' own words: never re-digited (translate would).
    return template(key, lang).replace(/\{(\w+)\}/g, (m, name: string) => {
      const value = params[name];
      if (value === undefined) return m;
      const numeric = name in PATTERNS && name !== 'role';
      return numeric && lang === 'ne' ? toDevanagariDigits(String(value)) : String(value);
    });
  }
  return stored;
}
