import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, ImportPreview } from '@karyayojana/contracts';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { bearer } from '../../../test/support/test-app.js';

// Issue 26: the office routine. An officer exports the year, fills in progress in Excel and
// imports the file back into the same year: the rows that carry an id change those events
// (and only the fields the officer changed), rows without one are added, and the whole import
// is one batch that can be undone.

let w: World;
let c: ReturnType<typeof client>;
let fy: number;
const ids: Record<'road' | 'water' | 'training', number> = { road: 0, water: 0, training: 0 };

beforeAll(async () => {
  w = await createWorld();
  c = client(w.t);
  fy = await c.yearId('2083/84');
  const cats = await c.categoryIds();
  const base = { fiscal_year_id: fy, categories: [cats[0]] };
  ids.road = (
    await c.createEvent(w.admin, {
      ...base,
      title: 'सडक मर्मत',
      content: 'वडा ३ को सडक',
      date: '2083-05-10',
    })
  ).id;
  const water = await c.createEvent(w.admin, {
    ...base,
    title: 'खानेपानी योजना',
    content: 'धारा जडान',
    date: '2083-06-01',
    tasks: ['धारा जडान', 'हस्तान्तरण'],
  });
  ids.water = water.id;
  // The water scheme has a budget already, set through the event's own form.
  const put = await w.t.app.inject({
    method: 'PUT',
    url: `/api/events/${water.id}`,
    headers: bearer(w.admin),
    payload: {
      fiscal_year_id: fy,
      title: water.title,
      content: water.content,
      date: water.date,
      time: water.time,
      categories: [cats[0]],
      status: 'notDone',
      budget: 1_200_000,
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  ids.training = (
    await c.createEvent(w.admin, {
      ...base,
      title: 'सीप तालिम',
      content: 'युवा',
      date: '2083-07-15',
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

function importFile(file: Buffer, filename: string, dryRun: boolean, token = w.admin) {
  const body = multipartBody({
    fiscal_year_id: String(fy),
    ...(dryRun ? { dry_run: '1' } : {}),
    file: { filename, content: file },
  });
  return w.t.app.inject({
    method: 'POST',
    url: '/api/events/import',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** What an officer does in Excel: edits cells found by their column's header and the row's title. */
async function editInExcel(
  file: Buffer,
  edit: (
    set: (title: string, header: string, value: ExcelJS.CellValue) => void,
    sheet: ExcelJS.Worksheet,
    header: string[],
  ) => void,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const titleColumn = header.indexOf('शीर्षक') + 1;
  const set = (title: string, name: string, value: ExcelJS.CellValue) => {
    let found = false;
    sheet.eachRow((row) => {
      if (row.getCell(titleColumn).value === title) {
        row.getCell(header.indexOf(name) + 1).value = value;
        found = true;
      }
    });
    expect(found, title).toBe(true);
  };
  edit(set, sheet, header);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const eventOf = async (id: number) => c.getEvent(w.admin, id);

describe('export, fill in progress in Excel, import back into the same year', () => {
  it('re-importing the file as exported changes nothing', async () => {
    const res = await importFile(await exportYear('xlsx'), 'plan.xlsx', true);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: ImportPreview }>();
    expect(data).toMatchObject({ valid: 3, invalid: 0, new: 0, updated: 0, unchanged: 3 });
    expect(data.rows.map((r) => r.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    // Our export's row number and proof columns are named as not read, never dropped silently.
    expect(data.ignored_columns).toEqual(['क्र.सं.', 'प्रमाण']);
  });

  it('previews exactly the changed fields, writes them as one batch, and undoes it', async () => {
    const trainingBefore = await eventOf(ids.training);
    const file = await editInExcel(await exportYear('xlsx'), (set, sheet, header) => {
      set('सडक मर्मत', 'स्थिति', 'सम्पन्न भएको');
      set('सडक मर्मत', 'सम्पन्न मिति', '२०८३-०७-२०');
      set('सडक मर्मत', 'उपलब्धि वा कारण', '२ किमी सडक मर्मत भयो');
      set('खानेपानी योजना', 'प्रगति (%)', 60);
      set('खानेपानी योजना', 'खर्च (रु.)', 450_000);
      // A new row typed under the others, without an id; and a column of the officer's own.
      const row = sheet.addRow([]);
      row.getCell(header.indexOf('मिति (वि.सं.)') + 1).value = '2083-09-01';
      row.getCell(header.indexOf('शीर्षक') + 1).value = 'महिला सशक्तीकरण कार्यक्रम';
      row.getCell(header.indexOf('बजेट (रु.)') + 1).value = 300_000;
      sheet.getRow(1).getCell(header.length + 1).value = 'टिप्पणी';
    });

    const preview = await importFile(file, 'plan.xlsx', true);
    expect(preview.statusCode, preview.body).toBe(200);
    const { data } = preview.json<{ data: ImportPreview }>();
    expect(data).toMatchObject({ valid: 4, invalid: 0, new: 1, updated: 2, unchanged: 1 });
    expect(data.ignored_columns).toEqual(['क्र.सं.', 'प्रमाण', 'टिप्पणी']);
    const byId = (id: number) => data.rows.find((r) => r.values.id === id)!;
    expect(byId(ids.road)).toMatchObject({
      action: 'update',
      changes: {
        status: ['notDone', 'done'],
        completed_date: [null, '2083-07-20'],
        outcome: [null, '२ किमी सडक मर्मत भयो'],
        progress: [null, 100],
      },
    });
    expect(Object.keys(byId(ids.road).changes ?? {})).toHaveLength(4);
    expect(byId(ids.water)).toMatchObject({
      action: 'update',
      changes: { progress: [null, 60], spent: [null, 450_000] },
    });
    expect(Object.keys(byId(ids.water).changes ?? {})).toHaveLength(2);
    expect(byId(ids.training)).toMatchObject({ action: 'unchanged' });
    expect(byId(ids.training).changes).toBeUndefined();
    const added = data.rows.find((r) => r.values.id === null)!;
    expect(added).toMatchObject({
      action: 'new',
      values: { title: 'महिला सशक्तीकरण कार्यक्रम', budget: 300_000, status: 'notDone' },
    });
    // A preview writes nothing.
    expect((await eventOf(ids.road)).status).toBe('notDone');

    const done = await importFile(file, 'plan.xlsx', false);
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json<{
      message: string;
      data: { created: number; updated: number; unchanged: number; batch_id: string };
    }>();
    expect(answer.message).toBe('१ वटा नयाँ कार्यक्रम थपियो, २ वटा अद्यावधिक भयो।');
    expect(answer.data).toMatchObject({ created: 1, updated: 2, unchanged: 1 });

    const road = await eventOf(ids.road);
    expect(road).toMatchObject({
      status: 'done',
      completed_date: '2083-07-20',
      outcome: '२ किमी सडक मर्मत भयो',
      progress: 100,
      title: 'सडक मर्मत',
    });
    const water = await eventOf(ids.water);
    expect(water).toMatchObject({ progress: 60, spent: 450_000, budget: 1_200_000 });
    expect(water.tasks.map((t) => t.name)).toEqual(['धारा जडान', 'हस्तान्तरण']);
    const training = await eventOf(ids.training);
    expect(training).toEqual(trainingBefore);
    const list = await w.t.app.inject({
      url: `/api/events?fiscal_year_id=${fy}`,
      headers: bearer(w.admin),
    });
    const created = list
      .json<{ data: Event[] }>()
      .data.find((e) => e.title === 'महिला सशक्तीकरण कार्यक्रम');
    expect(created).toMatchObject({ date: '2083-09-01', budget: 300_000, status: 'notDone' });

    // The status history and the activity log say who changed what, as one batch.
    const history = await w.t.app.inject({
      url: `/api/events/${ids.road}/status-history`,
      headers: bearer(w.admin),
    });
    expect(history.json<{ data: { from: string; to: string }[] }>().data[0]).toMatchObject({
      from: 'notDone',
      to: 'done',
    });
    const entries = await w.t.ctx.db
      .selectFrom('activity_log')
      .select(['action', 'entity', 'entity_id', 'changes'])
      .where('batch_id', '=', answer.data.batch_id)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.entity_id])).toEqual([
      ['update', ids.road],
      ['update', ids.water],
      ['import', null],
    ]);
    expect(JSON.parse(entries[1]!.changes!)).toEqual({
      progress: [null, 60],
      spent: [null, 450_000],
    });

    // Undo: the added event goes to the trash, the changed ones get their values back.
    const undo = await w.t.app.inject({
      method: 'POST',
      url: `/api/batches/${answer.data.batch_id}/undo`,
      headers: bearer(w.admin),
      payload: {},
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ data: { trashed: 1, restored: 2, kept: [] } });
    expect(await eventOf(ids.road)).toMatchObject({
      status: 'notDone',
      completed_date: null,
      outcome: null,
      progress: null,
    });
    expect(await eventOf(ids.water)).toMatchObject({
      progress: null,
      spent: null,
      budget: 1_200_000,
    });
    const again = await w.t.app.inject({
      method: 'POST',
      url: `/api/batches/${answer.data.batch_id}/undo`,
      headers: bearer(w.admin),
      payload: {},
    });
    expect(again.statusCode, again.body).toBe(409);
  });

  it('adds tasks the file names, keeps those it leaves out, and says so', async () => {
    const file = await editInExcel(await exportYear('xlsx'), (set) => {
      set('खानेपानी योजना', 'कार्यहरू', 'धारा जडान\nपानी परीक्षण');
    });
    const res = await importFile(file, 'plan.xlsx', true);
    const row = res
      .json<{ data: ImportPreview }>()
      .data.rows.find((r) => r.values.id === ids.water)!;
    expect(row.changes).toEqual({
      tasks: [
        ['धारा जडान', 'हस्तान्तरण'],
        ['धारा जडान', 'हस्तान्तरण', 'पानी परीक्षण'],
      ],
    });
    expect(row.notes?.[0]).toContain('हस्तान्तरण');
  });

  it('refuses an id of another municipality or year, an id twice and a status it does not know', async () => {
    const other = await c.createEvent(w.otherAdmin, {
      fiscal_year_id: fy,
      title: 'अर्को पालिकाको',
      content: 'क',
      date: '2083-05-01',
    });
    const file = await editInExcel(await exportYear('xlsx'), (set) => {
      set('सडक मर्मत', 'id', other.id);
      set('खानेपानी योजना', 'id', ids.training);
      set('सीप तालिम', 'स्थिति', 'आधा भएको');
    });
    const res = await importFile(file, 'plan.xlsx', true);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: ImportPreview }>();
    // Three mistakes in two rows: the training row repeats an id (the water row took it first)
    // and names a status that does not exist.
    expect(data.invalid).toBe(2);
    const byTitle = (title: string) => data.rows.find((r) => r.values.title === title)!;
    expect(byTitle('सडक मर्मत').errors.id?.[0]).toContain(
      `id ${other.id}`.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]!),
    );
    expect(byTitle('सडक मर्मत').action).toBe('error');
    expect(byTitle('सीप तालिम').errors.id?.[0]).toContain('यही id');
    expect(byTitle('सीप तालिम').errors.status?.[0]).toContain('"आधा भएको"');
    // All or nothing: the commit is refused and nothing changes.
    const commit = await importFile(file, 'plan.xlsx', false);
    expect(commit.statusCode).toBe(422);
    expect((await eventOf(ids.road)).title).toBe('सडक मर्मत');
  });
});

describe('CSV files as Excel on Windows saves them', () => {
  it('reads "Unicode text" (UTF-16, tab separated) with its Nepali intact', async () => {
    const text = [
      ['id', 'Date (BS)', 'Title', 'Status', 'Spent (Rs.)'].join('\t'),
      [ids.training, '2083-07-15', 'सीप तालिम', 'Postponed', ''].join('\t'),
    ].join('\r\n');
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await importFile(file, 'plan.txt', true);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<{ data: ImportPreview }>().data.rows[0]!;
    expect(row.values.title).toBe('सीप तालिम');
    expect(row.values.status).toBe('postponed');
  });

  it('refuses a Windows-1252 CSV, and one whose letters became "?", saying to save as CSV UTF-8', async () => {
    const legacy = Buffer.concat([
      Buffer.from('Date (BS),Title\r\n2083-05-10,Caf'),
      Buffer.from([0xe9]),
      Buffer.from(' meeting\r\n'),
    ]);
    const lost = Buffer.from('Date (BS),Title\r\n2083-05-10,???? ?????\r\n');
    for (const file of [legacy, lost]) {
      const res = await importFile(file, 'plan.csv', true);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json<{ message: string }>().message).toContain('CSV UTF-8');
    }
  });
});
