import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompaniesProgress, CompanyProgress } from '@karyayojana/contracts';
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
  countFigures,
  insertRow,
  type ProgressRow,
  type RowFields,
} from './testing/progress-rows.js';

// GET /api/reports/progress/companies: the Super-Admin's national table, one row per
// municipality (those without a plan too), checked against the rows this file writes.
// 2026-11-21 in Kathmandu is BS 2083-08-05; 2083/84 is the active year.
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));
const TODAY_AD = '2026-11-21';

let t: TestApp;
let sa: string;
let admin: string;
let user: string;
let fy: number;
let previousFy: number;
const rows: ProgressRow[] = [];
const companies: { id: number; name: string; province: string | null; district: string | null }[] =
  [];

async function company(name: string, province: string | null, district: string | null) {
  const id = await makeCompany(t, { name });
  await t.ctx.db
    .updateTable('companies')
    .set({ province, district, municipality: name })
    .where('id', '=', id)
    .execute();
  companies.push({ id, name, province, district });
  return id;
}

let stamp = Date.parse('2026-11-01T00:00:00Z');
async function event(company: number, date: string, fields: Partial<RowFields> = {}) {
  // Each row changed a minute after the last: the last update is the greatest.
  const updated_at = new Date((stamp += 60_000)).toISOString();
  rows.push(await insertRow(t.ctx.db, { company, fiscalYear: fy, date, updated_at, ...fields }));
}

/** The row the test expects for a municipality, from its own count. */
function expected(c: (typeof companies)[number]): CompanyProgress {
  const of = rows.filter((r) => r.company === c.id && r.fiscalYear === fy);
  const f = countFigures(of, TODAY_AD);
  return {
    company: { ...c, municipality: c.name },
    events: f.events,
    done: f.done,
    overdue: f.overdue,
    due: f.due,
    due_done: f.due_done,
    completion_rate: f.completion_rate,
    physical_progress: f.physical_progress,
    budget: f.budget,
    spent: f.spent,
    financial_progress: f.financial_progress,
    last_update: of.length
      ? of
          .map((r) => r.updated_at)
          .sort()
          .at(-1)!
      : null,
  };
}

async function table(query = '', token = sa) {
  const res = await t.app.inject({
    url: `/api/reports/progress/companies${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CompaniesProgress>();
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const yearId = async (label: string) =>
    (
      await t.ctx.db
        .selectFrom('fiscal_years')
        .select('id')
        .where('year', '=', label)
        .executeTakeFirstOrThrow()
    ).id;
  fy = await yearId('2083/84');
  previousFy = await yearId('2082/83');
  const kathmandu = await company('काठमाडौं महानगरपालिका', 'बागमती', 'काठमाडौं');
  const lalitpur = await company('ललितपुर महानगरपालिका', 'बागमती', 'ललितपुर');
  const pokhara = await company('पोखरा महानगरपालिका', 'गण्डकी', 'कास्की');
  await company('बिना योजना गाउँपालिका', 'गण्डकी', 'कास्की');
  await company('ठेगाना नभएको नगरपालिका', null, null);
  const statuses = ['done', 'notDone', 'postponed', 'canceled', 'notDone', 'done'] as const;
  for (let n = 0; n < 24; n++) {
    await event(kathmandu, `2083-0${4 + (n % 6)}-${String(1 + n).padStart(2, '0')}`, {
      status: statuses[n % statuses.length]!,
      progress: n % 3 ? n * 4 : null,
      budget: n % 2 ? 100_000 * n : null,
      spent: n % 4 ? 60_000 * n : null,
    });
  }
  for (const date of ['2083-05-01', '2083-09-15', '2084-02-01'])
    await event(lalitpur, date, { status: 'done', budget: 3_000_000_000, spent: 3_100_000_000 });
  // Pokhara's plan is last year's only: no plan for 2083/84.
  await event(pokhara, '2082-06-01', { fiscalYear: previousFy });
  sa = await login(t, ADMIN.email, ADMIN.password);
  const home = companies[0]!.id;
  admin = await login(t, (await makeUser(t, home, 'admin')).email, TEST_PASSWORD);
  user = await login(t, (await makeUser(t, home, 'user')).email, TEST_PASSWORD);
});
afterAll(() => t.close());

describe('GET /api/reports/progress/companies', () => {
  it('has one row per municipality, by name, with the test’s own counts; never the owner', async () => {
    const body = await table();
    expect(body.fiscal_year).toEqual({ id: fy, year: '2083/84' });
    expect(body.today).toBe('2083-08-05');
    // By name, as the database orders text.
    const byName = [...companies].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(body.data).toEqual(byName.map(expected));
    expect(body.data).toHaveLength(companies.length);
    expect(body.without_plan).toBe(body.data.filter((d) => d.events === 0).length);
    expect(body.without_plan).toBe(3);
  });

  it('lists a municipality without a plan for the year with zeros and no rates', async () => {
    const body = await table(`?fiscal_year_id=${fy}`);
    const pokhara = body.data.find((d) => d.company.name === 'पोखरा महानगरपालिका');
    expect(pokhara).toMatchObject({
      events: 0,
      done: 0,
      overdue: 0,
      due: 0,
      completion_rate: null,
      physical_progress: null,
      budget: 0,
      spent: 0,
      financial_progress: null,
      last_update: null,
    });
    const last = await table(`?fiscal_year_id=${previousFy}`);
    expect(last.data.find((d) => d.company.name === 'पोखरा महानगरपालिका')?.events).toBe(1);
    expect(last.without_plan).toBe(companies.length - 1);
  });

  it('filters by province and district', async () => {
    const names = async (query: string) => (await table(query)).data.map((d) => d.company.name);
    const province = encodeURIComponent('गण्डकी');
    expect((await names(`?province=${province}`)).sort()).toEqual(
      ['पोखरा महानगरपालिका', 'बिना योजना गाउँपालिका'].sort(),
    );
    expect(
      await names(
        `?province=${encodeURIComponent('बागमती')}&district=${encodeURIComponent('ललितपुर')}`,
      ),
    ).toEqual(['ललितपुर महानगरपालिका']);
    expect(await names(`?province=Bagmati&district=Lalitpur`)).toEqual(['ललितपुर महानगरपालिका']);
    expect(await names(`?district=${encodeURIComponent('कहीँ नभएको')}`)).toEqual([]);
    const filtered = await table(`?province=${province}`);
    expect(filtered.without_plan).toBe(2);
  });

  it('refuses admins and users (403), and the signed-out (401)', async () => {
    for (const token of [admin, user]) {
      const res = await t.app.inject({
        url: '/api/reports/progress/companies',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ url: '/api/reports/progress/companies' })).statusCode).toBe(401);
  });

  it.each(['fiscal_year_id=99999999', 'fiscal_year_id=x', `province=${'x'.repeat(101)}`])(
    'answers 422 for %s',
    async (query) => {
      const res = await t.app.inject({
        url: `/api/reports/progress/companies?${query}`,
        headers: bearer(sa),
      });
      expect(res.statusCode, res.body).toBe(422);
    },
  );
});
