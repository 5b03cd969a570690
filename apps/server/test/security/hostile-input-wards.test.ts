import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type Event, type FiscalYear } from '@karyayojana/contracts';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../support/test-app.js';
import { makeCompany, makeUser, TEST_PASSWORD } from '../support/builders.js';
import { multipartBody } from '../support/multipart.js';
import { edgeQuery, hostileLanguage, hostileQuery, hostileString } from '../support/hostile.js';

/*
 * Hostile input for what issue 28 added to the features of exports, imports, the calendar
 * feed and the public plan (the pattern of hostile-input.test.ts, kept apart from it): the
 * `ward` and `branch_id` query parameters of the calendar feed, the public events, the public
 * page and the export, and hostile text in an import's वडा and शाखा cells. Every answer is a
 * 4xx with a JSON `message`, or a real 200 (a file, a page); never a 500, never a hang.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20_820_428);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
const REQUEST_TIMEOUT_MS = 15_000;

let t: TestApp;
let admin: string;
let sa: string;
let feedPath: string;
let fy: FiscalYear;
let branch: number;
const SLUG = 'hostile-wards';

async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload: body });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

beforeAll(async () => {
  t = await createTestApp({}, { mailScheduler: 'off' });
  const company = await makeCompany(t);
  const user = await makeUser(t, company, 'admin');
  sa = await login(t, ADMIN.email, ADMIN.password);
  admin = await login(t, user.email, TEST_PASSWORD);
  await call('PUT', '/api/ward-count', sa, { company_id: company, ward_count: 9 });
  branch = (
    await call<{ data: { id: number } }>('POST', '/api/branches', admin, {
      name: 'लक्षित शाखा',
      name_en: 'Target branch',
    })
  ).data.id;
  const years = (await call<{ data: FiscalYear[] }>('GET', '/api/fiscal-years', admin)).data;
  fy = years.find((y) => y.status === 1) ?? years[0]!;
  await call<{ data: Event[] }>('POST', '/api/events', admin, {
    fiscal_year_id: fy.id,
    title: 'लक्षित कार्यक्रम',
    content: 'विवरण',
    date: fy.startDate,
    wards: [3, 5],
    branch_id: branch,
  });
  await call('PUT', `/api/companies/${company}/public-plan`, admin, { enabled: true, slug: SLUG });
  const url = (await call<{ data: { url: string } }>('GET', '/api/calendar-feed', admin)).data.url;
  feedPath = new URL(url).pathname;
});
afterAll(() => t?.close());

interface Target {
  name: string;
  path: () => string;
  keys: readonly string[];
  /** A success answers a file or a page, not JSON. */
  file: boolean;
  token?: () => string;
}

const TARGETS: Target[] = [
  {
    name: 'GET /ical/:key',
    path: () => feedPath,
    keys: ['ward', 'branch_id', 'category_id', 'status'],
    file: true,
  },
  {
    name: 'GET /api/public/:slug/events',
    path: () => `/api/public/${SLUG}/events`,
    keys: ['ward', 'branch_id', 'fiscal_year_id'],
    file: false,
  },
  { name: 'GET /p/:slug', path: () => `/p/${SLUG}`, keys: ['ward', 'fy', 'lang'], file: true },
  {
    name: 'GET /api/events/export',
    path: () => '/api/events/export',
    keys: ['ward', 'branch_id', 'fiscal_year_id', 'format'],
    file: true,
    token: () => admin,
  },
  {
    name: 'GET /api/events',
    path: () => '/api/events',
    keys: ['ward', 'branch_id', 'fiscal_year_id'],
    file: false,
    token: () => admin,
  },
];

/** One client address per request: the public routes' rate limit is per address. */
let client = 0;

async function send(url: string, headers: Record<string, string>, payload?: Buffer) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer: ${url}`)), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers,
        remoteAddress: `198.51.${Math.floor(++client / 250) % 250}.${client % 250}`,
        ...(payload ? { payload } : {}),
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function checkAnswer(
  where: string,
  file: boolean,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  const said = `${where.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, said).toBeLessThan(500);
  expect([200, 304, 400, 404, 413, 415, 422, 429], said).toContain(res.statusCode);
  const type = String(res.headers['content-type']);
  if (res.statusCode === 200 && file) return;
  // The public page's own 404 is a page.
  if (res.statusCode === 404 && type.startsWith('text/html')) return;
  expect(type, said).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { message?: unknown; code?: unknown };
  if (res.statusCode >= 400) {
    expect(typeof body.message === 'string' && body.message.length > 0, said).toBe(true);
    expect(ERROR_STATUS[body.code as keyof typeof ERROR_STATUS], said).toBe(res.statusCode);
  }
}

async function expectHealthy() {
  const health = await t.app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const feed = await t.app.inject({ url: feedPath });
  expect(feed.statusCode).toBe(200);
}

describe('hostile ward and branch filters', () => {
  let offset = 0;
  for (const target of TARGETS) {
    it(target.name, { timeout: 120_000 }, async () => {
      const headers = (lang?: string): Record<string, string> => ({
        ...(target.token ? bearer(target.token()) : {}),
        ...(lang === undefined ? {} : { 'accept-language': lang }),
      });
      const statuses: number[] = [];
      // Every edge value in each key, then random query strings.
      for (const key of target.keys) {
        for (const q of edgeQuery(key)) {
          const url = `${target.path()}?${q}`;
          const res = await send(url, headers());
          statuses.push(res.statusCode);
          checkAnswer(url, target.file, res);
        }
      }
      await fc.assert(
        fc.asyncProperty(
          hostileQuery(target.keys),
          fc.option(hostileLanguage, { nil: undefined }),
          async (q, lang) => {
            const url = `${target.path()}?${q}`;
            const res = await send(url, headers(lang));
            statuses.push(res.statusCode);
            checkAnswer(url, target.file, res);
          },
        ),
        { numRuns: RUNS, seed: SEED + ++offset },
      );
      await expectHealthy();
      // Some requests reached the route: not all were refused at the door.
      expect(statuses.filter((s) => s === 200).length, String(statuses)).toBeGreaterThan(0);
    });
  }

  it('each filter still filters: a known ward and branch answer their events', async () => {
    const events = async (q: string) =>
      (await send(`/api/public/${SLUG}/events?${q}`, {})).json<{ data: unknown[] }>().data;
    expect(await events('ward=5')).toHaveLength(1);
    expect(await events('ward=4')).toHaveLength(0);
    expect(await events(`branch_id=${branch}`)).toHaveLength(1);
    // A ward that is no number is refused by the API and ignored by the page.
    expect((await send(`/api/public/${SLUG}/events?ward=abc`, {})).statusCode).toBe(422);
    expect((await send(`/api/public/${SLUG}/events?ward=100`, {})).statusCode).toBe(422);
    expect((await send(`/p/${SLUG}?ward=abc`, {})).statusCode).toBe(200);
  });
});

describe('hostile wards and branch cells in an import', () => {
  const csvCell = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const importOf = (wards: string, branchCell: string) => {
    const csv = Buffer.from(
      [
        ['शीर्षक', 'मिति', 'वडा', 'शाखा'].join(','),
        ['कार्यक्रम', fy.startDate, wards, branchCell].map(csvCell).join(','),
      ].join('\r\n'),
    );
    const body = multipartBody({
      fiscal_year_id: String(fy.id),
      dry_run: '1',
      file: { filename: 'plan.csv', content: csv },
    });
    return send('/api/events/import', { ...body.headers, ...bearer(admin) }, body.payload);
  };

  it('is a row error or a refusal, never a 500', { timeout: 120_000 }, async () => {
    const wardWords = fc.oneof(
      hostileString,
      fc.constantFrom(
        '१-९९',
        '0',
        '100',
        '1-2-3',
        '9-1',
        'वडा नं',
        'वडा नं वडा नं',
        '३ र र ४',
        ',,,',
        '1'.repeat(5000),
        '1,'.repeat(3000),
        '1-99',
        'सबै',
        'Municipality-wide',
      ),
    );
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(wardWords, hostileString, async (wards, branchCell) => {
        const res = await importOf(wards, branchCell);
        statuses.push(res.statusCode);
        checkAnswer(`import wards=${JSON.stringify(wards.slice(0, 80))}`, false, res);
      }),
      { numRuns: RUNS * 2, seed: SEED },
    );
    await expectHealthy();
    expect(statuses).toContain(200);
  });

  it('a ward beyond the municipality’s and an unknown branch are row errors', async () => {
    const res = await importOf('१-९९', 'x');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<{
      data: { rows: { action: string; errors: Record<string, string[]> }[] };
    }>().data.rows[0]!;
    expect(row.action).toBe('error');
    expect(Object.keys(row.errors).sort()).toEqual(['branch', 'wards']);
  });
});
