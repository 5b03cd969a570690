import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressReport, ReportEvent } from '@karyayojana/contracts';
import { addBsDays, bsToString, parseBs } from '@karyayojana/nepali-calendar';
import { createClock } from '../../lib/clock.js';
import { makeCompany, makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import {
  byDate,
  countFigures,
  insertRow,
  type ProgressRow,
  type RowFields,
} from './testing/progress-rows.js';

// GET /api/reports/progress: every figure against a count made here from the rows this file
// writes, on a fixed clock: 2026-11-21 in Kathmandu is BS 2083-08-05, in 2083/84 (active).
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));
const TODAY_AD = '2026-11-21';

let t: TestApp;
let tokens: { sa: string; admin: string; user: string; otherAdmin: string };
let home: number;
let other: number;
let fy: { id: number; start: string; end: string };
/** The categories in their order (sort_order, then id), as the report ranks them. */
let ranked: { id: number; name: string; name_en: string | null }[];
const rows: ProgressRow[] = [];

const insert = async (company: number, fields: Omit<RowFields, 'company' | 'fiscalYear'>) => {
  const row = await insertRow(t.ctx.db, { company, fiscalYear: fy.id, ...fields });
  rows.push(row);
  return row;
};
const expected = (of: ProgressRow[]) => countFigures(of, TODAY_AD);
const ofHome = () => rows.filter((r) => r.company === home);
const firstCategory = (r: ProgressRow) => ranked.find((c) => r.categories.includes(c.id)) ?? null;
const listed = (r: ProgressRow): ReportEvent => ({
  id: r.id,
  title: r.title,
  date: r.date,
  ad_date: r.ad_date,
  time: r.time,
  assignTo: r.assign_to,
  status: r.status,
  overdue: r.status === 'notDone' && r.ad_date < TODAY_AD,
  category: firstCategory(r),
  planned_date: r.date,
  completed_date: r.completed_date,
  outcome: r.outcome,
  status_reason: r.status_reason,
  progress: r.progress,
  budget: r.budget,
  spent: r.spent,
});

async function report(query: string, token = tokens.admin): Promise<ProgressReport> {
  const res = await t.app.inject({ url: `/api/reports/progress${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ProgressReport }>().data;
}

/** A small fixed-seed generator: the same plan every run. */
let seed = 14;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  home = await makeCompany(t, { name: 'क नगरपालिका' });
  other = await makeCompany(t, { name: 'ख नगरपालिका' });
  const [admin, user, otherAdmin] = [
    await makeUser(t, home, 'admin'),
    await makeUser(t, home, 'user'),
    await makeUser(t, other, 'admin'),
  ];
  tokens = {
    sa: await login(t, ADMIN.email, ADMIN.password),
    admin: await login(t, admin.email, TEST_PASSWORD),
    user: await login(t, user.email, TEST_PASSWORD),
    otherAdmin: await login(t, otherAdmin.email, TEST_PASSWORD),
  };
  const year = await t.ctx.db
    .selectFrom('fiscal_years')
    .selectAll()
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  fy = { id: year.id, start: year.start_date, end: year.end_date };
  // The categories' order is not their ids' order: the first category follows sort_order.
  const cats = await t.ctx.db
    .selectFrom('categories')
    .select(['id', 'name', 'name_en'])
    .orderBy('id')
    .execute();
  for (const [i, c] of cats.entries())
    await t.ctx.db
      .updateTable('categories')
      .set({ sort_order: cats.length - i })
      .where('id', '=', c.id)
      .execute();
  ranked = [...cats].reverse();

  // A year of events in every status, every third day of it.
  const days: string[] = [];
  for (let d = parseBs(fy.start)!; bsToString(d) <= fy.end; d = addBsDays(d, 3))
    days.push(bsToString(d));
  for (let n = 0; n < 90; n++) {
    const status = pick(['done', 'done', 'notDone', 'notDone', 'postponed', 'canceled'] as const);
    await insert(home, {
      date: pick(days),
      time: pick(['09:00', '10:00', '14:30']),
      status,
      assign_to: pick([null, 'योजना शाखा', 'वडा नं. ३', 'स्वास्थ्य शाखा']),
      progress: random() < 0.7 ? Math.floor(random() * 101) : null,
      budget: random() < 0.6 ? Math.floor(random() * 500) * 1_000 : null,
      spent: random() < 0.6 ? Math.floor(random() * 600) * 1_000 : null,
      outcome: status === 'done' ? 'सम्पन्न भयो' : null,
      status_reason: status === 'postponed' || status === 'canceled' ? 'बजेट अभाव' : null,
      categories: pick([[], [cats[0]!.id], [cats[0]!.id, cats[3]!.id], [cats[2]!.id]]),
    });
  }
  // A metropolis's money: sums beyond 32 bits (bigint and numeric on PostgreSQL).
  await insert(home, { date: '2083-09-10', budget: 9_000_000_000, spent: 4_500_000_000 });
  // Another municipality's events in the same year: never in home's report.
  for (let n = 0; n < 12; n++)
    await insert(other, { date: pick(days), status: pick(['done', 'notDone'] as const) });
});
afterAll(() => t.close());

describe('GET /api/reports/progress: the year', () => {
  it('counts the own municipality’s active year as the test counts its rows', async () => {
    const r = await report('');
    expect(r.company).toEqual({ id: home, name: 'क नगरपालिका' });
    expect(r.fiscal_year).toMatchObject({ id: fy.id, year: '2083/84' });
    expect(r).toMatchObject({ trimester: null, period: { start: fy.start, end: fy.end } });
    expect(r.today).toBe('2083-08-05');
    expect(r.totals).toEqual(expected(ofHome()));
    expect(r.totals.budget).toBeGreaterThan(2 ** 32);
    expect(r.totals.overdue).toBeGreaterThan(0);
    expect(r.events).toBeUndefined();
  });

  it('breaks the figures down by first category, responsible, BS month and trimester', async () => {
    const r = await report(`?fiscal_year_id=${fy.id}`, tokens.user);
    const mine = ofHome();
    const categoryOf = (row: ProgressRow) => firstCategory(row)?.id ?? null;
    const categories = [...ranked, null].filter((c) =>
      mine.some((row) => categoryOf(row) === (c?.id ?? null)),
    );
    expect(r.by_category).toEqual(
      categories.map((c) => ({
        id: c?.id ?? null,
        name: c?.name ?? null,
        name_en: c?.name_en ?? null,
        ...expected(mine.filter((row) => categoryOf(row) === (c?.id ?? null))),
      })),
    );
    const names = [...new Set(mine.map((row) => row.assign_to))];
    expect(r.by_assignee).toHaveLength(names.length);
    for (const name of names)
      expect(r.by_assignee.find((a) => a.name === name)).toEqual({
        name,
        ...expected(mine.filter((row) => row.assign_to === name)),
      });
    expect(r.by_assignee.at(-1)?.name).toBeNull();

    // Every month of the year in its order (Shrawan first), those without events too.
    const months = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3].map((month) => ({
      year: month >= 4 ? 2083 : 2084,
      month,
    }));
    const inMonth = (m: { year: number; month: number }) =>
      mine.filter((row) => row.date.startsWith(bsToString({ ...m, day: 1 }).slice(0, 8)));
    expect(r.by_month).toEqual(months.map((m) => ({ ...m, ...expected(inMonth(m)) })));
    const trimesterOf = (month: number) =>
      month >= 4 && month <= 7 ? 1 : month <= 11 && month >= 8 ? 2 : 3;
    expect(r.by_trimester).toEqual(
      [1, 2, 3].map((n) => ({
        trimester: n,
        ...expected(mine.filter((row) => trimesterOf(Number(row.date.slice(5, 7))) === n)),
      })),
    );
  });

  it('lists the overdue, oldest first, and the next seven days not done', async () => {
    const r = await report('');
    const mine = ofHome().sort(byDate);
    expect(r.overdue).toEqual(
      mine.filter((row) => row.status === 'notDone' && row.ad_date < TODAY_AD).map(listed),
    );
    expect(r.overdue.length).toBe(r.totals.overdue);
    expect(r.upcoming).toEqual(
      mine
        .filter((row) => row.status === 'notDone')
        .filter((row) => row.ad_date >= TODAY_AD && row.ad_date <= '2026-11-27')
        .map(listed),
    );
  });

  it('sends every event of the period in date order with detail=events', async () => {
    const r = await report('?detail=events');
    expect(r.events).toEqual(ofHome().sort(byDate).map(listed));
  });
});

describe('GET /api/reports/progress: from the read cache', () => {
  it('answers 304 to a client holding the answer, and anew after any change to the plan', async () => {
    const first = await t.app.inject({
      url: '/api/reports/progress',
      headers: bearer(tokens.admin),
    });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      url: '/api/reports/progress',
      headers: { ...bearer(tokens.admin), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const row = ofHome().find((r) => r.status === 'notDone' && r.ad_date < TODAY_AD)!;
    await t.ctx.db.updateTable('events').set({ status: 'done' }).where('id', '=', row.id).execute();
    row.status = 'done';
    await t.ctx.db
      .updateTable('companies')
      .set({ name: 'क नगरपालिका (नयाँ)', updated_at: new Date().toISOString() })
      .where('id', '=', home)
      .execute();
    try {
      const changed = await t.app.inject({
        url: '/api/reports/progress',
        headers: { ...bearer(tokens.admin), 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      const data = changed.json<{ data: ProgressReport }>().data;
      expect(data.totals).toEqual(expected(ofHome()));
      expect(data.company.name).toBe('क नगरपालिका (नयाँ)');
    } finally {
      await t.ctx.db
        .updateTable('companies')
        .set({ name: 'क नगरपालिका', updated_at: new Date(Date.now() + 1000).toISOString() })
        .where('id', '=', home)
        .execute();
    }
  });
});

describe('GET /api/reports/progress: whose report', () => {
  it('answers 404 to an admin or user naming another municipality', async () => {
    for (const token of [tokens.admin, tokens.user]) {
      const res = await t.app.inject({
        url: `/api/reports/progress?company_id=${other}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('gives each municipality its own events only; the Super-Admin names one', async () => {
    expect((await report(`?company_id=${home}`)).totals).toEqual(expected(ofHome()));
    const theirs = await report('', tokens.otherAdmin);
    expect(theirs.totals).toEqual(expected(rows.filter((r) => r.company === other)));
    expect(await report(`?company_id=${other}`, tokens.sa)).toEqual(theirs);
    const missing = await t.app.inject({
      url: '/api/reports/progress?company_id=99999999',
      headers: bearer(tokens.sa),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/reports/progress' })).statusCode).toBe(401);
  });
});

describe('GET /api/reports/progress: asking', () => {
  it.each([
    'trimester=4',
    'trimester=0',
    'trimester=1.5',
    'detail=all',
    'fiscal_year_id=abc',
    'company_id=-1',
  ])('answers 422 for %s', async (query) => {
    const res = await t.app.inject({
      url: `/api/reports/progress?${query}`,
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('answers 422 on fiscal_year_id for a year that does not exist', async () => {
    const res = await t.app.inject({
      url: '/api/reports/progress?fiscal_year_id=99999999999',
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { fiscal_year_id: [expect.any(String)] } });
  });

  it('reports a year without events with zeros and no rates', async () => {
    const previous = await t.ctx.db
      .selectFrom('fiscal_years')
      .select('id')
      .where('year', '=', '2082/83')
      .executeTakeFirstOrThrow();
    const r = await report(`?fiscal_year_id=${previous.id}&trimester=2`);
    expect(r.totals).toEqual(expected([]));
    expect(r.by_category).toEqual([]);
    expect(r.by_month.map((m) => m.month)).toEqual([8, 9, 10, 11]);
    expect(r.overdue).toEqual([]);
  });

  it('takes the year holding today when none is active, and says so when there is none', async () => {
    const before = await t.ctx.db.selectFrom('fiscal_years').selectAll().execute();
    try {
      await t.ctx.db.updateTable('fiscal_years').set({ status: 0 }).execute();
      expect((await report('')).fiscal_year.id).toBe(fy.id);
      await t.ctx.db.updateTable('fiscal_years').set({ start_date: '2099-01-01' }).execute();
      const res = await t.app.inject({
        url: '/api/reports/progress',
        headers: bearer(tokens.admin),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { fiscal_year_id: [expect.any(String)] } });
    } finally {
      for (const y of before)
        await t.ctx.db
          .updateTable('fiscal_years')
          .set({ status: y.status, start_date: y.start_date })
          .where('id', '=', y.id)
          .execute();
    }
  });
});
