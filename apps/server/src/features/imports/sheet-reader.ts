import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS } from '@karyayojana/contracts';
import { AppError } from '../../lib/errors.js';

/**
 * Reads an uploaded sheet (.xlsx or .csv) into rows of cells, refusing hostile files before any
 * parser sees them (docs/decisions/022-imports.md): a workbook's ZIP central directory is read
 * first (macros refused, the unpacked size capped), then the workbook is streamed row by row,
 * stopping as soon as the row or cell cap is passed. Formulas are never evaluated: their cached
 * value is taken, or the cell says it has none.
 */

/** A cell as the importer reads it: text, an AD date from an Excel date cell, or a formula without a value. */
export type Cell =
  { kind: 'text'; text: string } | { kind: 'date'; ad: string; time: string } | { kind: 'formula' };

export interface SheetRow {
  /** The row's number on the sheet (1-based). */
  row: number;
  cells: Cell[];
}

export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const MAX_CELLS = 200_000;
const MAX_ENTRIES = 2000;

const EMPTY: Cell = { kind: 'text', text: '' };

/** Characters a database or a screen should not get: control characters except tab and new line. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (s: string) => s.replace(CONTROL, '');

const pad = (n: number) => String(n).padStart(2, '0');

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') return { kind: 'text', text: clean(value) };
  if (typeof value === 'number' || typeof value === 'boolean') {
    return { kind: 'text', text: String(value) };
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return EMPTY;
    const ad = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    return { kind: 'date', ad, time: `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` };
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) {
      // Never evaluated: the value Excel saved with the file, or nothing.
      return v.result === undefined || v.result === null || typeof v.result === 'object'
        ? v.result instanceof Date
          ? cellOf(v.result)
          : { kind: 'formula' }
        : cellOf(v.result);
    }
    if (Array.isArray(v.richText)) {
      return {
        kind: 'text',
        text: clean(
          (v.richText as { text?: unknown }[])
            .map((r) => (typeof r.text === 'string' ? r.text : ''))
            .join(''),
        ),
      };
    }
    if (typeof v.text === 'string') return { kind: 'text', text: clean(v.text) };
    if ('error' in v) return EMPTY;
  }
  return EMPTY;
}

/** The last bytes of a file, where a ZIP keeps its end-of-central-directory record. */
async function readRange(file: string, start: number, length: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const unreadable = () => new AppError('UNSUPPORTED_MEDIA_TYPE', { key: 'imports.notSpreadsheet' });

/**
 * Reads the ZIP central directory without unpacking anything: refuses macros (vbaProject.bin,
 * macro sheets), ZIP64 archives, too many entries, and a declared unpacked size over the cap.
 */
export async function checkWorkbookArchive(file: string, size: number): Promise<void> {
  const tailLength = Math.min(size, 65_557);
  const tail = await readRange(file, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const entries = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      key: 'imports.unpackedTooLarge',
      params: { mb: MAX_UNPACKED_BYTES / 1024 / 1024 },
    });
  }
  if (entries > MAX_ENTRIES || cdOffset + cdSize > size) throw unreadable();
  const cd = await readRange(file, cdOffset, cdSize);
  let at = 0;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const unpacked = cd.readUInt32LE(at + 24);
    const nameLength = cd.readUInt16LE(at + 28);
    const extraLength = cd.readUInt16LE(at + 30);
    const commentLength = cd.readUInt16LE(at + 32);
    const name = cd
      .subarray(at + 46, at + 46 + nameLength)
      .toString('utf8')
      .toLowerCase();
    if (name.endsWith('vbaproject.bin') || name.startsWith('xl/macrosheets/')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { key: 'imports.macros' });
    }
    total += unpacked;
    if (unpacked === 0xffffffff || total > MAX_UNPACKED_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', {
        key: 'imports.unpackedTooLarge',
        params: { mb: MAX_UNPACKED_BYTES / 1024 / 1024 },
      });
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
}

const tooManyRows = () =>
  new AppError('VALIDATION_FAILED', {
    fieldKeys: { file: 'imports.tooManyRows' },
    params: { max: IMPORT_MAX_ROWS },
  });
const tooManyCells = () =>
  new AppError('PAYLOAD_TOO_LARGE', { key: 'imports.tooManyCells', params: { max: MAX_CELLS } });

function isBlank(cells: Cell[]): boolean {
  return cells.every((c) => c.kind === 'text' && c.text.trim() === '');
}

/** A worksheet's rows as both of ExcelJS's readers give them. */
type RowsOf = AsyncIterable<{ number: number; values: unknown }>;

/** The sheets of a workbook, streamed row by row (ExcelJS's WorkbookReader). */
async function* streamedSheets(file: string): AsyncGenerator<RowsOf> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) yield sheet;
}

/** The sheets of a workbook read whole (ExcelJS's Workbook, through the ZIP's directory). */
async function* wholeSheets(file: string): AsyncGenerator<RowsOf> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  for (const sheet of workbook.worksheets) {
    const rows: { number: number; values: unknown }[] = [];
    sheet.eachRow((row) => rows.push({ number: row.number, values: row.values }));
    yield (async function* () {
      yield* rows;
    })();
  }
}

/**
 * The header row and the rows under it, from the first sheet whose first non-empty row
 * `isHeader` accepts (the template's instructions sheet is passed over). At most
 * IMPORT_MAX_ROWS rows after the header, MAX_CELLS cells in all.
 */
async function collectRows(
  sheets: AsyncIterable<RowsOf>,
  isHeader: (cells: Cell[]) => boolean,
): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let cells = 0;
  let found = false;
  for await (const sheet of sheets) {
    let header: boolean | undefined;
    for await (const row of sheet) {
      const values = (row.values ?? []) as unknown[];
      cells += values.length;
      if (cells > MAX_CELLS) throw tooManyCells();
      if (found && header === false) continue;
      const line = values.slice(1).map(cellOf);
      if (header === undefined) {
        if (isBlank(line)) continue;
        header = !found && isHeader(line);
        if (header) found = true;
      }
      if (!header) continue;
      if (isBlank(line)) continue;
      if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
      rows.push({ row: row.number, cells: line });
    }
  }
  return rows;
}

/**
 * Rows of a workbook, streamed (see collectRows). The streaming reader now and then fails on
 * a sound workbook: under load, ExcelJS's WorkbookReader has been seen to reach a worksheet
 * before the workbook part it needs ("Cannot read properties of undefined (reading
 * 'sheets')"). A failure of its own is tried once more with the whole-file reader, which
 * goes by the ZIP's central directory; the archive's size and entries were capped first.
 */
export async function readXlsx(
  file: string,
  size: number,
  isHeader: (cells: Cell[]) => boolean,
): Promise<SheetRow[]> {
  await checkWorkbookArchive(file, size);
  try {
    return await collectRows(streamedSheets(file), isHeader);
  } catch (error) {
    if (error instanceof AppError) throw error;
  }
  try {
    return await collectRows(wholeSheets(file), isHeader);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

/** Splits CSV text (RFC 4180: quotes, doubled quotes, new lines inside quotes). */
export function parseCsv(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/**
 * The text of a CSV file: UTF-8 (a BOM is allowed), or UTF-16 with its byte order mark (Excel's
 * "Unicode text"). Anything else, and a file whose Nepali letters were saved as "?" by a
 * legacy encoding, is refused with a sentence that says to save it as "CSV UTF-8".
 */
export function decodeCsv(bytes: Buffer): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { key: 'imports.saveAsUtf8' });
  }
  // Excel's plain "CSV" turns every Devanagari letter into "?": "???? ?????" is a title lost.
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text) && /\?{3,}|\?{2,} \?{2,}/.test(text)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { key: 'imports.saveAsUtf8' });
  }
  return text;
}

/** The separator a CSV's first line uses most: comma, semicolon or tab. */
function delimiterOf(firstLine: string): string {
  const count = (c: string) => firstLine.split(c).length - 1;
  return [',', ';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/** Rows of a CSV file (decodeCsv), comma, semicolon or tab separated. */
export async function readCsv(
  file: string,
  isHeader: (cells: Cell[]) => boolean,
): Promise<SheetRow[]> {
  const text = decodeCsv(await fs.promises.readFile(file));
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = delimiterOf(firstLine);
  const records = parseCsv(text, delimiter);
  const rows: SheetRow[] = [];
  let cells = 0;
  let headerSeen = false;
  for (const [i, record] of records.entries()) {
    cells += record.length;
    if (cells > MAX_CELLS) throw tooManyCells();
    const line: Cell[] = record.map((t) => ({ kind: 'text', text: clean(t) }));
    if (isBlank(line)) continue;
    if (!headerSeen) {
      if (!isHeader(line)) return [];
      headerSeen = true;
    } else if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
    rows.push({ row: i + 1, cells: line });
  }
  return rows;
}
