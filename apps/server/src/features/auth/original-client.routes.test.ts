import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, Event, Task, User, UserListItem } from '@karyayojana/contracts';
import { makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';
import { client, createWorld, PDF, type World } from '../../../test/support/events-world.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { bearer, login } from '../../../test/support/test-app.js';

// The original product's React client (pr0vin/activity-timeline-frontend) must work unchanged
// against this API (issue 26, docs/decisions/031-original-client.md). Each test sends exactly
// what that client sends for one call that used to be refused: the same field names, the same
// values (ids as the form's strings where the form has them), the same content type, and
// reads what the client reads from the answer. The world's clock stands on 2026-11-21 in
// Kathmandu (BS 2083-08-05), in the active fiscal year 2083/84.

let w: World;
let api: ReturnType<typeof client>;
let activeYear: number;
let category: number;
let homeEvent: Event;
let otherEvent: Event;

/** The client's axios: JSON bodies, the bearer token, no Accept-Language. */
const axios = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  data?: Record<string, unknown>,
) =>
  w.t.app.inject({
    method,
    url,
    headers: {
      ...bearer(token),
      ...(data ? { 'content-type': 'application/json' } : {}),
    },
    ...(data ? { payload: JSON.stringify(data) } : {}),
  });

/** The client's axios with a FormData body (the browser writes the multipart boundary). */
const axiosForm = (url: string, token: string, form: Parameters<typeof multipartBody>[0]) => {
  const body = multipartBody(form);
  return w.t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

/** What its event form holds for a new event on a date picked in the calendar. */
const eventForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'वडा भेला',
  fiscal_year_id: activeYear,
  content: 'वडा नं. ४ मा वार्षिक भेला',
  ad_date: '2026-11-26',
  date: '2083-08-10',
  time: '10:00',
  assignTo: '',
  status: '',
  categories: [String(category)],
  ...overrides,
});

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  activeYear = await api.yearId('2083/84');
  category = (await api.categoryIds())[0]!;
  const planned = {
    fiscal_year_id: activeYear,
    title: 'सडक मर्मत',
    content: 'वडा ४',
    date: '2083-06-10',
    tasks: ['ठेक्का'],
  };
  homeEvent = await api.createEvent(w.admin, planned);
  otherEvent = await api.createEvent(w.otherAdmin, planned);
});
afterAll(() => w.t.close());

describe('every page: the calls its providers make on load', () => {
  it('GET /api/user: `user` beside `data`, the same object (AuthProvider reads user.roles)', async () => {
    for (const token of [w.sa, w.admin, w.user]) {
      const res = await axios('GET', '/api/user', token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: User; user: User }>();
      expect(body.user).toEqual(body.data);
      expect(body.user.roles.map((r) => r.name)).toHaveLength(1);
    }
    const admin = (await axios('GET', '/api/user', w.admin)).json<{ user: User }>().user;
    expect(admin.roles.some((r) => r.name === 'admin')).toBe(true);
  });

  it('GET /api/all-users: a bare array, an admin’s municipality or a user’s own record only', async () => {
    const everyone = (await axios('GET', '/api/all-users', w.sa)).json<UserListItem[]>();
    expect(everyone.some((u) => u.company_id === w.other)).toBe(true);

    const asAdmin = await axios('GET', '/api/all-users', w.admin);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    const mine = asAdmin.json<UserListItem[]>();
    expect(Array.isArray(mine)).toBe(true);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((u) => u.company_id === w.home)).toBe(true);
    expect(mine).toEqual(everyone.filter((u) => u.company_id === w.home));

    const self = (await axios('GET', '/api/user', w.user)).json<{ user: User }>().user;
    const asUser = await axios('GET', '/api/all-users', w.user);
    expect(asUser.statusCode, asUser.body).toBe(200);
    expect(asUser.json<UserListItem[]>().map((u) => u.id)).toEqual([self.id]);
    // An expired municipality's people still read (a read, not a write).
    expect((await axios('GET', '/api/all-users', w.expiredUser)).statusCode).toBe(200);
  });

  it('GET /api/companies: `data` with the caller’s own municipality only (every one for the Super-Admin)', async () => {
    for (const [token, own] of [
      [w.admin, w.home],
      [w.user, w.home],
      [w.otherAdmin, w.other],
    ] as const) {
      const res = await axios('GET', '/api/companies', token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: Company[] }>().data.map((c) => c.id)).toEqual([own]);
    }
    const all = (await axios('GET', '/api/companies', w.sa)).json<{ data: Company[] }>().data;
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([w.home, w.other, w.expired]));
    expect(all.some((c) => c.id === w.owner)).toBe(false);
  });

  it('GET /api/tasks: `data` with the caller’s municipality’s tasks, never another’s', async () => {
    const res = await axios('GET', '/api/tasks', w.user);
    expect(res.statusCode, res.body).toBe(200);
    const tasks = res.json<{ data: Task[] }>().data;
    const ids = tasks.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(homeEvent.tasks.map((t) => t.id)));
    expect(ids).not.toEqual(expect.arrayContaining(otherEvent.tasks.map((t) => t.id)));
    expect(tasks.every((t) => t.event_id !== otherEvent.id)).toBe(true);
    // The Super-Admin reads its own company by default, a municipality with ?company_id=.
    const sa = (await axios('GET', '/api/tasks', w.sa)).json<{ data: Task[] }>().data;
    expect(sa.some((t) => t.event_id === homeEvent.id)).toBe(false);
    const named = await axios('GET', `/api/tasks?company_id=${w.other}`, w.sa);
    expect(named.json<{ data: Task[] }>().data.map((t) => t.event_id)).toContain(otherEvent.id);
    // Another municipality named by an admin is a 404, as every other read.
    expect((await axios('GET', `/api/tasks?company_id=${w.other}`, w.admin)).statusCode).toBe(404);
  });
});

describe('the event form and the event page', () => {
  it('POST /api/events (its form, status "" and category ids as strings): answers `event`, the first created', async () => {
    const res = await axios('POST', '/api/events', w.admin, eventForm());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: Event[]; event: Event }>();
    expect(body.message).toMatch(/\S/);
    expect(body.event.id).toBe(body.data[0]?.id);
    expect(body.event).toMatchObject({
      title: 'वडा भेला',
      date: '2083-08-10',
      status: 'notDone',
      categories: [{ id: category }],
    });
    // The client then opens /dashboard/events/{event.id}/view, which reads the event.
    expect((await axios('GET', `/api/events/${body.event.id}`, w.admin)).statusCode).toBe(200);
  });

  it('PUT /api/events/{id} (its edit form, postponed, no reason field): stored', async () => {
    const created = (await axios('POST', '/api/events', w.admin, eventForm())).json<{
      event: Event;
    }>().event;
    const res = await axios(
      'PUT',
      `/api/events/${created.id}`,
      w.admin,
      eventForm({
        fiscal_year_id: created.fiscal_year_id,
        date: created.date,
        ad_date: created.ad_date,
        time: created.time,
        status: 'postponed',
        categories: created.categories.map((c) => String(c.id)),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Event }>().data).toMatchObject({
      status: 'postponed',
      status_reason: null,
    });
  });

  it('POST /api/tasks as JSON {name, event_id} (the event page’s “new task” dialog)', async () => {
    const res = await axios('POST', '/api/tasks', w.admin, {
      name: 'सूचना टाँस',
      event_id: String(homeEvent.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, task } = res.json<{ message: string; task: Task }>();
    expect(message).toMatch(/\S/);
    expect(task).toMatchObject({ event_id: homeEvent.id, name: 'सूचना टाँस', documents: null });
    // The same rules as the form: a user may not write tasks, another's event is a 404,
    // a missing name is a 422 on `name`.
    const json = { name: 'x', event_id: String(homeEvent.id) };
    expect((await axios('POST', '/api/tasks', w.user, json)).statusCode).toBe(403);
    const foreign = { name: 'x', event_id: String(otherEvent.id) };
    expect((await axios('POST', '/api/tasks', w.admin, foreign)).statusCode).toBe(404);
    const nameless = await axios('POST', '/api/tasks', w.admin, { name: '', event_id: '1' });
    expect(nameless.statusCode).toBe(422);
    expect(Object.keys(nameless.json<{ errors: object }>().errors)).toContain('name');
  });

  it('POST /api/tasks as multipart from its task form, with a PDF or with no file ("null")', async () => {
    const withPdf = await axiosForm('/api/tasks', w.admin, {
      event_id: String(homeEvent.id),
      name: 'प्रमाणसहितको कार्य',
      documents: { filename: 'minute.pdf', content: PDF, contentType: 'application/pdf' },
    });
    expect(withPdf.statusCode, withPdf.body).toBe(200);
    const task = withPdf.json<{ task: Task }>().task;
    expect(task.event_id).toBe(homeEvent.id);
    expect(task.document).toMatchObject({ name: 'minute.pdf', mime: 'application/pdf' });
    // FormData.append("documents", null) sends the text "null": no file, not an error.
    const withoutFile = await axiosForm('/api/tasks', w.admin, {
      event_id: String(homeEvent.id),
      name: 'फाइलबिनाको कार्य',
      documents: 'null',
    });
    expect(withoutFile.statusCode, withoutFile.body).toBe(200);
    expect(withoutFile.json<{ task: Task }>().task.documents).toBeNull();
  });
});

describe('users and passwords: `confirm` for password_confirmation', () => {
  it('POST /api/register {company_id, role, name, email, password, confirm}', async () => {
    const res = await axios('POST', '/api/register', w.sa, {
      company_id: String(w.home),
      role: 'user',
      name: 'हरि प्रसाद',
      email: 'hari@example.org',
      password: 'hari-password-1',
      confirm: 'hari-password-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toMatch(/\S/);
    await expect(login(w.t, 'hari@example.org', 'hari-password-1')).resolves.toMatch(/\S/);
    // What we refuse on purpose stays refused: a confirmation that differs, a short password.
    const differs = await axios('POST', '/api/register', w.sa, {
      company_id: String(w.home),
      role: 'user',
      name: 'अर्को',
      email: 'other-person@example.org',
      password: 'hari-password-1',
      confirm: 'something-else',
    });
    expect(differs.statusCode).toBe(422);
    expect(Object.keys(differs.json<{ errors: object }>().errors)).toEqual([
      'password_confirmation',
    ]);
    const short = await axios('POST', '/api/register', w.sa, {
      company_id: String(w.home),
      role: 'user',
      name: 'छोटो',
      email: 'short@example.org',
      password: 'short',
      confirm: 'short',
    });
    expect(short.statusCode).toBe(422);
  });

  it('POST /api/change-password {name, email, password, confirm}: the current password is still required', async () => {
    const person = await makeUser(w.t, w.home, 'user');
    const token = await login(w.t, person.email, TEST_PASSWORD);
    // Exactly the original form: no current password. Refused on purpose, saying why.
    const original = {
      name: '',
      email: '',
      password: 'a-new-password-1',
      confirm: 'a-new-password-1',
    };
    const refused = await axios('POST', '/api/change-password', token, original);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['current_password']);
    // With the current password, `confirm` is read as the confirmation.
    const res = await axios('POST', '/api/change-password', token, {
      ...original,
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect(login(w.t, person.email, 'a-new-password-1')).resolves.toMatch(/\S/);
  });

  it('PUT /api/change-user-password/{id} {name, email, password, confirm, user_id}', async () => {
    const person = await makeUser(w.t, w.home, 'user');
    const res = await axios('PUT', `/api/change-user-password/${person.id}`, w.sa, {
      name: '',
      email: '',
      password: 'set-by-admin-1',
      confirm: 'set-by-admin-1',
      user_id: String(person.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect(login(w.t, person.email, 'set-by-admin-1')).resolves.toMatch(/\S/);
  });
});

describe('the OpenAPI description says so', () => {
  type Schema = { properties?: Record<string, Schema>; required?: string[] };
  type Operation = {
    parameters?: { name: string; in: string }[];
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    const res = await w.t.app.inject({ url: '/api/openapi.json' });
    paths = res.json<{ paths: typeof paths }>().paths;
  });
  const answer = (op: Operation | undefined) =>
    op?.responses['200']?.content?.['application/json']?.schema.properties ?? {};

  it('GET /api/tasks with its query, `user` and `event` in the answers, `confirm` in the bodies', () => {
    const list = paths['/api/tasks']?.get;
    expect(list?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['company_id', 'event_id', 'page', 'per_page']),
    );
    expect(Object.keys(answer(list))).toEqual(['data', 'meta']);
    expect(Object.keys(answer(paths['/api/user']?.get))).toEqual(['data', 'user']);
    expect(Object.keys(answer(paths['/api/events']?.post))).toContain('event');
    for (const [path, method] of [
      ['/api/register', 'post'],
      ['/api/change-password', 'post'],
      ['/api/change-user-password/{id}', 'put'],
    ] as const) {
      const body = paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
      expect(Object.keys(body?.properties ?? {}), path).toContain('confirm');
    }
    expect(Object.keys(paths['/api/tasks']?.post?.requestBody?.content ?? {})).toEqual(
      expect.arrayContaining(['multipart/form-data', 'application/json']),
    );
  });
});
