import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, StatusChange } from '@karyayojana/contracts';
import { createClock } from '../../lib/clock.js';
import { client, createWorld, type World } from '../../../test/support/events-world.js';

// What happened to an event: outcome, reasons, progress, money, its status history and
// overdue (docs/decisions/018-progress-model.md). The world's clock stands on 2026-11-21 in
// Kathmandu, BS 2083-08-05; the active fiscal year 2083/84 began on 2083-04-01.
const TODAY = '2083-08-05';
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

const planned = (overrides: object = {}) => ({
  fiscal_year_id: fy,
  title: 'सडक मर्मत',
  content: 'वडा ४ को सडक',
  date: '2083-06-10',
  categories: [cats[0]],
  tasks: ['ठेक्का'],
  ...overrides,
});
/** The edit form's body for an event, with the changes of this edit. */
const edit = (event: Event, changes: object) => ({
  fiscal_year_id: event.fiscal_year_id,
  title: event.title,
  content: event.content,
  date: event.date,
  time: event.time,
  assignTo: event.assignTo,
  categories: event.categories.map((c) => c.id),
  status: event.status,
  ...changes,
});
async function put(event: Event, changes: object, token = w.admin, lang = 'ne') {
  return w.t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    payload: edit(event, changes),
  });
}
async function putOk(event: Event, changes: object, token = w.admin): Promise<Event> {
  const res = await put(event, changes, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Event }>().data;
}
async function history(id: number, token = w.admin): Promise<StatusChange[]> {
  const res = await api.call('GET', `/api/events/${id}/status-history`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: StatusChange[] }>().data;
}
const fieldErrors = (res: { json: () => unknown }) =>
  (res.json() as { errors: Record<string, string[]> }).errors;

describe('a new event', () => {
  it('is planned on its date, not done, with nothing recorded and no history', async () => {
    const event = await api.createEvent(w.admin, planned());
    expect(event).toMatchObject({
      status: 'notDone',
      planned_date: '2083-06-10',
      completed_date: null,
      outcome: null,
      status_reason: null,
      progress: null,
      budget: null,
      spent: null,
      over_budget: false,
    });
    expect(await history(event.id)).toEqual([]);
  });
});

describe('done', () => {
  it('takes today in Nepal as the completion date when none is sent, and 100 % progress', async () => {
    const event = await api.createEvent(w.admin, planned());
    const done = await putOk(event, { status: 'done', outcome: '२ किमी सडक मर्मत सम्पन्न' });
    expect(done).toMatchObject({
      status: 'done',
      completed_date: TODAY,
      outcome: '२ किमी सडक मर्मत सम्पन्न',
      progress: 100,
      overdue: false,
    });
  });

  it('takes a completion date in Devanagari digits, within the year so far', async () => {
    const event = await api.createEvent(w.admin, planned());
    const done = await putOk(event, { status: 'done', completed_date: '२०८३-०६-१२' });
    expect(done.completed_date).toBe('2083-06-12');
  });

  it('refuses a completion date before the fiscal year or after today, saying which in Nepali', async () => {
    const event = await api.createEvent(w.admin, planned());
    const before = await put(event, { status: 'done', completed_date: '2083-03-30' });
    expect(before.statusCode).toBe(422);
    expect(fieldErrors(before).completed_date?.[0]).toBe(
      'सम्पन्न मिति आर्थिक वर्ष २०८३/८४ सुरु हुनु (२०८३-०४-०१) अघि हुन सक्दैन।',
    );
    const future = await put(event, { status: 'done', completed_date: '2083-08-06' });
    expect(future.statusCode).toBe(422);
    expect(fieldErrors(future).completed_date?.[0]).toBe(
      'सम्पन्न मिति आजभन्दा (२०८३-०८-०५) पछि हुन सक्दैन।',
    );
    // The event was not changed by the refused edits.
    expect((await api.getEvent(w.admin, event.id)).status).toBe('notDone');
    expect(await history(event.id)).toEqual([]);
  });

  it('keeps its completion date through an edit that leaves the status, clears it on leaving done', async () => {
    const event = await api.createEvent(w.admin, planned());
    const done = await putOk(event, { status: 'done', completed_date: '2083-07-01' });
    const retitled = await putOk(done, { title: 'सडक मर्मत (वडा ४)' });
    expect(retitled.completed_date).toBe('2083-07-01');
    const reopened = await putOk(retitled, { status: 'notDone' });
    expect(reopened).toMatchObject({ status: 'notDone', completed_date: null, progress: 100 });
    // The history keeps the date it was done on.
    const [back, first] = await history(event.id);
    expect(back).toMatchObject({ from: 'done', to: 'notDone', completed_date: null });
    expect(first).toMatchObject({ from: 'notDone', to: 'done', completed_date: '2083-07-01' });
  });
});

describe('postponed and canceled', () => {
  it.each(['postponed', 'canceled'])(
    '%s is stored without a reason (SPEC.md’s update has none); the history says none was given',
    async (status) => {
      const event = await api.createEvent(w.admin, planned());
      // SPEC.md's update, as the original client sends it: no reason field at all.
      const bare = await putOk(event, { status });
      expect(bare).toMatchObject({ status, status_reason: null, completed_date: null });
      const [change] = await history(event.id);
      expect(change).toMatchObject({ from: 'notDone', to: status, reason: null });
      // A blank reason is no reason; a written one is kept.
      const blank = await putOk(bare, { status, status_reason: '   ' });
      expect(blank.status_reason).toBeNull();
      const ok = await putOk(blank, { status, status_reason: 'बाढीले बाटो बन्द' });
      expect(ok).toMatchObject({ status, status_reason: 'बाढीले बाटो बन्द', completed_date: null });
    },
  );

  it('moving from postponed to canceled without a reason keeps the one given', async () => {
    const event = await api.createEvent(w.admin, planned());
    const postponed = await putOk(event, { status: 'postponed', status_reason: 'बजेट अभाव' });
    const canceled = await putOk(postponed, { status: 'canceled' });
    expect(canceled.status_reason).toBe('बजेट अभाव');
    expect((await history(event.id))[0]).toMatchObject({
      from: 'postponed',
      to: 'canceled',
      reason: 'बजेट अभाव',
    });
  });

  it('postponing moves the date within the year and keeps the date first planned', async () => {
    const event = await api.createEvent(w.admin, planned({ date: '2083-05-01' }));
    const moved = await putOk(event, {
      status: 'postponed',
      status_reason: 'सामग्री आइपुगेन',
      date: '2083-10-15',
    });
    expect(moved).toMatchObject({ date: '2083-10-15', planned_date: '2083-05-01' });
    const redated = await api.call('PUT', `/api/change-date/${event.id}`, w.admin, {
      date: '2083-11-01',
    });
    expect(redated.json<{ data: Event }>().data).toMatchObject({
      date: '2083-11-01',
      planned_date: '2083-05-01',
    });
    const outside = await put(moved, { date: '2084-04-01' });
    expect(outside.statusCode).toBe(422);
    expect(fieldErrors(outside).date).toBeDefined();
  });

  it('an edit by a client that knows nothing of reasons keeps the stored one', async () => {
    const event = await api.createEvent(w.admin, planned());
    const canceled = await putOk(event, { status: 'canceled', status_reason: 'दोहोरो योजना' });
    // The original front end's form: the four statuses, no reason field.
    const old = edit(canceled, { title: 'पुरानो ग्राहकको सम्पादन' });
    expect(old).not.toHaveProperty('status_reason');
    const res = await api.call('PUT', `/api/events/${event.id}`, w.admin, old);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Event }>().data.status_reason).toBe('दोहोरो योजना');
  });
});

describe('progress and money', () => {
  it('keeps progress, budget and spent; flags spending over budget; reads Devanagari and grouped numbers', async () => {
    const event = await api.createEvent(w.admin, planned());
    const under = await putOk(event, { progress: 40, budget: '१२,३४,५६७', spent: 500000 });
    expect(under).toMatchObject({
      progress: 40,
      budget: 1234567,
      spent: 500000,
      over_budget: false,
    });
    const over = await putOk(under, { spent: 1300000 });
    expect(over).toMatchObject({ budget: 1234567, spent: 1300000, over_budget: true });
    // Left out: kept. Sent empty: cleared.
    const kept = await putOk(over, {});
    expect(kept).toMatchObject({ progress: 40, budget: 1234567, spent: 1300000 });
    const cleared = await putOk(kept, { budget: '', spent: null, progress: null });
    expect(cleared).toMatchObject({
      progress: null,
      budget: null,
      spent: null,
      over_budget: false,
    });
  });

  it.each([
    ['progress', 101],
    ['progress', -1],
    ['progress', 12.5],
    ['budget', -5],
    ['spent', 'धेरै'],
    ['budget', 1e13],
  ])('refuses %s = %s with a Nepali field message', async (field, value) => {
    const event = await api.createEvent(w.admin, planned());
    const res = await put(event, { [field]: value });
    expect(res.statusCode).toBe(422);
    const [message] = fieldErrors(res)[field] ?? [];
    expect(message).toMatch(/[\u0900-\u097F]/);
    expect(message).not.toMatch(/[A-Za-z]{3}/);
  });

  it('keeps very large budgets exactly', async () => {
    const event = await api.createEvent(w.admin, planned());
    const big = await putOk(event, { budget: 987654321012, spent: 5 });
    expect((await api.getEvent(w.admin, big.id)).budget).toBe(987654321012);
  });
});

describe('GET /api/events/:id/status-history', () => {
  it('lists every status change newest first, with who, when, reason and completion date', async () => {
    const event = await api.createEvent(w.admin, planned());
    const postponed = await putOk(event, { status: 'postponed', status_reason: 'चुनाव' });
    const same = await putOk(postponed, { title: 'नयाँ शीर्षक' }); // no status change: no row
    await putOk(same, { status: 'done', completed_date: '2083-08-01', outcome: 'सम्पन्न' });
    const rows = await history(event.id);
    expect(rows).toHaveLength(2);
    const me = await w.t.ctx.db
      .selectFrom('users')
      .innerJoin('access_tokens', 'access_tokens.user_id', 'users.id')
      .select(['users.id', 'users.name'])
      .where('users.company_id', '=', w.home)
      .where('users.role_id', '=', 2)
      .executeTakeFirstOrThrow();
    const { at, ...latest } = rows[0] ?? { at: '' };
    expect(Date.parse(at)).not.toBeNaN();
    expect(latest).toEqual({
      from: 'postponed',
      to: 'done',
      by: { id: me.id, name: me.name },
      reason: null,
      completed_date: '2083-08-01',
    });
    expect(rows[1]).toMatchObject({ from: 'notDone', to: 'postponed', reason: 'चुनाव' });
    // Everyone of the municipality may read it; another municipality hears 404.
    expect(await history(event.id, w.user)).toEqual(rows);
    expect(await history(event.id, w.sa)).toEqual(rows);
    for (const token of [w.otherAdmin, w.otherUser]) {
      const res = await api.call('GET', `/api/events/${event.id}/status-history`, token);
      expect(res.statusCode).toBe(404);
    }
    expect((await api.call('GET', '/api/events/999999/status-history', w.sa)).statusCode).toBe(404);
  });

  it('still names an officer whose account was deleted', async () => {
    const res = await api.call('POST', '/api/register', w.sa, {
      name: 'अस्थायी अधिकृत',
      email: 'temporary-officer@example.org',
      company_id: w.home,
      role: 'admin',
      password: 'password-temp-1',
      password_confirmation: 'password-temp-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const login = await api.call('POST', '/api/login', undefined, {
      email: 'temporary-officer@example.org',
      password: 'password-temp-1',
    });
    const token = login.json<{ token: string }>().token;
    const event = await api.createEvent(w.admin, planned());
    await putOk(event, { status: 'canceled', status_reason: 'आवश्यक छैन' }, token);
    const officer = await w.t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', 'temporary-officer@example.org')
      .executeTakeFirstOrThrow();
    expect((await api.call('DELETE', `/api/delete-user/${officer.id}`, w.sa)).statusCode).toBe(200);
    const [row] = await history(event.id);
    expect(row?.by).toEqual({ id: null, name: 'अस्थायी अधिकृत' });
  });

  it('copies and duplicates start as a new plan: not done, nothing recorded, no history', async () => {
    const event = await api.createEvent(w.admin, planned());
    await putOk(event, {
      status: 'done',
      completed_date: '2083-07-01',
      outcome: 'भयो',
      budget: 1000,
      spent: 900,
    });
    const res = await api.call('POST', '/api/dublicate-events', w.admin, {
      target_events: [event.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = await w.t.ctx.db
      .selectFrom('events')
      .selectAll()
      .where('company_id', '=', w.home)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(copy.id).not.toBe(event.id);
    expect(copy).toMatchObject({
      status: 'notDone',
      planned_date: copy.date,
      completed_date: null,
      outcome: null,
      status_reason: null,
      progress: null,
      budget: null,
      spent: null,
    });
    expect(await history(copy.id)).toEqual([]);
    // Deleting an event takes its history with it.
    expect((await api.call('DELETE', `/api/events/${event.id}`, w.admin)).statusCode).toBe(200);
    const left = await w.t.ctx.db
      .selectFrom('event_status_history')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('overdue', () => {
  it('is an event not done whose date has passed; the list filters it', async () => {
    const past = await api.createEvent(w.admin, planned({ date: '2083-08-04', title: 'हिजो' }));
    const today = await api.createEvent(w.admin, planned({ date: TODAY, title: 'आज' }));
    const pastDone = await api.createEvent(w.admin, planned({ date: '2083-07-01' }));
    await putOk(pastDone, { status: 'done', completed_date: '2083-07-01' });
    const pastCanceled = await api.createEvent(w.admin, planned({ date: '2083-07-02' }));
    await putOk(pastCanceled, { status: 'canceled', status_reason: 'रद्द' });
    expect(past.overdue).toBe(true);
    expect(today.overdue).toBe(false);

    const res = await api.call('GET', `/api/events?fiscal_year_id=${fy}&status=overdue`, w.user);
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json<{ data: Event[] }>().data;
    const ids = listed.map((e) => e.id);
    expect(ids).toContain(past.id);
    expect(ids).not.toContain(today.id);
    expect(ids).not.toContain(pastDone.id);
    expect(ids).not.toContain(pastCanceled.id);
    expect(listed.every((e) => e.overdue && e.status === 'notDone')).toBe(true);
    // Counted from the rows: every not-done event of the company dated before today.
    const rows = await w.t.ctx.db
      .selectFrom('events')
      .select('id')
      .where('company_id', '=', w.home)
      .where('fiscal_year_id', '=', fy)
      .where('status', '=', 'notDone')
      .where('ad_date', '<', '2026-11-21')
      .execute();
    expect(ids.sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('turns at midnight in Nepal, whatever the server’s own zone', async () => {
    // 18:14 UTC on 2026-11-21 is 23:59 in Kathmandu; 18:15 UTC is 00:00 on the 22nd (BS 2083-08-06).
    let instant = new Date('2026-11-21T18:14:00Z');
    const moving = createClock('Asia/Kathmandu', () => instant);
    const world = await createWorld({}, moving);
    try {
      const c = client(world.t);
      const year = await c.yearId('2083/84');
      const event = await c.createEvent(world.admin, {
        fiscal_year_id: year,
        title: 'आजको बैठक',
        content: 'बैठक',
        date: '2083-08-05',
      });
      expect(event.overdue).toBe(false);
      const list = async () => {
        const res = await c.call('GET', `/api/events?fiscal_year_id=${year}`, world.admin);
        return res.json<{ data: Event[] }>().data.find((e) => e.id === event.id);
      };
      expect((await list())?.overdue).toBe(false);
      instant = new Date('2026-11-21T18:15:00Z');
      expect((await c.getEvent(world.admin, event.id)).overdue).toBe(true);
      // The cached year is not served from before midnight.
      expect((await list())?.overdue).toBe(true);
      const filtered = await c.call(
        'GET',
        `/api/events?fiscal_year_id=${year}&status=overdue`,
        world.admin,
      );
      expect(filtered.json<{ data: Event[] }>().data.map((e) => e.id)).toEqual([event.id]);
    } finally {
      await world.t.close();
    }
  });
});
