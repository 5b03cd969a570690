import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeFromTrash } from '../../../test/support/trash.js';
import type { Event } from '@karyayojana/contracts';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import { storedFiles } from '../../../test/support/builders.js';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { translate } from '../../lib/messages.js';

// One event: read, update, re-date, delete (docs/behaviour.md §7).
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

const fields = (overrides: object = {}) => ({
  fiscal_year_id: fy,
  title: 'बजेट छलफल',
  content: 'वार्षिक बजेट',
  date: '2083-05-01',
  ...overrides,
});
const make = (token = w.admin, overrides: object = {}) =>
  api.createEvent(token, fields({ categories: [cats[0]], tasks: ['सूचना'], ...overrides }));
const update = (overrides: object = {}) =>
  fields({ title: 'बजेट स्वीकृति', status: 'done', categories: [cats[1]], ...overrides });

describe('GET /api/events/:id', () => {
  it('reads an event of the own company for user and admin, any company for the Super-Admin', async () => {
    const event = await make();
    for (const token of [w.user, w.admin, w.sa])
      expect(await api.getEvent(token, event.id)).toEqual(event);
  });

  it('answers 404 for another company’s event, a missing or malformed id; 401 anonymous', async () => {
    const event = await make(w.otherAdmin);
    for (const token of [w.user, w.admin]) {
      const res = await api.call('GET', `/api/events/${event.id}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await api.call('GET', '/api/events/999999', w.sa)).statusCode).toBe(404);
    expect((await api.call('GET', '/api/events/abc', w.sa)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/events/${event.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/events/:id', () => {
  it('updates every field and derives the AD date again', async () => {
    const event = await make();
    const res = await api.call(
      'PUT',
      `/api/events/${event.id}`,
      w.admin,
      update({ date: '२०८३-१०-१५', time: '15:45', assignTo: 'वडा कार्यालय', ad_date: '2000-01-01' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    expect(res.json<{ data: Event }>().data).toMatchObject({
      id: event.id,
      title: 'बजेट स्वीकृति',
      date: '2083-10-15',
      ad_date: bsToAdString('2083-10-15'),
      time: '15:45',
      assignTo: 'वडा कार्यालय',
      status: 'done',
      categories: [{ id: cats[1] }],
      tasks: [{ name: 'सूचना' }],
    });
  });

  it.each(['done', 'notDone', 'postponed', 'canceled'])('accepts the status %s', async (status) => {
    const event = await make();
    // Postponing and canceling say why (docs/decisions/018-progress-model.md).
    const reason = status === 'postponed' || status === 'canceled' ? 'बजेट अभाव' : undefined;
    const res = await api.call(
      'PUT',
      `/api/events/${event.id}`,
      w.admin,
      update({ status, status_reason: reason }),
    );
    expect(res.json<{ data: Event }>().data.status).toBe(status);
  });

  it.each([
    ['no status', { status: undefined }, 'status'],
    ['an unknown status', { status: 'finished' }, 'status'],
    ['an unknown category', { categories: [999_999] }, 'categories'],
    ['no date', { date: undefined }, 'date'],
  ])('answers 422 for %s and changes nothing', async (_n, overrides, field) => {
    const event = await make();
    const res = await api.call('PUT', `/api/events/${event.id}`, w.admin, update(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toHaveProperty(field);
    expect(await api.getEvent(w.admin, event.id)).toEqual(event);
  });

  it('answers 422 with the fiscal-year message for a date outside the year', async () => {
    const event = await make();
    const res = await api.call(
      'PUT',
      `/api/events/${event.id}`,
      w.admin,
      update({ date: '2084-04-01' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: translate('date.outsideYear', 'ne', { date: '2084-04-01', year: '2083/84' }),
    });
    expect(await api.getEvent(w.admin, event.id)).toEqual(event);
  });

  it('moves an event to another fiscal year when the date lies in it', async () => {
    const event = await make();
    const next = await api.yearId('2084/85');
    // Not done: a year that has not begun cannot have been done in (events-progress tests).
    const res = await api.call(
      'PUT',
      `/api/events/${event.id}`,
      w.admin,
      update({ fiscal_year_id: next, date: '2084-05-01', status: 'notDone' }),
    );
    expect(res.json<{ data: Event }>().data).toMatchObject({
      fiscal_year: { id: next, year: '2084/85' },
      date: '2084-05-01',
    });
  });

  it('refuses users (403), another company’s admin (404), expired (403), anonymous (401)', async () => {
    const event = await make();
    const put = (token?: string) => api.call('PUT', `/api/events/${event.id}`, token, update());
    expect((await put(w.user)).statusCode).toBe(403);
    expect((await put(w.otherAdmin)).statusCode).toBe(404);
    expect((await put()).statusCode).toBe(401);
    expect(await api.getEvent(w.admin, event.id)).toEqual(event);
    expect((await put(w.sa)).statusCode).toBe(200);

    const expired = await make(w.sa, { company_id: w.expired });
    const res = await api.call('PUT', `/api/events/${expired.id}`, w.expiredAdmin, update());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
  });
});

describe('PUT /api/change-date/:id', () => {
  const redate = (id: number, token: string | undefined, payload: object) =>
    api.call('PUT', `/api/change-date/${id}`, token, payload);

  it('sets the new BS date and its AD date', async () => {
    const event = await make();
    const res = await redate(event.id, w.admin, { date: '2084-03-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Event }>().data).toMatchObject({
      date: '2084-03-31',
      ad_date: bsToAdString('2084-03-31'),
      title: event.title,
      tasks: [{ name: 'सूचना' }],
    });
  });

  it.each([{}, { date: '' }, { date: null }])(
    'answers 422 “select the new date” for %j',
    async (payload) => {
      const event = await make();
      const res = await redate(event.id, w.admin, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: translate('date.changeMissing', 'ne'),
      });
    },
  );

  it.each(['2084-04-01', '2083-03-32'])(
    'answers 422 for %s, outside the fiscal year',
    async (date) => {
      const event = await make();
      const res = await redate(event.id, w.admin, { date });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: translate('date.changeInvalid', 'ne') });
      expect(await api.getEvent(w.admin, event.id)).toEqual(event);
    },
  );

  it('refuses users (403), another company’s admin (404), expired (403), anonymous (401)', async () => {
    const event = await make();
    const ok = { date: '2083-06-01' };
    expect((await redate(event.id, w.user, ok)).statusCode).toBe(403);
    expect((await redate(event.id, w.otherAdmin, ok)).statusCode).toBe(404);
    expect((await redate(event.id, undefined, ok)).statusCode).toBe(401);
    expect((await redate(999_999, w.sa, ok)).statusCode).toBe(404);
    expect((await redate(event.id, w.sa, ok)).statusCode).toBe(200);
    const expired = await make(w.sa, { company_id: w.expired });
    const res = await redate(expired.id, w.expiredAdmin, ok);
    expect(res.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
  });
});

describe('DELETE /api/events/:id', () => {
  it('removes the event and its tasks; their files leave the disk when the trash is purged', async () => {
    const event = await make(w.admin, { tasks: ['एक', 'दुई'] });
    const kept = await make(w.admin);
    await api.attach(w.user, event.tasks[0]?.id ?? 0);
    await api.attach(w.admin, event.tasks[1]?.id ?? 0);
    await api.attach(w.admin, kept.tasks[0]?.id ?? 0);
    const before = storedFiles(w.t);
    expect(before.filter((f) => f.startsWith('private/'))).toHaveLength(3);

    const res = await api.call('DELETE', `/api/events/${event.id}`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) as unknown });
    expect((await api.call('GET', `/api/events/${event.id}`, w.admin)).statusCode).toBe(404);
    const tasks = await w.t.ctx.db
      .selectFrom('tasks')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(tasks).toEqual([]);
    // The delete moves the event to the trash: its files stay until the item is purged.
    expect(storedFiles(w.t)).toEqual(before);
    await purgeFromTrash(w.t, w.admin, 'event', event.id);
    const after = storedFiles(w.t);
    expect(after).toHaveLength(before.length - 2);
    expect(after.every((f) => before.includes(f))).toBe(true);
    expect((await api.getEvent(w.admin, kept.id)).tasks[0]?.documents).toEqual(expect.any(String));
  });

  it('refuses users (403), another company’s admin (404), expired (403), anonymous (401)', async () => {
    const event = await make();
    const del = (token?: string) => api.call('DELETE', `/api/events/${event.id}`, token);
    expect((await del(w.user)).statusCode).toBe(403);
    expect((await del(w.otherAdmin)).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(401);
    expect(await api.getEvent(w.admin, event.id)).toEqual(event);
    expect((await del(w.sa)).statusCode).toBe(200);
    expect((await del(w.sa)).statusCode).toBe(404);
    const expired = await make(w.sa, { company_id: w.expired });
    const res = await api.call('DELETE', `/api/events/${expired.id}`, w.expiredAdmin);
    expect(res.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
    expect(await api.getEvent(w.expiredUser, expired.id)).toEqual(expired);
  });
});
