import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeFromTrash } from '../../../test/support/trash.js';
import type { Event, Task } from '@karyayojana/contracts';
import { storedFiles } from '../../../test/support/builders.js';
import { bearer } from '../../../test/support/test-app.js';
import {
  client,
  createWorld,
  PDF,
  type FormFields,
  type World,
} from '../../../test/support/events-world.js';

// Tasks: admins write them; anyone of the company may set the proof document (docs/behaviour.md §2).
let w: World;
let api: ReturnType<typeof client>;
let event: Event;
let foreign: Event;
let expiredEvent: Event;
beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  const fiscal_year_id = await api.yearId('2083/84');
  const base = { fiscal_year_id, title: 'अनुगमन', content: 'योजना अनुगमन', date: '2083-06-01' };
  event = await api.createEvent(w.admin, base);
  foreign = await api.createEvent(w.otherAdmin, { ...base, tasks: ['अर्को'] });
  expiredEvent = await api.createEvent(w.sa, { ...base, company_id: w.expired, tasks: ['पुरानो'] });
});
afterAll(() => w.t.close());

const pdf = (filename = 'प्रगति.pdf') => ({
  filename,
  content: PDF,
  contentType: 'application/pdf',
});
const create = (token: string | undefined, form: FormFields) =>
  api.form('POST', '/api/tasks', token, form);
const edit = (
  id: number,
  token: string | undefined,
  form: FormFields,
  method: 'POST' | 'PUT' = 'POST',
) =>
  api.form(
    method,
    `/api/tasks/${id}`,
    token,
    method === 'POST' ? { _method: 'PUT', ...form } : form,
  );

async function newTask(name = 'सूचना', form: FormFields = {}, token = w.admin): Promise<Task> {
  const res = await create(token, { event_id: String(event.id), name, ...form });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ task: Task }>().task;
}
const read = async (id: number) =>
  (await w.t.ctx.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst()) ??
  null;

describe('POST /api/tasks', () => {
  it('creates a task with no document, answering { message, task }', async () => {
    const res = await create(w.admin, { event_id: String(event.id), name: '  बैठक  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: expect.any(String) as unknown,
      task: {
        id: expect.any(Number) as unknown,
        event_id: event.id,
        name: 'बैठक',
        documents: null,
        document: null,
      },
    });
  });

  it('creates a task with a document, kept privately under a random name', async () => {
    const before = storedFiles(w.t);
    const task = await newTask('प्रतिवेदन', { documents: pdf() });
    expect(task.document).toEqual({ name: 'प्रगति.pdf', size: PDF.length, mime: 'application/pdf' });
    expect(task.documents).toMatch(
      /^\/storage\/private\/[\w-]+\.pdf\?expires=\d+&signature=[\w-]+$/,
    );
    const added = storedFiles(w.t).filter((f) => !before.includes(f));
    expect(added).toEqual([expect.stringMatching(/^private\/[\w-]{16,}\.pdf$/)]);
  });

  it('lets the Super-Admin add a task to any company’s event', async () => {
    const res = await create(w.sa, { event_id: String(foreign.id), name: 'निरीक्षण' });
    expect(res.statusCode).toBe(200);
    const row = await read(res.json<{ task: Task }>().task.id);
    expect(row?.company_id).toBe(w.other);
  });

  it('refuses users, other companies, missing events and expired ones, leaving no file', async () => {
    const before = { files: storedFiles(w.t), tasks: await api.count('tasks') };
    const cases: [string | undefined, number, number, string][] = [
      [w.user, event.id, 403, 'FORBIDDEN'],
      [w.admin, foreign.id, 404, 'NOT_FOUND'],
      [w.admin, 999_999, 404, 'NOT_FOUND'],
      [w.admin, 99_999_999_999, 404, 'NOT_FOUND'],
      [w.expiredAdmin, expiredEvent.id, 403, 'COMPANY_EXPIRED'],
      [undefined, event.id, 401, 'UNAUTHENTICATED'],
    ];
    for (const [token, eventId, status, code] of cases) {
      const res = await create(token, { event_id: String(eventId), name: 'x', documents: pdf() });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    expect(storedFiles(w.t)).toEqual(before.files);
    expect(await api.count('tasks')).toBe(before.tasks);
  });

  it.each([
    ['no name', { event_id: '1' }, 'name'],
    ['a blank name', { event_id: '1', name: '   ' }, 'name'],
    ['no event', { name: 'x' }, 'event_id'],
    ['a malformed event id', { event_id: 'abc', name: 'x' }, 'event_id'],
  ])('answers 422 for %s, leaving no file', async (_n, fields, field) => {
    const before = storedFiles(w.t);
    const res = await create(w.admin, { ...fields, documents: pdf() });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toHaveProperty(field);
    expect(storedFiles(w.t)).toEqual(before);
  });

  it('reads a JSON body when no file travels (the original client), 415 for another type', async () => {
    const json = await api.call('POST', '/api/tasks', w.admin, { event_id: event.id, name: 'x' });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json<{ task: Task }>().task).toMatchObject({ event_id: event.id, name: 'x' });
    const text = await w.t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...bearer(w.admin), 'content-type': 'text/plain' },
      payload: `event_id=${event.id}&name=x`,
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('POST /api/tasks/:id (_method=PUT) and PUT /api/tasks/:id', () => {
  it.each(['POST', 'PUT'] as const)('lets an admin rename a task (%s)', async (method) => {
    const task = await newTask();
    const res = await edit(
      task.id,
      w.admin,
      { name: 'नयाँ नाम', event_id: String(event.id) },
      method,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: expect.any(String) as unknown,
      task: { ...task, name: 'नयाँ नाम' },
    });
  });

  it.each(['POST', 'PUT'] as const)(
    'lets a user upload the document, sending the same name (%s)',
    async (method) => {
      const task = await newTask('उपस्थिति');
      const res = await edit(
        task.id,
        w.user,
        { event_id: String(event.id), name: 'उपस्थिति', documents: pdf('हाजिर.pdf') },
        method,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ task: Task }>().task).toMatchObject({
        name: 'उपस्थिति',
        document: { name: 'हाजिर.pdf', mime: 'application/pdf' },
      });
    },
  );

  it('refuses a user renaming or moving a task (403), keeping name and file untouched', async () => {
    const task = await newTask('मूल नाम');
    const before = storedFiles(w.t);
    const other = await api.createEvent(w.admin, {
      fiscal_year_id: event.fiscal_year_id,
      title: 'अर्को',
      content: '-',
      date: '2083-06-02',
    });
    const forms: FormFields[] = [
      { name: 'बदलिएको' },
      { name: 'बदलिएको', documents: pdf() },
      { event_id: String(other.id) },
    ];
    for (const form of forms) {
      const res = await edit(task.id, w.user, form);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await read(task.id)).toMatchObject({
      name: 'मूल नाम',
      event_id: event.id,
      file_id: null,
    });
    expect(storedFiles(w.t)).toEqual(before);
  });

  it('lets an admin move a task to another event of the company, not of another company', async () => {
    const task = await newTask();
    const other = await api.createEvent(w.admin, {
      fiscal_year_id: event.fiscal_year_id,
      title: 'अर्को',
      content: '-',
      date: '2083-06-03',
    });
    const moved = await edit(task.id, w.admin, { event_id: String(other.id) });
    expect(moved.json<{ task: Task }>().task.event_id).toBe(other.id);
    const away = await edit(task.id, w.admin, { event_id: String(foreign.id) });
    expect(away.statusCode).toBe(404);
    expect((await read(task.id))?.event_id).toBe(other.id);
  });

  it('answers 404 for another company’s task, whoever asks, leaving no file', async () => {
    const before = storedFiles(w.t);
    const task = foreign.tasks[0]?.id ?? 0;
    for (const token of [w.user, w.admin]) {
      expect((await edit(task, token, { documents: pdf() })).statusCode).toBe(404);
      expect((await edit(task, token, { name: 'x' })).statusCode).toBe(404);
    }
    expect((await edit(999_999, w.sa, { name: 'x' })).statusCode).toBe(404);
    expect(storedFiles(w.t)).toEqual(before);
    const sa = await edit(task, w.sa, { name: 'सुपर', documents: pdf() });
    expect(sa.json<{ task: Task }>().task).toMatchObject({
      name: 'सुपर',
      document: { mime: 'application/pdf' },
    });
  });

  it('answers 403 COMPANY_EXPIRED to an expired municipality, 401 anonymous', async () => {
    const task = expiredEvent.tasks[0]?.id ?? 0;
    const before = storedFiles(w.t);
    const cases: [string, FormFields, string][] = [
      [w.expiredUser, { documents: pdf() }, 'COMPANY_EXPIRED'],
      [w.expiredUser, { name: 'पुरानो' }, 'COMPANY_EXPIRED'],
      // A user may never rename, expired or not.
      [w.expiredUser, { name: 'x' }, 'FORBIDDEN'],
      [w.expiredAdmin, { documents: pdf() }, 'COMPANY_EXPIRED'],
      [w.expiredAdmin, { name: 'x' }, 'COMPANY_EXPIRED'],
      [w.expiredAdmin, { name: 'पुरानो' }, 'COMPANY_EXPIRED'],
    ];
    for (const [token, form, code] of cases) {
      const res = await edit(task, token, form);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code });
    }
    expect(storedFiles(w.t)).toEqual(before);
    expect(await read(task)).toMatchObject({ name: 'पुरानो', file_id: null });
    expect((await edit(task, undefined, { name: 'x' })).statusCode).toBe(401);
  });

  it('answers 422 for a blank name', async () => {
    const task = await newTask();
    expect((await edit(task.id, w.admin, { name: ' ' })).statusCode).toBe(422);
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('removes the task and its file', async () => {
    const task = await newTask('हटाउने', { documents: pdf() });
    const before = storedFiles(w.t);
    const res = await api.call('DELETE', `/api/tasks/${task.id}`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: expect.any(String) as unknown,
      task: { event_id: event.id },
    });
    expect(await read(task.id)).toBeNull();
    // The task is in the trash: its file stays until the item is purged.
    expect(storedFiles(w.t)).toEqual(before);
    await purgeFromTrash(w.t, w.admin, 'task', task.id);
    expect(storedFiles(w.t)).toHaveLength(before.length - 1);
    expect((await api.call('GET', `/api/tasks/${task.id}`, w.admin)).statusCode).toBe(404);
  });

  it('refuses users (403), other companies (404), expired (403), anonymous (401)', async () => {
    const task = await newTask('रहने', { documents: pdf() });
    const del = (id: number, token?: string) => api.call('DELETE', `/api/tasks/${id}`, token);
    expect((await del(task.id, w.user)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await del(task.id, w.otherAdmin)).statusCode).toBe(404);
    expect((await del(task.id)).statusCode).toBe(401);
    expect((await del(expiredEvent.tasks[0]?.id ?? 0, w.expiredAdmin)).json()).toMatchObject({
      code: 'COMPANY_EXPIRED',
    });
    expect(await read(task.id)).not.toBeNull();
    expect((await del(task.id, w.sa)).statusCode).toBe(200);
    expect((await del(task.id, w.sa)).statusCode).toBe(404);
  });
});

describe('GET /api/tasks', () => {
  type List = { data: Task[]; meta: { total: number; page: number; per_page: number } };
  const list = async (token: string, query = '') => {
    const res = await api.call('GET', `/api/tasks${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<List>();
  };

  it('lists the municipality’s tasks in the order they were made, for every role of it', async () => {
    const a = await newTask('सूचीको पहिलो');
    const b = await newTask('सूचीको दोस्रो', { documents: pdf() });
    for (const token of [w.admin, w.user]) {
      const { data, meta } = await list(token);
      const ids = data.map((t) => t.id);
      expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
      expect(data.find((t) => t.id === b.id)?.document).toMatchObject({ mime: 'application/pdf' });
      expect(data.every((t) => t.event_id !== foreign.id)).toBe(true);
      expect(meta).toEqual({ total: data.length, page: 1, per_page: 5000 });
    }
  });

  it('pages with per_page, filters by event_id, and bounds what it reads', async () => {
    const all = (await list(w.admin)).data;
    const second = await list(w.admin, '?per_page=1&page=2');
    expect(second.data.map((t) => t.id)).toEqual([all[1]!.id]);
    expect(second.meta).toEqual({ total: all.length, page: 2, per_page: 1 });
    const ofEvent = await list(w.admin, `?event_id=${foreign.id}`);
    expect(ofEvent.data).toEqual([]);
    const refused = await api.call('GET', '/api/tasks?per_page=101', w.admin);
    expect(refused.statusCode).toBe(422);
  });

  it('another municipality is a 404; the Super-Admin names one with company_id', async () => {
    const res = await api.call('GET', `/api/tasks?company_id=${w.other}`, w.admin);
    expect(res.statusCode).toBe(404);
    const theirs = await list(w.sa, `?company_id=${w.other}`);
    expect(theirs.data.map((t) => t.event_id)).toContain(foreign.id);
    expect((await list(w.sa, '?company_id=4294967296')).data).toEqual([]);
    expect((await api.call('GET', '/api/tasks')).statusCode).toBe(401);
  });
});
