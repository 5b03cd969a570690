import ExcelJS from 'exceljs';

/**
 * Lists as files (docs/decisions/020-exports.md): a small RFC 4180 CSV writer and a plain
 * one-sheet workbook, both with every text cell neutralised against formula injection.
 */

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell: text, a number, or nothing. Never a formula. */
export type Cell = string | number | null;

/** What a spreadsheet would read as a formula (or a DDE command) when the cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet will not run: one starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return gets a leading `'` (OWASP's advice for CSV injection).
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * What a neutralised cell held: one leading `'` before `=`, `+`, `-`, `@`, a tab or a carriage
 * return goes, so that a file we made comes back in as it left (imports read cells through this).
 */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function csvField(cell: Cell): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? String(cell) : neutralise(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte order mark (so that Excel reads Devanagari right), CRLF between records. */
export function toCsv(header: string[], rows: Cell[][]): Buffer {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** One sheet: a bold, frozen header row, then the rows; text stays text, numbers numbers. */
export async function toXlsx(
  sheetName: string,
  columns: { header: string; width: number; wrap?: boolean; numFmt?: string }[],
  rows: Cell[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'कार्ययोजना';
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToHeight: 0 },
  });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  const header = sheet.addRow(columns.map((c) => neutralise(c.header)));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  for (const r of rows) {
    const row = sheet.addRow(r.map((cell) => (typeof cell === 'string' ? neutralise(cell) : cell)));
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (c.wrap) cell.alignment = { vertical: 'top', wrapText: true };
      else cell.alignment = { vertical: 'top' };
      if (c.numFmt && typeof r[i] === 'number') cell.numFmt = c.numFmt;
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Content-Disposition (RFC 6266): the ASCII name for old clients, `named` (which may hold the
 * municipality's name in Devanagari) in `filename*`.
 */
export function attachment(ascii: string, named: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(
      named
        .replace(/[\p{Cc}"\\/:*?<>|]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    // Half a surrogate pair cannot be encoded: the ASCII name is enough.
    encoded = ascii;
  }
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
