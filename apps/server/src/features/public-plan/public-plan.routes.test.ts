import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_COMPANY_FIELDS,
  PUBLIC_EVENT_FIELDS,
  PUBLIC_FISCAL_YEAR_FIELDS,
  type ErrorBody,
  type PublicCompanyResponse,
  type PublicEventsResponse,
  type PublicPlanSettingResponse,
} from '@karyayojana/contracts';
import { adToBsString } from '@karyayojana/nepali-calendar';
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
  KATHMANDU,
  makeCompany,
  makeEvent,
  makeUser,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';
import { PUBLIC_RATE_PER_MINUTE } from './public-plan.routes.js';

// Nepal, Wednesday 25 November 2026 (BS 2083-08-09).
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-25T05:00:00Z'));

let t: TestApp;
let home: number;
let other: number;
let adminToken: string;
let otherAdminToken: string;
let userToken: string;
let sa: string;
let late: number;

const setting = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/companies/${id}/public-plan`, headers: bearer(token) });
const put = (token: string, id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/companies/${id}/public-plan`,
    headers: bearer(token),
    payload,
  });
/** A citizen: no token, one address per call unless told (the limit is per address). */
let citizen = 0;
const visit = (url: string, headers: Record<string, string> = {}, ip?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers,
    remoteAddress: ip ?? `198.51.100.${++citizen % 250}`,
  });

beforeAll(async () => {
  t = await createTestApp({}, { clock, mailScheduler: false });
  home = await makeCompany(t, { name: 'काठमाडौं महानगरपालिका' });
  await t.ctx.db.updateTable('companies').set(KATHMANDU).where('id', '=', home).execute();
  other = await makeCompany(t, { name: 'धुलिखेल नगरपालिका' });
  const fy = await activeFiscalYearId(t);
  await makeEvent(t, home, fy, { title: 'बजेट सार्वजनिक सुनुवाइ', status: 'done' });
  late = await makeEvent(t, home, fy, { title: 'सडक मर्मत अनुगमन' });
  await t.ctx.db
    .updateTable('events')
    .set({ ad_date: '2026-11-10', date: adToBsString('2026-11-10'), assign_to: 'पूर्वाधार शाखा' })
    .where('id', '=', late)
    .execute();
  const infrastructure = await t.ctx.db
    .selectFrom('categories')
    .select('id')
    .where('name', '=', 'पूर्वाधार विकास')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('event_categories')
    .values({ event_id: late, category_id: infrastructure.id })
    .execute();
  // What must never go public: a task with its name, and the officer who wrote it.
  await t.ctx.db
    .insertInto('tasks')
    .values({
      company_id: home,
      event_id: late,
      name: 'गोप्य भरपाई',
      file_id: null,
      created_at: '2026-11-01',
      updated_at: '2026-11-01',
    })
    .execute();
  await makeEvent(t, other, fy, { title: 'अर्को पालिकाको कार्यक्रम' });
  const admin = await makeUser(t, home, 'admin');
  const otherAdmin = await makeUser(t, other, 'admin');
  const user = await makeUser(t, home, 'user');
  adminToken = await login(t, admin.email, TEST_PASSWORD);
  otherAdminToken = await login(t, otherAdmin.email, TEST_PASSWORD);
  userToken = await login(t, user.email, TEST_PASSWORD);
  sa = await login(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

describe('the setting', () => {
  it('is off by default, with a slug suggested from the English name', async () => {
    const res = await setting(adminToken, home);
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicPlanSettingResponse>().data).toEqual({
      enabled: false,
      slug: null,
      url: null,
      suggested_slug: 'kathmandu',
    });
    expect((await visit('/api/public/kathmandu')).statusCode).toBe(404);
  });

  it('is the admin’s of that municipality and the Super-Admin’s; nobody else’s', async () => {
    expect((await setting(otherAdminToken, home)).statusCode).toBe(404);
    expect((await put(otherAdminToken, home, { enabled: true })).statusCode).toBe(404);
    expect((await put(userToken, home, { enabled: true })).statusCode).toBe(403);
    expect((await setting(sa, home)).statusCode).toBe(200);
  });

  it('switched on, takes the suggested slug, logs the change, and the page answers', async () => {
    const res = await put(adminToken, home, { enabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicPlanSettingResponse>().data).toMatchObject({
      enabled: true,
      slug: 'kathmandu',
      url: expect.stringMatching(/\/p\/kathmandu$/) as unknown,
    });
    const entry = await t.ctx.db
      .selectFrom('activity_log')
      .select(['action', 'entity', 'changes'])
      .where('entity', '=', 'company')
      .where('entity_id', '=', home)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.changes).toContain('public_plan');
    expect((await visit('/api/public/kathmandu')).statusCode).toBe(200);
  });

  it('refuses a slug of the wrong form or another municipality’s, in the caller’s language', async () => {
    const bad = await put(adminToken, home, { slug: 'Kath Mandu!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors?.slug?.[0]).toContain('पृष्ठको ठेगाना');
    await put(sa, other, { enabled: false, slug: 'dhulikhel' });
    const taken = await put(adminToken, home, { slug: 'dhulikhel' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<ErrorBody>().errors?.slug?.[0]).toContain('अर्को पालिकाले');
  });
});

describe('what citizens see', () => {
  it('the municipality: only the fields meant for the public', async () => {
    const res = await visit('/api/public/kathmandu');
    const body = res.json<PublicCompanyResponse>();
    expect(Object.keys(body.data).sort()).toEqual([...PUBLIC_COMPANY_FIELDS].sort());
    for (const year of body.data.fiscal_years)
      expect(Object.keys(year).sort()).toEqual([...PUBLIC_FISCAL_YEAR_FIELDS].sort());
    expect(body.data.name).toBe('काठमाडौं महानगरपालिका');
  });

  it('the year’s events: only public fields, no tasks or people, with the counts', async () => {
    const res = await visit('/api/public/kathmandu/events');
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicEventsResponse>();
    for (const e of body.data)
      expect(Object.keys(e).sort()).toEqual([...PUBLIC_EVENT_FIELDS].sort());
    expect(res.body).not.toContain('गोप्य भरपाई');
    expect(res.body).not.toContain('@');
    expect(body.data.map((e) => e.title).sort()).toEqual(['बजेट सार्वजनिक सुनुवाइ', 'सडक मर्मत अनुगमन']);
    expect(body.data.find((e) => e.id === late)).toMatchObject({
      overdue: true,
      assign_to: 'पूर्वाधार शाखा',
    });
    expect(body.meta).toMatchObject({ total: 2, overdue: 1, by_status: { done: 1, notDone: 1 } });
    expect(body.meta.trimesters.reduce((n, x) => n + x.total, 0)).toBe(2);
  });

  it('another municipality’s slug, switched off, is the same 404 as one that names nobody', async () => {
    const off = await visit('/api/public/dhulikhel');
    const none = await visit('/api/public/no-such-place');
    expect(off.statusCode).toBe(404);
    expect(none.statusCode).toBe(404);
    expect(off.body).toBe(none.body);
    const page = await visit('/p/dhulikhel');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('भेटिएन');
  });

  it('answers 304 to a client that has the same answer', async () => {
    const first = await visit('/api/public/kathmandu/events');
    const etag = String(first.headers.etag);
    const again = await visit('/api/public/kathmandu/events', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // An edit of the plan (the database's revision moves with it) makes it new.
    await t.ctx.db
      .updateTable('events')
      .set({ title: 'सडक मर्मत अनुगमन (संशोधित)' })
      .where('id', '=', late)
      .execute();
    const changed = await visit('/api/public/kathmandu/events', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('(संशोधित)');
  });

  it('limits one address to its share a minute, with Retry-After', async () => {
    let last = await visit('/api/public/kathmandu', {}, '203.0.113.99');
    for (let i = 1; i <= PUBLIC_RATE_PER_MINUTE; i++)
      last = await visit('/api/public/kathmandu', {}, '203.0.113.99');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await visit('/api/public/kathmandu', {}, '203.0.113.100')).statusCode).toBe(200);
  });

  it('the page: server-rendered HTML with its letterhead, plan, SEO meta, in Nepali or English', async () => {
    const page = await visit('/p/kathmandu');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="ne">');
    expect(page.body).toMatch(/<title>काठमाडौं महानगरपालिका: वार्षिक कार्ययोजना २०८३\/८४<\/title>/);
    expect(page.body).toContain('<meta property="og:title"');
    expect(page.body).toContain('<meta name="description"');
    expect(page.body).toContain('सडक मर्मत अनुगमन (संशोधित)');
    expect(page.body).toContain('२०८३ कार्तिक');
    expect(page.body).toContain('म्याद नाघेको');
    expect(page.body).not.toContain('गोप्य भरपाई');
    expect(page.body).not.toContain('<script');
    // The app's status words (packages/contracts/src/statuses.ts), not a vocabulary of its own.
    expect(page.body).toContain('हुने तर नभएको');
    expect(page.body).toContain('सम्पन्न भएको');
    expect(page.body).not.toContain('स्थगित');
    const english = await visit('/p/kathmandu?lang=en');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Annual work plan');
    expect(english.body).toContain('2083 Kartik');
    // The category by its English name (docs/behaviour.md §6).
    expect(page.body).toContain('पूर्वाधार विकास');
    expect(english.body).toContain('Infrastructure development');
    expect(english.body).not.toContain('पूर्वाधार विकास');
    expect(english.body).toContain('Postponed');
    const qr = await visit('/p/kathmandu/qr.svg');
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toContain('<svg');
  });

  it('switched off again, everything public is a 404 at once', async () => {
    await put(adminToken, home, { enabled: false });
    expect((await visit('/api/public/kathmandu')).statusCode).toBe(404);
    expect((await visit('/p/kathmandu')).statusCode).toBe(404);
    expect((await visit('/p/kathmandu/qr.svg')).statusCode).toBe(404);
    // The slug stays the municipality's: printed QR codes work again when it is switched on.
    expect((await setting(adminToken, home)).json<PublicPlanSettingResponse>().data.slug).toBe(
      'kathmandu',
    );
  });
});
