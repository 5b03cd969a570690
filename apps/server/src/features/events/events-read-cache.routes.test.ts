import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@karyayojana/contracts';
import { bearer } from '../../../test/support/test-app.js';
import { client, createWorld, type World } from '../../../test/support/events-world.js';

// GET /api/events is served from a cache of serialised answers (docs/decisions/012): these
// tests prove that no write, through any path, leaves an officer looking at a stale plan.
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
  road = await api.createEvent(w.admin, {
    fiscal_year_id: fy,
    title: 'सडक बजेट बैठक',
    content: 'विवरण',
    date: '2083-05-10',
    categories: [cats[0]],
    tasks: ['सूचना'],
  });
  await api.createEvent(w.otherAdmin, {
    fiscal_year_id: fy,
    title: 'अर्को पालिका',
    content: 'विवरण',
    date: '2083-05-10',
  });
});
afterAll(() => w.t.close());

async function read(token = w.user, headers: Record<string, string> = {}, query = '') {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/events?fiscal_year_id=${fy}${query}`,
    headers: { ...bearer(token), ...headers },
  });
  return res;
}
async function events(token = w.user): Promise<Event[]> {
  const res = await read(token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Event[] }>().data;
}
const roadNow = async () => (await events()).find((e) => e.id === road.id);

describe('the cached events read', () => {
  it('answers the same body with the same ETag, and 304 to a client that holds it', async () => {
    const first = await read();
    const second = await read();
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const held = await read(w.user, { 'if-none-match': etag });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect((await read(w.user, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('is compressed for clients that accept brotli or gzip, and plain for the rest', async () => {
    const plain = await read(w.user, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await read(w.user, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await read(w.user, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const refused = await read(w.user, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('checks who asks before it looks in the cache', async () => {
    await read(w.admin); // the home company's list is cached now
    const other = await w.t.app.inject({
      method: 'GET',
      url: `/api/events?fiscal_year_id=${fy}&company_id=${w.home}`,
      headers: bearer(w.otherUser),
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('सडक बजेट बैठक');
    expect((await events(w.otherUser)).map((e) => e.title)).toEqual(['अर्को पालिका']);
  });

  it('shows an edit, a re-date, a new task, a proof document and a deletion at once', async () => {
    await events();
    const edit = await api.call('PUT', `/api/events/${road.id}`, w.admin, {
      fiscal_year_id: fy,
      title: 'सडक बजेट बैठक (संशोधित)',
      content: 'विवरण',
      date: '2083-05-10',
      categories: [cats[0], cats[1]],
      status: 'notDone',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await roadNow())?.title).toBe('सडक बजेट बैठक (संशोधित)');
    expect((await roadNow())?.categories).toHaveLength(2);

    const redate = await api.call('PUT', `/api/change-date/${road.id}`, w.admin, {
      date: '2083-06-01',
    });
    expect(redate.statusCode).toBe(200);
    expect((await roadNow())?.date).toBe('2083-06-01');

    const task = await api.form('POST', '/api/tasks', w.admin, {
      event_id: String(road.id),
      name: 'अनुगमन',
    });
    expect(task.statusCode).toBe(200);
    expect((await roadNow())?.tasks.map((t) => t.name)).toContain('अनुगमन');

    const first = (await roadNow())!.tasks[0]!;
    expect(first.document).toBeNull();
    expect((await api.attach(w.user, first.id)).document?.name).toBe('proof.pdf');
    expect((await roadNow())?.tasks[0]?.document?.name).toBe('proof.pdf');

    const extra = await api.createEvent(w.admin, {
      fiscal_year_id: fy,
      title: 'मेटिने कार्यक्रम',
      content: 'विवरण',
      date: '2083-07-01',
    });
    expect((await events()).map((e) => e.id)).toContain(extra.id);
    expect((await api.call('DELETE', `/api/events/${extra.id}`, w.admin)).statusCode).toBe(200);
    expect((await events()).map((e) => e.id)).not.toContain(extra.id);
  });

  it("shows a renamed category or fiscal year in every municipality's list", async () => {
    await events();
    await events(w.otherUser);
    const cat = await api.call('PUT', `/api/categories/${cats[1]}`, w.sa, {
      name: 'पूर्वाधार (नयाँ नाम)',
    });
    expect(cat.statusCode, cat.body).toBe(200);
    expect((await roadNow())?.categories.map((c) => c.name)).toContain('पूर्वाधार (नयाँ नाम)');

    const before = (await events(w.otherUser))[0]!.fiscal_year.year;
    expect(before).toBe('2083/84');
    const year = await w.t.ctx.db
      .selectFrom('fiscal_years')
      .selectAll()
      .where('id', '=', fy)
      .executeTakeFirstOrThrow();
    const renamed = await api.call('PUT', `/api/fiscal-years/${fy}`, w.sa, {
      year: '2083/084',
      startDate: year.start_date,
      endDate: year.end_date,
      status: year.status,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await events(w.otherUser))[0]!.fiscal_year.year).toBe('2083/084');
    expect((await roadNow())?.fiscal_year.year).toBe('2083/084');
  });

  it('sees a write that bypassed the routes (a script on the database)', async () => {
    await events();
    await w.t.ctx.db
      .updateTable('events')
      .set({ status: 'done' })
      .where('id', '=', road.id)
      .execute();
    expect((await roadNow())?.status).toBe('done');
    await w.t.ctx.db.deleteFrom('tasks').where('event_id', '=', road.id).execute();
    expect((await roadNow())?.tasks).toEqual([]);
  });

  it("keeps another municipality's cached answer when one municipality writes", async () => {
    const before = await read(w.otherUser);
    await api.createEvent(w.admin, {
      fiscal_year_id: fy,
      title: 'घरको नयाँ कार्यक्रम',
      content: 'विवरण',
      date: '2083-08-01',
    });
    const after = await read(w.otherUser);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toBe(before.body);
  });

  it('caches each page and filter apart', async () => {
    const all = await events(w.admin);
    const page = await read(w.admin, {}, '&per_page=1&page=2');
    expect(page.json<{ data: Event[] }>().data).toEqual([all[1]]);
    const done = await read(w.admin, {}, '&status=done');
    expect(done.json<{ data: Event[] }>().data.every((e) => e.status === 'done')).toBe(true);
    expect(done.headers.etag).not.toBe(page.headers.etag);
  });
});
