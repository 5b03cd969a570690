import type { FastifyReply } from 'fastify';
import { AppError, fieldError } from '../../lib/errors.js';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { fieldLabel } from '../../lib/validation-messages.js';
import { sniffDocument, type Sniffed } from '../files/sniff.js';
import type { UploadedFile } from '../files/uploads.js';
import { restoreNeutralised } from '../exports/sheet-file.js';
import { readCsv, readXlsx, type Cell, type SheetRow } from './sheet-reader.js';

/**
 * What every import shares around the sheet reader (docs/decisions/022-imports.md): the upload's
 * sniffing, the file's rows with its header found, a cell's text, and the template's answer.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Judged by content: a workbook (a ZIP naming xl/), UTF-8 text, UTF-16 text with its byte order
 * mark (Excel's "Unicode text"), or text in a legacy 8-bit encoding (Excel's plain "CSV" on
 * Windows), which is refused with a sentence saying how to save it. Anything else is let
 * through as "other" so that the service refuses it with a sentence naming what is accepted.
 */
export function sniffSheet(head: Buffer, tail: Buffer): Sniffed {
  const type = sniffDocument(head, tail);
  if (type && ['xlsx', 'csv', 'txt'].includes(type.ext)) return type;
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    return { mime: 'text/plain', ext: 'utf16' };
  }
  if (looksLikeLegacyText(head)) return { mime: 'text/plain', ext: 'legacy' };
  return { mime: 'application/octet-stream', ext: 'other' };
}

/** Text in a one-byte encoding (Windows-1252 and the like): no NUL or control bytes, no markup. */
function looksLikeLegacyText(head: Buffer): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    if (byte < 0x20 || byte === 0x7f) return false;
  }
  const text = head.toString('latin1');
  return !/^\s*</.test(text) && /[,;\t]/.test(text);
}

/** Refused: a CSV not saved as UTF-8 has lost its Nepali letters or would read as nonsense. */
export const notUtf8 = () => new AppError('UNSUPPORTED_MEDIA_TYPE', { key: 'imports.saveAsUtf8' });

/** A cell's text, trimmed, without the `'` our exports put before a formula's first sign. */
export const cellText = (cell: Cell | undefined): string =>
  cell?.kind === 'text' ? restoreNeutralised(cell.text.trim()).trim() : '';

/**
 * The uploaded sheet's rows, the header row first (the first row `isHeader` accepts): 422 when
 * the file is missing, has no header or no row under it (`noRows` says what it should hold),
 * 415 when it is neither a workbook nor CSV, and the reader's own refusals (macros, size, caps).
 */
export async function readUploadedSheet(
  file: UploadedFile | undefined,
  lang: Lang,
  isHeader: (cells: Cell[]) => boolean,
  noRows: MessageKey,
): Promise<SheetRow[]> {
  if (!file) {
    throw new AppError('VALIDATION_FAILED', {
      errors: {
        file: [translate('imports.required', lang, { field: fieldLabel(['file'], lang) })],
      },
    });
  }
  let rows: SheetRow[];
  if (file.type.ext === 'xlsx') rows = await readXlsx(file.tempPath, file.size, isHeader);
  else if (file.type.ext === 'csv' || file.type.ext === 'txt' || file.type.ext === 'utf16')
    rows = await readCsv(file.tempPath, isHeader);
  else if (file.type.ext === 'legacy') throw notUtf8();
  else throw new AppError('UNSUPPORTED_MEDIA_TYPE', { key: 'imports.notSpreadsheet' });
  if (rows.length === 0) throw fieldError('file', 'imports.noHeader');
  if (rows.length === 1) throw fieldError('file', noRows);
  return rows;
}

/** A template workbook as an attachment: an ASCII name, and `named` in the caller's language. */
export function sendWorkbook(reply: FastifyReply, body: Buffer, ascii: string, named: string) {
  return reply
    .type(XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(named)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** A checked row of any import: its number on the sheet, what was read, and its errors. */
export interface CheckedRow {
  row: number;
  values: unknown;
  errors: Record<string, string[]>;
}

/**
 * The step every import takes once its rows are checked: with `dry_run` the preview (every row,
 * how many can be written and how many cannot); otherwise, when any row has an error, a 422
 * with the errors keyed `rows.<sheet row>.<field>`; `undefined` when every row can be written.
 */
export function previewOrRefuse<R extends CheckedRow>(
  parsed: R[],
  dryRun: boolean,
):
  | { preview: { rows: Pick<R, 'row' | 'values' | 'errors'>[]; valid: number; invalid: number } }
  | undefined {
  const invalid = parsed.filter((r) => Object.keys(r.errors).length > 0);
  if (dryRun) {
    return {
      preview: {
        rows: parsed.map(({ row, values, errors }) => ({ row, values, errors })),
        valid: parsed.length - invalid.length,
        invalid: invalid.length,
      },
    };
  }
  if (invalid.length === 0) return undefined;
  const errors: Record<string, string[]> = {};
  for (const r of invalid) {
    for (const [field, sentences] of Object.entries(r.errors))
      errors[`rows.${r.row}.${field}`] = sentences;
  }
  throw new AppError('VALIDATION_FAILED', { key: 'imports.rowsInvalid', errors });
}
