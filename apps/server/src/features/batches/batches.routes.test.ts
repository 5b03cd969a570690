import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../lib/clock.js';
import { makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { ADMIN, login } from '../../../test/support/test-app.js';

// POST /api/batches/{batch_id}/undo (issue 16, part 3): a copy, duplicate or import is one
// batch; its creator or the Super-Admin moves its events to the trash within TRASH_DAYS, the
// ones edited since listed and kept unless asked for.

let now = new Date('2026-11-21T06:00:00Z');
const clock = createClock('Asia/Kathmandu', () => now);
let w: World;
let c: ReturnType<typeof client>;
let fy: number;
let secondAdmin: string;

beforeAll(async () => {
  w = await createWorld({}, clock);
  c = client(w.t);
  fy = await c.yearId('2083/84');
  const other = await makeUser(w.t, w.home, 'admin');
  secondAdmin = await login(w.t, other.email, TEST_PASSWORD);
}, 60_000);
afterAll(() => w.t.close());

async function twoEvents(token: string) {
  const made = await c.createEvents(token, {
    fiscal_year_id: fy,
    title: `सडक अनुगमन ${Math.random()}`,
    content: 'विवरण',
    date: '2083-08-10',
    multi_dates: ['2083-08-12'],
    tasks: ['निरीक्षण'],
  });
  return made.map((e) => e.id);
}

async function duplicate(token: string, ids: number[]): Promise<string> {
  const res = await c.call('POST', '/api/dublicate-events', token, { target_events: ids });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: { created: number; batch_id: string } }>();
  expect(body.data.created).toBe(ids.length);
  return body.data.batch_id;
}

const undo = (token: string, batch: string, body: object = {}) =>
  c.call('POST', `/api/batches/${batch}/undo`, token, body);

const batchEvents = (batch: string) =>
  w.t.ctx.db.selectFrom('events').select(['id', 'title']).where('batch_id', '=', batch).execute();

describe('undoing a duplicate', () => {
  it('moves its events to the trash in one undo, and they come back from there', async () => {
    const batch = await duplicate(w.admin, await twoEvents(w.admin));
    const copies = await batchEvents(batch);
    const entriesBefore = await c.call('GET', '/api/activity?action=undo', w.admin);

    const res = await undo(w.admin, batch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: '२ वटा कार्यक्रम रद्दीटोकरीमा सारियो।',
      data: { trashed: 2, kept: [] },
    });
    expect(await batchEvents(batch)).toEqual([]);
    const list = await c.call('GET', `/api/events?fiscal_year_id=${fy}&per_page=100`, w.admin);
    const shown = list.json<{ data: { id: number }[] }>().data.map((e) => e.id);
    for (const e of copies) expect(shown).not.toContain(e.id);

    // One entry for the undo, none per event.
    const entries = await c.call('GET', '/api/activity?action=undo', w.admin);
    const total = (r: typeof entries) => r.json<{ meta: { total: number } }>().meta.total;
    expect(total(entries)).toBe(total(entriesBefore) + 1);

    const trash = await w.t.ctx.db
      .selectFrom('trash')
      .select(['id', 'entity_id', 'batch_id'])
      .where('batch_id', '=', batch)
      .execute();
    expect(trash.map((t) => t.entity_id).sort()).toEqual(copies.map((e) => e.id).sort());
    const back = await c.call('POST', `/api/trash/${trash[0]!.id}/restore`, w.admin);
    expect(back.statusCode, back.body).toBe(200);
    expect((await c.getEvent(w.admin, trash[0]!.entity_id)).id).toBe(trash[0]!.entity_id);
  });

  it('keeps the events edited since, lists them, and moves them when asked again', async () => {
    const batch = await duplicate(w.admin, await twoEvents(w.admin));
    const [edited, untouched] = await batchEvents(batch);
    now = new Date(now.getTime() + 60_000);
    const put = await c.call('PUT', `/api/events/${edited!.id}`, w.admin, {
      fiscal_year_id: fy,
      title: 'सम्पादित प्रतिलिपि',
      content: 'विवरण',
      date: '2083-08-15',
      status: 'notDone',
    });
    expect(put.statusCode, put.body).toBe(200);

    const first = await undo(w.admin, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: '१ वटा कार्यक्रम रद्दीटोकरीमा सारियो; पछि सम्पादन गरिएका १ वटा राखिए।',
      data: {
        trashed: 1,
        kept: [{ id: edited!.id, title: 'सम्पादित प्रतिलिपि', date: '2083-08-15' }],
      },
    });
    expect((await batchEvents(batch)).map((e) => e.id)).toEqual([edited!.id]);
    expect(untouched).toBeDefined();

    const second = await undo(w.admin, batch, { include_edited: true });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ data: { trashed: 1, kept: [] } });
    expect(await batchEvents(batch)).toEqual([]);

    const third = await undo(w.admin, batch);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('is for its creator or the Super-Admin: another admin 403, another municipality 404', async () => {
    const batch = await duplicate(w.admin, await twoEvents(w.admin));
    expect((await undo(secondAdmin, batch)).statusCode).toBe(403);
    expect((await undo(w.user, batch)).statusCode).toBe(403);
    expect((await undo(w.otherAdmin, batch)).statusCode).toBe(404);
    expect((await undo(w.admin, 'no-such-batch')).statusCode).toBe(404);
    expect((await undo(w.admin, '%00')).statusCode).toBe(404);
    expect((await undo(w.admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await batchEvents(batch)).length).toBe(2);
    const bySa = await undo(w.sa, batch);
    expect(bySa.statusCode, bySa.body).toBe(200);
    expect(await batchEvents(batch)).toEqual([]);
  });

  it(`cannot be undone after TRASH_DAYS (30)`, async () => {
    const batch = await duplicate(w.sa, await twoEvents(w.admin));
    const then = now;
    now = new Date(now.getTime() + 31 * 86_400_000);
    try {
      // Sessions last less than a month: the Super-Admin signs in again.
      const sa = await login(w.t, ADMIN.email, ADMIN.password);
      const res = await undo(sa, batch);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: '३० दिनभन्दा पुरानो काम फिर्ता लिन मिल्दैन।' });
      expect((await batchEvents(batch)).length).toBe(2);
    } finally {
      now = then;
    }
  });
});

describe('undoing a copy into two municipalities', () => {
  it('moves the copies out of both, as the Super-Admin', async () => {
    const [source] = await twoEvents(w.admin);
    const res = await c.call('POST', '/api/copy-selected-events', w.sa, {
      target_events: [source],
      target_companies: [w.home, w.other],
    });
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json<{ data: { batch_id: string } }>().data.batch_id;
    const copies = await w.t.ctx.db
      .selectFrom('events')
      .select('company_id')
      .where('batch_id', '=', batch)
      .execute();
    expect(copies.map((e) => e.company_id).sort()).toEqual([w.home, w.other].sort());

    // The admin of one of them did not make it and may not undo it for both.
    expect((await undo(w.admin, batch)).statusCode).toBe(404);
    const undone = await undo(w.sa, batch, { include_edited: '1' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ data: { trashed: 2, kept: [] } });
    const trash = await w.t.ctx.db
      .selectFrom('trash')
      .select('company_id')
      .where('batch_id', '=', batch)
      .execute();
    expect(trash.map((t) => t.company_id).sort()).toEqual([w.home, w.other].sort());
  });
});
