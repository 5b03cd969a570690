import { translate, type Lang, type MessageKey } from '../../lib/messages.js';

/** Spaces collapsed, Unicode composed (NFC), case folded: how names and headers are compared. */
export function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The columns of one kind of sheet: their headers in both languages and the names people use. */
export interface SheetColumns<C extends string> {
  /** Which column each header cell names; undefined unless every required column is named. */
  columnsOf: (headers: string[]) => Map<C, number> | undefined;
  /** The column's header in the template, in the caller's language. */
  headerOf: (column: C, lang: Lang) => string;
}

/**
 * A sheet's columns: each known by its catalogue header in Nepali and English and by `aliases`
 * (the wire names, our exports' headers, what people write). A header row must name every one
 * of `required`.
 */
export function sheetColumns<C extends string>(spec: {
  columns: readonly C[];
  keys: Record<C, MessageKey>;
  aliases: Record<C, string[]>;
  required: readonly C[];
}): SheetColumns<C> {
  const names = new Map<string, C>();
  for (const column of spec.columns) {
    for (const name of [
      ...spec.aliases[column],
      translate(spec.keys[column], 'ne'),
      translate(spec.keys[column], 'en'),
    ]) {
      names.set(normalise(name), column);
    }
  }
  return {
    columnsOf: (headers) => {
      const found = new Map<C, number>();
      headers.forEach((h, i) => {
        const column = names.get(normalise(h));
        if (column && !found.has(column)) found.set(column, i);
      });
      return spec.required.every((c) => found.has(c)) ? found : undefined;
    },
    headerOf: (column, lang) => translate(spec.keys[column], lang),
  };
}

/** The columns of a plan's template, in its order. */
export const COLUMNS = [
  'date',
  'time',
  'title',
  'description',
  'categories',
  'responsible',
  'tasks',
  // Issue 28: last, so that a sheet made from the earlier template keeps its columns' places.
  'wards',
  'branch',
] as const;
export type TemplateColumn = (typeof COLUMNS)[number];

/**
 * Every column a plan's sheet may have: the template's, and what our export adds (issue 26):
 * the event's id, the AD date, the progress columns. `serial` and `proof` are known only to be
 * named in the preview as not read.
 */
export const PLAN_COLUMNS = [
  'id',
  ...COLUMNS,
  'adDate',
  'status',
  'completed',
  'outcome',
  'progress',
  'budget',
  'spent',
  'serial',
  'proof',
] as const;
export type Column = (typeof PLAN_COLUMNS)[number];

/** Columns a plan's import knows but does not read (our export's row number and proof flag). */
export const UNREAD_COLUMNS: ReadonlySet<Column> = new Set(['serial', 'proof']);

export const COLUMN_KEYS: Record<Column, MessageKey> = {
  id: 'imports.col.id',
  date: 'imports.col.date',
  time: 'imports.col.time',
  title: 'imports.col.title',
  description: 'imports.col.description',
  categories: 'imports.col.categories',
  responsible: 'imports.col.responsible',
  wards: 'imports.col.wards',
  branch: 'imports.col.branch',
  tasks: 'imports.col.tasks',
  adDate: 'export.col.adDate',
  status: 'export.col.status',
  completed: 'report.col.completed',
  outcome: 'report.col.outcome',
  progress: 'report.col.progress',
  budget: 'report.col.budget',
  spent: 'report.col.spent',
  serial: 'export.col.serial',
  proof: 'export.col.proof',
};

const planColumns = sheetColumns<Column>({
  columns: PLAN_COLUMNS,
  keys: COLUMN_KEYS,
  // Other headers a person (or our own export) writes for the same column.
  aliases: {
    id: ['id', 'event_id', 'event id', 'आईडी'],
    date: ['date', 'मिति', 'bs date', 'date (bs)', 'मिति (वि.सं.)', 'मिति (वि. सं.)'],
    time: ['time', 'समय'],
    title: ['title', 'शीर्षक', 'कार्यक्रम'],
    description: ['description', 'content', 'विवरण'],
    categories: ['categories', 'category', 'विषयगत क्षेत्र', 'वर्ग'],
    responsible: [
      'responsible',
      'assignto',
      'assign_to',
      'जिम्मेवार',
      'जिम्मेवार व्यक्ति/शाखा',
      'जिम्मेवार व्यक्ति / शाखा',
    ],
    wards: ['wards', 'ward', 'ward no', 'ward no.', 'वडा', 'वडा नं', 'वडा नं.', 'वडा नम्बर', 'वार्ड'],
    branch: ['branch', 'section', 'शाखा', 'जिम्मेवार शाखा', 'महाशाखा'],
    tasks: ['tasks', 'task', 'कार्यहरू', 'कार्य'],
    adDate: ['ad_date', 'ad date', 'date (ad)', 'मिति (ई.सं.)', 'मिति (ई. सं.)'],
    status: ['status', 'स्थिति', 'अवस्था'],
    completed: ['completed_date', 'completed', 'completed on', 'सम्पन्न मिति'],
    outcome: ['outcome', 'reason', 'status_reason', 'उपलब्धि', 'कारण', 'उपलब्धि वा कारण'],
    progress: ['progress', 'physical progress', 'प्रगति', 'भौतिक प्रगति', 'भौतिक प्रगति (%)'],
    budget: ['budget', 'बजेट', 'विनियोजित रकम', 'बजेट (रु)'],
    spent: ['spent', 'खर्च', 'खर्च रकम', 'खर्च (रु)'],
    serial: ['क्र.सं', 'क्र. सं.', 'सि.नं.', 'no', 's.n.', 'sn', 'serial'],
    proof: ['proof', 'प्रमाण'],
  },
  required: ['title', 'date'],
});

/** Which column each header cell names; a header row must at least name the title and date. */
export const columnsOf = planColumns.columnsOf;

export const headerOf = planColumns.headerOf;

/**
 * The header cells a plan's import will not read, as written: names it does not know, columns
 * it knows but does not use (UNREAD_COLUMNS), and a second column of the same name.
 */
export function ignoredColumns(headers: string[]): string[] {
  const found = columnsOf(headers);
  if (!found) return [];
  const read = new Set<number>();
  for (const [column, index] of found) if (!UNREAD_COLUMNS.has(column)) read.add(index);
  return headers.filter((h, i) => h.trim() !== '' && !read.has(i)).map((h) => h.trim());
}

/** The columns of a municipalities sheet, in the template's order. */
export const COMPANY_COLUMNS = [
  'name',
  'description',
  'province',
  'district',
  'municipality',
  'address',
  'contact',
  'email',
  'website',
  'expiry',
  'expiryAd',
] as const;
export type CompanyColumn = (typeof COMPANY_COLUMNS)[number];

/**
 * A municipalities sheet names at least the name and the local level. `expiry` is the BS date
 * (or an Excel date cell, AD); `expiryAd` is the AD text of our export and of the wire name
 * `expiry_date`, read only when `expiry` is empty. The template leaves `expiryAd` out.
 */
export const companyColumns = sheetColumns<CompanyColumn>({
  columns: COMPANY_COLUMNS,
  keys: {
    name: 'imports.company.col.name',
    description: 'imports.company.col.description',
    province: 'imports.company.col.province',
    district: 'imports.company.col.district',
    municipality: 'imports.company.col.municipality',
    address: 'imports.company.col.address',
    contact: 'imports.company.col.contact',
    email: 'imports.company.col.email',
    website: 'imports.company.col.website',
    expiry: 'imports.company.col.expiry',
    expiryAd: 'export.col.expiryAd',
  },
  aliases: {
    name: ['name', 'नाम', 'पालिका', 'company', 'municipality name'],
    description: [
      'description',
      'tagline',
      'विवरण',
      'नारा',
      translate('export.col.tagline', 'ne'),
      translate('export.col.tagline', 'en'),
    ],
    province: ['province', 'प्रदेश'],
    district: ['district', 'जिल्ला'],
    municipality: [
      'municipality',
      'local level',
      'local_level',
      'स्थानीय तह',
      'गाउँपालिका/नगरपालिका',
      'गाउँपालिका / नगरपालिका',
    ],
    address: ['address', 'ठेगाना'],
    contact: [
      'contact',
      'phone',
      'फोन',
      'सम्पर्क',
      translate('export.col.contact', 'ne'),
      translate('export.col.contact', 'en'),
    ],
    email: ['email', 'e-mail', 'इमेल', 'ईमेल'],
    website: ['website', 'web', 'वेबसाइट'],
    expiry: [
      'expiry_date_bs',
      'expiry date',
      'सदस्यता सकिने मिति',
      translate('export.col.expiryBs', 'ne'),
      translate('export.col.expiryBs', 'en'),
    ],
    expiryAd: ['expiry_date', 'expiry date (ad)'],
  },
  required: ['name', 'municipality'],
});
