import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, TrashItem, TrashList } from '@karyayojana/contracts';
import { storedFiles } from '../../../test/support/builders.js';
import { client, createWorld, PDF, type World } from '../../../test/support/events-world.js';
import { trashIdOf } from '../../../test/support/trash.js';
import { createClock } from '../../lib/clock.js';
import { translate } from '../../lib/messages.js';
import { filesService } from '../files/files.service.js';
import { trashService } from './trash.service.js';

/**
 * The trash (issue 16, docs/decisions/023-activity-and-trash.md): a delete moves the rows and
 * keeps their files; restore puts them back with their ids; purge (or the sweep after
 * TRASH_DAYS) removes them and their files for good.
 */
let now = new Date('2026-11-21T06:00:00Z').getTime();
const movingClock = createClock('Asia/Kathmandu', () => new Date(now));

let w: World;
let api: ReturnType<typeof client>;
let fy: number;
beforeAll(async () => {
  // Tokens outlive the sweep's month in the test.
  w = await createWorld({ TOKEN_TTL_DAYS: '365' }, movingClock);
  api = client(w.t);
  fy = await api.yearId('2083/84');
});
afterAll(() => w.t.close());

const make = (token = w.admin, overrides: object = {}) =>
  api.createEvent(token, {
    fiscal_year_id: fy,
    title: 'वडा भेला',
    content: 'वडाको भेला',
    date: '2083-06-01',
    tasks: ['सूचना', 'हाजिरी'],
    ...overrides,
  });

const listIds = async (token = w.admin, query = '') => {
  const res = await api.call('GET', `/api/events?fiscal_year_id=${fy}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number }[] }>().data.map((e) => e.id);
};
const timelineIds = (token = w.admin) => listIds(token, '&content=excerpt');

const trash = async (token = w.admin, query = '') => {
  const res = await api.call('GET', `/api/trash${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TrashList>();
};
const itemOf = async (kind: TrashItem['kind'], entityId: number, token = w.admin) =>
  (await trash(token, '?per_page=100')).data.find(
    (i) => i.kind === kind && i.entity_id === entityId,
  );
const restore = (id: number, token = w.admin) =>
  api.call('POST', `/api/trash/${id}/restore`, token);
const purge = (id: number, token = w.admin) => api.call('DELETE', `/api/trash/${id}`, token);
const download = (url: string) => w.t.app.inject({ method: 'GET', url });
const keyOf = (url: string | null) => /\/storage\/private\/([^?]+)/.exec(url ?? '')?.[1] ?? '';

async function activityOf(entity: string, entityId: number) {
  return w.t.ctx.db
    .selectFrom('activity_log')
    .select(['action', 'user_id', 'company_id'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('action', 'in', ['delete', 'restore', 'purge'])
    .orderBy('id')
    .execute();
}

const CONTENT = Buffer.concat([PDF, Buffer.from(`% ${'x'.repeat(5000)}\n`)]);

describe('an event in the trash', () => {
  it('leaves the lists and the timeline, comes back with its id, tasks and files, then is purged', async () => {
    const event = await make();
    await api.attach(w.user, event.tasks[0]?.id ?? 0, CONTENT);
    const before = await api.getEvent(w.admin, event.id);
    const url = before.tasks[0]?.documents ?? '';
    const original = await download(url);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(CONTENT)).toBe(true);
    // The read cache holds the list before the delete.
    expect(await listIds()).toContain(event.id);
    expect(await timelineIds()).toContain(event.id);
    const files = storedFiles(w.t);

    const del = await api.call('DELETE', `/api/events/${event.id}`, w.admin);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: translate('events.deleted', 'ne') });
    expect(await listIds()).not.toContain(event.id);
    expect(await timelineIds()).not.toContain(event.id);
    expect((await api.call('GET', `/api/events/${event.id}`, w.admin)).statusCode).toBe(404);
    expect((await download(url)).statusCode).toBe(404);
    expect(storedFiles(w.t)).toEqual(files);

    const item = await itemOf('event', event.id);
    expect(item).toMatchObject({
      kind: 'event',
      entity_id: event.id,
      company_id: w.home,
      title: 'वडा भेला',
      event: null,
      deleted_by: { id: expect.any(Number) as unknown, name: expect.any(String) as unknown },
      tasks: 2,
      files: 1,
    });
    expect(Date.parse(item?.purge_after ?? '') - Date.parse(item?.deleted_at ?? '')).toBe(
      30 * 86_400_000,
    );

    const back = await restore(item?.id ?? 0);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ message: translate('trash.restored', 'ne') });
    expect(await listIds()).toContain(event.id);
    expect(await timelineIds()).toContain(event.id);
    const restored = await api.getEvent(w.admin, event.id);
    expect(restored.tasks.map((t) => [t.id, t.name])).toEqual(
      before.tasks.map((t) => [t.id, t.name]),
    );
    expect({ ...restored, tasks: [] }).toEqual({ ...before, tasks: [] });
    const again = await download(restored.tasks[0]?.documents ?? '');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(CONTENT)).toBe(true);
    expect(await itemOf('event', event.id)).toBeUndefined();

    // Deleted again and purged: the file leaves the disk, the restore is a 404.
    expect((await api.call('DELETE', `/api/events/${event.id}`, w.admin)).statusCode).toBe(200);
    const second = await trashIdOf(w.t, 'event', event.id);
    const gone = await purge(second);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ message: translate('trash.purged', 'ne') });
    expect(storedFiles(w.t)).not.toContain(`private/${keyOf(url)}`);
    expect(storedFiles(w.t)).toHaveLength(files.length - 1);
    expect((await restore(second)).statusCode).toBe(404);
    expect((await purge(second)).statusCode).toBe(404);
    expect(await listIds()).not.toContain(event.id);

    expect((await activityOf('event', event.id)).map((a) => a.action)).toEqual([
      'delete',
      'restore',
      'delete',
      'purge',
    ]);
  });

  it('drops the links to a category deleted meanwhile, and refuses when its fiscal year is gone', async () => {
    const category = await api.call('POST', '/api/categories', w.sa, { name: 'अस्थायी' });
    expect(category.statusCode, category.body).toBe(200);
    const categoryId = category.json<{ data: { id: number } }>().data.id;
    const event = await make(w.admin, { categories: [categoryId] });
    await api.call('DELETE', `/api/events/${event.id}`, w.admin);
    expect((await api.call('DELETE', `/api/categories/${categoryId}`, w.sa)).statusCode).toBe(200);
    expect((await restore(await trashIdOf(w.t, 'event', event.id))).statusCode).toBe(200);
    const back: Event = await api.getEvent(w.admin, event.id);
    expect(back.categories).toEqual([]);

    const year = await api.yearId('2084/85');
    const later = await make(w.admin, { fiscal_year_id: year, date: '2084-06-01' });
    await api.call('DELETE', `/api/events/${later.id}`, w.admin);
    // The year has no live event left, so today's rules let it go.
    expect((await api.call('DELETE', `/api/fiscal-years/${year}`, w.sa)).statusCode).toBe(200);
    const id = await trashIdOf(w.t, 'event', later.id);
    const refused = await restore(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json()).toMatchObject({ message: translate('trash.fiscalYearGone', 'ne') });
    // Nothing changed: the item is still there.
    expect(await itemOf('event', later.id)).toBeDefined();
  });
});

describe('tasks and documents in the trash', () => {
  it('a task comes back with its id and file; a 409 when its event is gone', async () => {
    const event = await make();
    const task = await api.attach(w.admin, event.tasks[1]?.id ?? 0, CONTENT, 'x.pdf');
    const res = await api.call('DELETE', `/api/tasks/${task.id}`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: expect.any(String) as unknown,
      task: { event_id: event.id },
    });
    const item = await itemOf('task', task.id);
    expect(item).toMatchObject({
      title: task.name,
      event: { id: event.id, title: event.title },
      tasks: 1,
      files: 1,
    });
    expect((await restore(item?.id ?? 0)).statusCode).toBe(200);
    const back = (await api.getEvent(w.admin, event.id)).tasks.find((t) => t.id === task.id);
    expect(back?.name).toBe(task.name);
    expect((await download(back?.documents ?? '')).rawPayload.equals(CONTENT)).toBe(true);

    await api.call('DELETE', `/api/tasks/${task.id}`, w.admin);
    await api.call('DELETE', `/api/events/${event.id}`, w.admin);
    const refused = await restore(await trashIdOf(w.t, 'task', task.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: translate('trash.restoreEventFirst', 'ne'),
    });
    // Restoring the event first, then the task, works.
    expect((await restore(await trashIdOf(w.t, 'event', event.id))).statusCode).toBe(200);
    expect((await restore(await trashIdOf(w.t, 'task', task.id))).statusCode).toBe(200);
    expect((await api.getEvent(w.admin, event.id)).tasks.map((t) => t.id)).toContain(task.id);
    expect((await activityOf('task', task.id)).map((a) => a.action)).toEqual([
      'delete',
      'restore',
      'delete',
      'restore',
    ]);
  });

  it('a task document comes back byte-identical; a 409 when the task has another one', async () => {
    const event = await make();
    const taskId = event.tasks[0]?.id ?? 0;
    await api.attach(w.user, taskId, CONTENT);
    const url = (await api.getEvent(w.admin, event.id)).tasks[0]?.documents ?? '';
    const files = storedFiles(w.t);
    const res = await api.call('DELETE', `/api/tasks/delete-file/${taskId}`, w.user);
    expect(res.statusCode).toBe(200);
    expect(storedFiles(w.t)).toEqual(files);
    const item = await itemOf('task_document', taskId);
    expect(item).toMatchObject({ event: { id: event.id, title: event.title }, files: 1 });
    expect((await restore(item?.id ?? 0)).statusCode).toBe(200);
    const again = (await api.getEvent(w.admin, event.id)).tasks[0]?.documents ?? '';
    expect(keyOf(again)).toBe(keyOf(url));
    expect((await download(again)).rawPayload.equals(CONTENT)).toBe(true);

    // Deleted again, then another document uploaded: the old one cannot come back over it.
    await api.call('DELETE', `/api/tasks/delete-file/${taskId}`, w.user);
    await api.attach(w.user, taskId, PDF, 'new.pdf');
    const id = await trashIdOf(w.t, 'task_document', taskId);
    const refused = await restore(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: translate('trash.taskHasDocument', 'ne'),
    });
    expect((await purge(id)).statusCode).toBe(200);
    expect(storedFiles(w.t)).not.toContain(`private/${keyOf(url)}`);
    expect((await activityOf('task_document', taskId)).map((a) => a.action)).toEqual([
      'delete',
      'restore',
      'delete',
      'purge',
    ]);
  });

  it('an other document comes back with its id and file, and is purged with it', async () => {
    const { multipartBody } = await import('../../../test/support/multipart.js');
    const body = multipartBody({
      name: 'कार्यविधि',
      remarks: 'पारित',
      documents: { filename: 'rule.pdf', content: CONTENT, contentType: 'application/pdf' },
    });
    const created = await w.t.app.inject({
      method: 'POST',
      url: '/api/other-documents',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${w.admin}` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json<{ data: { id: number; documents: string } }>().data;
    const files = storedFiles(w.t);
    expect((await api.call('DELETE', `/api/other-documents/${doc.id}`, w.admin)).statusCode).toBe(
      200,
    );
    expect((await api.call('GET', `/api/other-documents/${doc.id}`, w.admin)).statusCode).toBe(404);
    const item = await itemOf('other_document', doc.id);
    expect(item).toMatchObject({ title: 'कार्यविधि', event: null, tasks: 0, files: 1 });
    expect((await restore(item?.id ?? 0)).statusCode).toBe(200);
    const back = await api.call('GET', `/api/other-documents/${doc.id}`, w.admin);
    expect(back.statusCode).toBe(200);
    const link = back.json<{ data: { documents: string } }>().data.documents;
    expect((await download(link)).rawPayload.equals(CONTENT)).toBe(true);
    await api.call('DELETE', `/api/other-documents/${doc.id}`, w.admin);
    expect((await purge(await trashIdOf(w.t, 'other_document', doc.id))).statusCode).toBe(200);
    expect(storedFiles(w.t)).toHaveLength(files.length - 1);
  });
});

describe('who sees and touches the trash', () => {
  it('keeps each municipality to its own; users get 403; the Super-Admin sees all', async () => {
    const event = await make();
    await api.call('DELETE', `/api/events/${event.id}`, w.admin);
    const id = await trashIdOf(w.t, 'event', event.id);
    expect((await trash(w.otherAdmin)).data.map((i) => i.id)).not.toContain(id);
    expect((await trash(w.otherAdmin)).data.every((i) => i.company_id === w.other)).toBe(true);
    expect((await trash(w.admin)).data.every((i) => i.company_id === w.home)).toBe(true);
    expect(
      (await api.call('GET', `/api/trash?company_id=${w.home}`, w.otherAdmin)).statusCode,
    ).toBe(404);
    expect((await restore(id, w.otherAdmin)).statusCode).toBe(404);
    expect((await purge(id, w.otherAdmin)).statusCode).toBe(404);
    expect((await api.call('GET', '/api/trash', w.user)).statusCode).toBe(403);
    expect((await restore(id, w.user)).statusCode).toBe(403);
    expect((await purge(id, w.user)).statusCode).toBe(403);
    expect((await api.call('GET', '/api/trash')).statusCode).toBe(401);
    expect((await trash(w.sa, `?company_id=${w.home}`)).data.map((i) => i.id)).toContain(id);
    expect((await trash(w.sa, `?company_id=${w.other}`)).data.map((i) => i.id)).not.toContain(id);
    expect((await trash(w.sa, '?per_page=100')).data.map((i) => i.id)).toContain(id);
    const page = await trash(w.admin, '?kind=event&per_page=1');
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ page: 1, per_page: 1 });
    expect(page.meta.total).toBeGreaterThanOrEqual(1);
    expect((await api.call('GET', '/api/trash?kind=nope', w.admin)).statusCode).toBe(422);
    expect((await restore(2_000_000_000)).statusCode).toBe(404);
    // The Super-Admin may restore any municipality's item.
    expect((await restore(id, w.sa)).statusCode).toBe(200);
    expect(await listIds()).toContain(event.id);
  });

  it('the sweep purges items past TRASH_DAYS with their files, and leaves newer ones', async () => {
    const sweep = trashService(w.t.ctx, filesService(w.t.ctx, w.t.ctx.store));
    const old = await make();
    await api.attach(w.admin, old.tasks[0]?.id ?? 0, CONTENT);
    const files = storedFiles(w.t);
    await api.call('DELETE', `/api/events/${old.id}`, w.admin);
    now += 20 * 86_400_000;
    const recent = await make();
    await api.call('DELETE', `/api/events/${recent.id}`, w.admin);
    now += 11 * 86_400_000;
    const oldId = await trashIdOf(w.t, 'event', old.id);
    const recentId = await trashIdOf(w.t, 'event', recent.id);
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(1);
    expect((await restore(oldId)).statusCode).toBe(404);
    expect(storedFiles(w.t)).toHaveLength(files.length - 1);
    expect(await itemOf('event', recent.id)).toBeDefined();
    expect(
      (await activityOf('event', old.id)).map((a) => [a.action, a.user_id, a.company_id]),
    ).toEqual([
      ['delete', expect.any(Number), w.home],
      ['purge', null, w.home],
    ]);
    expect((await restore(recentId)).statusCode).toBe(200);
  });

  it('a municipality deleted takes its trashed files off the disk', async () => {
    const { makeCompany, makeUser, TEST_PASSWORD } =
      await import('../../../test/support/builders.js');
    const { login } = await import('../../../test/support/test-app.js');
    const company = await makeCompany(w.t);
    const admin = await login(w.t, (await makeUser(w.t, company, 'admin')).email, TEST_PASSWORD);
    const event = await api.createEvent(admin, {
      fiscal_year_id: fy,
      title: 'x',
      content: 'x',
      date: '2083-06-01',
      tasks: ['x'],
    });
    await api.attach(admin, event.tasks[0]?.id ?? 0, CONTENT);
    const url = (await api.getEvent(admin, event.id)).tasks[0]?.documents ?? '';
    await api.call('DELETE', `/api/events/${event.id}`, admin);
    expect(storedFiles(w.t)).toContain(`private/${keyOf(url)}`);
    const res = await api.call('DELETE', `/api/companies/${company}`, w.sa);
    expect(res.statusCode, res.body).toBe(200);
    expect(storedFiles(w.t)).not.toContain(`private/${keyOf(url)}`);
    const left = await w.t.ctx.db
      .selectFrom('trash')
      .select('id')
      .where('company_id', '=', company)
      .execute();
    expect(left).toEqual([]);
  });
});
