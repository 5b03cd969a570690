import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@karyayojana/contracts';
import {
  makeCompany,
  makeUser,
  storedFiles,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { login } from '../../../test/support/test-app.js';
import { translate } from '../../lib/messages.js';

// Copies within a company and to other companies (docs/behaviour.md §11): what travels, what does not.
let w: World;
let api: ReturnType<typeof client>;
let fy: number;
let cats: number[];
let source: Event;
beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  cats = await api.categoryIds();
  source = await make(w.admin);
  const done = await api.call('PUT', `/api/events/${source.id}`, w.admin, {
    fiscal_year_id: fy,
    title: source.title,
    content: source.content,
    date: source.date,
    time: source.time,
    assignTo: source.assignTo,
    categories: source.categories.map((c) => c.id),
    status: 'done',
  });
  expect(done.statusCode).toBe(200);
  await api.attach(w.user, source.tasks[0]?.id ?? 0);
  source = await api.getEvent(w.admin, source.id);
});
afterAll(() => w.t.close());

const make = (token: string, overrides: object = {}) =>
  api.createEvent(token, {
    fiscal_year_id: fy,
    title: 'सरसफाइ अभियान',
    content: 'वडा नं. ३',
    date: '2083-07-20',
    time: '08:15',
    assignTo: 'स्वास्थ्य शाखा',
    categories: [cats[1], cats[3]],
    tasks: ['सूचना टाँस', 'प्रतिवेदन'],
    ...overrides,
  });

/** The copy of `from` as a fresh read: the same plan, status notDone, no documents. */
function expectCopyOf(copy: Event | undefined, from: Event, companyId = from.company_id) {
  expect(copy).toMatchObject({
    company_id: companyId,
    fiscal_year_id: from.fiscal_year_id,
    title: from.title,
    content: from.content,
    date: from.date,
    ad_date: from.ad_date,
    time: from.time,
    assignTo: from.assignTo,
    savingFrequency: from.savingFrequency,
    status: 'notDone',
    categories: from.categories,
    tasks: from.tasks.map((t) => ({ name: t.name, documents: null, document: null })),
  });
  expect(copy?.id).not.toBe(from.id);
}

/** Events of a company created after `afterId`, read through the API. */
async function newEvents(companyId: number, afterId: number): Promise<Event[]> {
  const rows = (await api.eventsOf(companyId)).filter((r) => r.id > afterId);
  return Promise.all(rows.map((r) => api.getEvent(w.sa, r.id)));
}
const lastId = async () => (await api.eventsOf(w.home)).reduce((m, r) => Math.max(m, r.id), 0);

describe('POST /api/dublicate-events', () => {
  const duplicate = (token: string | undefined, target_events?: unknown[]) =>
    api.call('POST', '/api/dublicate-events', token, target_events ? { target_events } : {});

  it('copies plan, categories and task names; status notDone; documents stay behind', async () => {
    const second = await make(w.admin, { title: 'दोस्रो', date: '2083-09-09', tasks: [] });
    const mark = await lastId();
    const files = storedFiles(w.t);
    const res = await duplicate(w.admin, [source.id, String(second.id)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: expect.any(String) as unknown,
      data: { created: 2, batch_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown },
    });
    const copies = await newEvents(w.home, mark);
    expect(copies).toHaveLength(2);
    expectCopyOf(
      copies.find((c) => c.title === source.title),
      source,
    );
    expectCopyOf(
      copies.find((c) => c.title === 'दोस्रो'),
      second,
    );
    expect(source.tasks[0]?.documents).toEqual(expect.any(String));
    expect(storedFiles(w.t)).toEqual(files);
  });

  it.each([[[]], [undefined]])('answers 422 “please select events” for %j', async (ids) => {
    const res = await duplicate(w.admin, ids);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: translate('copy.noEvents', 'ne'),
    });
  });

  it('answers 404 for another company’s or a missing event, creating nothing', async () => {
    const foreign = await make(w.otherAdmin);
    const before = await api.count('events');
    for (const ids of [
      [foreign.id],
      [source.id, foreign.id],
      [source.id, 999_999],
      [99_999_999_999],
    ]) {
      const res = await duplicate(w.admin, ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await api.count('events')).toBe(before);
  });

  it('lets the Super-Admin duplicate in any company: the copy stays in that company', async () => {
    const foreign = await make(w.otherAdmin);
    const res = await duplicate(w.sa, [foreign.id]);
    expect(res.json()).toMatchObject({ data: { created: 1 } });
    const copies = (await api.eventsOf(w.other)).filter((r) => r.id > foreign.id);
    expect(copies.map((c) => c.company_id)).toEqual([w.other]);
  });

  it('refuses users (403), an expired municipality (403 COMPANY_EXPIRED), anonymous (401)', async () => {
    const before = await api.count('events');
    expect((await duplicate(w.user, [source.id])).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await duplicate(w.user, [])).statusCode).toBe(403);
    const mine = await make(w.sa, { company_id: w.expired });
    const res = await duplicate(w.expiredAdmin, [mine.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
    expect((await duplicate(undefined, [source.id])).statusCode).toBe(401);
    expect(await api.count('events')).toBe(before + 1);
  });
});

describe('POST /api/copy-selected-events', () => {
  const copy = (token: string | undefined, payload: object) =>
    api.call('POST', '/api/copy-selected-events', token, payload);

  it('copies each chosen event into each chosen company, same year and date', async () => {
    const [a, b] = [await makeCompany(w.t), await makeCompany(w.t)];
    const second = await make(w.admin, { title: 'तेस्रो', tasks: ['एक'] });
    const files = storedFiles(w.t);
    const res = await copy(w.sa, {
      target_events: [source.id, second.id],
      target_companies: [a, String(b), a],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { created: 4 } });
    for (const company of [a, b]) {
      const copies = await newEvents(company, 0);
      expect(copies).toHaveLength(2);
      expectCopyOf(
        copies.find((c) => c.title === source.title),
        source,
        company,
      );
      expectCopyOf(
        copies.find((c) => c.title === 'तेस्रो'),
        second,
        company,
      );
    }
    expect(storedFiles(w.t)).toEqual(files);
  });

  it('answers 422 “please select companies” and “please select events”', async () => {
    const noCompanies = await copy(w.sa, { target_events: [source.id], target_companies: [] });
    expect(noCompanies.statusCode).toBe(422);
    expect(noCompanies.json()).toMatchObject({ message: translate('copy.noCompanies', 'ne') });
    const noEvents = await copy(w.sa, { target_events: [], target_companies: [w.other] });
    expect(noEvents.statusCode).toBe(422);
    expect(noEvents.json()).toMatchObject({ message: translate('copy.noEvents', 'ne') });
  });

  it('answers 404 for a missing company or event, creating nothing anywhere', async () => {
    const before = await api.count('events');
    const missingCompany = { target_events: [source.id], target_companies: [w.other, 999_999] };
    expect((await copy(w.sa, missingCompany)).statusCode).toBe(404);
    const missingEvent = { target_events: [source.id, 999_999], target_companies: [w.other] };
    expect((await copy(w.sa, missingEvent)).statusCode).toBe(404);
    const huge = { target_events: [source.id], target_companies: [99_999_999_999] };
    expect((await copy(w.sa, huge)).statusCode).toBe(404);
    expect(await api.count('events')).toBe(before);
  });

  it('is for the Super-Admin only: admin and user 403, anonymous 401', async () => {
    const before = await api.count('events');
    const payload = { target_events: [source.id], target_companies: [w.home] };
    for (const token of [w.admin, w.user, w.expiredAdmin]) {
      const res = await copy(token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await copy(undefined, payload)).statusCode).toBe(401);
    expect(await api.count('events')).toBe(before);
  });
});

describe('POST /api/copy-my-events', () => {
  const copyMine = (token: string | undefined, payload: object) =>
    api.call('POST', '/api/copy-my-events', token, payload);

  it('copies the own company’s events of one fiscal year into the next, a BS year later', async () => {
    const company = await makeCompany(w.t);
    const admin = await login(w.t, (await makeUser(w.t, company, 'admin')).email, TEST_PASSWORD);
    const one = await make(admin, { date: '2083-04-01', tasks: ['क'] });
    await make(admin, { date: '2083-12-15', title: 'चैत' });
    const other = await api.createEvent(w.sa, {
      company_id: company,
      fiscal_year_id: await api.yearId('2082/83'),
      title: 'अघिल्लो वर्ष',
      content: '-',
      date: '2082-05-01',
    });
    const next = await api.yearId('2084/85');
    const res = await copyMine(admin, { from_fiscal_year: fy, to_fiscal_year: next });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { created: 2 } });
    const copies = await newEvents(company, other.id);
    expect(copies.map((c) => [c.title, c.date, c.fiscal_year_id])).toEqual([
      [one.title, '2084-04-01', next],
      ['चैत', '2084-12-15', next],
    ]);
    expect(copies[0]?.tasks.map((t) => t.name)).toEqual(['क']);

    // The Super-Admin may do the same for any company.
    const again = await copyMine(w.sa, {
      from_fiscal_year: fy,
      to_fiscal_year: next,
      company_id: company,
    });
    expect(again.json()).toMatchObject({ data: { created: 2 } });
  });

  it('creates nothing when one date cannot land in the target year', async () => {
    // A target year with narrower bounds than usual: Shrawan to Ashwin 2084 only.
    const narrow = await api.call('POST', '/api/fiscal-years', w.sa, {
      year: '2084/85 (क)',
      startDate: '2084-04-01',
      endDate: '2084-06-30',
      status: 0,
    });
    expect(narrow.statusCode, narrow.body).toBe(200);
    await make(w.admin, { date: '2083-04-10' });
    const before = await api.count('events');
    const res = await copyMine(w.admin, {
      from_fiscal_year: fy,
      to_fiscal_year: narrow.json<{ data: { id: number } }>().data.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: translate('date.outsideYear', 'ne', { date: '2084-07-20', year: '2084/85 (क)' }),
    });
    expect(await api.count('events')).toBe(before);
  });

  it('answers 422 for an unknown fiscal year', async () => {
    const res = await copyMine(w.admin, { from_fiscal_year: 999_999, to_fiscal_year: fy });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toHaveProperty('from_fiscal_year');
  });

  it('refuses users (403), another company (404), expired (403 COMPANY_EXPIRED), anonymous (401)', async () => {
    const before = await api.count('events');
    const payload = { from_fiscal_year: fy, to_fiscal_year: await api.yearId('2084/85') };
    expect((await copyMine(w.user, payload)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await copyMine(w.admin, { ...payload, company_id: w.other })).statusCode).toBe(404);
    for (const company_id of [999_999, 99_999_999_999]) {
      expect((await copyMine(w.sa, { ...payload, company_id })).statusCode).toBe(404);
    }
    const expired = await copyMine(w.expiredAdmin, payload);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
    expect((await copyMine(undefined, payload)).statusCode).toBe(401);
    expect(await api.count('events')).toBe(before);
  });

  describe('for several municipalities at once (target_companies)', () => {
    /** A municipality with its own events of the 2083/84 year on `dates`. */
    async function municipality(dates: string[]) {
      const company = await makeCompany(w.t);
      for (const date of dates) {
        await api.createEvent(w.sa, {
          company_id: company,
          fiscal_year_id: fy,
          title: `आफ्नो ${company} ${date}`,
          content: '-',
          date,
        });
      }
      return company;
    }

    it('copies each one’s own year into its next year in one call', async () => {
      const [a, b] = [
        await municipality(['2083-04-05']),
        await municipality(['2083-09-01', '2083-10-02']),
      ];
      const next = await api.yearId('2084/85');
      const res = await copyMine(w.sa, {
        from_fiscal_year: fy,
        to_fiscal_year: next,
        target_companies: [a, b],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ data: { created: 3 } });
      const of = async (c: number) =>
        (await api.eventsOf(c))
          .filter((e) => e.fiscal_year_id === next)
          .map((e) => [e.title, e.date]);
      expect(await of(a)).toEqual([[`आफ्नो ${a} 2083-04-05`, '2084-04-05']]);
      expect(await of(b)).toEqual([
        [`आफ्नो ${b} 2083-09-01`, '2084-09-01'],
        [`आफ्नो ${b} 2083-10-02`, '2084-10-02'],
      ]);
    });

    it('copies nothing anywhere when one municipality is missing or one date cannot land', async () => {
      const [a, b] = [await municipality(['2083-04-05']), await municipality(['2083-11-20'])];
      const narrow = await api.call('POST', '/api/fiscal-years', w.sa, {
        year: '2084/85 (ख)',
        startDate: '2084-04-01',
        endDate: '2084-06-30',
        status: 0,
      });
      const narrowId = narrow.json<{ data: { id: number } }>().data.id;
      const before = await api.count('events');
      const missing = await copyMine(w.sa, {
        from_fiscal_year: fy,
        to_fiscal_year: await api.yearId('2084/85'),
        target_companies: [a, 999_999],
      });
      expect(missing.statusCode).toBe(404);
      const cannotLand = await copyMine(w.sa, {
        from_fiscal_year: fy,
        to_fiscal_year: narrowId,
        target_companies: [a, b],
      });
      expect(cannotLand.statusCode).toBe(422);
      expect(await api.count('events')).toBe(before);
    });

    it('is the Super-Admin’s alone', async () => {
      const before = await api.count('events');
      const res = await copyMine(w.admin, {
        from_fiscal_year: fy,
        to_fiscal_year: await api.yearId('2084/85'),
        target_companies: [w.home],
      });
      expect(res.statusCode).toBe(403);
      expect(await api.count('events')).toBe(before);
    });
  });
});
