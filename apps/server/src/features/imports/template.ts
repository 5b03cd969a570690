import ExcelJS from 'exceljs';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { COLUMNS, headerOf } from './columns.js';

const HELP: MessageKey[] = [
  'imports.help.1',
  'imports.help.2',
  'imports.help.3',
  'imports.help.4',
  'imports.help.5',
  'imports.help.6',
];

/**
 * The template to fill in: an instructions sheet in the caller's language and a data sheet with
 * the headers and one example row (the date is the fiscal year's first day when one is given).
 */
export async function buildTemplate(
  lang: Lang,
  example: { date: string; category: string | null },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Karyayojana';
  const help = workbook.addWorksheet(translate('imports.sheet.instructions', lang));
  help.getColumn(1).width = 110;
  help.addRow([translate('imports.help.title', lang)]).font = { bold: true, size: 14 };
  help.addRow([]);
  for (const [i, key] of HELP.entries()) {
    const row = help.addRow([`${i + 1}. ${translate(key, lang)}`]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }

  const data = workbook.addWorksheet(translate('imports.sheet.data', lang));
  data.columns = COLUMNS.map((c) => ({
    header: headerOf(c, lang),
    width: c === 'title' || c === 'description' || c === 'tasks' ? 40 : 18,
  }));
  data.getRow(1).font = { bold: true };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  const row = data.addRow([
    example.date,
    '10:00',
    translate('imports.example.title', lang),
    translate('imports.example.description', lang),
    example.category ?? '',
    translate('imports.example.responsible', lang),
    translate('imports.example.tasks', lang),
  ]);
  row.alignment = { wrapText: true, vertical: 'top' };
  // The date and time columns hold text, so that Excel does not turn a BS date into an AD one.
  data.getColumn(1).numFmt = '@';
  data.getColumn(2).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
