import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressReport } from '@karyayojana/contracts';
import { toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { createClock } from '../../lib/clock.js';
import { makeCompany, makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import { insertRow, type RowFields } from './testing/progress-rows.js';

// GET /api/reports/progress.xlsx: the printed trimester report as a workbook, read back here
// with exceljs. 2026-11-21 in Kathmandu is BS 2083-08-05, in the second trimester of 2083/84.
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));

let t: TestApp;
let admin: string;
let otherAdmin: string;
let sa: string;
let home: number;
let cats: { id: number; name: string; name_en: string | null }[];

const EVENTS: (Omit<RowFields, 'company' | 'fiscalYear'> & {
  title: string;
  category: number | null;
})[] = [
  {
    title: 'खानेपानी योजना हस्तान्तरण',
    date: '2083-08-02',
    status: 'done',
    category: 0,
    assign_to: 'खानेपानी शाखा',
    budget: 1_234_567,
    spent: 1_200_000,
    outcome: '३०० घरधुरीमा धारा',
    completed_date: '2083-08-03',
  },
  {
    title: 'सडक स्तरोन्नति',
    date: '2083-09-10',
    status: 'notDone',
    category: 2,
    progress: 40,
    budget: 5_000_000,
    spent: 2_000_000,
  },
  {
    title: 'स्वास्थ्य शिविर',
    date: '2083-10-01',
    status: 'postponed',
    category: 0,
    status_reason: 'चिकित्सक अभाव',
  },
  { title: 'विपद् पूर्वतयारी तालिम', date: '2083-08-04', status: 'notDone', category: null },
  { title: 'वडा भेला', date: '2083-11-20', status: 'canceled', category: 2, status_reason: 'बाढी' },
  // Postponed by a client that sends no reason (SPEC.md's update; decision 031).
  { title: 'कृषि मेला', date: '2083-09-20', status: 'postponed', category: 1 },
];

async function download(query: string, token = admin, lang?: string) {
  return t.app.inject({
    url: `/api/reports/progress.xlsx${query}`,
    headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

async function workbook(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0]!;
  const cells: { row: number; col: number; value: unknown }[] = [];
  sheet.eachRow((row, r) =>
    row.eachCell((cell, c) => cells.push({ row: r, col: c, value: cell.value })),
  );
  return { sheet, cells, texts: cells.map((c) => String(c.value)) };
}

async function json(query: string): Promise<ProgressReport> {
  const res = await t.app.inject({
    url: `/api/reports/progress${query}`,
    headers: bearer(admin),
  });
  return res.json<{ data: ProgressReport }>().data;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  home = await makeCompany(t, { name: 'सुन्दर नगरपालिका' });
  await t.ctx.db
    .updateTable('companies')
    .set({
      description: 'नगर कार्यपालिकाको कार्यालय',
      // The free text repeats the municipality and the district (issue 27).
      address: 'वडा नं. १, पोखरा, कास्की',
      municipality: 'पोखरा महानगरपालिका',
      province: 'गण्डकी',
      district: 'कास्की',
    })
    .where('id', '=', home)
    .execute();
  const other = await makeCompany(t);
  admin = await login(t, (await makeUser(t, home, 'admin')).email, TEST_PASSWORD);
  otherAdmin = await login(t, (await makeUser(t, other, 'admin')).email, TEST_PASSWORD);
  sa = await login(t, ADMIN.email, ADMIN.password);
  cats = await t.ctx.db
    .selectFrom('categories')
    .select(['id', 'name', 'name_en'])
    .orderBy('sort_order')
    .execute();
  const fy = await t.ctx.db
    .selectFrom('fiscal_years')
    .select('id')
    .where('year', '=', '2083/84')
    .executeTakeFirstOrThrow();
  const insert = (company: number, fields: Omit<RowFields, 'company' | 'fiscalYear'>) =>
    insertRow(t.ctx.db, { company, fiscalYear: fy.id, ...fields });
  for (const { category, ...fields } of EVENTS)
    await insert(home, { ...fields, categories: category === null ? [] : [cats[category]!.id] });
  // Outside the second trimester, and another municipality's: in neither workbook.
  await insert(home, { title: 'श्रावणको बैठक', date: '2083-04-10', status: 'done' });
  await insert(other, { title: 'अर्को पालिकाको कार्यक्रम', date: '2083-08-02', status: 'done' });
});
afterAll(() => t.close());

describe('GET /api/reports/progress.xlsx', () => {
  it('sends an .xlsx file with an ASCII file name and the UTF-8 one', async () => {
    const res = await download('?trimester=2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="progress-2083-84-t2\.xlsx"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      'सुन्दर नगरपालिका progress-2083-84-t2.xlsx',
    );
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const whole = await download('');
    expect(String(whole.headers['content-disposition'])).toContain(
      'filename="progress-2083-84.xlsx"',
    );
  });

  it('holds the letterhead, the period, every event by first category, totals and signatures', async () => {
    const res = await download('?trimester=2');
    const { sheet, cells, texts } = await workbook(res.rawPayload);
    const report = await json('?trimester=2&detail=events');
    expect(texts[0]).toBe('सुन्दर नगरपालिका');
    expect(texts).toContain('नगर कार्यपालिकाको कार्यालय');
    // Each place once: not 'वडा नं. १, पोखरा, कास्की, पोखरा महानगरपालिका, कास्की, गण्डकी'.
    expect(texts).toContain('वडा नं. १, पोखरा महानगरपालिका, कास्की, गण्डकी');
    expect(texts.some((s) => s.includes('आर्थिक वर्ष २०८३/८४') && s.includes('दोस्रो चौमासिक'))).toBe(
      true,
    );
    expect(texts.some((s) => s.includes(toDevanagariDigits('2083-08-01')))).toBe(true);

    // Every event of the period, once, under its first category's heading.
    const titleRows = (title: string) => cells.filter((c) => c.col === 2 && c.value === title);
    const inPeriod = EVENTS.filter((e) => e.date >= '2083-08-01' && e.date <= '2083-11-30');
    expect(report.events).toHaveLength(inPeriod.length);
    for (const e of inPeriod) {
      const [at] = titleRows(e.title);
      expect(at, e.title).toBeDefined();
      expect(titleRows(e.title)).toHaveLength(1);
      const heading = e.category === null ? 'विषयगत क्षेत्र नतोकिएको' : cats[e.category]!.name;
      const headings = cells.filter(
        (c) => c.col === 1 && c.row < at!.row && texts[cells.indexOf(c)] === heading,
      );
      expect(headings.length, `${e.title} under ${heading}`).toBeGreaterThan(0);
    }
    expect(texts).not.toContain('श्रावणको बैठक');
    expect(texts).not.toContain('अर्को पालिकाको कार्यक्रम');

    // A row as the report prints it: BS date text, status in words, numbers as numbers.
    const water = sheet.getRow(titleRows('खानेपानी योजना हस्तान्तरण')[0]!.row);
    expect(water.getCell(1).value).toBe('२०८३-०८-०२');
    expect(water.getCell(4).value).toBe('सम्पन्न भएको');
    expect(water.getCell(5).value).toBe(100);
    expect(water.getCell(6).value).toBe(1_234_567);
    // Grouped by lakh and crore in Nepali (exceljs reads the format back without its escapes).
    expect(water.getCell(6).numFmt).toContain('[>=100000]');
    expect(water.getCell(8).value).toBe('२०८३-०८-०३');
    expect(water.getCell(9).value).toBe('३०० घरधुरीमा धारा');
    const late = sheet.getRow(titleRows('विपद् पूर्वतयारी तालिम')[0]!.row);
    expect(late.getCell(4).value).toBe('म्याद नाघेको');
    const camp = sheet.getRow(titleRows('स्वास्थ्य शिविर')[0]!.row);
    expect(camp.getCell(9).value).toBe('चिकित्सक अभाव');
    const fair = sheet.getRow(titleRows('कृषि मेला')[0]!.row);
    expect(fair.getCell(9).value).toBe('कारण खुलाइएको छैन');

    // The totals row carries the report's own totals.
    const total = cells.find((c) => c.col === 1 && String(c.value).startsWith('जम्मा'))!;
    const totals = sheet.getRow(total.row);
    expect(totals.getCell(5).value).toBe(report.totals.physical_progress);
    expect(totals.getCell(6).value).toBe(report.totals.budget);
    expect(totals.getCell(7).value).toBe(report.totals.spent);
    expect(report.totals.budget).toBe(1_234_567 + 5_000_000);
    const figure = (label: string) =>
      sheet.getRow(cells.find((c) => c.col === 1 && c.value === label)!.row).getCell(5).value;
    expect(figure('वित्तीय प्रगति')).toBe(report.totals.financial_progress);
    expect(figure('भौतिक प्रगति (%)')).toBe(report.totals.physical_progress);
    expect(figure('म्याद नाघेको')).toBe(report.totals.overdue);
    // The completion rate says what it is of, beside it (issue 27).
    const rate = sheet.getRow(
      cells.find((c) => c.col === 1 && String(c.value).startsWith('सम्पन्न दर'))!.row,
    );
    expect(rate.getCell(5).value).toBe(report.totals.completion_rate);
    expect(report.totals.due).toBeGreaterThan(0);
    expect(rate.getCell(6).value).toBe(
      `म्याद पुगेका ${toDevanagariDigits(String(report.totals.due))} मध्ये ${toDevanagariDigits(String(report.totals.due_done))}`,
    );
    for (const label of ['तयार गर्ने', 'जाँच गर्ने', 'स्वीकृत गर्ने']) expect(texts).toContain(label);
  });

  it('speaks English to an English caller', async () => {
    const { texts } = await workbook((await download('?trimester=2', admin, 'en')).rawPayload);
    for (const heading of [
      'Date',
      'Event',
      'Responsible',
      'Status',
      'Progress (%)',
      'Outcome or reason',
    ])
      expect(texts).toContain(heading);
    expect(texts).toContain('Done');
    expect(texts).toContain('No reason given');
    // The categories' headings by their English names (docs/behaviour.md §6).
    for (const c of [cats[0]!, cats[1]!, cats[2]!]) {
      expect(c.name_en).toBeTruthy();
      expect(texts).toContain(c.name_en);
      expect(texts).not.toContain(c.name);
    }
    expect(texts).toContain('No category');
    expect(texts.some((s) => / of the \d+ whose date has come$/.test(s))).toBe(true);
    expect(texts).toContain('2083-08-02');
    expect(texts.some((s) => s.includes('Fiscal year 2083/84'))).toBe(true);
    for (const label of ['Prepared by', 'Checked by', 'Approved by'])
      expect(texts).toContain(label);
  });

  it('has the by-ward and by-branch sheets: here every event is the whole municipality’s, none has a branch', async () => {
    const res = await download('?trimester=2');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['प्रगति', 'वडागत', 'शाखागत']);
    const report = await json('?trimester=2');
    for (const [name, label] of [
      ['वडागत', 'पालिका स्तरीय'],
      ['शाखागत', 'शाखा नतोकिएको'],
    ] as const) {
      const sheet = wb.getWorksheet(name)!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      const row = rows.find((r) => r[0] === label)!;
      expect(row, name).toBeDefined();
      expect(row.slice(1, 3)).toEqual([report.totals.events, report.totals.done]);
      expect(rows.find((r) => r[0] === 'जम्मा')?.[1]).toBe(report.totals.events);
    }
  });

  it('says so in a workbook for a period without events', async () => {
    const { texts } = await workbook((await download('?trimester=3')).rawPayload);
    expect(texts).toContain('यस अवधिमा कुनै कार्यक्रम छैन।');
    expect(texts.some((s) => s.startsWith('जम्मा'))).toBe(true);
  });

  it('follows the report’s rules: 404 for another municipality, 422 for a bad query', async () => {
    expect((await download(`?company_id=${home}`, otherAdmin)).statusCode).toBe(404);
    expect((await download(`?company_id=${home}`, sa)).statusCode).toBe(200);
    const bad = await download('?trimester=9');
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect((await t.app.inject({ url: '/api/reports/progress.xlsx' })).statusCode).toBe(401);
  });
});
