import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { bearer } from '../../../test/support/test-app.js';

// Issue 15: a plan leaves one municipality as a file (GET /api/events/export) and comes into
// another (POST /api/events/import) as the same events: dates, times, titles, descriptions,
// categories, who is responsible and the tasks, formula-looking text included. Since issue 26
// the export names each event by its id: in another municipality those ids are row errors
// until the officer empties the id column.

/** The export without its id column, as an officer who empties it sends it. */
async function withoutIds(file: Buffer, format: 'xlsx' | 'csv'): Promise<Buffer> {
  if (format === 'csv') {
    // The id is the last column and never quoted: drop ",<digits>" at each record's end.
    return Buffer.from(file.toString('utf8').replace(/,(?:id|\d+)\r\n/g, '\r\n'));
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  sheet.spliceColumns(sheet.columnCount, 1);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let w: World;
let c: ReturnType<typeof client>;
let fy: number;
let cats: number[];

beforeAll(async () => {
  w = await createWorld();
  c = client(w.t);
  fy = await c.yearId('2083/84');
  cats = await c.categoryIds();
  const base = { fiscal_year_id: fy };
  await c.createEvent(w.admin, {
    ...base,
    title: 'खानेपानी योजना हस्तान्तरण',
    content: 'धारा, "पानी" र\nदोस्रो हरफ',
    date: '2083-08-02',
    time: '13:30',
    assignTo: 'खानेपानी शाखा',
    categories: [cats[0], cats[2]],
    tasks: ['धारा जडान', 'हस्तान्तरण बैठक'],
  });
  await c.createEvent(w.admin, {
    ...base,
    title: '=HYPERLINK("http://evil.example","click")',
    content: '-१ प्रतिशत',
    date: '2083-09-10',
    assignTo: '@वडा',
    categories: [cats[1]],
    tasks: ['+ मूल्याङ्कन'],
  });
  await c.createEvent(w.admin, {
    ...base,
    title: 'वडा भेला',
    content: 'टोल र बस्तीका योजना',
    date: '2084-03-31',
    categories: [cats[3]],
  });
}, 60_000);
afterAll(() => w.t.close());

/** The parts of a plan that travel, as the other municipality's officer would compare them. */
async function planOf(companyId: number) {
  const events = await c.eventsOf(companyId);
  const links = await w.t.ctx.db.selectFrom('event_categories').selectAll().execute();
  const tasks = await w.t.ctx.db.selectFrom('tasks').selectAll().orderBy('id').execute();
  return events
    .map((e) => ({
      date: e.date,
      ad_date: e.ad_date,
      time: e.time,
      title: e.title,
      content: e.content,
      assign_to: e.assign_to,
      status: e.status,
      categories: links
        .filter((l) => l.event_id === e.id)
        .map((l) => l.category_id)
        .sort(),
      tasks: tasks.filter((t) => t.event_id === e.id).map((t) => t.name),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

async function importInto(token: string, file: Buffer, filename: string, dryRun: boolean) {
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

describe('export from one municipality, import into another', () => {
  for (const [format, lang] of [
    ['xlsx', 'ne'],
    ['csv', 'en'],
  ] as const) {
    it(`brings the same events across as .${format} with ${lang === 'ne' ? 'Nepali' : 'English'} headings`, async () => {
      await w.t.ctx.db.deleteFrom('events').where('company_id', '=', w.other).execute();
      const exported = await w.t.app.inject({
        url: `/api/events/export?format=${format}&fiscal_year_id=${fy}`,
        headers: { ...bearer(w.admin), 'accept-language': lang },
      });
      expect(exported.statusCode, exported.body).toBe(200);

      // Another municipality's ids name no event here: each row says how to add it instead.
      const refused = await importInto(w.otherAdmin, exported.rawPayload, `plan.${format}`, true);
      expect(refused.statusCode, refused.body).toBe(200);
      const rows = refused.json<{
        data: { invalid: number; rows: { action: string; errors: Record<string, string[]> }[] };
      }>().data;
      expect(rows.invalid).toBe(3);
      for (const r of rows.rows) {
        expect(r.action).toBe('error');
        expect(r.errors.id?.[0]).toMatch(/id कक्ष खाली/);
      }

      const file = await withoutIds(exported.rawPayload, format);
      const preview = await importInto(w.otherAdmin, file, `plan.${format}`, true);
      expect(preview.statusCode, preview.body).toBe(200);
      const data = preview.json<{ data: { valid: number; invalid: number } }>().data;
      expect(data, preview.body).toMatchObject({ valid: 3, invalid: 0, new: 3, updated: 0 });

      const done = await importInto(w.otherAdmin, file, `plan.${format}`, false);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ data: { created: 3 } });

      const mine = await planOf(w.home);
      const theirs = await planOf(w.other);
      expect(theirs).toEqual(mine);
      expect(theirs.map((e) => e.title)).toContain('=HYPERLINK("http://evil.example","click")');
      expect(theirs.every((e) => e.status === 'notDone')).toBe(true);
      expect(theirs.find((e) => e.date === '2083-08-02')?.tasks).toEqual([
        'धारा जडान',
        'हस्तान्तरण बैठक',
      ]);
    });
  }

  it('a second import of the same file is refused as duplicates and writes nothing', async () => {
    const exported = await w.t.app.inject({
      url: `/api/events/export?format=xlsx&fiscal_year_id=${fy}`,
      headers: bearer(w.admin),
    });
    const before = await c.count('events');
    const file = await withoutIds(exported.rawPayload, 'xlsx');
    const again = await importInto(w.otherAdmin, file, 'plan.xlsx', false);
    expect(again.statusCode).toBe(422);
    expect(await c.count('events')).toBe(before);
  });
});
