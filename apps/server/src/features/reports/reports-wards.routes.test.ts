import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStatus, ProgressReport } from '@karyayojana/contracts';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { countFigures, type ProgressRow } from './testing/progress-rows.js';

// The progress report by ward (वडागत) and by branch (शाखागत), and its ward and branch filters
// (issue 28). Events are made through the API with their wards and branch; their outcomes are
// then written straight into the database, and every figure is counted again here.
// The world's clock: 2026-11-21 in Kathmandu, BS 2083-08-05, in 2083/84.
const TODAY_AD = '2026-11-21';

let w: World;
let api: ReturnType<typeof client>;
let fy: number;
let planning: number;
let health: number;

interface Made extends ProgressRow {
  wards: number[];
  branch: number | null;
}
const made: Made[] = [];

const STATUSES: EventStatus[] = ['done', 'notDone', 'postponed', 'canceled'];
const WARDS = [[], [1], [2], [1, 3], [3]];

async function report(query = '', token = w.admin): Promise<ProgressReport> {
  const res = await api.call('GET', `/api/reports/progress?fiscal_year_id=${fy}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ProgressReport }>().data;
}

const figuresOf = (rows: Made[]) => countFigures(rows, TODAY_AD);

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  const count = await api.call('PUT', '/api/ward-count', w.sa, {
    company_id: w.home,
    ward_count: 9,
  });
  expect(count.statusCode, count.body).toBe(200);
  const branch = async (name: string, name_en: string) => {
    const res = await api.call('POST', '/api/branches', w.admin, { name, name_en });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  };
  planning = await branch('योजना शाखा', 'Planning');
  health = await branch('स्वास्थ्य शाखा', 'Health');
  const branches = [planning, health, null];
  for (let i = 0; i < 24; i++) {
    // Twelve in the first trimester (Shrawan–Kartik), twelve in the second (from Mangsir).
    const month = i < 12 ? 4 + (i % 4) : 8 + (i % 4);
    const date = `2083-${String(month).padStart(2, '0')}-${String(1 + i).padStart(2, '0')}`;
    const wards = WARDS[i % WARDS.length]!;
    const branchId = branches[i % 3]!;
    const event = await api.createEvent(w.admin, {
      fiscal_year_id: fy,
      title: `कार्यक्रम ${i + 1}`,
      content: 'विवरण',
      date,
      wards,
      ...(branchId === null ? {} : { branch_id: branchId }),
    });
    expect(event.wards).toEqual(wards);
    const outcome = {
      status: STATUSES[i % 4]!,
      progress: (i * 7) % 101,
      budget: 1000 * (i % 3),
      spent: 700 * (i % 4),
    };
    await w.t.ctx.db.updateTable('events').set(outcome).where('id', '=', event.id).execute();
    made.push({
      id: event.id,
      company: w.home,
      fiscalYear: fy,
      title: event.title,
      date,
      ad_date: bsToAdString(date),
      time: '10:00',
      assign_to: null,
      outcome: null,
      status_reason: null,
      completed_date: null,
      categories: [],
      updated_at: '',
      ...outcome,
      wards,
      branch: branchId,
    });
  }
  // Another municipality's event in ward 1 is never counted.
  await api.call('PUT', '/api/ward-count', w.sa, { company_id: w.other, ward_count: 5 });
  await api.createEvent(w.otherAdmin, {
    fiscal_year_id: fy,
    title: 'अर्को पालिका',
    content: 'विवरण',
    date: '2083-05-01',
    wards: [1],
  });
});
afterAll(() => w.t.close());

const inWard = (ward: number | null) => (e: Made) =>
  ward === null ? e.wards.length === 0 : e.wards.includes(ward);

describe('GET /api/reports/progress by ward and branch', () => {
  it('has a row per ward with events, in order, then the municipality-level events', async () => {
    const r = await report();
    expect(r.by_ward?.map((row) => row.ward)).toEqual([1, 2, 3, null]);
    for (const row of r.by_ward ?? []) {
      expect(row, `ward ${row.ward}`).toEqual({
        ward: row.ward,
        ...figuresOf(made.filter(inWard(row.ward))),
      });
    }
    // An event of wards 1 and 3 counts in both: the rows add up to more than the total.
    const counted = (r.by_ward ?? []).reduce((n, row) => n + row.events, 0);
    expect(r.totals.events).toBe(24);
    expect(counted).toBe(24 + made.filter((e) => e.wards.length > 1).length);
  });

  it('has a row per branch with events, in the branches’ order, then the events without one', async () => {
    const r = await report();
    expect(r.by_branch?.map((row) => [row.id, row.name, row.name_en])).toEqual([
      [planning, 'योजना शाखा', 'Planning'],
      [health, 'स्वास्थ्य शाखा', 'Health'],
      [null, null, null],
    ]);
    for (const row of r.by_branch ?? []) {
      expect(row).toMatchObject(figuresOf(made.filter((e) => e.branch === row.id)));
    }
    expect((r.by_branch ?? []).reduce((n, row) => n + row.events, 0)).toBe(24);
  });

  it('counts a trimester’s events only', async () => {
    const r = await report('&trimester=1');
    const first = made.filter((e) => e.date < '2083-08-01');
    for (const row of r.by_ward ?? [])
      expect(row).toMatchObject(figuresOf(first.filter(inWard(row.ward))));
    for (const row of r.by_branch ?? [])
      expect(row).toMatchObject(figuresOf(first.filter((e) => e.branch === row.id)));
  });

  it('gives the municipality’s wards and branches for the filters, and the filters it used', async () => {
    const r = await report();
    expect(r.organisation).toEqual({
      ward_count: 9,
      branches: [
        { id: planning, name: 'योजना शाखा', name_en: 'Planning', active: true },
        { id: health, name: 'स्वास्थ्य शाखा', name_en: 'Health', active: true },
      ],
    });
    expect(r.filters).toEqual({ wards: [], branch_ids: [] });
  });

  it('makes a ward’s own report: every figure and list of that ward’s events', async () => {
    const r = await report('&ward=1&detail=events');
    const mine = made.filter(inWard(1));
    expect(r.filters).toEqual({ wards: [1], branch_ids: [] });
    expect(r.totals).toEqual(figuresOf(mine));
    expect(r.by_ward).toEqual([{ ward: 1, ...figuresOf(mine) }]);
    expect(r.events?.map((e) => e.id).sort()).toEqual(mine.map((e) => e.id).sort());
    expect(r.overdue.every((e) => mine.some((m) => m.id === e.id))).toBe(true);
    const byCategory = r.by_category.reduce((n, row) => n + row.events, 0);
    expect(byCategory).toBe(mine.length);
  });

  it('reads ward 0 as the municipality-level events, and several wards and branches at once', async () => {
    const whole = await report('&ward=0');
    expect(whole.totals).toEqual(figuresOf(made.filter(inWard(null))));
    expect(whole.by_ward?.map((row) => row.ward)).toEqual([null]);

    const some = await report(`&ward=0,3&branch_id=${planning}`);
    const asked = made.filter(
      (e) => (e.wards.length === 0 || e.wards.includes(3)) && e.branch === planning,
    );
    expect(some.filters).toEqual({ wards: [0, 3], branch_ids: [planning] });
    expect(some.totals).toEqual(figuresOf(asked));
    expect(some.by_branch?.map((row) => row.id)).toEqual([planning]);
    for (const row of some.by_ward ?? [])
      expect(row).toMatchObject(figuresOf(asked.filter(inWard(row.ward))));

    const repeated = await report(`&branch_id=${health}&branch_id=${planning}`);
    expect(repeated.filters?.branch_ids).toEqual([planning, health].sort((a, b) => a - b));
    expect(repeated.totals.events).toBe(made.filter((e) => e.branch !== null).length);
  });

  it('refuses a ward or branch that is not a number in range (422)', async () => {
    for (const query of ['ward=abc', 'ward=100', 'ward=-1', 'branch_id=0', 'branch_id=x']) {
      const res = await api.call('GET', `/api/reports/progress?${query}`, w.admin);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('follows a change of wards or a renamed branch through the read cache', async () => {
    const before = await report();
    const ward2 = before.by_ward?.find((row) => row.ward === 2)?.events ?? 0;
    const event = made.find((e) => e.wards.length === 0)!;
    await w.t.ctx.db
      .insertInto('event_wards')
      .values({ event_id: event.id, company_id: w.home, ward: 2 })
      .execute();
    const after = await report();
    expect(after.by_ward?.find((row) => row.ward === 2)?.events).toBe(ward2 + 1);
    await w.t.ctx.db.deleteFrom('event_wards').where('event_id', '=', event.id).execute();

    const renamed = await api.call('PUT', `/api/branches/${health}`, w.admin, {
      name: 'जनस्वास्थ्य शाखा',
      name_en: 'Public health',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = await report();
    expect(again.by_branch?.find((row) => row.id === health)?.name).toBe('जनस्वास्थ्य शाखा');
    expect(again.by_ward?.find((row) => row.ward === 2)?.events).toBe(ward2);
  });

  it('reads the same for an officer limited to a ward: reading is never limited', async () => {
    const r = await report('', w.user);
    expect(r.totals.events).toBe(24);
  });
});

/** A workbook's sheet as rows of values (column A first). */
async function sheets(query: string, lang = 'ne') {
  const res = await w.t.app.inject({
    url: `/api/reports/progress.xlsx?fiscal_year_id=${fy}${query}`,
    headers: { authorization: `Bearer ${w.admin}`, 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return Object.fromEntries(
    wb.worksheets.map((sheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return [sheet.name, rows];
    }),
  );
}

describe('GET /api/reports/progress.xlsx by ward and branch', () => {
  it('has a वडागत and a शाखागत sheet with the report’s rows', async () => {
    const r = await report();
    const book = await sheets('');
    expect(Object.keys(book)).toEqual(['प्रगति', 'वडागत', 'शाखागत']);
    const row = (sheet: string, label: string) => book[sheet]!.find((x) => x[0] === label);
    for (const ward of r.by_ward ?? []) {
      const label = ward.ward === null ? 'पालिका स्तरीय' : `वडा नं ${'०१२३'[ward.ward]}`;
      // Events, done, not done, postponed, canceled, overdue, completion, physical, money.
      expect(row('वडागत', label), label).toEqual([
        label,
        ward.events,
        ward.done,
        ward.notDone,
        ward.postponed,
        ward.canceled,
        ward.overdue,
        ward.completion_rate,
        ward.physical_progress,
        ward.budget,
        ward.spent,
        ward.financial_progress,
      ]);
    }
    expect(row('वडागत', 'जम्मा')?.[1]).toBe(24);
    expect(book['वडागत']!.some((x) => String(x[0]).includes('प्रत्येक वडामा गनिएको'))).toBe(true);
    expect(row('शाखागत', 'योजना शाखा')?.[1]).toBe(r.by_branch?.[0]?.events);
    expect(row('शाखागत', 'शाखा नतोकिएको')?.[1]).toBe(r.by_branch?.at(-1)?.events);
  });

  it('speaks English, and names the ward a filtered workbook is about', async () => {
    const book = await sheets('&ward=1', 'en');
    expect(Object.keys(book)).toEqual(['Progress', 'By ward', 'By branch']);
    expect(book['By ward']!.map((x) => x[0])).toContain('Ward 1');
    expect(book['By branch']!.map((x) => x[0])).toContain('Planning');
    for (const rows of Object.values(book))
      expect(rows.some((x) => x[0] === 'This report: Ward 1')).toBe(true);
    const nepali = await sheets(`&ward=0&branch_id=${planning}`);
    expect(nepali['प्रगति']!.some((x) => x[0] === 'यो प्रतिवेदन: पालिका स्तरीय, योजना शाखा')).toBe(
      true,
    );
  });
});
