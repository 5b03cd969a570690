import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@karyayojana/contracts';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { bearer } from '../../../test/support/test-app.js';

// Issue 28: the export writes each event's wards ("३, ६ र ११", "पालिका स्तरीय") and branch
// (its name in the file's language); the import reads them back as they left, reads the ways
// people write wards ("3", "वडा नं ९", "३, ६ र ११"), checks them against the municipality's
// twelve wards and its branches, and shows each change in the preview.

let w: World;
let c: ReturnType<typeof client>;
let fy: number;
let health: number;
let education: number;
let closed: number;
const ids = { clinic: 0, plan: 0 };

beforeAll(async () => {
  w = await createWorld();
  c = client(w.t);
  fy = await c.yearId('2083/84');
  const count = await c.call('PUT', '/api/ward-count', w.sa, {
    company_id: w.home,
    ward_count: 12,
  });
  expect(count.statusCode, count.body).toBe(200);
  const branch = async (name: string, name_en: string) => {
    const res = await c.call('POST', '/api/branches', w.admin, { name, name_en });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  };
  health = await branch('स्वास्थ्य शाखा', 'Health');
  education = await branch('शिक्षा शाखा', 'Education');
  closed = await branch('पुरानो शाखा', 'Old branch');
  const off = await c.call('PUT', `/api/branches/${closed}`, w.admin, {
    name: 'पुरानो शाखा',
    name_en: 'Old branch',
    active: false,
  });
  expect(off.statusCode, off.body).toBe(200);
  ids.clinic = (
    await c.createEvent(w.admin, {
      fiscal_year_id: fy,
      title: 'स्वास्थ्य शिविर',
      content: 'निःशुल्क जाँच',
      date: '2083-05-10',
      wards: [3, 6, 11],
      branch_id: health,
    })
  ).id;
  ids.plan = (
    await c.createEvent(w.admin, {
      fiscal_year_id: fy,
      title: 'पालिका सभा',
      content: 'वार्षिक सभा',
      date: '2083-06-01',
    })
  ).id;
}, 60_000);
afterAll(() => w.t.close());

async function exportYear(format: 'xlsx' | 'csv', lang = 'ne') {
  const res = await w.t.app.inject({
    url: `/api/events/export?format=${format}&fiscal_year_id=${fy}`,
    headers: { ...bearer(w.admin), 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

function importFile(file: Buffer, filename: string, dryRun: boolean, lang = 'ne') {
  const body = multipartBody({
    fiscal_year_id: String(fy),
    ...(dryRun ? { dry_run: '1' } : {}),
    file: { filename, content: file },
  });
  return w.t.app.inject({
    method: 'POST',
    url: '/api/events/import',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(w.admin), 'accept-language': lang },
  });
}

async function preview(file: Buffer, filename: string, lang = 'ne') {
  const res = await importFile(file, filename, true, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ImportPreview }>().data;
}

/** A CSV file typed by hand: a header and rows. */
const csv = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\r\n'));

async function sheetRows(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => (typeof v === 'string' ? v : ''))),
  );
  return rows;
}

const eventOf = (id: number) => c.getEvent(w.admin, id);

describe('the export writes wards and branch, the import reads them back unchanged', () => {
  it('writes a "वडा" and a "शाखा" column before the id, in the reader’s language', async () => {
    const [header, ...rows] = await sheetRows(await exportYear('xlsx'));
    expect(header).toContain('वडा');
    expect(header).toContain('शाखा');
    expect(header!.at(-1)).toBe('id');
    const at = (name: string) => header!.indexOf(name);
    const clinic = rows.find((r) => r[at('शीर्षक')] === 'स्वास्थ्य शिविर')!;
    expect(clinic[at('वडा')]).toBe('३, ६ र ११');
    expect(clinic[at('शाखा')]).toBe('स्वास्थ्य शाखा');
    const whole = rows.find((r) => r[at('शीर्षक')] === 'पालिका सभा')!;
    expect(whole[at('वडा')]).toBe('पालिका स्तरीय');
    expect(whole[at('शाखा')]).toBe('');

    const [enHeader, ...enRows] = await sheetRows(await exportYear('xlsx', 'en'));
    const enAt = (name: string) => enHeader!.indexOf(name);
    const enClinic = enRows.find((r) => r[enAt('Title')] === 'स्वास्थ्य शिविर')!;
    expect(enClinic[enAt('Wards')]).toBe('3, 6 and 11');
    expect(enClinic[enAt('Branch')]).toBe('Health');
    expect(enRows.find((r) => r[enAt('Title')] === 'पालिका सभा')![enAt('Wards')]).toBe(
      'Municipality-wide',
    );
  });

  for (const [format, lang] of [
    ['xlsx', 'ne'],
    ['xlsx', 'en'],
    ['csv', 'ne'],
    ['csv', 'en'],
  ] as const) {
    it(`re-imports its own ${format} in ${lang} as unchanged`, async () => {
      const data = await preview(await exportYear(format, lang), `plan.${format}`, lang);
      expect(data).toMatchObject({ valid: 2, invalid: 0, new: 0, updated: 0, unchanged: 2 });
      const clinic = data.rows.find((r) => r.values.id === ids.clinic)!;
      expect(clinic.values).toMatchObject({ wards: [3, 6, 11], branch: { id: health } });
    });
  }
});

describe('reading wards and branches people write', () => {
  it('previews "वडा नं ९" and a branch by its English name in any case as changes', async () => {
    const file = csv([
      ['id', 'शीर्षक', 'मिति', 'वडा', 'शाखा'],
      [String(ids.clinic), 'स्वास्थ्य शिविर', '2083-05-10', 'वडा नं ९', '  EDUCATION '],
      [String(ids.plan), 'पालिका सभा', '2083-06-01', '३, ६ र ११', 'स्वास्थ्य  शाखा'],
    ]);
    const data = await preview(file, 'plan.csv');
    expect(data).toMatchObject({ valid: 2, invalid: 0, updated: 2 });
    const byId = (id: number) => data.rows.find((r) => r.values.id === id)!;
    expect(byId(ids.clinic).changes).toEqual({
      wards: [[3, 6, 11], [9]],
      branch: ['स्वास्थ्य शाखा', 'शिक्षा शाखा'],
    });
    expect(byId(ids.plan).changes).toEqual({
      wards: [[], [3, 6, 11]],
      branch: [null, 'स्वास्थ्य शाखा'],
    });
    // An English reader sees the branch by its English name.
    const en = await preview(file, 'plan.csv', 'en');
    expect(en.rows.find((r) => r.values.id === ids.clinic)!.changes?.branch).toEqual([
      'Health',
      'Education',
    ]);

    const done = await importFile(file, 'plan.csv', false);
    expect(done.statusCode, done.body).toBe(200);
    expect(await eventOf(ids.clinic)).toMatchObject({ wards: [9], branch_id: education });
    expect(await eventOf(ids.plan)).toMatchObject({ wards: [3, 6, 11], branch_id: health });
    // The activity entry names them as an edit does.
    const entry = await w.t.ctx.db
      .selectFrom('activity_log')
      .select('changes')
      .where('entity', '=', 'event')
      .where('entity_id', '=', ids.clinic)
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes ?? '{}')).toMatchObject({
      wards: [[3, 6, 11], [9]],
      branch: ['स्वास्थ्य शाखा', 'शिक्षा शाखा'],
    });
  });

  it('keeps the stored wards and branch when the file has no such columns', async () => {
    const file = csv([
      ['id', 'शीर्षक', 'मिति'],
      [String(ids.clinic), 'स्वास्थ्य शिविर (संशोधित)', '2083-05-10'],
    ]);
    const data = await preview(file, 'plan.csv');
    expect(data.rows[0]).toMatchObject({
      action: 'update',
      changes: { title: ['स्वास्थ्य शिविर', 'स्वास्थ्य शिविर (संशोधित)'] },
    });
    expect(Object.keys(data.rows[0]!.changes ?? {})).toEqual(['title']);
  });

  it('an empty ward cell makes an event the whole municipality’s', async () => {
    const file = csv([
      ['id', 'शीर्षक', 'मिति', 'वडा'],
      [String(ids.plan), 'पालिका सभा', '2083-06-01', ''],
    ]);
    const data = await preview(file, 'plan.csv');
    expect(data.rows[0]!.changes).toEqual({ wards: [[3, 6, 11], []] });
  });

  it('adds new rows with their wards and branch', async () => {
    const file = csv([
      ['शीर्षक', 'मिति', 'Wards', 'Branch'],
      ['विद्यालय भ्रमण', '2083-07-01', '3', 'शिक्षा शाखा'],
      ['खोप अभियान', '2083-07-02', 'Ward 2, 4 and 5', 'health'],
      ['जनचेतना', '2083-07-03', '1-3', ''],
    ]);
    const done = await importFile(file, 'plan.csv', false);
    expect(done.statusCode, done.body).toBe(200);
    const events = await c.eventsOf(w.home);
    const of = async (title: string) => eventOf(events.find((e) => e.title === title)!.id);
    expect(await of('विद्यालय भ्रमण')).toMatchObject({ wards: [3], branch_id: education });
    expect(await of('खोप अभियान')).toMatchObject({ wards: [2, 4, 5], branch_id: health });
    expect(await of('जनचेतना')).toMatchObject({ wards: [1, 2, 3], branch_id: null });
  });

  it('a ward the municipality lacks, unreadable wards and an unknown branch are row errors', async () => {
    const file = csv([
      ['शीर्षक', 'मिति', 'वडा', 'शाखा'],
      ['क', '2083-08-01', '४०', ''],
      ['ख', '2083-08-02', 'तीन', ''],
      ['ग', '2083-08-03', '', 'स्वास्थ शाखा'],
      ['घ', '2083-08-04', '', 'पुरानो शाखा'],
    ]);
    const res = await importFile(file, 'plan.csv', true);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ data: ImportPreview }>().data.rows;
    expect(rows.map((r) => r.action)).toEqual(['error', 'error', 'error', 'error']);
    expect(rows[0]!.errors.wards).toEqual(['यो पालिकामा वडा नं ४० छैन (वडा १ देखि १२ सम्म)।']);
    expect(rows[1]!.errors.wards?.[0]).toContain('"तीन"');
    expect(rows[2]!.errors.branch).toEqual([
      '"स्वास्थ शाखा" नामको शाखा यो पालिकामा भेटिएन; "स्वास्थ्य शाखा" हो कि?',
    ]);
    expect(rows[3]!.errors.branch?.[0]).toContain('निष्क्रिय');
    const en = await importFile(file, 'plan.csv', true, 'en');
    expect(en.json<{ data: ImportPreview }>().data.rows[0]!.errors.wards).toEqual([
      'This municipality has no ward 40 (wards 1 to 12).',
    ]);
  });
});

describe('the template', () => {
  it('has the wards and branch columns, an example branch of the municipality', async () => {
    const res = await w.t.app.inject({
      url: '/api/events/import/template',
      headers: bearer(w.admin),
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[1]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toContain('वडा');
    expect(header).toContain('शाखा');
    expect(sheet.getRow(2).getCell(header.indexOf('शाखा') + 1).value).toBe('स्वास्थ्य शाखा');
  });
});

describe('undoing an import', () => {
  it('gives the events their wards and branch back', async () => {
    const before = await eventOf(ids.clinic);
    const file = csv([
      ['id', 'शीर्षक', 'मिति', 'वडा', 'शाखा'],
      [String(ids.clinic), before.title, before.date, '१ र २', 'Health'],
    ]);
    const done = await importFile(file, 'plan.csv', false);
    expect(done.statusCode, done.body).toBe(200);
    expect(await eventOf(ids.clinic)).toMatchObject({ wards: [1, 2], branch_id: health });
    const batch = done.json<{ data: { batch_id: string } }>().data.batch_id;
    const undo = await c.call('POST', `/api/batches/${batch}/undo`, w.admin, {});
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await eventOf(ids.clinic)).toMatchObject({
      wards: before.wards,
      branch_id: before.branch_id,
    });
    // The undo's own entry says so, in the words of an edit.
    const entry = await w.t.ctx.db
      .selectFrom('activity_log')
      .select('changes')
      .where('entity', '=', 'event')
      .where('entity_id', '=', ids.clinic)
      .where('action', '=', 'undo')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes ?? '{}')).toMatchObject({
      wards: [[1, 2], before.wards],
      branch: ['स्वास्थ्य शाखा', 'शिक्षा शाखा'],
    });
  });
});
