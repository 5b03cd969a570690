import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import { createClock } from '../../lib/clock.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import {
  activeFiscalYearId,
  makeCompany,
  makeEvent,
  makeUser,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';

// Nepal, Wednesday 25 November 2026 (BS 2083-08-09), mid-morning.
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-25T05:00:00Z'));
const logLines: string[] = [];

let t: TestApp;
let sa: string;
let userA: string;
let userAId: number;
let adminA: string;
let userB: string;
let expiredUser: string;
let home: number;
let other: number;
let category: number;
let timed: number;
let canceled: number;
let nextYear: number;
let pastYear: number;
let foreign: number;

const LONG_TITLE =
  'नगरपालिकाको वार्षिक समीक्षा बैठक तथा आगामी आर्थिक वर्षको कार्ययोजना तर्जुमा गोष्ठी र छलफल';

async function setEvent(
  id: number,
  values: Partial<{ date: string; time: string; assign_to: string; title: string }> & {
    fiscalYearId?: number;
  },
) {
  const { fiscalYearId, ...rest } = values;
  await t.ctx.db
    .updateTable('events')
    .set({
      ...rest,
      ...(rest.date ? { ad_date: bsToAdString(rest.date) } : {}),
      ...(fiscalYearId ? { fiscal_year_id: fiscalYearId } : {}),
    })
    .where('id', '=', id)
    .execute();
}

async function yearAround(activeId: number, direction: 'next' | 'previous'): Promise<number> {
  const active = await t.ctx.db
    .selectFrom('fiscal_years')
    .select(['ad_start_date'])
    .where('id', '=', activeId)
    .executeTakeFirstOrThrow();
  const row = await t.ctx.db
    .selectFrom('fiscal_years')
    .select(['id'])
    .where('ad_start_date', direction === 'next' ? '>' : '<', active.ad_start_date)
    .orderBy('ad_start_date', direction === 'next' ? 'asc' : 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    { clock, logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } } },
  );
  home = await makeCompany(t);
  other = await makeCompany(t);
  const expired = await makeCompany(t, { expiry_date: '2026-11-01' });
  const [u, a, b, x] = await Promise.all([
    makeUser(t, home, 'user'),
    makeUser(t, home, 'admin'),
    makeUser(t, other, 'user'),
    makeUser(t, expired, 'user'),
  ]);
  userAId = u.id;
  [sa, userA, adminA, userB, expiredUser] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    login(t, u.email, TEST_PASSWORD),
    login(t, a.email, TEST_PASSWORD),
    login(t, b.email, TEST_PASSWORD),
    login(t, x.email, TEST_PASSWORD),
  ]);
  const active = await activeFiscalYearId(t);
  const next = await yearAround(active, 'next');
  const previous = await yearAround(active, 'previous');

  category = (
    await t.ctx.db
      .selectFrom('categories')
      .select('id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow()
  ).id;
  const categoryName = 'साप्ताहिक बैठक';
  await t.ctx.db
    .updateTable('categories')
    .set({ name: categoryName })
    .where('id', '=', category)
    .execute();

  timed = await makeEvent(t, home, active, { title: LONG_TITLE });
  await setEvent(timed, { date: '2083-08-09', time: '14:30', assign_to: 'सीता शर्मा' });
  await t.ctx.db
    .insertInto('event_categories')
    .values({ event_id: timed, category_id: category })
    .execute();
  const now = new Date().toISOString();
  await t.ctx.db
    .insertInto('tasks')
    .values([
      { company_id: home, event_id: timed, name: 'सूचना प्रकाशन', created_at: now, updated_at: now },
      { company_id: home, event_id: timed, name: 'हाजिरी संकलन', created_at: now, updated_at: now },
    ])
    .execute();
  canceled = await makeEvent(t, home, active, { title: 'रद्द भएको तालिम', status: 'canceled' });
  await setEvent(canceled, { date: '2083-09-01', time: '09:00' });
  nextYear = await makeEvent(t, home, next, { title: 'अर्को वर्षको कार्यक्रम' });
  pastYear = await makeEvent(t, home, previous, { title: 'गत वर्षको कार्यक्रम' });
  foreign = await makeEvent(t, other, active, { title: 'अर्को पालिकाको गोप्य कार्यक्रम' });
});
afterAll(() => t.close());

async function feedUrl(token: string): Promise<string> {
  const res = await t.app.inject({ url: '/api/calendar-feed', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { url: string } }>().data.url;
}

/** The path (and query) of a feed address, as a calendar client would ask it. */
const pathOf = (url: string, query = '') => new URL(url).pathname + query;

async function fetchFeed(url: string, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ url: pathOf(url, query), headers });
}

function events(text: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (c): c is ical.VEvent => c?.type === 'VEVENT',
  );
}

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  const val = (v as { val?: unknown } | undefined)?.val;
  return typeof val === 'string' ? val : '';
}

describe('the feed address', () => {
  it('is the same on every GET, absolute, and stored only as a hash', async () => {
    const first = await feedUrl(userA);
    const second = await feedUrl(userA);
    expect(second).toBe(first);
    expect(first).toMatch(/^http:\/\/localhost(:\d+)?\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const secret = /\/ical\/([^/]+)\.ics$/.exec(first)?.[1] ?? '';
    const row = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userAId)
      .executeTakeFirstOrThrow();
    expect(row.calendar_feed_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    // Each person has their own.
    expect(await feedUrl(adminA)).not.toBe(first);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/calendar-feed' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/calendar-feed/rotate' });
    expect(res.statusCode).toBe(401);
  });

  it('a made-up, malformed or truncated secret is a 404', async () => {
    const real = pathOf(await feedUrl(userA));
    for (const path of [
      '/ical/nothing.ics',
      `/ical/${'A'.repeat(43)}.ics`,
      real.replace('.ics', ''),
      real.replace('.ics', '.ical'),
      real.slice(0, -6) + '.ics',
    ]) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('NOT_FOUND');
    }
  });
});

describe('the feed, read by an independent parser (node-ical)', () => {
  let body: string;
  beforeAll(async () => {
    const res = await fetchFeed(await feedUrl(userA));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    body = res.body;
  });

  it("holds the municipality's events of the active and the next fiscal year, and no other", () => {
    const uids = events(body).map((e) => e.uid);
    expect(uids.sort()).toEqual(
      [timed, canceled, nextYear].map((id) => `event-${id}@karyayojana`).sort(),
    );
    expect(uids).not.toContain(`event-${pastYear}@karyayojana`);
    expect(uids).not.toContain(`event-${foreign}@karyayojana`);
    expect(body).not.toContain('अर्को पालिकाको गोप्य कार्यक्रम');
  });

  it('times an event at its hour in Asia/Kathmandu, for one hour, with the VTIMEZONE', () => {
    const event = events(body).find((e) => e.uid === `event-${timed}@karyayojana`);
    expect(event).toBeDefined();
    if (!event) return;
    // BS 2083-08-09 = AD 2026-11-25; 14:30 in Nepal is 08:45 UTC.
    expect(event.start.toISOString()).toBe('2026-11-25T08:45:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-11-25T09:45:00.000Z');
    expect(event.start.tz).toBe('Asia/Kathmandu');
    expect(body).toMatch(/DTSTART;TZID=Asia\/Kathmandu:20261125T143000\r\n/);
    const zones = Object.values(ical.sync.parseICS(body)).filter((c) => c?.type === 'VTIMEZONE');
    expect(zones).toHaveLength(1);
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kathmandu\r\n');
    expect(body).toContain('TZOFFSETTO:+0545');
    // The calendar's own stamps are UTC.
    expect(body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(body).toMatch(/LAST-MODIFIED:\d{8}T\d{6}Z/);
  });

  it('writes the title, and the Nepali description: date, person, categories, tasks, link', () => {
    const event = events(body).find((e) => e.uid === `event-${timed}@karyayojana`);
    expect(text(event?.summary)).toBe(LONG_TITLE);
    const description = text(event?.description);
    expect(description).toContain('२०८३ मंसिर ९, बुधबार');
    expect(description).toContain('सीता शर्मा');
    expect(description).toContain('साप्ताहिक बैठक');
    expect(description).toContain('- सूचना प्रकाशन\n- हाजिरी संकलन');
    expect(description).toContain(`http://localhost:80/dashboard/events/${timed}/view`);
    expect(text(event?.url)).toBe(`http://localhost:80/dashboard/events/${timed}/view`);
  });

  it('marks a canceled event CANCELLED, and only it', () => {
    const byUid = new Map(events(body).map((e) => [e.uid, e]));
    expect(byUid.get(`event-${canceled}@karyayojana`)?.status).toBe('CANCELLED');
    expect(byUid.get(`event-${timed}@karyayojana`)?.status).toBeUndefined();
    // In the app's words (packages/contracts/src/statuses.ts), not 'रद्द' or 'स्थगित'.
    expect(text(byUid.get(`event-${canceled}@karyayojana`)?.description)).toContain(
      'स्थिति: रद्द गरिएको',
    );
  });

  it('folds every line at 75 octets without breaking a character', () => {
    const lines = body.split('\r\n');
    expect(body.endsWith('\r\n')).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding happened (the long Devanagari title and description), and no line is broken
    // inside a character: a broken UTF-8 sequence would decode to U+FFFD.
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(body).not.toContain('\uFFFD');
    expect(Buffer.from(body, 'utf8').toString('utf8')).toBe(body);
  });

  it('filters by category and status; values it does not know are ignored', async () => {
    const url = await feedUrl(userA);
    const uidsOf = async (query: string) => {
      const res = await fetchFeed(url, query);
      expect(res.statusCode, query).toBe(200);
      return events(res.body)
        .map((e) => e.uid)
        .sort();
    };
    expect(await uidsOf(`?category_id=${category}`)).toEqual([`event-${timed}@karyayojana`]);
    expect(await uidsOf('?status=canceled')).toEqual([`event-${canceled}@karyayojana`]);
    expect(await uidsOf(`?category_id=${category}&status=canceled`)).toEqual([]);
    const all = await uidsOf('');
    expect(await uidsOf('?status=bogus&category_id=abc')).toEqual(all);
    expect(await uidsOf('?category_id=')).toEqual(all);
  });

  it("never holds another municipality's events, whoever's feed it is", async () => {
    const res = await fetchFeed(await feedUrl(userB));
    expect(res.statusCode).toBe(200);
    expect(events(res.body).map((e) => e.uid)).toEqual([`event-${foreign}@karyayojana`]);
    expect(res.body).not.toContain(LONG_TITLE.slice(0, 10));
  });
});

describe('polling: ETag and 304', () => {
  it('answers 304 to its ETag without reading the events, and a new ETag after an edit', async () => {
    const url = await feedUrl(userA);
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"ical-[0-9a-f]{32}"$/);
    const before = events(first.body).find((e) => e.uid === `event-${timed}@karyayojana`);

    t.queries.length = 0;
    const again = await fetchFeed(url, '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(t.queries.some((q) => /from "events"/i.test(q))).toBe(false);
    // W/ and lists are understood too.
    expect((await fetchFeed(url, '', { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
    // Another filter is another representation.
    const filtered = await fetchFeed(url, '?status=done', { 'if-none-match': etag });
    expect(filtered.statusCode).toBe(200);

    // An edit, later: the event keeps its UID, its SEQUENCE and LAST-MODIFIED grow.
    const edited = new Date(Date.parse(String(before?.lastmodified?.toISOString())) + 90_000);
    await t.ctx.db
      .updateTable('events')
      .set({ title: 'नयाँ शीर्षक', updated_at: edited.toISOString() })
      .where('id', '=', timed)
      .execute();
    const changed = await fetchFeed(url, '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const after = events(changed.body).find((e) => e.uid === `event-${timed}@karyayojana`);
    expect(text(after?.summary)).toBe('नयाँ शीर्षक');
    expect(after?.sequence ?? 0).toBeGreaterThan(before?.sequence ?? 0);
    expect(after?.lastmodified?.toISOString()).toBe(
      edited.toISOString().replace(/\.\d+Z$/, '.000Z'),
    );
  });
});

describe('rotate, deletion and expiry', () => {
  it('rotate gives a new address; the old one is a 404 at once; one activity entry', async () => {
    const old = await feedUrl(userA);
    const last = await t.ctx.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-feed/rotate',
      headers: { ...bearer(userA), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: { url: string } }>();
    expect(body.message).toBe('A new calendar address was made; the old one no longer works.');
    expect(body.data.url).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(body.data.url)).statusCode).toBe(200);
    expect(await feedUrl(userA)).toBe(body.data.url);

    const entries = await t.ctx.db
      .selectFrom('activity_log')
      .selectAll()
      .where('id', '>', Number(last?.id ?? 0))
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', entity: 'user', entity_id: userAId });
    const secrets = [old, body.data.url].map((u) => /\/ical\/([^/]+)\.ics$/.exec(u)?.[1] ?? '');
    for (const secret of secrets) expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it("a deleted user's feed is a 404", async () => {
    const person = await makeUser(t, home, 'user');
    const token = await login(t, person.email, TEST_PASSWORD);
    const url = await feedUrl(token);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-user/${person.id}`,
      headers: bearer(sa),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it("an expired municipality's feed is a 404, and works again once renewed", async () => {
    const url = await feedUrl(expiredUser);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    // A municipality that expires while subscribed: the same address stops, then resumes.
    const mine = await feedUrl(userB);
    await t.ctx.db
      .updateTable('companies')
      .set({ expiry_date: '2026-11-24' })
      .where('id', '=', other)
      .execute();
    expect((await fetchFeed(mine)).statusCode).toBe(404);
    await t.ctx.db
      .updateTable('companies')
      .set({ expiry_date: '2027-11-24' })
      .where('id', '=', other)
      .execute();
    expect((await fetchFeed(mine)).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it('never holds a feed secret, however the path is spelled', async () => {
    const url = await feedUrl(userA);
    const secret = /\/ical\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
    await fetchFeed(url, '?status=done');
    await t.app.inject({ url: `/%69cal/${secret}.ics` });
    await t.app.inject({ url: `/ical/${secret}` });
    await t.app.inject({ method: 'POST', url: `/ical/${secret}.ics` });
    const log = logLines.join('');
    expect(log).toContain('/ical/[redacted]?status=done');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(0, 20));
  });
});
