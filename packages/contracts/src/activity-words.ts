import { wardsLabel } from './organisation.js';
import {
  formatAd,
  formatAmount,
  formatBs,
  parseAd,
  parseBs,
  toDevanagariDigits,
} from '@karyayojana/nepali-calendar';
import { statusWord, type StatusLang } from './statuses.js';

/**
 * The activity log as an auditor reads it (issue 27): each field by the label its form uses,
 * each value as the pages show it. One table for the web app's log and event history and the
 * server's CSV of the log, so that the screen and the file say the same words. Without zod:
 * the web's shared components read it.
 */

type Lang = StatusLang;
type Words = Record<Lang, string>;

export const ACTIVITY_ACTION_WORDS: Record<string, Words> = {
  create: { ne: 'थपियो', en: 'created' },
  update: { ne: 'सम्पादन गरियो', en: 'edited' },
  delete: { ne: 'मेटियो', en: 'deleted' },
  restore: { ne: 'फिर्ता ल्याइयो', en: 'restored' },
  purge: { ne: 'स्थायी रूपमा मेटियो', en: 'deleted forever' },
  copy: { ne: 'प्रतिलिपि गरियो', en: 'copied' },
  duplicate: { ne: 'दोहोर्‍याइयो', en: 'duplicated' },
  import: { ne: 'आयात गरियो', en: 'imported' },
  undo: { ne: 'पूर्ववत गरियो', en: 'undone' },
  reorder: { ne: 'क्रम मिलाइयो', en: 'reordered' },
  renew: { ne: 'नवीकरण गरियो', en: 'renewed' },
  password: { ne: 'पासवर्ड बदलियो', en: 'password changed' },
  upload: { ne: 'फाइल अपलोड गरियो', en: 'file uploaded' },
  remove_file: { ne: 'फाइल हटाइयो', en: 'file removed' },
};

export const ACTIVITY_ENTITY_WORDS: Record<string, Words> = {
  event: { ne: 'कार्यक्रम', en: 'Event' },
  task: { ne: 'कार्य', en: 'Task' },
  task_document: { ne: 'कार्यको कागजात', en: 'Task document' },
  other_document: { ne: 'अन्य कागजात', en: 'Other document' },
  fiscal_year: { ne: 'आर्थिक वर्ष', en: 'Fiscal year' },
  category: { ne: 'विषयगत क्षेत्र', en: 'Category' },
  company: { ne: 'पालिका', en: 'Municipality' },
  user: { ne: 'प्रयोगकर्ता', en: 'User' },
  logo: { ne: 'लोगो', en: 'Logo' },
  batch: { ne: 'एकमुष्ट काम', en: 'Batch' },
  branch: { ne: 'शाखा', en: 'Branch' },
  ward: { ne: 'वडा', en: 'Ward' },
};

/**
 * Each field a write records, by the label of the form that writes it (the units the form puts
 * in its label, "(रु.)" and "(%)", go with the value instead). Per kind of record; a field
 * that means the same everywhere is under `any`.
 */
export const ACTIVITY_FIELD_WORDS: Record<string, Record<string, Words>> = {
  event: {
    fiscal_year_id: { ne: 'आर्थिक वर्ष', en: 'Fiscal year' },
    title: { ne: 'शीर्षक', en: 'Title' },
    content: { ne: 'विवरण', en: 'Description' },
    date: { ne: 'मिति', en: 'Date' },
    ad_date: { ne: 'मिति (ई.सं.)', en: 'Date (AD)' },
    time: { ne: 'समय', en: 'Time' },
    assign_to: { ne: 'जिम्मेवार व्यक्ति / शाखा', en: 'Responsible person / branch' },
    assignTo: { ne: 'जिम्मेवार व्यक्ति / शाखा', en: 'Responsible person / branch' },
    status: { ne: 'स्थिति', en: 'Status' },
    completed_date: { ne: 'सम्पन्न मिति', en: 'Completion date' },
    planned_date: { ne: 'पहिले योजना गरिएको मिति', en: 'First planned on' },
    outcome: { ne: 'उपलब्धि', en: 'Outcome' },
    status_reason: { ne: 'कारण', en: 'Reason' },
    progress: { ne: 'भौतिक प्रगति', en: 'Physical progress' },
    budget: { ne: 'विनियोजित बजेट', en: 'Budget' },
    spent: { ne: 'खर्च', en: 'Spent' },
    categories: { ne: 'विषयगत क्षेत्र', en: 'Categories' },
    tasks: { ne: 'कार्यहरू', en: 'Tasks' },
    wards: { ne: 'वडा', en: 'Wards' },
    branch: { ne: 'जिम्मेवार शाखा', en: 'Responsible branch' },
  },
  branch: {
    name: { ne: 'नाम', en: 'Name' },
    name_en: { ne: 'अङ्ग्रेजी नाम', en: 'English name' },
    active: { ne: 'अवस्था', en: 'State' },
    order: { ne: 'क्रम', en: 'Order' },
  },
  ward: {
    office_name: { ne: 'वडा कार्यालयको नाम', en: 'Ward office' },
    contact: { ne: 'सम्पर्क', en: 'Contact' },
    ward_count: { ne: 'वडा संख्या', en: 'Number of wards' },
  },
  task: {
    name: { ne: 'कार्यको नाम', en: 'Task name' },
    event_id: { ne: 'कार्यक्रम', en: 'Event' },
    file_id: { ne: 'प्रमाण कागजात', en: 'Proof document' },
  },
  task_document: {
    file_id: { ne: 'प्रमाण कागजात', en: 'Proof document' },
  },
  other_document: {
    name: { ne: 'शीर्षक', en: 'Title' },
    remarks: { ne: 'कैफियत', en: 'Remarks' },
    file_id: { ne: 'फाइल', en: 'File' },
  },
  company: {
    name: { ne: 'नाम', en: 'Name' },
    description: { ne: 'नारा (ट्यागलाइन)', en: 'Tagline' },
    email: { ne: 'इमेल', en: 'Email' },
    website: { ne: 'वेबसाइट', en: 'Website' },
    contact: { ne: 'सम्पर्क नम्बर', en: 'Contact number' },
    province: { ne: 'प्रदेश', en: 'Province' },
    district: { ne: 'जिल्ला', en: 'District' },
    municipality: { ne: 'स्थानीय तह', en: 'Municipality' },
    address: { ne: 'ठेगाना (टोल, वडा)', en: 'Address (tole, ward)' },
    expiry_date: { ne: 'सदस्यता सकिने मिति', en: 'Subscription ends on' },
    logo_file_id: { ne: 'लोगो', en: 'Logo' },
    sub_logo_file_id: { ne: 'सहायक लोगो', en: 'Sub-logo' },
    public_plan: { ne: 'नागरिकले हेर्न मिल्ने बनाउनुहोस्', en: 'Let citizens see the plan' },
    public_slug: { ne: 'पृष्ठको ठेगाना', en: "The page's address" },
  },
  // A logo taken off a municipality's profile.
  logo: {
    logo_file_id: { ne: 'लोगो', en: 'Logo' },
    sub_logo_file_id: { ne: 'सहायक लोगो', en: 'Sub-logo' },
  },
  user: {
    name: { ne: 'प्रयोगकर्ताको नाम', en: 'Username' },
    email: { ne: 'इमेल', en: 'Email' },
    company_id: { ne: 'पालिका', en: 'Municipality' },
    role: { ne: 'भूमिका', en: 'Role' },
    digest: { ne: 'साप्ताहिक सारांश (आइतबार बिहान ७ बजे)', en: 'Weekly digest (Sunday 07:00)' },
    reminder_days: { ne: 'कार्यक्रमको सम्झना', en: 'Event reminders' },
    language: { ne: 'इमेलको भाषा', en: 'Language of the emails' },
    calendar_feed: { ne: 'क्यालेन्डरको लिङ्क', en: 'Calendar link' },
    active: { ne: 'खाताको अवस्था', en: 'Account' },
    scope_wards: { ne: 'जिम्मेवारीका वडा', en: 'Wards in charge' },
    scope_branches: { ne: 'जिम्मेवारीका शाखा', en: 'Branches in charge' },
    can_plan: { ne: 'योजना बनाउन पाउने', en: 'May plan' },
  },
  fiscal_year: {
    year: { ne: 'आर्थिक वर्ष', en: 'Fiscal year' },
    start_date: { ne: 'सुरु मिति', en: 'Start date' },
    end_date: { ne: 'अन्तिम मिति', en: 'End date' },
    ad_start_date: { ne: 'सुरु मिति (ई.सं.)', en: 'Start date (AD)' },
    ad_end_date: { ne: 'अन्तिम मिति (ई.सं.)', en: 'End date (AD)' },
    status: { ne: 'स्थिति', en: 'Status' },
    order: { ne: 'क्रम', en: 'Order' },
  },
  category: {
    name: { ne: 'नाम', en: 'Name' },
    name_en: { ne: 'अङ्ग्रेजी नाम', en: 'English name' },
    description: { ne: 'विवरण', en: 'Description' },
    order: { ne: 'क्रम', en: 'Order' },
  },
  any: {
    file: { ne: 'फाइल', en: 'File' },
  },
};

const OTHER_FIELD: Words = { ne: 'अन्य विवरण', en: 'Another detail' };

const WORDS = {
  empty: { ne: '(खाली)', en: '(empty)' },
  yes: { ne: 'हो', en: 'Yes' },
  no: { ne: 'होइन', en: 'No' },
  active: { ne: 'सक्रिय', en: 'Active' },
  inactive: { ne: 'निष्क्रिय', en: 'Inactive' },
  aFile: { ne: 'एउटा फाइल', en: 'a file' },
  gone: { ne: '(हटाइसकिएको)', en: '(no longer there)' },
  rupees: { ne: 'रु.', en: 'Rs.' },
  noReminder: { ne: 'सम्झना नपठाउनुहोस्', en: 'No reminders' },
  sameDay: { ne: 'कार्यक्रमकै दिन', en: 'On the day' },
  daysBefore: { ne: '{n} दिन अगाडि', en: '{n} days before' },
  oldLink: { ne: 'पुरानो लिङ्क', en: 'The old link' },
  newLink: { ne: 'नयाँ लिङ्क', en: 'A new link' },
} satisfies Record<string, Words>;

export const ROLE_WORDS: Record<string, Words> = {
  user: { ne: 'प्रयोगकर्ता', en: 'User' },
  admin: { ne: 'एड्मिन', en: 'Admin' },
  'Super-Admin': { ne: 'सुपर एड्मिन', en: 'Super Admin' },
};

const LANGUAGE_WORDS: Record<string, Words> = {
  ne: { ne: 'नेपाली', en: 'Nepali' },
  en: { ne: 'अंग्रेजी', en: 'English' },
};

type Kind =
  | 'bsDate'
  | 'adDate'
  | 'amount'
  | 'percent'
  | 'status'
  | 'active'
  | 'yesNo'
  | 'role'
  | 'language'
  | 'reminder'
  | 'link'
  | 'file'
  | 'named'
  | 'time'
  | 'wards'
  | 'text';

const KINDS: Record<string, Kind> = {
  date: 'bsDate',
  completed_date: 'bsDate',
  planned_date: 'bsDate',
  start_date: 'bsDate',
  end_date: 'bsDate',
  ad_date: 'adDate',
  ad_start_date: 'adDate',
  ad_end_date: 'adDate',
  expiry_date: 'adDate',
  budget: 'amount',
  spent: 'amount',
  progress: 'percent',
  public_plan: 'yesNo',
  digest: 'yesNo',
  role: 'role',
  language: 'language',
  reminder_days: 'reminder',
  calendar_feed: 'link',
  file_id: 'file',
  logo_file_id: 'file',
  sub_logo_file_id: 'file',
  file: 'file',
  fiscal_year_id: 'named',
  event_id: 'named',
  company_id: 'named',
  categories: 'named',
  order: 'named',
  time: 'time',
  active: 'active',
  can_plan: 'yesNo',
  wards: 'wards',
  scope_wards: 'wards',
};

function kindOf(entity: string, field: string): Kind {
  if (field === 'status') return entity === 'fiscal_year' ? 'active' : 'status';
  return KINDS[field] ?? 'text';
}

const digitsIn = (text: string, lang: Lang) => (lang === 'ne' ? toDevanagariDigits(text) : text);

/** The label of a field of a kind of record, e.g. activityFieldLabel('event', 'outcome', 'ne') → 'उपलब्धि'. */
export function activityFieldLabel(entity: string, field: string, lang: Lang): string {
  const words =
    ACTIVITY_FIELD_WORDS[entity]?.[field] ??
    ACTIVITY_FIELD_WORDS.event?.[field] ??
    ACTIVITY_FIELD_WORDS.any?.[field] ??
    OTHER_FIELD;
  return words[lang];
}

/** Whether the table names this field (a test holds every recorded field to it). */
export function activityFieldKnown(entity: string, field: string): boolean {
  return !!(ACTIVITY_FIELD_WORDS[entity]?.[field] ?? ACTIVITY_FIELD_WORDS.any?.[field]);
}

function empty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)
  );
}

/** The name a resolved id carries (`{ id, name }`), or null for a bare id. */
function nameOf(value: unknown): string | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const named = value as { name?: unknown; title?: unknown };
    if (typeof named.name === 'string') return named.name;
    if (typeof named.title === 'string') return named.title;
  }
  return null;
}

function bsText(value: unknown, lang: Lang): string | null {
  const date = typeof value === 'string' ? parseBs(value) : null;
  return date ? formatBs(date, lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang) : null;
}

function adText(value: unknown, lang: Lang): string | null {
  const date = typeof value === 'string' ? parseAd(value.slice(0, 10)) : null;
  return date ? formatAd(date, 'D MMMM YYYY', lang) : null;
}

function one(kind: Kind, value: unknown, lang: Lang): string {
  if (kind === 'reminder' && (value === null || value === undefined)) return WORDS.noReminder[lang];
  // No ward is the whole municipality, not "(empty)".
  if (kind === 'wards' && Array.isArray(value) && value.length === 0) return wardsLabel([], lang);
  if (empty(value)) return WORDS.empty[lang];
  const named = nameOf(value);
  // A fiscal year's label is digits: the reader's, as the pages write it (२०८२/८३).
  if (named !== null) return /^[\d/-]+$/.test(named) ? digitsIn(named, lang) : named;
  const text = typeof value === 'string' ? value : null;
  const number =
    typeof value === 'number' ? value : text && /^\d+$/.test(text) ? Number(text) : null;
  switch (kind) {
    case 'bsDate':
      return bsText(value, lang) ?? digitsIn(String(value), lang);
    case 'adDate':
      return adText(value, lang) ?? digitsIn(String(value), lang);
    case 'amount':
      return number !== null && Number.isSafeInteger(number)
        ? `${WORDS.rupees[lang]} ${formatAmount(number, lang)}`
        : digitsIn(String(value), lang);
    case 'percent':
      return number !== null ? digitsIn(`${number}%`, lang) : digitsIn(String(value), lang);
    case 'status':
      return statusWord(String(value), lang);
    case 'active':
      return value === 1 || value === true || value === '1'
        ? WORDS.active[lang]
        : WORDS.inactive[lang];
    case 'yesNo':
      return value === true || value === 1 ? WORDS.yes[lang] : WORDS.no[lang];
    case 'role':
      return ROLE_WORDS[String(value)]?.[lang] ?? String(value);
    case 'language':
      return LANGUAGE_WORDS[String(value)]?.[lang] ?? String(value);
    case 'reminder':
      if (number === 0) return WORDS.sameDay[lang];
      return number === null
        ? String(value)
        : WORDS.daysBefore[lang].replace('{n}', digitsIn(String(number), lang));
    case 'link':
      // Written as 'old'/'new' (and, before issue 27, in Nepali words).
      return value === 'old' || value === 'पुरानो ठेगाना' ? WORDS.oldLink[lang] : WORDS.newLink[lang];
    case 'file':
      return WORDS.aFile[lang];
    case 'named':
      // An id whose row is gone: said so, never shown as a number.
      return WORDS.gone[lang];
    case 'time':
      return digitsIn(String(value), lang);
    case 'wards':
      return Array.isArray(value)
        ? wardsLabel(
            value.filter((v): v is number => typeof v === 'number'),
            lang,
          )
        : String(value);
    default:
      if (typeof value === 'boolean') return value ? WORDS.yes[lang] : WORDS.no[lang];
      if (typeof value === 'number') return digitsIn(String(value), lang);
      if (typeof value === 'string') return value;
      return JSON.stringify(value);
  }
}

/**
 * A value of a change as the pages write it, e.g. activityValueText('event', 'budget', 1234567,
 * 'ne') → 'रु. १२,३४,५६७'; lists joined with commas, nothing as '(खाली)'.
 */
export function activityValueText(
  entity: string,
  field: string,
  value: unknown,
  lang: Lang,
): string {
  const kind = kindOf(entity, field);
  if (Array.isArray(value) && value.length) {
    return value.map((v) => one(kind, v, lang)).join(', ');
  }
  return one(kind, value, lang);
}

/** The empty value's word, for callers that write their own values. */
export const activityEmptyText = (lang: Lang) => WORDS.empty[lang];

/** An action's word, e.g. activityActionWord('update', 'ne') → 'सम्पादन गरियो'. */
export const activityActionWord = (action: string, lang: Lang) =>
  ACTIVITY_ACTION_WORDS[action]?.[lang] ?? action;

/** A kind of record's word, e.g. activityEntityWord('event', 'en') → 'Event'. */
export const activityEntityWord = (entity: string, lang: Lang) =>
  ACTIVITY_ENTITY_WORDS[entity]?.[lang] ?? entity;

/** A table of words in one language, keyed as the table is (fills the web's i18n files). */
export function wordsIn(table: Record<string, Words>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, words]) => [key, words[lang]]));
}

/**
 * An entry's changes as one line of text, e.g. 'उपलब्धि: (खाली) → ३०० घरधुरीमा धारा; खर्च: …'
 * (the CSV of the log).
 */
export function activityChangesText(
  entity: string,
  changes: Record<string, readonly [unknown, unknown]> | null | undefined,
  lang: Lang,
): string {
  return Object.entries(changes ?? {})
    .map(
      ([field, [before, after]]) =>
        `${activityFieldLabel(entity, field, lang)}: ${activityValueText(entity, field, before, lang)} → ${activityValueText(entity, field, after, lang)}`,
    )
    .join('; ');
}
