import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCompanyResponse, PublicEventsResponse } from '@karyayojana/contracts';
import { client, createWorld, type World } from '../../../test/support/events-world.js';

// Issue 28: citizens look for their ward. The public events and the public page take
// `?ward=N` (0: the whole municipality's own events); the page offers the municipality's wards
// in a plain form that works without script, and each event says its wards and branch.

let w: World;
let api: ReturnType<typeof client>;
let fy: number;
const SLUG = 'ward-town';
const titles = {
  five: 'वडा ५ को खोप अभियान',
  fiveAndSix: 'वडा ५ र ६ को सडक',
  whole: 'नगर सभा',
  six: 'वडा ६ को तालिम',
};
let health: number;

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  const count = await api.call('PUT', '/api/ward-count', w.sa, {
    company_id: w.home,
    ward_count: 7,
  });
  expect(count.statusCode, count.body).toBe(200);
  const branch = await api.call('POST', '/api/branches', w.admin, {
    name: 'स्वास्थ्य शाखा',
    name_en: 'Health',
  });
  expect(branch.statusCode, branch.body).toBe(200);
  health = branch.json<{ data: { id: number } }>().data.id;
  const make = (title: string, date: string, extra: object) =>
    api.createEvent(w.admin, { fiscal_year_id: fy, title, content: 'विवरण', date, ...extra });
  await make(titles.five, '2083-08-10', { wards: [5], branch_id: health });
  await make(titles.fiveAndSix, '2083-08-11', { wards: [5, 6] });
  await make(titles.whole, '2083-08-12', {});
  await make(titles.six, '2083-09-13', { wards: [6] });
  const on = await api.call('PUT', `/api/companies/${w.home}/public-plan`, w.admin, {
    enabled: true,
    slug: SLUG,
  });
  expect(on.statusCode, on.body).toBe(200);
}, 60_000);
afterAll(() => w.t.close());

const visit = (url: string) => w.t.app.inject({ method: 'GET', url });

async function events(query: string) {
  const res = await visit(`/api/public/${SLUG}/events?fiscal_year_id=${fy}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicEventsResponse>();
}

describe('the public events by ward', () => {
  it('the municipality says how many wards it has', async () => {
    const res = await visit(`/api/public/${SLUG}`);
    expect(res.json<PublicCompanyResponse>().data.ward_count).toBe(7);
  });

  it('ward=5 lists only the events that name ward 5, with their counts', async () => {
    const body = await events('&ward=5');
    expect(body.data.map((e) => e.title)).toEqual([titles.five, titles.fiveAndSix]);
    expect(body.meta).toMatchObject({ ward: 5, total: 2 });
    expect(body.data[0]).toMatchObject({ wards: [5], branch: 'स्वास्थ्य शाखा' });
    expect(body.data[1]).toMatchObject({ wards: [5, 6], branch: null });
  });

  it('ward=0 lists the whole municipality’s own; branch_id that branch’s', async () => {
    expect((await events('&ward=0')).data.map((e) => e.title)).toEqual([titles.whole]);
    expect((await events(`&branch_id=${health}`)).data.map((e) => e.title)).toEqual([titles.five]);
  });

  it('without a ward lists every event; a ward out of range is refused', async () => {
    expect((await events('')).meta.total).toBe(4);
    const res = await visit(`/api/public/${SLUG}/events?ward=100`);
    expect(res.statusCode).toBe(422);
  });
});

describe('the public page by ward', () => {
  it('offers every ward in a plain form, the chosen one selected', async () => {
    const res = await visit(`/p/${SLUG}?ward=5`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<form class="fy" method="get">.*<select id="ward" name="ward">/s);
    expect(html).toContain('<option value="">सबै वडा</option>');
    expect(html).toContain('<option value="1">वडा नं १</option>');
    expect(html).toContain('<option value="7">वडा नं ७</option>');
    expect(html).not.toContain('<option value="8">');
    expect(html).toContain('<option value="5" selected>वडा नं ५</option>');
    expect(html).toContain('<option value="0">पालिका स्तरीय</option>');
  });

  it('?ward=5 lists only those events, each with its wards and branch', async () => {
    const html = (await visit(`/p/${SLUG}?ward=5`)).body;
    expect(html).toContain(titles.five);
    expect(html).toContain(titles.fiveAndSix);
    expect(html).not.toContain(titles.whole);
    expect(html).not.toContain(titles.six);
    expect(html).toContain('वडा नं ५ · शाखा: स्वास्थ्य शाखा');
    expect(html).toContain('वडा नं ५ र ६');
    // The heading says which ward; the language link keeps it.
    expect(html).toContain('(वडा नं ५)</h2>');
    expect(html).toMatch(/href="\?fy=\d+&#38;ward=5&#38;lang=en"/);
  });

  it('in English', async () => {
    const html = (await visit(`/p/${SLUG}?ward=5&lang=en`)).body;
    expect(html).toContain('<option value="">All wards</option>');
    expect(html).toContain('<option value="5" selected>Ward 5</option>');
    expect(html).toContain('Ward 5 · Branch: Health');
    expect(html).toContain('Wards 5 and 6');
  });

  it('without a ward, or with one the municipality lacks, shows every event', async () => {
    for (const query of ['', '?ward=', '?ward=9', '?ward=abc']) {
      const html = (await visit(`/p/${SLUG}${query}`)).body;
      expect(html, query).toContain(titles.whole);
      expect(html, query).toContain(titles.six);
      expect(html, query).toContain('<option value="" selected>सबै वडा</option>');
      expect(html, query).toContain('पालिका स्तरीय');
    }
  });

  it('a ward without events says so', async () => {
    const html = (await visit(`/p/${SLUG}?ward=2`)).body;
    expect(html).toContain('यस आर्थिक वर्षमा यो वडाको कुनै कार्यक्रम छैन।');
  });
});
