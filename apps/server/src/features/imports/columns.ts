import { translate, type Lang, type MessageKey } from '../../lib/messages.js';

/** The columns of a plan's sheet, in the template's order. */
export const COLUMNS = [
  'date',
  'time',
  'title',
  'description',
  'categories',
  'responsible',
  'tasks',
] as const;
export type Column = (typeof COLUMNS)[number];

export const COLUMN_KEYS: Record<Column, MessageKey> = {
  date: 'imports.col.date',
  time: 'imports.col.time',
  title: 'imports.col.title',
  description: 'imports.col.description',
  categories: 'imports.col.categories',
  responsible: 'imports.col.responsible',
  tasks: 'imports.col.tasks',
};

/** Spaces collapsed, Unicode composed (NFC), case folded: how names and headers are compared. */
export function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Other headers a person (or our own export) writes for the same column. */
const ALIASES: Record<Column, string[]> = {
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
  tasks: ['tasks', 'task', 'कार्यहरू', 'कार्य'],
};

const HEADER_NAMES = new Map<string, Column>();
for (const column of COLUMNS) {
  const names = [
    ...ALIASES[column],
    translate(COLUMN_KEYS[column], 'ne'),
    translate(COLUMN_KEYS[column], 'en'),
  ];
  for (const name of names) HEADER_NAMES.set(normalise(name), column);
}

/** Which column each header cell names; a header row must at least name the title and date. */
export function columnsOf(headers: string[]): Map<Column, number> | undefined {
  const found = new Map<Column, number>();
  headers.forEach((h, i) => {
    const column = HEADER_NAMES.get(normalise(h));
    if (column && !found.has(column)) found.set(column, i);
  });
  return found.has('title') && found.has('date') ? found : undefined;
}

export const headerOf = (column: Column, lang: Lang) => translate(COLUMN_KEYS[column], lang);
