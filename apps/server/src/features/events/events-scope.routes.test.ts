import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branch, Event, Task } from '@karyayojana/contracts';
import { client, createWorld, PDF, type World } from '../../../test/support/events-world.js';
import { trashIdOf } from '../../../test/support/trash.js';
import { login } from '../../../test/support/test-app.js';

// Where an event is and who may change it (issue 28, docs/decisions/037): events carry their
// wards and branch; an officer records progress inside their scope and, with the planning
// right, plans there too; a refusal names their scope.

let w: World;
let api: ReturnType<typeof client>;
let fy: number;
let infra: Branch;
let health: Branch;
let neighbourBranch: number;
/** Officers of home, made by its admin. */
const officers = {} as Record<
  'ward5' | 'ward5Planner' | 'branchOfficer' | 'branchPlanner',
  { token: string; id: number }
>;

const PROGRESS_ONLY =
  'तपाईंले प्रगति मात्र अद्यावधिक गर्न सक्नुहुन्छ; योजना (शीर्षक, मिति, वडा, शाखा, बजेट) एडमिनले मात्र बदल्छ।';
const outside = (scope: string) =>
  `यो कार्यक्रम तपाईंको जिम्मेवारी (${scope}) भित्र पर्दैन, त्यसैले यसमा परिवर्तन गर्न मिल्दैन।`;

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  // The world's municipalities name no address: the Super-Admin gives home twelve wards.
  for (const company of [w.home, w.other]) {
    const res = await api.call('PUT', '/api/ward-count', w.sa, {
      company_id: company,
      ward_count: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const branch = async (token: string, name: string, name_en?: string) => {
    const res = await api.call('POST', '/api/branches', token, { name, name_en });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Branch }>().data;
  };
  infra = await branch(w.admin, 'पूर्वाधार विकास शाखा', 'Infrastructure development');
  health = await branch(w.admin, 'स्वास्थ्य शाखा');
  neighbourBranch = (await branch(w.otherAdmin, 'शिक्षा शाखा')).id;

  const officer = async (name: string, scope: object) => {
    const email = `${name}@example.org`;
    const res = await api.call('POST', '/api/register', w.admin, {
      name,
      email,
      password: 'officer-pass-1',
      password_confirmation: 'officer-pass-1',
      company_id: w.home,
      role: 'user',
      ...scope,
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      id: res.json<{ data: { id: number } }>().data.id,
      token: await login(w.t, email, 'officer-pass-1'),
    };
  };
  officers.ward5 = await officer('ward5', { scope_wards: [5] });
  officers.ward5Planner = await officer('ward5-planner', { scope_wards: '५', can_plan: true });
  officers.branchOfficer = await officer('branch-officer', { scope_branch_ids: [infra.id] });
  officers.branchPlanner = await officer('branch-planner', {
    scope_branch_ids: [infra.id],
    can_plan: true,
  });
});
afterAll(() => w.t.close());

let serial = 0;
/** A new event's body: home's, on a day of 2083/84, with one task. */
const plan = (extra: object = {}) => ({
  fiscal_year_id: fy,
  title: `कार्यक्रम ${++serial}`,
  content: 'विवरण',
  date: '2083-05-01',
  time: '10:00',
  tasks: ['सूचना प्रकाशन'],
  ...extra,
});
/** An event the admin places. */
const placed = (extra: object) => api.createEvent(w.admin, plan(extra));
/** PUT /api/events/{id}'s body: the event's plan as it is, with `extra` over it. */
const update = (e: Event, extra: object = {}) => ({
  fiscal_year_id: e.fiscal_year_id,
  title: e.title,
  content: e.content,
  date: e.date,
  time: e.time,
  assignTo: e.assignTo,
  categories: e.categories.map((c) => c.id),
  status: e.status,
  ...extra,
});
/** What an officer's progress form sends: the status and the outcome, nothing of the plan. */
const progress = (e: Event) =>
  update(e, { status: 'done', outcome: 'सम्पन्न भयो', spent: 45_000, progress: 100 });
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('events carry their wards and branch', () => {
  it('on create and read: wards ascending, the branch with its names', async () => {
    const created = await placed({ wards: [11, 3, 6, 3], branch_id: infra.id });
    expect(created).toMatchObject({
      wards: [3, 6, 11],
      branch_id: infra.id,
      branch: { id: infra.id, name: 'पूर्वाधार विकास शाखा', name_en: 'Infrastructure development' },
    });
    const read = await api.getEvent(w.user, created.id);
    expect(read).toMatchObject({ wards: [3, 6, 11], branch_id: infra.id, branch: created.branch });
    const list = await api.call('GET', `/api/events?branch_id=${infra.id}`, w.user);
    expect(list.json<{ data: Event[] }>().data.find((e) => e.id === created.id)).toMatchObject({
      wards: [3, 6, 11],
      branch: { name: 'पूर्वाधार विकास शाखा' },
    });
  });

  it('reads wards written as a form or a spreadsheet does: "३, ६ र ११", "वडा नं ९", "2-4"', async () => {
    const created = await placed({ wards: '३, ६ र ११' });
    expect(created.wards).toEqual([3, 6, 11]);
    expect(created.branch).toBeNull();
    for (const [wards, expected] of [
      ['वडा नं ९', [9]],
      ['2-4', [2, 3, 4]],
      [[12], [12]],
    ] as const) {
      const res = await api.call('PUT', `/api/events/${created.id}`, w.admin, {
        ...update(created),
        wards,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await api.getEvent(w.admin, created.id)).wards).toEqual(expected);
    }
  });

  it('keeps the wards and branch an update leaves out; [] and null make it municipality-wide', async () => {
    const created = await placed({ wards: [2], branch_id: health.id });
    const kept = await api.call('PUT', `/api/events/${created.id}`, w.admin, {
      ...update(created),
      title: 'नयाँ शीर्षक',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await api.getEvent(w.admin, created.id)).toMatchObject({
      title: 'नयाँ शीर्षक',
      wards: [2],
      branch_id: health.id,
    });
    const cleared = await api.call('PUT', `/api/events/${created.id}`, w.admin, {
      ...update(created),
      wards: [],
      branch_id: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await api.getEvent(w.admin, created.id)).toMatchObject({
      wards: [],
      branch_id: null,
      branch: null,
    });
  });

  it.each([
    [
      'a ward beyond the twelve',
      { wards: [13] },
      'wards',
      'यो पालिकामा वडा नं १३ छैन (वडा १ देखि १२ सम्म)।',
    ],
    ['a ward text that is no ward', { wards: 'तीन' }, 'wards', null],
    ['ward 0', { wards: [0] }, 'wards', null],
    ['another municipality’s branch', () => ({ branch_id: neighbourBranch }), 'branch_id', null],
    ['a branch that does not exist', { branch_id: 999_999 }, 'branch_id', null],
  ])('answers 422 for %s, on create and update', async (_name, extra, field, sentence) => {
    const body = typeof extra === 'function' ? extra() : extra;
    const existing = await placed({ wards: [1] });
    const before = await api.count('events');
    for (const res of [
      await api.call('POST', '/api/events', w.admin, plan(body)),
      await api.call('PUT', `/api/events/${existing.id}`, w.admin, {
        ...update(existing),
        ...body,
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(422);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key, res.body).toBeDefined();
      if (sentence) expect(errors[field]).toEqual([sentence]);
    }
    expect(await api.count('events')).toBe(before);
    expect((await api.getEvent(w.admin, existing.id)).wards).toEqual([1]);
  });
});

describe('GET /api/events filters by ward and branch', () => {
  it('ward=5: the events that name ward 5; ward=0: the municipality-level ones; branch_id', async () => {
    const five = await placed({ title: 'वडा ५ को', wards: [5] });
    const fiveAndSix = await placed({ title: 'वडा ५ र ६ को', wards: [5, 6], branch_id: health.id });
    const whole = await placed({ title: 'पालिका स्तरीय' });
    const infraOnly = await placed({ title: 'पूर्वाधारको', branch_id: infra.id });
    const ids = async (query: string) => {
      const res = await api.call('GET', `/api/events?per_page=100&${query}`, w.user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Event[] }>().data.map((e) => e.id);
    };
    const inFive = await ids('ward=5');
    expect(inFive).toEqual(expect.arrayContaining([five.id, fiveAndSix.id]));
    expect(inFive).not.toContain(whole.id);
    expect(inFive).not.toContain(infraOnly.id);
    const wardless = await ids('ward=0');
    expect(wardless).toEqual(expect.arrayContaining([whole.id, infraOnly.id]));
    expect(wardless).not.toContain(five.id);
    for (const e of (await api.call('GET', '/api/events?per_page=100&ward=0', w.user)).json<{
      data: Event[];
    }>().data) {
      expect(e.wards).toEqual([]);
    }
    expect(await ids(`ward=6&branch_id=${health.id}`)).toEqual([fiveAndSix.id]);
    const infraIds = await ids(`branch_id=${infra.id}`);
    expect(infraIds).toContain(infraOnly.id);
    expect(infraIds).not.toContain(five.id);
    for (const bad of ['ward=-1', 'ward=100', 'ward=पाँच']) {
      expect((await api.call('GET', `/api/events?${bad}`, w.user)).statusCode).toBe(422);
    }
  });
});

describe('a ward officer (ward 5) without the planning right', () => {
  it('records progress on a ward-5 event', async () => {
    const event = await placed({ wards: [5, 7] });
    const res = await api.call(
      'PUT',
      `/api/events/${event.id}`,
      officers.ward5.token,
      progress(event),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await api.getEvent(w.admin, event.id)).toMatchObject({
      status: 'done',
      outcome: 'सम्पन्न भयो',
      spent: 45_000,
      progress: 100,
      title: event.title,
      wards: [5, 7],
    });
  });

  it('is refused (403, naming "वडा नं ५") on a ward-3 event and on a municipality-level one', async () => {
    for (const event of [await placed({ wards: [3] }), await placed({})]) {
      const res = await api.call(
        'PUT',
        `/api/events/${event.id}`,
        officers.ward5.token,
        progress(event),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: outside('वडा नं ५') });
      expect((await api.getEvent(w.admin, event.id)).status).toBe('notDone');
    }
  });

  it('cannot change the plan of its own ward’s event (403: progress only)', async () => {
    const event = await placed({ wards: [5] });
    for (const [method, url, body] of [
      ['PUT', `/api/events/${event.id}`, update(event, { title: 'बदलिएको शीर्षक' })],
      ['PUT', `/api/events/${event.id}`, update(event, { wards: [5, 6] })],
      ['PUT', `/api/events/${event.id}`, update(event, { budget: 100_000 })],
      ['PUT', `/api/change-date/${event.id}`, { date: '2083-06-01' }],
      ['DELETE', `/api/events/${event.id}`, undefined],
      ['POST', '/api/events', plan({ wards: [5] })],
    ] as const) {
      const res = await api.call(method, url, officers.ward5.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(message(res)).toBe(PROGRESS_ONLY);
    }
    expect(await api.getEvent(w.admin, event.id)).toMatchObject({
      title: event.title,
      date: event.date,
      wards: [5],
      budget: event.budget,
    });
  });

  it('uploads proof on a ward-5 event’s task, not on a ward-3 event’s', async () => {
    const mine = await placed({ wards: [5] });
    const theirs = await placed({ wards: [3] });
    const task = (e: Event) => e.tasks[0] as Task;
    const upload = (e: Event) =>
      api.form('POST', `/api/tasks/${task(e).id}`, officers.ward5.token, {
        _method: 'PUT',
        documents: { filename: 'proof.pdf', content: PDF, contentType: 'application/pdf' },
      });
    const ok = await upload(mine);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ task: Task }>().task.documents).not.toBeNull();
    const refused = await upload(theirs);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(outside('वडा नं ५'));
    const files = await api.count('stored_files');
    // Nor may it remove the proof there, nor add a task (planning).
    await api.attach(w.admin, task(theirs).id);
    expect(await api.count('stored_files')).toBe(files + 1);
    const remove = await api.call(
      'DELETE',
      `/api/tasks/delete-file/${task(theirs).id}`,
      officers.ward5.token,
    );
    expect(remove.statusCode).toBe(403);
    const add = await api.form('POST', '/api/tasks', officers.ward5.token, {
      event_id: String(mine.id),
      name: 'नयाँ काम',
    });
    expect(add.statusCode).toBe(403);
    expect(message(add)).toBe(PROGRESS_ONLY);
    expect((await api.getEvent(w.admin, mine.id)).tasks).toHaveLength(1);
  });
});

describe('a ward officer (ward 5) with the planning right', () => {
  it('creates events: without wards they start in ward 5', async () => {
    const token = officers.ward5Planner.token;
    const plain = await api.createEvent(token, plan());
    expect(plain.wards).toEqual([5]);
    const wider = await api.createEvent(token, plan({ wards: '५ र ६' }));
    expect(wider.wards).toEqual([5, 6]);
    const elsewhere = await api.call('POST', '/api/events', token, plan({ wards: [3] }));
    expect(elsewhere.statusCode).toBe(403);
    expect(message(elsewhere)).toBe(outside('वडा नं ५'));
  });

  it('edits, re-dates, adds a task and deletes inside ward 5', async () => {
    const token = officers.ward5Planner.token;
    const event = await placed({ wards: [5] });
    const edited = await api.call('PUT', `/api/events/${event.id}`, token, {
      ...update(event, { title: 'वडा ५ को भेला (संशोधित)', budget: 50_000 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const redated = await api.call('PUT', `/api/change-date/${event.id}`, token, {
      date: '2083-06-15',
    });
    expect(redated.statusCode, redated.body).toBe(200);
    const task = await api.form('POST', '/api/tasks', token, {
      event_id: String(event.id),
      name: 'अनुगमन',
    });
    expect(task.statusCode, task.body).toBe(200);
    expect(await api.getEvent(w.admin, event.id)).toMatchObject({
      title: 'वडा ५ को भेला (संशोधित)',
      budget: 50_000,
      date: '2083-06-15',
      tasks: [expect.anything(), expect.objectContaining({ name: 'अनुगमन' })],
    });
    const deleted = await api.call('DELETE', `/api/events/${event.id}`, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.call('GET', `/api/events/${event.id}`, w.admin)).statusCode).toBe(404);
  });

  it('cannot move an event out of ward 5, nor plan a ward-3 one', async () => {
    const token = officers.ward5Planner.token;
    const event = await placed({ wards: [5] });
    const moved = await api.call(
      'PUT',
      `/api/events/${event.id}`,
      token,
      update(event, { wards: [3] }),
    );
    expect(moved.statusCode).toBe(403);
    expect(message(moved)).toBe(outside('वडा नं ५'));
    const wide = await api.call(
      'PUT',
      `/api/events/${event.id}`,
      token,
      update(event, { wards: [] }),
    );
    expect(wide.statusCode).toBe(403);
    expect((await api.getEvent(w.admin, event.id)).wards).toEqual([5]);

    const theirs = await placed({ wards: [3] });
    for (const [method, url, body] of [
      ['PUT', `/api/events/${theirs.id}`, update(theirs, { title: 'कब्जा' })],
      ['PUT', `/api/events/${theirs.id}`, update(theirs, { wards: [5] })],
      ['PUT', `/api/change-date/${theirs.id}`, { date: '2083-06-01' }],
      ['DELETE', `/api/events/${theirs.id}`, undefined],
    ] as const) {
      const res = await api.call(method, url, token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(message(res)).toBe(outside('वडा नं ५'));
    }
    expect(await api.getEvent(w.admin, theirs.id)).toMatchObject({
      title: theirs.title,
      date: theirs.date,
      wards: [3],
    });
  });
});

describe('a branch officer (पूर्वाधार विकास शाखा)', () => {
  it('records progress on its branch’s events, not on another branch’s or none', async () => {
    const token = officers.branchOfficer.token;
    const mine = await placed({ branch_id: infra.id, wards: [2] });
    const res = await api.call('PUT', `/api/events/${mine.id}`, token, progress(mine));
    expect(res.statusCode, res.body).toBe(200);
    for (const event of [await placed({ branch_id: health.id }), await placed({ wards: [2] })]) {
      const refused = await api.call('PUT', `/api/events/${event.id}`, token, progress(event));
      expect(refused.statusCode).toBe(403);
      expect(message(refused)).toBe(outside('पूर्वाधार विकास शाखा'));
    }
    const planned = await api.call('PUT', `/api/events/${mine.id}`, token, {
      ...update(await api.getEvent(w.admin, mine.id), { title: 'कब्जा' }),
    });
    expect(planned.statusCode).toBe(403);
    expect(message(planned)).toBe(PROGRESS_ONLY);
  });

  it('with the planning right: creates in its branch by default, never moves an event to another', async () => {
    const token = officers.branchPlanner.token;
    const created = await api.createEvent(token, plan({ wards: [4] }));
    expect(created).toMatchObject({ wards: [4], branch_id: infra.id });
    const edited = await api.call('PUT', `/api/events/${created.id}`, token, {
      ...update(created, { title: 'सडक मर्मत' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await api.call('PUT', `/api/events/${created.id}`, token, {
      ...update(created, { branch_id: health.id }),
    });
    expect(moved.statusCode).toBe(403);
    expect(message(moved)).toBe(outside('पूर्वाधार विकास शाखा'));
    const theirs = await api.call('POST', '/api/events', token, plan({ branch_id: health.id }));
    expect(theirs.statusCode).toBe(403);
    const other = await placed({ branch_id: health.id });
    const deleted = await api.call('DELETE', `/api/events/${other.id}`, token);
    expect(deleted.statusCode).toBe(403);
    expect((await api.getEvent(w.admin, created.id)).branch_id).toBe(infra.id);
  });

  it('uploads proof on its branch’s tasks only', async () => {
    const token = officers.branchOfficer.token;
    const mine = await placed({ branch_id: infra.id });
    const theirs = await placed({ branch_id: health.id });
    const upload = (e: Event) =>
      api.form('POST', `/api/tasks/${(e.tasks[0] as Task).id}`, token, {
        _method: 'PUT',
        documents: { filename: 'proof.pdf', content: PDF, contentType: 'application/pdf' },
      });
    expect((await upload(mine)).statusCode).toBe(200);
    const refused = await upload(theirs);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(outside('पूर्वाधार विकास शाखा'));
  });
});

describe('an officer without limits and without the planning right', () => {
  it('records progress and proof on any event of the municipality', async () => {
    for (const event of [
      await placed({ wards: [3] }),
      await placed({}),
      await placed({ branch_id: health.id }),
    ]) {
      const res = await api.call('PUT', `/api/events/${event.id}`, w.user, progress(event));
      expect(res.statusCode, res.body).toBe(200);
      await api.attach(w.user, (event.tasks[0] as Task).id);
    }
  });

  it('cannot plan: create, edit, re-date, delete are 403 (progress only)', async () => {
    const event = await placed({ wards: [3] });
    for (const [method, url, body] of [
      ['POST', '/api/events', plan()],
      ['PUT', `/api/events/${event.id}`, update(event, { title: 'कब्जा' })],
      ['PUT', `/api/change-date/${event.id}`, { date: '2083-06-01' }],
      ['DELETE', `/api/events/${event.id}`, undefined],
    ] as const) {
      const res = await api.call(method, url, w.user, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(message(res)).toBe(PROGRESS_ONLY);
    }
    expect((await api.getEvent(w.admin, event.id)).title).toBe(event.title);
  });

  it("reads every event, whatever its ward; another municipality's is 404", async () => {
    const event = await placed({ wards: [9], branch_id: health.id });
    for (const token of [w.user, officers.ward5.token, officers.branchOfficer.token]) {
      expect((await api.getEvent(token, event.id)).wards).toEqual([9]);
    }
    const theirs = await api.createEvent(w.otherAdmin, plan({ wards: [5] }));
    const res = await api.call(
      'PUT',
      `/api/events/${theirs.id}`,
      officers.ward5.token,
      progress(theirs),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('the trash', () => {
  it('brings an event back with its wards and branch', async () => {
    const event = await placed({ wards: [2, 4], branch_id: infra.id });
    expect((await api.call('DELETE', `/api/events/${event.id}`, w.admin)).statusCode).toBe(200);
    const inFour = async () =>
      (await api.call('GET', '/api/events?per_page=100&ward=4', w.admin))
        .json<{ data: Event[] }>()
        .data.map((e) => e.id);
    expect(await inFour()).not.toContain(event.id);
    const restored = await api.call(
      'POST',
      `/api/trash/${await trashIdOf(w.t, 'event', event.id)}/restore`,
      w.admin,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await api.getEvent(w.admin, event.id)).toMatchObject({
      wards: [2, 4],
      branch_id: infra.id,
      branch: { name: 'पूर्वाधार विकास शाखा' },
    });
    expect(await inFour()).toContain(event.id);
  });

  it('leaves out a ward the municipality no longer has when it comes back', async () => {
    const event = await api.createEvent(w.otherAdmin, plan({ wards: [3, 11] }));
    expect((await api.call('DELETE', `/api/events/${event.id}`, w.otherAdmin)).statusCode).toBe(
      200,
    );
    const count = (n: number) =>
      api.call('PUT', '/api/ward-count', w.sa, { company_id: w.other, ward_count: n });
    const lowered = await count(9);
    expect(lowered.statusCode, lowered.body).toBe(200);
    try {
      const restored = await api.call(
        'POST',
        `/api/trash/${await trashIdOf(w.t, 'event', event.id)}/restore`,
        w.otherAdmin,
      );
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await api.getEvent(w.otherAdmin, event.id)).wards).toEqual([3]);
    } finally {
      expect((await count(12)).statusCode).toBe(200);
    }
  });
});
