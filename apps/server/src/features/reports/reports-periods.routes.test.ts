import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressReport } from '@karyayojana/contracts';
import { addBsDays, bsToString, daysInBsMonth } from '@karyayojana/nepali-calendar';
import { createClock } from '../../lib/clock.js';
import { makeCompany, makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';
import { bearer, createTestApp, login, type TestApp } from '../../../test/support/test-app.js';
import {
  byDate,
  countFigures,
  insertRow,
  type ProgressRow,
  type RowFields,
} from './testing/progress-rows.js';

// The report's periods: trimesters and their boundaries, and "today" at Nepal's midnight.
// The clock moves: 2026-11-21 06:00 UTC is BS 2083-08-05 in Kathmandu, in 2083/84 (active).
let now = new Date('2026-11-21T06:00:00Z');
const clock = createClock('Asia/Kathmandu', () => now);
const TODAY_AD = '2026-11-21';

let t: TestApp;
let admin: string;
let home: number;
let fy: number;
const rows: ProgressRow[] = [];

const insert = async (fields: Omit<RowFields, 'company' | 'fiscalYear'>, company = home) => {
  const row = await insertRow(t.ctx.db, { company, fiscalYear: fy, ...fields });
  if (company === home) rows.push(row);
  return row;
};
const lastOf = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}-${daysInBsMonth(year, month)}`;

async function report(query: string): Promise<ProgressReport> {
  const res = await t.app.inject({ url: `/api/reports/progress${query}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ProgressReport }>().data;
}

const edges = {
  lastOfKartik: lastOf(2083, 7),
  firstOfMangsir: '2083-08-01',
  lastOfFalgun: lastOf(2083, 11),
  firstOfChaitra: '2083-12-01',
  lastOfChaitra: lastOf(2083, 12),
  newYear: '2084-01-01',
  lastOfAsar: lastOf(2084, 3),
  firstOfShrawan: '2083-04-01',
};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  home = await makeCompany(t);
  admin = await login(t, (await makeUser(t, home, 'admin')).email, TEST_PASSWORD);
  fy = (
    await t.ctx.db
      .selectFrom('fiscal_years')
      .select('id')
      .where('year', '=', '2083/84')
      .executeTakeFirstOrThrow()
  ).id;
  const statuses = ['done', 'notDone', 'postponed', 'canceled'] as const;
  for (const [n, [name, date]] of Object.entries(edges).entries()) {
    const row = await insert({
      date,
      status: statuses[n % 4]!,
      progress: 10 * n,
      budget: 1000 * n,
      spent: 900 * n,
    });
    ids[name] = row.id;
  }
  // Every fifth day of the year besides.
  let day = { year: 2083, month: 4, day: 3 };
  for (let n = 0; bsToString(day) <= edges.lastOfAsar; n++, day = addBsDays(day, 5))
    await insert({ date: bsToString(day), status: statuses[n % 4]!, progress: n % 101 });
});
afterAll(() => t.close());

describe('GET /api/reports/progress?trimester=', () => {
  it.each([
    [1, '2083-04-01', edges.lastOfKartik, [4, 5, 6, 7]],
    [2, '2083-08-01', edges.lastOfFalgun, [8, 9, 10, 11]],
    [3, '2083-12-01', edges.lastOfAsar, [12, 1, 2, 3]],
  ])('trimester %i runs %s to %s and counts its events only', async (n, start, end, months) => {
    const r = await report(`?trimester=${n}&detail=events`);
    expect(r).toMatchObject({ trimester: n, period: { start, end } });
    const inside = rows.filter((row) => row.date >= start && row.date <= end);
    expect(r.totals).toEqual(countFigures(inside, TODAY_AD));
    expect(r.by_trimester).toEqual([{ trimester: n, ...countFigures(inside, TODAY_AD) }]);
    expect(r.events?.map((e) => e.id)).toEqual(inside.sort(byDate).map((row) => row.id));
    expect(r.by_month.map((m) => m.month)).toEqual(months);
  });

  it('puts the last day of Kartik in the first, Mangsir 1 in the second, Chaitra to Asar in the third', async () => {
    const of = async (n: number) =>
      (await report(`?trimester=${n}&detail=events`)).events!.map((e) => e.id);
    const [one, two, three] = [await of(1), await of(2), await of(3)];
    expect(one).toEqual(expect.arrayContaining([ids.firstOfShrawan, ids.lastOfKartik]));
    expect(two).not.toContain(ids.lastOfKartik);
    expect(two).toEqual(expect.arrayContaining([ids.firstOfMangsir, ids.lastOfFalgun]));
    expect(one).not.toContain(ids.firstOfMangsir);
    // The third spans the BS new year: Chaitra 2083 to Asar 2084.
    expect(three).toEqual(
      expect.arrayContaining([ids.firstOfChaitra, ids.lastOfChaitra, ids.newYear, ids.lastOfAsar]),
    );
    expect(two).not.toContain(ids.firstOfChaitra);
    expect(one.length + two.length + three.length).toBe(rows.length);
  });

  it('gives the year’s three trimesters, adding up to the year', async () => {
    const r = await report('');
    expect(r.by_trimester.map((x) => x.trimester)).toEqual([1, 2, 3]);
    expect(r.by_trimester.reduce((n, x) => n + x.events, 0)).toBe(r.totals.events);
    expect(r.totals).toEqual(countFigures(rows, TODAY_AD));
  });
});

describe('overdue at Nepal’s midnight', () => {
  it('turns a not-done event of today overdue at 00:00 in Kathmandu (18:15 UTC), whatever the zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    const c = await makeCompany(t);
    const mine = await login(t, (await makeUser(t, c, 'user')).email, TEST_PASSWORD);
    const today = await insert({ date: '2083-08-05' }, c);
    const at = async (iso: string) => {
      now = new Date(iso);
      const res = await t.app.inject({ url: '/api/reports/progress', headers: bearer(mine) });
      return res.json<{ data: ProgressReport }>().data;
    };
    try {
      const before = await at('2026-11-21T18:14:00Z'); // 23:59 on 2026-11-21 in Kathmandu
      expect(before.today).toBe('2083-08-05');
      expect(before.totals).toMatchObject({ overdue: 0, due: 0, completion_rate: null });
      expect(before.upcoming.map((e) => e.id)).toEqual([today.id]);
      const after = await at('2026-11-21T18:16:00Z'); // 00:01 on 2026-11-22
      expect(after.today).toBe('2083-08-06');
      expect(after.totals).toMatchObject({ overdue: 1, due: 1, completion_rate: 0 });
      expect(after.overdue).toMatchObject([{ id: today.id, overdue: true }]);
      expect(after.upcoming).toEqual([]);
    } finally {
      now = new Date('2026-11-21T06:00:00Z');
      process.env.TZ = zone;
    }
  });

  it('lists at most 100 overdue events, the oldest first, and counts them all', async () => {
    const c = await makeCompany(t);
    const mine = await login(t, (await makeUser(t, c, 'user')).email, TEST_PASSWORD);
    const made: ProgressRow[] = [];
    let day = { year: 2083, month: 4, day: 1 };
    for (let n = 0; n < 105; n++, day = addBsDays(day, n % 2))
      made.push(await insert({ date: bsToString(day), time: n % 3 ? '09:00' : '11:00' }, c));
    const res = await t.app.inject({ url: '/api/reports/progress', headers: bearer(mine) });
    const r = res.json<{ data: ProgressReport }>().data;
    expect(r.totals.overdue).toBe(105);
    expect(r.overdue.map((e) => e.id)).toEqual(
      made
        .sort(byDate)
        .slice(0, 100)
        .map((row) => row.id),
    );
  });
});
