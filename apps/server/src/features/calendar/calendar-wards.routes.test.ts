import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createWorld, type World } from '../../../test/support/events-world.js';

// Issue 28: a ward's people follow their ward. The calendar feed's address takes `?ward=N`
// (0: the whole municipality's events, those without a ward) and `?branch_id=`, and each event
// says its wards and branch.

let w: World;
let api: ReturnType<typeof client>;
let feedPath: string;
const ids = { five: 0, fiveAndSix: 0, whole: 0, six: 0 };
let health: number;

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  const fy = await api.yearId('2083/84');
  const count = await api.call('PUT', '/api/ward-count', w.sa, {
    company_id: w.home,
    ward_count: 9,
  });
  expect(count.statusCode, count.body).toBe(200);
  const branch = await api.call('POST', '/api/branches', w.admin, {
    name: 'स्वास्थ्य शाखा',
    name_en: 'Health',
  });
  expect(branch.statusCode, branch.body).toBe(200);
  health = branch.json<{ data: { id: number } }>().data.id;
  const make = async (title: string, date: string, extra: object) =>
    (
      await api.createEvent(w.admin, {
        fiscal_year_id: fy,
        title,
        content: 'विवरण',
        date,
        ...extra,
      })
    ).id;
  ids.five = await make('वडा ५ को खोप', '2083-08-10', { wards: [5], branch_id: health });
  ids.fiveAndSix = await make('दुई वडाको सडक', '2083-08-11', { wards: [5, 6] });
  ids.whole = await make('पालिका सभा', '2083-08-12', {});
  ids.six = await make('वडा ६ को तालिम', '2083-08-13', { wards: [6] });
  const res = await api.call('GET', '/api/calendar-feed', w.user);
  expect(res.statusCode, res.body).toBe(200);
  feedPath = new URL(res.json<{ data: { url: string } }>().data.url).pathname;
}, 60_000);
afterAll(() => w.t.close());

async function feed(query: string) {
  const res = await w.t.app.inject({ url: `${feedPath}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const uids = (body: string) =>
  [...body.matchAll(/^UID:event-(\d+)@karyayojana/gm)].map((m) => Number(m[1]));
/** The feed's text with its folded lines joined again. */
const unfolded = (body: string) => body.replace(/\r\n[ \t]/g, '');

describe('the calendar feed by ward and branch', () => {
  it('with ward=5 holds only the events that name ward 5', async () => {
    const body = await feed('?ward=5');
    expect(uids(body)).toEqual([ids.five, ids.fiveAndSix]);
    expect(unfolded(body)).toContain('(वडा नं ५)');
  });

  it('with ward=0 holds the whole municipality’s events, without the wards’ own', async () => {
    expect(uids(await feed('?ward=0'))).toEqual([ids.whole]);
  });

  it('with branch_id holds that branch’s events; with both, both must hold', async () => {
    expect(uids(await feed(`?branch_id=${health}`))).toEqual([ids.five]);
    expect(uids(await feed(`?ward=6&branch_id=${health}`))).toEqual([]);
  });

  it('without them, or with values it does not know, holds every event', async () => {
    const all = [ids.five, ids.fiveAndSix, ids.whole, ids.six];
    expect(uids(await feed(''))).toEqual(all);
    expect(uids(await feed('?ward=abc&branch_id=-1'))).toEqual(all);
    expect(uids(await feed('?ward=100'))).toEqual(all);
  });

  it('says each event’s wards and branch', async () => {
    const body = unfolded(await feed('?ward=5'));
    expect(body).toContain('वडा: वडा नं ५');
    expect(body).toContain('शाखा: स्वास्थ्य शाखा');
    expect(body).toContain('वडा: वडा नं ५ र ६');
  });

  it('has its own validator for each filter', async () => {
    const etag = async (query: string) =>
      (await w.t.app.inject({ url: `${feedPath}${query}` })).headers.etag;
    expect(await etag('?ward=5')).not.toBe(await etag('?ward=6'));
    expect(await etag(`?branch_id=${health}`)).not.toBe(await etag(''));
  });
});
