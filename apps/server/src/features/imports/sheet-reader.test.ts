import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, expect, it } from 'vitest';
import { zip } from '../../../test/support/zip.js';
import { readXlsx } from './sheet-reader.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The entries of a ZIP whose local headers carry their sizes (as ExcelJS writes them). */
function unzip(buffer: Buffer): { name: string; data: Buffer }[] {
  const entries: { name: string; data: Buffer }[] = [];
  let at = 0;
  while (buffer.readUInt32LE(at) === 0x04034b50) {
    const method = buffer.readUInt16LE(at + 8);
    const packed = buffer.readUInt32LE(at + 18);
    const nameLength = buffer.readUInt16LE(at + 26);
    const extraLength = buffer.readUInt16LE(at + 28);
    const name = buffer.subarray(at + 30, at + 30 + nameLength).toString();
    const start = at + 30 + nameLength + extraLength;
    const raw = buffer.subarray(start, start + packed);
    entries.push({ name, data: method === 8 ? zlib.inflateRawSync(raw) : raw });
    at = start + packed;
  }
  return entries;
}

it('reads a sound workbook whose parts come in an order the streaming reader trips on', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('योजना');
  sheet.addRow(['शीर्षक', 'मिति']);
  sheet.addRow(['वडा भेला', '2083-05-01']);
  const entries = unzip(Buffer.from(await workbook.xlsx.writeBuffer()));
  expect(entries.map((e) => e.name)).toContain('xl/workbook.xml');
  // The relations and the shared strings before the sheet, the workbook part last: a valid
  // archive (a ZIP's order means nothing) on which ExcelJS's WorkbookReader fails.
  const rank = (name: string) =>
    name === 'xl/workbook.xml'
      ? 3
      : name.startsWith('xl/worksheets/')
        ? 2
        : name === 'xl/sharedStrings.xml' || name === 'xl/_rels/workbook.xml.rels'
          ? 1
          : 0;
  const file = path.join(dir, 'reordered.xlsx');
  const reordered = zip(
    [...entries].filter((e) => !e.name.endsWith('/')).sort((a, b) => rank(a.name) - rank(b.name)),
  );
  fs.writeFileSync(file, reordered);
  const rows = await readXlsx(file, reordered.length, (cells) =>
    cells.some((c) => c.kind === 'text' && c.text === 'शीर्षक'),
  );
  expect(rows.map((r) => r.cells.map((c) => (c.kind === 'text' ? c.text : c.kind)))).toEqual([
    ['शीर्षक', 'मिति'],
    ['वडा भेला', '2083-05-01'],
  ]);
});
