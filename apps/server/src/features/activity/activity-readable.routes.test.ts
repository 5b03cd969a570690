import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityFieldKnown,
  type ActivityEntry,
  type ActivityList,
  type Event,
  type Task,
} from '@karyayojana/contracts';
import { client, createWorld, PDF, type World } from '../../../test/support/events-world.js';

// The activity log as an auditor reads it (issue 27, docs/behaviour.md §15): fields by the
// forms' labels, values as the pages write them, ids named, summaries in the caller's
// language, the same in the CSV; and the event's own history holds its tasks' proofs.
let w: World;
let api: ReturnType<typeof client>;
let event: Event;
let task: Task;

const read = async (query: string, lang = 'ne') => {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/activity${query}`,
    headers: { authorization: `Bearer ${w.admin}`, 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return query.includes('format=csv') ? res.body : res.json<ActivityList>();
};
const entries = async (query: string, lang = 'ne') =>
  ((await read(query, lang)) as ActivityList).data;
const csv = async (lang: string) => (await read('?format=csv&per_page=100', lang)) as string;

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  const fy = await api.yearId('2083/84');
  const cats = await api.categoryIds();
  event = await api.createEvent(w.admin, {
    fiscal_year_id: fy,
    title: 'खानेपानी योजना',
    content: 'हस्तान्तरण',
    date: '2083-05-01',
    categories: [cats[0]],
    tasks: ['भरपाई'],
  });
  task = event.tasks[0] as Task;
  // Done, with its outcome, progress and money; the category changed.
  const done = await api.call('PUT', `/api/events/${event.id}`, w.admin, {
    fiscal_year_id: fy,
    title: 'खानेपानी योजना',
    content: 'हस्तान्तरण',
    date: '2083-05-01',
    time: event.time,
    assignTo: 'खानेपानी शाखा',
    status: 'done',
    completed_date: '2083-05-02',
    outcome: '३०० घरधुरीमा धारा',
    budget: 1_234_567,
    spent: 1_200_000,
    categories: [cats[1]],
  });
  expect(done.statusCode, done.body).toBe(200);
  // A proof uploaded, replaced, then taken off (by the officer, as the field does).
  await api.attach(w.user, task.id, PDF, 'bhuktani.pdf');
  await api.attach(w.user, task.id, PDF, 'bhuktani-2.pdf');
  const removed = await api.call('DELETE', `/api/tasks/delete-file/${task.id}`, w.user);
  expect(removed.statusCode, removed.body).toBe(200);
  // The public page switched on, and the admin's own mail choices.
  const on = await api.call('PUT', `/api/companies/${w.home}/public-plan`, w.admin, {
    enabled: true,
  });
  expect(on.statusCode, on.body).toBe(200);
  const mail = await api.call('PUT', '/api/mail-settings', w.admin, {
    digest: false,
    reminder_days: 3,
    language: 'en',
  });
  expect(mail.statusCode, mail.body).toBe(200);
  const rotate = await api.call('POST', '/api/calendar-feed/rotate', w.admin);
  expect(rotate.statusCode, rotate.body).toBe(200);
  // The Super-Admin's settings and a renewal; an admin's other document with its file.
  const year = await api.call('PUT', `/api/fiscal-years/${fy}`, w.sa, {
    year: '2083/84',
    status: 0,
  });
  expect(year.statusCode, year.body).toBe(200);
  const category = await api.call('PUT', `/api/categories/${cats[0]}`, w.sa, {
    name: 'शिक्षा तथा खेलकुद',
    description: 'विद्यालय',
  });
  expect(category.statusCode, category.body).toBe(200);
  const renew = await api.call('POST', `/api/companies/${w.home}/renew`, w.sa);
  expect(renew.statusCode, renew.body).toBe(200);
  const doc = await api.form('POST', '/api/other-documents', w.admin, {
    name: 'बजेट पुस्तिका',
    documents: { filename: 'budget.pdf', content: PDF, contentType: 'application/pdf' },
  });
  expect(doc.statusCode, doc.body).toBe(200);
  const docId = doc.json<{ data: { id: number } }>().data.id;
  const docEdit = await api.form('POST', `/api/other-documents/${docId}`, w.admin, {
    _method: 'PUT',
    name: 'बजेट पुस्तिका २०८३',
    remarks: 'नगरसभाबाट पारित',
    documents: { filename: 'budget-final.pdf', content: PDF, contentType: 'application/pdf' },
  });
  expect(docEdit.statusCode, docEdit.body).toBe(200);
});
afterAll(() => w.t.close());

describe('an edit of an event, as an auditor reads it', () => {
  it('names ids: the categories by name, never a bare id', async () => {
    const [edit] = await entries(`?entity=event&entity_id=${event.id}&action=update`);
    const [before, after] = (edit?.changes?.categories ?? []) as { id: number; name: string }[][];
    const names = await w.t.ctx.db.selectFrom('categories').select(['id', 'name']).execute();
    const nameOf = (id?: number) => names.find((c) => c.id === id)?.name;
    expect(before?.map((c) => c.name)).toEqual([nameOf(before?.[0]?.id)]);
    expect(after?.map((c) => c.name)).toEqual([nameOf(after?.[0]?.id)]);
    expect(before?.[0]?.name).not.toBe(after?.[0]?.name);
  });

  it('in the CSV: the form’s labels, rupees, %, BS dates and status words, in Nepali', async () => {
    const text = await csv('ne');
    expect(text).toContain('उपलब्धि: (खाली) → ३०० घरधुरीमा धारा');
    expect(text).toContain('विनियोजित बजेट: (खाली) → रु. १२,३४,५६७');
    expect(text).toContain('खर्च: (खाली) → रु. १२,००,०००');
    expect(text).toContain('भौतिक प्रगति: (खाली) → १००%');
    expect(text).toContain('स्थिति: सम्पन्न नभएको → सम्पन्न भएको');
    expect(text).toContain('सम्पन्न मिति: (खाली) → २०८३ भाद्र २');
    expect(text).toContain('जिम्मेवार व्यक्ति / शाखा');
    expect(text).not.toContain('नतिजा');
    expect(text).toContain('फाइल: budget.pdf → budget-final.pdf');
  });

  it('the Super-Admin’s CSV: a renewal’s AD date, a fiscal year’s status, in words', async () => {
    const res = await api.call('GET', '/api/activity?format=csv', w.sa);
    expect(res.body).toMatch(/सदस्यता सकिने मिति: [०-९]+ [^ ]+ [०-९]{4} → /);
    expect(res.body).toContain('स्थिति: सक्रिय → निष्क्रिय');
    expect(res.body).toContain('नाम: ');
  });

  it('in the CSV in English: the same, in English words and digits', async () => {
    const text = await csv('en');
    expect(text).toContain('Outcome: (empty) → ३०० घरधुरीमा धारा');
    expect(text).toContain('Budget: (empty) → Rs. 1,234,567');
    expect(text).toContain('Physical progress: (empty) → 100%');
    expect(text).toContain('Status: Not done → Done');
    expect(text).toContain('Completion date: (empty) → 2 Bhadra 2083');
    expect(text).toContain('Event,');
  });

  it('never shows an internal name, in either language', async () => {
    for (const lang of ['ne', 'en']) {
      const text = await csv(lang);
      for (const internal of [
        'file_id',
        'fiscal_year_id',
        'public_plan',
        'public_slug',
        'assign_to',
        'assignTo',
        'completed_date',
        'reminder_days',
        'calendar_feed',
        'notDone',
        '"id"',
      ])
        expect(text, `${lang}: ${internal}`).not.toContain(internal);
    }
  });
});

describe('summaries in the caller’s language', () => {
  it('English summaries keep the officers’ words but no Nepali nouns of ours', async () => {
    const all = await entries('?per_page=100', 'en');
    const create = all.find((e) => e.entity === 'event' && e.action === 'create');
    expect(create?.summary).toBe('Event "खानेपानी योजना"');
    const { name: municipality } = await w.t.ctx.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', w.home)
      .executeTakeFirstOrThrow();
    // Outside the quoted titles and the names of people and places, no Devanagari.
    for (const e of all) {
      const ours = e.summary
        .replace(/"[^"]*"/g, '')
        .replace(e.actor.name ?? '\u0000', '')
        .replace(municipality, '');
      expect(ours, e.summary).not.toMatch(/[\u0900-\u097F]/);
    }
  });

  it('Nepali summaries say numbers in Nepali digits', async () => {
    const all = await entries('?per_page=100', 'ne');
    expect(all.find((e) => e.entity === 'event' && e.action === 'create')?.summary).toBe(
      'कार्यक्रम "खानेपानी योजना"',
    );
  });
});

describe('the event’s own history', () => {
  it('holds its tasks’ proof uploads, replacements and removals, each file by its name', async () => {
    const history = await entries(`?event_id=${event.id}&per_page=100`);
    const kinds = history.map((e) => `${e.entity}:${e.action}`);
    for (const kind of ['event:create', 'event:update', 'task:upload', 'task_document:delete'])
      expect(kinds).toContain(kind);
    const fileNames = (e: ActivityEntry | undefined) =>
      (e?.changes?.file_id ?? []).map((v) => (v as { name?: string } | null)?.name ?? null);
    const uploads = history.filter((e) => e.action === 'upload');
    expect(uploads.map(fileNames)).toEqual([
      ['bhuktani.pdf', 'bhuktani-2.pdf'],
      [null, 'bhuktani.pdf'],
    ]);
    expect(fileNames(history.find((e) => e.entity === 'task_document'))).toEqual([
      'bhuktani-2.pdf',
      null,
    ]);
    // Another municipality's admin does not read it.
    const res = await api.call('GET', `/api/activity?event_id=${event.id}`, w.otherAdmin);
    expect(res.json<ActivityList>().data).toHaveLength(0);
  });
});

describe('every field the server records', () => {
  it('has a label in the log’s table', async () => {
    const rows = await w.t.ctx.db
      .selectFrom('activity_log')
      .select(['entity', 'changes'])
      .where('changes', 'is not', null)
      .execute();
    const fields = rows.flatMap((r) =>
      Object.keys(JSON.parse(r.changes ?? '{}') as object).map((f) => `${r.entity}.${f}`),
    );
    expect(fields.length).toBeGreaterThan(10);
    for (const field of new Set(fields)) {
      const [entity = '', name = ''] = field.split('.');
      expect(activityFieldKnown(entity, name), field).toBe(true);
    }
  });
});
