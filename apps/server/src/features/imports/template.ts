import ExcelJS from 'exceljs';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { COLUMNS, companyColumns, headerOf, type CompanyColumn } from './columns.js';

/** What a template holds: its instructions, and a data sheet's columns and example row. */
interface TemplateSpec {
  title: MessageKey;
  help: MessageKey[];
  sheet: MessageKey;
  columns: { header: string; width: number; text?: boolean }[];
  example: string[];
}

/**
 * A template to fill in: an instructions sheet in the caller's language and a data sheet with
 * the headers (bold, frozen) and one example row. Columns marked `text` stay text in Excel, so
 * that a BS date is not turned into an AD one.
 */
async function workbookTemplate(lang: Lang, spec: TemplateSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Karyayojana';
  const help = workbook.addWorksheet(translate('imports.sheet.instructions', lang));
  help.getColumn(1).width = 110;
  help.addRow([translate(spec.title, lang)]).font = { bold: true, size: 14 };
  help.addRow([]);
  for (const [i, key] of spec.help.entries()) {
    const row = help.addRow([`${i + 1}. ${translate(key, lang)}`]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }

  const data = workbook.addWorksheet(translate(spec.sheet, lang));
  data.columns = spec.columns.map((c) => ({ header: c.header, width: c.width }));
  data.getRow(1).font = { bold: true };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  const row = data.addRow(spec.example);
  row.alignment = { wrapText: true, vertical: 'top' };
  spec.columns.forEach((c, i) => {
    if (c.text) data.getColumn(i + 1).numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The plan's template: the date and time columns are text, and the example row is dated on the
 * fiscal year's first day when one is given.
 */
export function buildTemplate(
  lang: Lang,
  example: { date: string; category: string | null; branch?: string | null },
): Promise<Buffer> {
  return workbookTemplate(lang, {
    title: 'imports.help.title',
    help: [
      'imports.help.1',
      'imports.help.2',
      'imports.help.3',
      'imports.help.4',
      'imports.help.5',
      'imports.help.6',
      'imports.help.7',
      'imports.help.8',
    ],
    sheet: 'imports.sheet.data',
    columns: COLUMNS.map((c) => ({
      header: headerOf(c, lang),
      width: c === 'title' || c === 'description' || c === 'tasks' ? 40 : 18,
      text: c === 'date' || c === 'time' || c === 'wards',
    })),
    example: [
      example.date,
      '10:00',
      translate('imports.example.title', lang),
      translate('imports.example.description', lang),
      example.category ?? '',
      translate('imports.example.responsible', lang),
      translate('imports.example.tasks', lang),
      // The whole municipality: every municipality has it, whatever its wards.
      '',
      example.branch ?? '',
    ],
  });
}

/** The municipalities template's columns (the AD expiry column of our export is left out). */
const COMPANY_TEMPLATE: {
  column: CompanyColumn;
  width: number;
  example: (lang: Lang) => string;
}[] = [
  { column: 'name', width: 28, example: (l) => translate('imports.company.example.name', l) },
  {
    column: 'description',
    width: 32,
    example: (l) => translate('imports.company.example.description', l),
  },
  {
    column: 'province',
    width: 14,
    example: (l) => translate('imports.company.example.province', l),
  },
  {
    column: 'district',
    width: 16,
    example: (l) => translate('imports.company.example.district', l),
  },
  {
    column: 'municipality',
    width: 26,
    example: (l) => translate('imports.company.example.municipality', l),
  },
  {
    column: 'address',
    width: 26,
    example: (l) => translate('imports.company.example.address', l),
  },
  { column: 'contact', width: 16, example: () => '011-490000' },
  { column: 'email', width: 26, example: () => 'info@dhulikhelmun.gov.np' },
  { column: 'website', width: 28, example: () => 'https://dhulikhelmun.gov.np' },
  { column: 'expiry', width: 16, example: () => '' },
];

/** The municipalities' template; the example expires on `expiryBs` (a BS date). */
export function buildCompaniesTemplate(lang: Lang, example: { expiryBs: string }): Promise<Buffer> {
  return workbookTemplate(lang, {
    title: 'imports.company.help.title',
    help: [
      'imports.company.help.1',
      'imports.company.help.2',
      'imports.company.help.3',
      'imports.company.help.4',
      'imports.company.help.5',
    ],
    sheet: 'imports.company.sheet.data',
    columns: COMPANY_TEMPLATE.map((c) => ({
      header: companyColumns.headerOf(c.column, lang),
      width: c.width,
      text: c.column === 'contact' || c.column === 'expiry',
    })),
    example: COMPANY_TEMPLATE.map((c) =>
      c.column === 'expiry' ? example.expiryBs : c.example(lang),
    ),
  });
}
