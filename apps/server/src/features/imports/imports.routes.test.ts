import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@karyayojana/contracts';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';
import { bearer } from '../../../test/support/test-app.js';
import { CONTENT_TYPES, zip } from '../../../test/support/zip.js';

// POST /api/events/import and its template (docs/behaviour.md §7, docs/decisions/022-imports.md).
let w: World;
let api: ReturnType<typeof client>;
let fy: number;
let categories: { id: number; name: string; name_en: string | null }[];
beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  categories = await w.t.ctx.db
    .selectFrom('categories')
    .select(['id', 'name', 'name_en'])
    .orderBy('sort_order')
    .execute();
}, 60_000);
afterAll(() => w.t.close());

const HEADERS = ['मिति', 'समय', 'शीर्षक', 'विवरण', 'विषयगत क्षेत्र', 'जिम्मेवार', 'कार्यहरू'];
type Row = (string | number | Date | object | null)[];

async function xlsx(rows: Row[], headers: string[] = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('कार्यक्रमहरू');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function send(
  token: string | undefined,
  file: Buffer | undefined,
  fields: Record<string, string> = {},
  { filename = 'plan.xlsx', lang = 'ne' }: { filename?: string; lang?: 'ne' | 'en' } = {},
) {
  const form: Record<string, FormValue> = { fiscal_year_id: String(fy), ...fields };
  if (file) form.file = { filename, content: file };
  const body = multipartBody(form);
  return w.t.app.inject({
    method: 'POST',
    url: '/api/events/import',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      'accept-language': lang === 'en' ? 'en' : 'ne',
    },
  });
}
const preview = (token: string, file: Buffer, opts?: Parameters<typeof send>[3]) =>
  send(token, file, { dry_run: '1' }, opts);

const example = (overrides: Partial<Record<number, Row[number]>> = {}): Row => {
  const row: Row = [
    '२०८३-०४-१५',
    '11:30',
    'वडा भेला',
    'वडास्तरीय योजना छनोट',
    categories[0]?.name ?? '',
    'योजना शाखा',
    'सूचना टाँस्ने\nबैठक बस्ने',
  ];
  for (const [i, v] of Object.entries(overrides)) row[Number(i)] = v ?? null;
  return row;
};

describe('GET /api/events/import/template', () => {
  it('is a workbook with Nepali instructions and a data sheet with one example row', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/api/events/import/template',
      headers: bearer(w.user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['निर्देशन', 'कार्यक्रमहरू']);
    const data = wb.worksheets[1];
    expect(data?.getRow(1).getCell(3).value).toBe('शीर्षक');
    expect(data?.rowCount).toBe(2);
  });

  it('is in English with Accept-Language: en, and the filled template previews clean', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/api/events/import/template',
      headers: { ...bearer(w.admin), 'accept-language': 'en' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Instructions', 'Events']);
    const back = await preview(w.admin, res.rawPayload, { lang: 'en' });
    expect(back.statusCode, back.body).toBe(200);
    const { data } = back.json<{ data: ImportPreview }>();
    expect(data).toMatchObject({ valid: 1, invalid: 0 });
    expect(data.rows[0]?.values.tasks).toHaveLength(2);
  });

  it('needs a session', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/events/import/template' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/events/import with dry_run=1', () => {
  it('gives every row its parsed values, and writes nothing', async () => {
    const before = await api.count('events');
    const file = await xlsx([example(), example({ 0: '2083/5/2', 2: 'अर्को', 6: 'क; ख' })]);
    const res = await preview(w.admin, file);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: ImportPreview }>();
    expect(data).toMatchObject({ valid: 2, invalid: 0 });
    expect(data.rows[0]).toEqual({
      row: 2,
      values: {
        date: '2083-04-15',
        ad_date: '2026-07-31',
        time: '11:30',
        title: 'वडा भेला',
        content: 'वडास्तरीय योजना छनोट',
        categories: [categories[0]],
        assignTo: 'योजना शाखा',
        wards: [],
        branch: null,
        tasks: ['सूचना टाँस्ने', 'बैठक बस्ने'],
        // The template has no id or progress columns: a new event, not done, nothing recorded.
        id: null,
        status: 'notDone',
        completed_date: null,
        outcome: null,
        status_reason: null,
        progress: null,
        budget: null,
        spent: null,
      },
      errors: {},
      action: 'new',
    });
    expect(data).toMatchObject({ new: 2, updated: 0, unchanged: 0, ignored_columns: [] });
    expect(data.rows[1]?.values).toMatchObject({ date: '2083-05-02', tasks: ['क', 'ख'] });
    expect(await api.count('events')).toBe(before);
  });

  it('explains each row’s errors in Nepali', async () => {
    const wrong = categories[0]?.name ? `${categories[0].name.slice(0, -1)}x` : 'x';
    const file = await xlsx([
      example({ 1: '9:05' }),
      example({ 0: '2083-04-33', 2: 'क' }),
      example({ 0: '2082-04-01', 2: 'ख' }),
      example({ 2: '', 4: wrong }),
      example({ 1: '25:00', 2: 'ग' }),
      example(),
    ]);
    const res = await preview(w.admin, file);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: ImportPreview }>();
    const errors = data.rows.map((r) => r.errors);
    expect(errors[1]?.date?.[0]).toMatch(/श्रावण.*दिन मात्र छन्, ३३ गते हुँदैन/);
    expect(errors[2]?.date?.[0]).toContain('२०८२-०४-०१');
    expect(errors[3]?.title?.[0]).toBe('शीर्षक आवश्यक छ।');
    expect(errors[3]?.categories?.[0]).toContain(`"${categories[0]?.name}" हो कि?`);
    expect(errors[4]?.time?.[0]).toContain('HH:mm');
    expect(errors[5]?.title?.[0]).toContain('पङ्क्ति २ सँग दोहोरियो');
    expect(data.invalid).toBeGreaterThanOrEqual(5);
  });

  it('explains them in English with Accept-Language: en', async () => {
    const file = await xlsx([example({ 0: '2083-04-33' }), example({ 2: '', 0: '2083-04-02' })]);
    const res = await preview(w.admin, file, { lang: 'en' });
    const { data } = res.json<{ data: ImportPreview }>();
    expect(data.rows[0]?.errors.date).toEqual(['Shrawan 2083 has 31 days, not 33.']);
    expect(data.rows[1]?.errors.title).toEqual(['Title is required.']);
  });

  it('reads a category by its English name too, in any letter case (our English export)', async () => {
    const forest = categories.find((c) => c.name === 'वन, वातावरण तथा विपद् व्यवस्थापन');
    const file = await xlsx([
      example({ 4: 'Economic development' }),
      example({ 2: 'अर्को', 4: 'social DEVELOPMENT; Forest, environment and disaster management' }),
      example({ 2: 'तेस्रो', 4: 'Economic developmen' }),
    ]);
    const res = await preview(w.admin, file, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: ImportPreview }>();
    const named = (name: string) => categories.find((c) => c.name === name);
    expect(data.rows[0]?.values.categories).toEqual([named('आर्थिक विकास')]);
    expect(data.rows[1]?.values.categories).toEqual([forest, named('सामाजिक विकास')]);
    // A near miss is answered with the name the reader knows it by.
    expect(data.rows[2]?.errors.categories).toEqual([
      'There is no category named "economic developmen"; did you mean "Economic development"?',
    ]);
  });

  it('reads Excel date cells as AD, and a formula’s saved value', async () => {
    const file = await xlsx([
      example({ 0: new Date(Date.UTC(2026, 6, 31)) }),
      example({ 0: '2083-04-16', 2: { formula: 'A1&"x"', result: 'सूत्रको मान' } }),
      example({ 0: '2083-04-17', 2: { formula: 'A1&"y"' } }),
    ]);
    const res = await preview(w.admin, file);
    const { data } = res.json<{ data: ImportPreview }>();
    expect(data.rows[0]?.values.date).toBe('2083-04-15');
    expect(data.rows[1]?.values.title).toBe('सूत्रको मान');
    expect(data.rows[2]?.errors.title?.[0]).toContain('सूत्र');
  });

  it('reads a CSV in UTF-8 with a BOM and Devanagari digits', async () => {
    const csv =
      '\uFEFF' +
      'मिति,समय,शीर्षक,विवरण,विषयगत क्षेत्र,जिम्मेवार,कार्यहरू\r\n' +
      `२०८३/०४/२०,,"सीएसभी, कार्यक्रम",विवरण,"${categories[0]?.name ?? ''}",,"क\nख"\r\n`;
    const res = await preview(w.admin, Buffer.from(csv), { filename: 'plan.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: ImportPreview }>();
    expect(data.rows[0]?.values).toMatchObject({
      date: '2083-04-20',
      time: '10:00',
      title: 'सीएसभी, कार्यक्रम',
      tasks: ['क', 'ख'],
    });
    expect(data.valid).toBe(1);
  });
});

describe('POST /api/events/import', () => {
  it('creates every event with its categories and tasks in one go', async () => {
    const file = await xlsx([
      example({ 2: 'आयात एक' }),
      example({ 2: 'आयात दुई', 0: '2083-06-01' }),
    ]);
    const res = await send(w.admin, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: '२ वटा कार्यक्रम आयात भयो।',
      data: {
        created: 2,
        updated: 0,
        unchanged: 0,
        batch_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    });
    const events = (await api.eventsOf(w.home)).filter((e) => e.title.startsWith('आयात'));
    expect(events).toHaveLength(2);
    const event = await api.getEvent(w.admin, events[0]?.id ?? 0);
    expect(event).toMatchObject({
      date: '2083-04-15',
      time: '11:30',
      status: 'notDone',
      assignTo: 'योजना शाखा',
      categories: [expect.objectContaining({ id: categories[0]?.id })],
    });
    expect(event.tasks.map((t) => t.name)).toEqual(['सूचना टाँस्ने', 'बैठक बस्ने']);
    // The same file again: every row now duplicates a stored event.
    const again = await preview(w.admin, file);
    expect(again.json<{ data: ImportPreview }>().data.invalid).toBe(2);
  });

  it('writes nothing when row 1,999 of 2,000 is wrong', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) =>
      example({ 0: `2083-0${4 + (i % 6)}-10`, 2: `कार्यक्रम ${i}` }),
    );
    rows[1997] = example({ 0: '2083-04-40', 2: 'खराब' });
    const before = await api.count('events');
    const res = await send(w.admin, await xlsx(rows));
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('केही पङ्क्तिमा त्रुटि छ; केही पनि आयात भएन।');
    expect(Object.keys(body.errors)).toEqual(['rows.1999.date']);
    expect(await api.count('events')).toBe(before);
  }, 30_000);

  it('is 403 for a user and 404 for another municipality named by an admin', async () => {
    const file = await xlsx([example({ 2: 'पहुँच' })]);
    expect((await send(w.user, file)).statusCode).toBe(403);
    expect((await send(w.admin, file, { company_id: String(w.other) })).statusCode).toBe(404);
    const sa = await send(w.sa, file, { company_id: String(w.other) });
    expect(sa.statusCode, sa.body).toBe(200);
    expect((await api.eventsOf(w.other)).map((e) => e.title)).toContain('पहुँच');
  });

  it('asks for the file and the fiscal year', async () => {
    const res = await send(w.admin, undefined, {}, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual({ file: ['File is required.'] });
    const noYear = await send(w.admin, await xlsx([example()]), { fiscal_year_id: '' });
    expect(noYear.statusCode).toBe(422);
    expect(Object.keys(noYear.json<{ errors: object }>().errors)).toEqual(['fiscal_year_id']);
  });
});

describe('hostile files', () => {
  const refused = async (file: Buffer, status: number, filename = 'plan.xlsx') => {
    const before = await api.count('events');
    const res = await send(w.admin, file, {}, { filename, lang: 'en' });
    expect(res.statusCode, res.body).toBe(status);
    expect(await api.count('events')).toBe(before);
    return res.json<{ message: string }>().message;
  };

  it('refuses an executable renamed .xlsx', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(500, 1)]);
    expect(await refused(exe, 415)).toBe(
      'This file is not an Excel workbook (.xlsx) or a CSV file.',
    );
  });

  it('refuses a PDF and an HTML page', async () => {
    await refused(Buffer.from('%PDF-1.4\n%%EOF\n'), 415);
    await refused(Buffer.from('<html><script>alert(1)</script></html>'), 415, 'plan.csv');
  });

  it('refuses a workbook with macros (vbaProject.bin)', async () => {
    const xlsm = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/vbaProject.bin', data: Buffer.alloc(100, 7) },
    ]);
    expect(await refused(xlsm, 415, 'plan.xlsm')).toContain('macros');
  });

  it('refuses a zip bomb before unpacking it', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refused(bomb, 413)).toContain('50 MB');
  });

  it('refuses more than 5,000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => example({ 2: `r${i}` }));
    const res = await send(w.admin, await xlsx(rows), { dry_run: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual({
      file: ['एउटा फाइलमा बढीमा ५००० पङ्क्ति हुन सक्छन्।'],
    });
  }, 30_000);

  it('refuses a file over MAX_UPLOAD_MB', async () => {
    const limit = w.t.ctx.config.maxUploadBytes;
    const big = Buffer.alloc(limit + 1024, 0x61);
    await refused(big, 413, 'plan.csv');
  }, 30_000);

  it('refuses a sheet without the template’s headers', async () => {
    const res = await send(w.admin, await xlsx([['a', 'b']], ['x', 'y']), {}, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toContain('header');
  });
});
