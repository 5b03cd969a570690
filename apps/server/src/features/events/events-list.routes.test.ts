import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerpt, type Event } from '@karyayojana/contracts';
import { addBsDays, bsToString } from '@karyayojana/nepali-calendar';
import { client, createWorld, type World } from '../../../test/support/events-world.js';

// GET /api/events: filters, order, pages, who reads which company, and a fixed query count.
let w: World;
let api: ReturnType<typeof client>;
let fy: number;
let cats: number[];
let road: Event;

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  cats = await api.categoryIds();
  const base = { fiscal_year_id: fy, content: 'विवरण' };
  road = await api.createEvent(w.admin, {
    ...base,
    title: 'Road Budget Meeting',
    date: '2083-05-10',
    time: '14:00',
    categories: [cats[0]],
    tasks: ['सूचना', 'बैठक'],
  });
  await api.createEvent(w.admin, {
    ...base,
    title: 'सडक निर्माण',
    content: 'Bridge inspection 100%',
    date: '2083-05-10',
    time: '09:00',
    categories: [cats[1]],
  });
  const health = await api.createEvent(w.admin, {
    ...base,
    title: 'Health camp',
    date: '2083-09-01',
    categories: [cats[0], cats[1]],
  });
  const done = await api.call('PUT', `/api/events/${health.id}`, w.admin, {
    ...base,
    title: 'Health camp',
    date: '2083-09-01',
    categories: [cats[0], cats[1]],
    status: 'done',
  });
  expect(done.statusCode).toBe(200);
  await api.createEvent(w.admin, {
    ...base,
    fiscal_year_id: await api.yearId('2082/83'),
    title: 'Old plan',
    date: '2083-02-15',
  });
  await api.createEvent(w.otherAdmin, { ...base, title: 'Other municipality', date: '2083-05-10' });
});
afterAll(() => w.t.close());

async function list(query: string, token = w.user) {
  const res = await api.call('GET', `/api/events${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Event[]; meta: { total: number; page: number; per_page: number } }>();
}
const titles = async (query: string, token = w.user) =>
  (await list(query, token)).data.map((x) => x.title);

describe('GET /api/events', () => {
  it('gives a user every event of the own company, with categories and tasks', async () => {
    const body = await list('');
    expect(body.meta).toMatchObject({ total: 4, page: 1 });
    expect(body.data).toHaveLength(4);
    expect(body.data.find((x) => x.id === road.id)).toMatchObject({
      company_id: w.home,
      fiscal_year: { id: fy, year: '2083/84' },
      fiscalYear: { id: fy, year: '2083/84' },
      categories: [{ id: cats[0] }],
      tasks: [
        { name: 'सूचना', documents: null },
        { name: 'बैठक', documents: null },
      ],
    });
  });

  it('filters by fiscal year, status and category (0 and all mean every one)', async () => {
    expect(await titles(`?fiscal_year_id=${fy}`)).toHaveLength(3);
    expect(await titles('?status=done')).toEqual(['Health camp']);
    expect(await titles('?status=notDone')).toHaveLength(3);
    expect(await titles('?status=all')).toHaveLength(4);
    expect(await titles(`?category_id=${cats[0]}`)).toEqual(['Road Budget Meeting', 'Health camp']);
    expect(await titles(`?category_id=${cats[1]}&status=done`)).toEqual(['Health camp']);
    expect(await titles('?category_id=0')).toHaveLength(4);
  });

  it('searches title and content case-insensitively, and the BS date', async () => {
    expect(await titles('?q=road%20BUDGET')).toEqual(['Road Budget Meeting']);
    expect(await titles('?q=bridge')).toEqual(['सडक निर्माण']);
    expect(await titles(`?q=${encodeURIComponent('सडक')}`)).toEqual(['सडक निर्माण']);
    expect(await titles('?q=2083-09')).toEqual(['Health camp']);
    expect(await titles(`?q=${encodeURIComponent('२०८३-०९')}`)).toEqual(['Health camp']);
    // The pattern's own wildcards are literal characters.
    expect(await titles('?q=100%25')).toEqual(['सडक निर्माण']);
    expect(await titles('?q=%25%25')).toEqual([]);
    expect(await titles('?q=_')).toEqual([]);
  });

  it('sorts by AD date then time, ascending by default, or descending', async () => {
    const asc = ['Old plan', 'सडक निर्माण', 'Road Budget Meeting', 'Health camp'];
    expect(await titles('')).toEqual(asc);
    expect(await titles('?sort=asc')).toEqual(asc);
    expect(await titles('?sort=desc')).toEqual([...asc].reverse());
  });

  it('pages with per_page, and says the total', async () => {
    const body = await list('?per_page=2&page=2');
    expect(body.data.map((x) => x.title)).toEqual(['Road Budget Meeting', 'Health camp']);
    expect(body.meta).toEqual({ total: 4, page: 2, per_page: 2 });
    const beyond = await list('?per_page=2&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(4);
    expect((await list('?per_page=100')).data).toHaveLength(4);
  });

  it.each([
    'per_page=101',
    'per_page=0',
    'page=0',
    'status=finished',
    'sort=sideways',
    'category_id=-1',
    'fiscal_year_id=abc',
  ])('answers 422 for %s', async (query) => {
    const res = await api.call('GET', `/api/events?${query}`, w.user);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('sends each content whole, or cut as a timeline card shows it with content=excerpt', async () => {
    const long = `${'योजना '.repeat(40)}अन्त्य`;
    const made = await api.createEvent(w.admin, {
      fiscal_year_id: fy,
      title: 'Long description',
      content: long,
      date: '2083-06-01',
    });
    try {
      const whole = (await list('?q=Long%20description')).data[0];
      expect(whole?.content).toBe(long);
      const cut = (await list('?q=Long%20description&content=excerpt')).data[0];
      expect(cut?.content).toBe(excerpt(long));
      expect(cut?.content.endsWith('…')).toBe(true);
      // The start of the text, shorter than it (100 letters as a reader counts them).
      expect(long.startsWith((cut?.content ?? '').slice(0, -1))).toBe(true);
      expect(cut?.content.length).toBeLessThan(long.length);
      // A short content is sent as written.
      const short = (await list('?q=Road%20Budget&content=excerpt')).data[0];
      expect(short?.content).toBe('विवरण');
      // Anything else is refused in the caller's language, naming the field.
      const bad = await api.call('GET', '/api/events?content=some', w.user);
      expect(bad.statusCode).toBe(422);
      expect(bad.json<{ errors: Record<string, string[]> }>().errors.content?.[0]).toMatch(
        /[\u0900-\u097F]/,
      );
    } finally {
      expect((await api.call('DELETE', `/api/events/${made.id}`, w.admin)).statusCode).toBe(200);
    }
  });

  it('finds nothing, without failing, for ids beyond 32 bits', async () => {
    const huge = 99_999_999_999;
    for (const query of [`company_id=${huge}`, `fiscal_year_id=${huge}`, `category_id=${huge}`]) {
      expect((await list(`?${query}`, w.sa)).data).toEqual([]);
    }
  });

  it('lets the Super-Admin read any company with company_id (default: own)', async () => {
    expect(await titles(`?company_id=${w.home}`, w.sa)).toHaveLength(4);
    expect(await titles(`?company_id=${w.other}`, w.sa)).toEqual(['Other municipality']);
    expect(await titles('', w.sa)).toEqual([]);
  });

  it('answers 404 to an admin or user naming another company, 401 without a token', async () => {
    for (const token of [w.admin, w.user]) {
      const res = await api.call('GET', `/api/events?company_id=${w.other}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(await titles(`?company_id=${w.home}`, token)).toHaveLength(4);
    }
    expect(await titles('', w.otherUser)).toEqual(['Other municipality']);
    expect((await api.call('GET', '/api/events')).statusCode).toBe(401);
  });

  it('still lets an expired municipality read', async () => {
    for (const token of [w.expiredAdmin, w.expiredUser]) {
      expect((await list('', token)).data).toEqual([]);
    }
  });
});

describe('the list of one fiscal year', () => {
  it('is read in the same number of queries for 5 events as for 65', async () => {
    const dates = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        bsToString(addBsDays({ year: 2083, month: 4, day: 1 }, from + i)),
      );
    const seed = (multi_dates: string[]) =>
      api.createEvents(w.otherAdmin, {
        fiscal_year_id: fy,
        title: 'कार्यक्रम',
        content: 'विवरण',
        multi_dates,
        categories: cats.slice(0, 3),
        tasks: ['एक', 'दुई', 'तीन'],
      });
    const [first] = await seed(dates(0, 5));
    await api.attach(w.otherAdmin, first?.tasks[0]?.id ?? 0);

    const queriesFor = async () => {
      w.t.queries.length = 0;
      const body = await list(`?fiscal_year_id=${fy}`, w.otherUser);
      return { n: w.t.queries.length, events: body.data.length };
    };
    const few = await queriesFor();
    await seed(dates(5, 60));
    const many = await queriesFor();
    // The other company's own event from beforeAll is in that year too.
    expect(few.events).toBe(6);
    expect(many.events).toBe(66);
    expect(many.n).toBe(few.n);
    // The events, their fiscal year and branch, categories, tasks, wards: a fixed number.
    expect(few.n).toBeLessThanOrEqual(7);
  });
});
