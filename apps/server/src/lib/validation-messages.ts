import type { z } from 'zod';
import { AD_DATE_PATTERN, OVERDUE_WORDS, STATUS_WORDS, TIME_PATTERN } from '@karyayojana/contracts';
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  daysInBsMonth,
  toAsciiDigits,
  toDevanagariDigits,
} from '@karyayojana/nepali-calendar';
import type { Lang } from './messages.js';

type Issue = z.core.$ZodIssue;

/**
 * The one place where a validation issue becomes a sentence a municipal officer can act on, in
 * the caller's language (docs/decisions/015). Every route's body, query and multipart fields
 * pass through it; the validator's own English never reaches a person.
 */

/** What each field is called on the forms. A field missing here is a test failure. */
export const FIELD_LABELS: Record<string, { ne: string; en: string }> = {
  action: { ne: 'कार्य', en: 'Action' },
  active: { ne: 'सक्रिय', en: 'Active' },
  address: { ne: 'ठेगाना', en: 'Address' },
  assignTo: { ne: 'जिम्मेवार व्यक्ति/शाखा', en: 'Responsible person or branch' },
  can_plan: { ne: 'योजना पनि बनाउन पाउने', en: 'May also plan' },
  categories: { ne: 'विषयगत क्षेत्र', en: 'Categories' },
  categoryOrder: { ne: 'विषयगत क्षेत्रको क्रम', en: 'Order of categories' },
  category_id: { ne: 'विषयगत क्षेत्र', en: 'Category' },
  company_id: { ne: 'पालिका', en: 'Municipality' },
  contact: { ne: 'सम्पर्क नम्बर', en: 'Contact number' },
  content: { ne: 'विवरण', en: 'Description' },
  current_password: { ne: 'हालको पासवर्ड', en: 'Current password' },
  branch_id: { ne: 'जिम्मेवार शाखा', en: 'Responsible branch' },
  branchOrder: { ne: 'शाखाहरूको क्रम', en: 'Order of branches' },
  budget: { ne: 'विनियोजित बजेट (रु.)', en: 'Budget (Rs.)' },
  completed_date: { ne: 'सम्पन्न मिति', en: 'Completion date' },
  // The original client's name for password_confirmation (docs/decisions/031).
  confirm: { ne: 'पासवर्ड पुष्टि', en: 'Password confirmation' },
  date: { ne: 'मिति', en: 'Date' },
  detail: { ne: 'विवरणको स्तर', en: 'Detail' },
  digest: { ne: 'साप्ताहिक सारांश', en: 'Weekly digest' },
  description: { ne: 'विवरण', en: 'Description' },
  district: { ne: 'जिल्ला', en: 'District' },
  dry_run: { ne: 'पूर्वावलोकन मात्र', en: 'Preview only' },
  email: { ne: 'इमेल', en: 'Email' },
  enabled: { ne: 'सार्वजनिक पृष्ठ', en: 'Public page' },
  endDate: { ne: 'अन्तिम मिति', en: 'End date' },
  entity: { ne: 'विवरणको किसिम', en: 'Kind of record' },
  entity_id: { ne: 'विवरणको क्रम संख्या', en: 'Record id' },
  include_edited: { ne: 'पछि सम्पादन गरिएका पनि', en: 'Include edited ones' },
  kind: { ne: 'किसिम', en: 'Kind' },
  language: { ne: 'इमेलको भाषा', en: 'Language of emails' },
  event_id: { ne: 'कार्यक्रम', en: 'Event' },
  expiry_date: { ne: 'सदस्यता सकिने मिति', en: 'Expiry date' },
  format: { ne: 'फाइलको ढाँचा', en: 'File format' },
  file: { ne: 'फाइल', en: 'File' },
  fiscalYearOrder: { ne: 'आर्थिक वर्षको क्रम', en: 'Order of fiscal years' },
  fiscal_year_id: { ne: 'आर्थिक वर्ष', en: 'Fiscal year' },
  from: { ne: 'देखि (मिति)', en: 'From (date)' },
  from_fiscal_year: { ne: 'स्रोत आर्थिक वर्ष', en: 'Source fiscal year' },
  multi_dates: { ne: 'मितिहरू', en: 'Dates' },
  municipality: { ne: 'स्थानीय तह', en: 'Local level' },
  name: { ne: 'नाम', en: 'Name' },
  name_en: { ne: 'अङ्ग्रेजी नाम', en: 'English name' },
  office_name: { ne: 'वडा कार्यालयको नाम', en: 'Ward office' },
  outcome: { ne: 'उपलब्धि', en: 'Outcome' },
  page: { ne: 'पृष्ठ', en: 'Page' },
  password: { ne: 'पासवर्ड', en: 'Password' },
  password_confirmation: { ne: 'पासवर्ड पुष्टि', en: 'Password confirmation' },
  per_page: { ne: 'प्रति पृष्ठ संख्या', en: 'Items per page' },
  progress: { ne: 'भौतिक प्रगति (%)', en: 'Physical progress (%)' },
  province: { ne: 'प्रदेश', en: 'Province' },
  q: { ne: 'खोजी', en: 'Search' },
  remarks: { ne: 'कैफियत', en: 'Remarks' },
  reminder_days: { ne: 'सम्झना (कार्यक्रमभन्दा कति दिन अघि)', en: 'Reminder (days before the event)' },
  role: { ne: 'भूमिका', en: 'Role' },
  scope_branch_ids: { ne: 'जिम्मेवारीका शाखा', en: 'Branches in charge' },
  scope_wards: { ne: 'जिम्मेवारीका वडा', en: 'Wards in charge' },
  slug: { ne: 'पृष्ठको ठेगाना', en: "The page's address" },
  savingFrequency: { ne: 'दोहोरिने क्रम', en: 'Repetition' },
  sort: { ne: 'क्रम', en: 'Sort order' },
  source_id: { ne: 'स्रोत पालिका', en: 'Source municipality' },
  startDate: { ne: 'सुरु मिति', en: 'Start date' },
  spent: { ne: 'खर्च (रु.)', en: 'Spent (Rs.)' },
  status: { ne: 'स्थिति', en: 'Status' },
  status_reason: { ne: 'कारण', en: 'Reason' },
  target_companies: { ne: 'पालिकाहरू', en: 'Municipalities' },
  target_events: { ne: 'कार्यक्रमहरू', en: 'Events' },
  tasks: { ne: 'कार्यहरू', en: 'Tasks' },
  time: { ne: 'समय', en: 'Time' },
  title: { ne: 'शीर्षक', en: 'Title' },
  trimester: { ne: 'चौमासिक', en: 'Trimester' },
  to: { ne: 'सम्म (मिति)', en: 'To (date)' },
  token: { ne: 'इमेलको लिङ्क', en: 'The link from the email' },
  to_fiscal_year: { ne: 'लक्षित आर्थिक वर्ष', en: 'Target fiscal year' },
  user_id: { ne: 'प्रयोगकर्ता', en: 'User' },
  ward: { ne: 'वडा', en: 'Ward' },
  ward_count: { ne: 'वडा संख्या', en: 'Number of wards' },
  wards: { ne: 'वडा', en: 'Wards' },
  website: { ne: 'वेबसाइट', en: 'Website' },
  year: { ne: 'आर्थिक वर्ष', en: 'Fiscal year' },
};

/** The wire values of a closed list, as a person reads them. */
const VALUE_LABELS: Record<string, { ne: string; en: string }> = {
  // The statuses as the one table says them inside a sentence (packages/contracts/src/statuses.ts).
  done: STATUS_WORDS.done.inSentence,
  notDone: STATUS_WORDS.notDone.inSentence,
  postponed: STATUS_WORDS.postponed.inSentence,
  canceled: STATUS_WORDS.canceled.inSentence,
  all: { ne: 'सबै', en: 'all' },
  overdue: OVERDUE_WORDS.inSentence,
  summary: { ne: 'सारांश', en: 'summary' },
  events: { ne: 'सबै कार्यक्रमसहित', en: 'with every event' },
  asc: { ne: 'पुरानोदेखि', en: 'oldest first' },
  desc: { ne: 'नयाँदेखि', en: 'newest first' },
  full: { ne: 'पूरा', en: 'whole' },
  excerpt: { ne: 'छोटो अंश', en: 'excerpt' },
  xlsx: { ne: 'एक्सेल', en: 'Excel (.xlsx)' },
  csv: { ne: 'सीएसभी', en: 'CSV (.csv)' },
  json: { ne: 'जेसन', en: 'JSON' },
  // The languages of mail (packages/contracts/src/mail.ts).
  ne: { ne: 'नेपाली', en: 'Nepali' },
  en: { ne: 'अंग्रेजी', en: 'English' },
  // The activity log's actions and kinds of record (packages/contracts/src/activity.ts).
  create: { ne: 'थपियो', en: 'created' },
  update: { ne: 'सम्पादन गरियो', en: 'edited' },
  delete: { ne: 'हटाइयो', en: 'deleted' },
  restore: { ne: 'फिर्ता ल्याइयो', en: 'restored' },
  purge: { ne: 'स्थायी रूपमा हटाइयो', en: 'purged' },
  copy: { ne: 'प्रतिलिपि', en: 'copied' },
  duplicate: { ne: 'दोहोर्‍याइयो', en: 'duplicated' },
  import: { ne: 'आयात', en: 'imported' },
  undo: { ne: 'उल्टाइयो', en: 'undone' },
  reorder: { ne: 'क्रम मिलाइयो', en: 'reordered' },
  renew: { ne: 'नवीकरण', en: 'renewed' },
  password: { ne: 'पासवर्ड परिवर्तन', en: 'password changed' },
  upload: { ne: 'फाइल थपियो', en: 'file uploaded' },
  remove_file: { ne: 'फाइल हटाइयो', en: 'file removed' },
  event: { ne: 'कार्यक्रम', en: 'event' },
  task: { ne: 'कार्य', en: 'task' },
  task_document: { ne: 'कार्यको कागजात', en: "task's document" },
  other_document: { ne: 'अन्य कागजात', en: 'other document' },
  fiscal_year: { ne: 'आर्थिक वर्ष', en: 'fiscal year' },
  category: { ne: 'विषयगत क्षेत्र', en: 'category' },
  company: { ne: 'पालिका', en: 'municipality' },
  logo: { ne: 'लोगो', en: 'logo' },
  batch: { ne: 'एकमुष्ट काम', en: 'batch' },
  user: { ne: 'प्रयोगकर्ता', en: 'user' },
  admin: { ne: 'एडमिन', en: 'admin' },
  'Super-Admin': { ne: 'सुपर एडमिन', en: 'Super Admin' },
};

const digits = (n: number | bigint, lang: Lang) =>
  lang === 'ne' ? toDevanagariDigits(String(n)) : String(n);

/** The form's name for the field at a path, e.g. `tasks.2` → कार्यहरू (३), `title` → शीर्षक. */
export function fieldLabel(path: readonly PropertyKey[], lang: Lang): string {
  const names = path.filter((p): p is string => typeof p === 'string');
  const key = names[names.length - 1];
  const label = (key && FIELD_LABELS[key]?.[lang]) ?? (lang === 'ne' ? 'यो विवरण' : 'This field');
  const index = path.findLast((p) => typeof p === 'number');
  return typeof index === 'number' ? `${label} (${digits(index + 1, lang)})` : label;
}

const sentences = {
  required: { ne: '{f} आवश्यक छ।', en: '{f} is required.' },
  number: { ne: '{f} अङ्कमा लेख्नुहोस्।', en: '{f} must be a number.' },
  wholeNumber: { ne: '{f} पूर्णाङ्कमा लेख्नुहोस्।', en: '{f} must be a whole number.' },
  text: { ne: '{f} अक्षरमा लेख्नुहोस्।', en: '{f} must be text.' },
  list: { ne: '{f} सूचीका रूपमा पठाउनुहोस्।', en: '{f} must be a list.' },
  choice: { ne: '{f} सूचीबाट छान्नुहोस्।', en: 'Choose {f} from the list.' },
  choiceOf: { ne: '{f} यीमध्ये एक हुनुपर्छ: {values}।', en: '{f} must be one of: {values}.' },
  wrong: { ne: '{f} मिलेन।', en: '{f} is not valid.' },
  empty: { ne: '{f} खाली छोड्न मिल्दैन।', en: '{f} cannot be empty.' },
  shortText: {
    ne: '{f} कम्तीमा {n} अक्षरको हुनुपर्छ।',
    en: '{f} must have at least {n} characters.',
  },
  longText: {
    ne: '{f} बढीमा {n} अक्षरको हुन सक्छ; अहिले {len} अक्षर छ।',
    en: '{f} may have at most {n} characters; it has {len}.',
  },
  longTextNoLength: {
    ne: '{f} बढीमा {n} अक्षरको हुन सक्छ।',
    en: '{f} may have at most {n} characters.',
  },
  numberAtLeast: { ne: '{f} कम्तीमा {n} हुनुपर्छ।', en: '{f} must be at least {n}.' },
  numberAbove: { ne: '{f} {n}भन्दा ठूलो हुनुपर्छ।', en: '{f} must be greater than {n}.' },
  numberAtMost: { ne: '{f} बढीमा {n} हुन सक्छ।', en: '{f} may be at most {n}.' },
  fewItems: { ne: '{f} कम्तीमा {n} वटा छान्नुहोस्।', en: 'Choose at least {n} for {f}.' },
  manyItems: {
    ne: '{f} एकपटकमा बढीमा {n} वटा हुन सक्छन्।',
    en: '{f} may hold at most {n} at a time.',
  },
  email: {
    ne: 'इमेल ठेगाना मिलेन; name@example.com जस्तो लेख्नुहोस्।',
    en: 'This is not an email address; write it like name@example.com.',
  },
  time: {
    ne: 'समय घण्टा:मिनेट (HH:mm) मा ००:०० देखि २३:५९ सम्म लेख्नुहोस्।',
    en: 'Write the time as HH:mm, from 00:00 to 23:59.',
  },
  adDate: {
    ne: '{f} ईस्वी संवत्‌मा YYYY-MM-DD ढाँचामा लेख्नुहोस् (जस्तै २०२६-०७-१६)।',
    en: 'Write {f} as an AD date YYYY-MM-DD (e.g. 2026-07-16).',
  },
  pattern: { ne: '{f}को ढाँचा मिलेन।', en: '{f} is not in the expected form.' },
  notStorable: {
    ne: '{f}मा राख्न नमिल्ने अक्षर (NUL वा टुटेको अक्षर) छ; त्यो हटाएर फेरि पठाउनुहोस्।',
    en: '{f} contains a character that cannot be stored (NUL or a broken one); remove it and try again.',
  },
  reminderDays: {
    ne: '{f} ०, १, ३ वा ७ दिनमध्ये एक हुनुपर्छ, वा नचाहिने भए खाली।',
    en: '{f} must be 0, 1, 3 or 7 days, or empty for none.',
  },
  passwordsDiffer: {
    ne: 'पासवर्ड र पुष्टि गरिएको पासवर्ड मिलेनन्।',
    en: 'The password and its confirmation do not match.',
  },
  bsFormat: {
    ne: '{f} बिक्रम संवत्‌मा YYYY-MM-DD ढाँचामा लेख्नुहोस् (जस्तै २०८२-०४-०१)।',
    en: 'Write {f} as a Bikram Sambat date YYYY-MM-DD (e.g. 2082-04-01).',
  },
  bsRange: {
    ne: '{f} {min} देखि {max} भित्रको हुनुपर्छ; {value} पात्रोमा छैन।',
    en: '{f} must lie between {min} and {max}; {value} is outside the calendar.',
  },
  bsMonth: {
    ne: '{f}मा महिना १ देखि १२ सम्म हुन्छ; {month} भन्ने महिना छैन।',
    en: '{f}: months run from 1 to 12; there is no month {month}.',
  },
  bsDay: {
    ne: '{year} {monthName}मा {days} दिन मात्र छन्, {day} गते हुँदैन।',
    en: '{monthName} {year} has {days} days, not {day}.',
  },
  bsDayZero: { ne: '{f}मा गते १ देखि सुरु हुन्छ।', en: '{f}: days start at 1.' },
} as const satisfies Record<string, { ne: string; en: string }>;

type Sentence = keyof typeof sentences;

function say(key: Sentence, lang: Lang, params: Record<string, string | number | bigint>): string {
  return sentences[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => {
    const v = params[name];
    if (v === undefined) return m;
    return typeof v === 'string' ? v : digits(v, lang);
  });
}

/** A BS date that does not exist, explained: the month and its real length, or the range. */
export function explainBsDate(input: unknown, f: string, lang: Lang): string {
  const text = typeof input === 'string' ? toAsciiDigits(input.trim()) : '';
  const m = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (!m) return say('bsFormat', lang, { f });
  const [year, month, day] = [Number(m[1]), Number(m[3]), Number(m[4])];
  const shown = lang === 'ne' ? toDevanagariDigits(text) : text;
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) {
    const [min, max] = lang === 'ne' ? ['२०००-०१-०१', '२०९९-१२-३०'] : ['2000-01-01', '2099-12-30'];
    return say('bsRange', lang, { f, min, max, value: shown });
  }
  if (month < 1 || month > 12) return say('bsMonth', lang, { f, month });
  if (day < 1) return say('bsDayZero', lang, { f });
  const days = daysInBsMonth(year, month);
  if (day > days) {
    const monthName = BS_MONTHS[lang][month - 1] ?? '';
    return say('bsDay', lang, { year, monthName, days, day });
  }
  // The last day of the calendar's range (2099-12-30) falls here when the 31st is asked.
  const [min, max] = lang === 'ne' ? ['२०००-०१-०१', '२०९९-१२-३०'] : ['2000-01-01', '2099-12-30'];
  return say('bsRange', lang, { f, min, max, value: shown });
}

/** Union branches that only say "it was not the empty alternative" tell a person nothing. */
function trivial(branch: Issue[]): boolean {
  return branch.every(
    (i) =>
      (i.code === 'invalid_value' && i.values.every((v) => v === '' || v === null)) ||
      (i.code === 'invalid_type' && ['null', 'undefined', 'nonoptional'].includes(i.expected)),
  );
}

/** A wire value of a closed list (a status, an action of the activity log) as a person reads it. */
export const valueLabel = (value: string, lang: Lang): string =>
  VALUE_LABELS[value]?.[lang] ?? value;

function valuesOf(values: readonly unknown[], lang: Lang): string {
  return values
    .map((v) => (typeof v === 'string' ? (VALUE_LABELS[v]?.[lang] ?? v) : String(v)))
    .join(', ');
}

/** One issue as `[field path, sentence]`; unions give their most telling branch's issues. */
export function describeIssue(
  issue: Issue,
  lang: Lang,
  base: PropertyKey[] = [],
): [string, string][] {
  const path = [...base, ...issue.path];
  const field = path.map(String).join('.');
  const f = fieldLabel(path, lang);
  const one = (key: Sentence, params: Record<string, string | number | bigint> = {}) =>
    [[field, say(key, lang, { f, ...params })]] as [string, string][];
  const input = issue.input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined || input === null || input === '') return one('required');
      if (issue.expected === 'number' || issue.expected === 'nan') return one('number');
      if (issue.expected === 'int') return one('wholeNumber');
      if (issue.expected === 'string') return one('text');
      if (issue.expected === 'array') return one('list');
      return one('wrong');
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string') return one(Number(n) <= 1 ? 'empty' : 'shortText', { n });
      if (issue.origin === 'array' || issue.origin === 'set') return one('fewItems', { n });
      return one(issue.inclusive === false ? 'numberAbove' : 'numberAtLeast', { n });
    }
    case 'too_big': {
      const n = issue.maximum;
      if (issue.origin === 'string') {
        return typeof input === 'string'
          ? one('longText', { n, len: [...input].length })
          : one('longTextNoLength', { n });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return one('manyItems', { n });
      return one('numberAtMost', { n });
    }
    case 'invalid_format':
      if (issue.format === 'email') return one('email');
      if (issue.pattern === String(TIME_PATTERN)) return one('time');
      if (issue.pattern === String(AD_DATE_PATTERN)) return one('adDate');
      return one('pattern');
    case 'not_multiple_of':
      return one('wholeNumber');
    case 'invalid_value':
      return issue.values.length > 8
        ? one('choice')
        : one('choiceOf', { values: valuesOf(issue.values, lang) });
    case 'invalid_union': {
      const branches = issue.errors.filter((b) => b.length && !trivial(b));
      const chosen = branches[0] ?? issue.errors[0];
      if (!chosen?.length) return one('wrong');
      return chosen.flatMap((i) =>
        describeIssue(i.input === undefined ? ({ ...i, input } as Issue) : i, lang, path),
      );
    }
    case 'invalid_key':
    case 'invalid_element':
      return issue.issues.flatMap((i) => describeIssue(i, lang, path));
    case 'unrecognized_keys':
      return one('wrong');
    case 'custom': {
      const kind = (issue.params as { kind?: string } | undefined)?.kind;
      if (kind === 'bsDate') {
        const given = (issue.params as { input?: unknown }).input ?? input;
        return [[field, explainBsDate(given, f, lang)]];
      }
      if (kind === 'storable') return one('notStorable');
      if (kind === 'passwordsDiffer') return one('passwordsDiffer');
      if (kind === 'reminderDays') return one('reminderDays');
      return one('wrong');
    }
    default:
      return one('wrong');
  }
}

/** The `errors` of a 422: each field with its sentences, in the caller's language. */
export function fieldMessages(issues: readonly Issue[], lang: Lang): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    for (const [field, message] of describeIssue(issue, lang)) {
      const list = (errors[field || 'body'] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return errors;
}
