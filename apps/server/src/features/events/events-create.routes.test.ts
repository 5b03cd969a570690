import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { translate } from '../../lib/messages.js';

// POST /api/events: one event per distinct date, all in one transaction (docs/behaviour.md §7).
let w: World;
let api: ReturnType<typeof client>;
let fy: number;
let cats: number[];
beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  cats = await api.categoryIds();
});
afterAll(() => w.t.close());

const body = (overrides: object = {}) => ({
  fiscal_year_id: fy,
  title: 'वडा भेला',
  content: 'वडास्तरीय योजना छनोट',
  date: '2083-04-01',
  ...overrides,
});
const post = (token: string | undefined, payload: object) =>
  api.call('POST', '/api/events', token, payload);

describe('POST /api/events', () => {
  it('creates a notDone event at 10:00 with the server’s AD date, categories and tasks', async () => {
    const res = await post(w.admin, body({ categories: [cats[2], cats[0]], tasks: ['क', 'ख'] }));
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json<{ message: string; data: unknown[] }>();
    expect(message).toEqual(expect.any(String));
    expect(data).toEqual([
      expect.objectContaining({
        company_id: w.home,
        fiscal_year_id: fy,
        date: '2083-04-01',
        // First start of 2083/84 (fiscal-years tests): Shrawan 1, 2083 is 17 July 2026.
        ad_date: '2026-07-17',
        time: '10:00',
        status: 'notDone',
        assignTo: null,
        savingFrequency: 'yearly',
        categories: expect.arrayContaining([
          expect.objectContaining({ id: cats[0] }),
          expect.objectContaining({ id: cats[2] }),
        ]) as unknown,
        tasks: [
          expect.objectContaining({ name: 'क', documents: null, document: null }),
          expect.objectContaining({ name: 'ख', documents: null, document: null }),
        ],
      }),
    ]);
  });

  it('ignores a client’s AD date and status, and keeps time and assignTo', async () => {
    const [event] = await api.createEvents(
      w.admin,
      body({
        date: '2083-08-05',
        ad_date: '1999-01-01',
        status: 'done',
        time: '7:30',
        assignTo: 'योजना शाखा',
      }),
    );
    expect(event).toMatchObject({
      ad_date: bsToAdString('2083-08-05'),
      status: 'notDone',
      time: '07:30',
      assignTo: 'योजना शाखा',
    });
    expect(event?.ad_date).toBe('2026-11-21');
  });

  it('creates one event per distinct date of date ∪ multi_dates, each with the tasks', async () => {
    const before = await api.count('events');
    const data = await api.createEvents(
      w.admin,
      body({
        date: '2083-06-01',
        multi_dates: ['2083-06-03', '२०८३-०६-०१', '2083-06-02', '2083-06-03'],
        tasks: ['सूचना'],
      }),
    );
    expect(data.map((x) => x.date)).toEqual(['2083-06-01', '2083-06-02', '2083-06-03']);
    expect(data.map((x) => x.ad_date)).toEqual(data.map((x) => bsToAdString(x.date)));
    expect(data.every((x) => x.tasks.length === 1 && x.tasks[0]?.name === 'सूचना')).toBe(true);
    expect(await api.count('events')).toBe(before + 3);
  });

  it('creates from multi_dates alone, and accepts Devanagari digits', async () => {
    const data = await api.createEvents(w.admin, body({ date: '', multi_dates: ['२०८३-१२-३०'] }));
    expect(data.map((x) => x.date)).toEqual(['2083-12-30']);
  });

  it.each([
    ['no date', {}],
    ['an empty date', { date: '' }],
    ['a null date and no multi_dates', { date: null, multi_dates: [] }],
  ])('answers 422 “Please select a date” for %s', async (_n, dates) => {
    const res = await post(w.admin, { ...body(), date: undefined, ...dates });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: translate('date.none', 'ne'),
    });
  });

  it.each([
    ['the date', { date: '2084-04-01' }, '2084-04-01'],
    ['the day before the year', { date: '2083-03-32' }, '2083-03-32'],
    [
      'one of several dates',
      { date: '2083-05-01', multi_dates: ['2083-06-01', '2085-01-01'] },
      '2085-01-01',
    ],
  ])('creates nothing when %s lies outside the fiscal year', async (_n, dates, bad) => {
    const before = await Promise.all([api.count('events'), api.count('tasks')]);
    const res = await post(w.admin, body({ ...dates, tasks: ['x'] }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: translate('date.outsideYear', 'ne', { date: bad, year: '2083/84' }),
    });
    expect(await Promise.all([api.count('events'), api.count('tasks')])).toEqual(before);
  });

  it('accepts the first and last day of the fiscal year', async () => {
    const data = await api.createEvents(
      w.admin,
      body({ date: '2083-04-01', multi_dates: ['2084-03-31'] }),
    );
    expect(data).toHaveLength(2);
  });

  it.each([
    ['an unknown category', { categories: [999_999] }, 'categories'],
    ['a category id beyond 32 bits', { categories: [99_999_999_999] }, 'categories'],
    ['an unknown fiscal year', { fiscal_year_id: 999_999 }, 'fiscal_year_id'],
    ['a fiscal year id beyond 32 bits', { fiscal_year_id: 99_999_999_999 }, 'fiscal_year_id'],
    ['a date not in the calendar', { date: '2083-02-32' }, 'date'],
    ['a malformed date', { date: '21/11/2026' }, 'date'],
    ['a time out of range', { time: '24:00' }, 'time'],
    ['no title', { title: '  ' }, 'title'],
    ['no content', { content: undefined }, 'content'],
  ])('answers 422 for %s and creates nothing', async (_n, overrides, field) => {
    const before = await api.count('events');
    const res = await post(w.admin, body(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toHaveProperty(field);
    expect(await api.count('events')).toBe(before);
  });

  it('lets the Super-Admin create in any company with company_id (default: own)', async () => {
    const [inOther] = await api.createEvents(w.sa, body({ company_id: w.other }));
    expect(inOther?.company_id).toBe(w.other);
    const [own] = await api.createEvents(w.sa, body());
    expect(own?.company_id).toBe(w.owner);
  });

  it('answers 404 when the Super-Admin names a company that does not exist', async () => {
    const before = await api.count('events');
    for (const company_id of [999_999, 99_999_999_999]) {
      const res = await post(w.sa, body({ company_id }));
      expect(res.statusCode).toBe(404);
    }
    expect(await api.count('events')).toBe(before);
  });

  it('refuses users (403), an admin naming another company (404), anonymous (401)', async () => {
    const before = await api.count('events');
    const asUser = await post(w.user, body());
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'FORBIDDEN' });
    const elsewhere = await post(w.admin, body({ company_id: w.other }));
    expect(elsewhere.statusCode).toBe(404);
    expect((await post(undefined, body())).statusCode).toBe(401);
    expect(await api.count('events')).toBe(before);
    // Naming the own company is fine.
    const [own] = await api.createEvents(w.admin, body({ company_id: w.home }));
    expect(own?.company_id).toBe(w.home);
  });

  it('answers 403 COMPANY_EXPIRED to an expired municipality’s admin', async () => {
    const res = await post(w.expiredAdmin, body());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
    expect(await api.eventsOf(w.expired)).toEqual([]);
  });
});
