import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityList, Event } from '@karyayojana/contracts';
import { adToBsString } from '@karyayojana/nepali-calendar';
import { makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { login, testDialect } from '../../../test/support/test-app.js';
import { CompiledQuery } from 'kysely';
import { recordActivity } from '../../lib/activity.js';
import { activityRepository } from './activity.repository.js';

// The activity log (issue 16, docs/behaviour.md §15): who sees which entries, the
// filters and pages, the CSV file, an edit's changes, and never a password.
let w: World;
let api: ReturnType<typeof client>;
let fy: number;
let cats: number[];
let homeEvent: Event;
let otherEvent: Event;

const list = async (token: string, query = '') => {
  const res = await api.call('GET', `/api/activity${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityList>();
};

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  cats = await api.categoryIds();
  const body = {
    fiscal_year_id: fy,
    title: 'बजेट छलफल',
    content: 'वार्षिक बजेट',
    date: '2083-05-01',
    categories: [cats[0]],
    tasks: ['सूचना'],
  };
  homeEvent = await api.createEvent(w.admin, body);
  otherEvent = await api.createEvent(w.otherAdmin, { ...body, title: 'अर्को पालिकाको बैठक' });
  const res = await api.call('PUT', `/api/events/${homeEvent.id}`, w.admin, {
    fiscal_year_id: fy,
    title: 'बजेट स्वीकृति',
    content: 'वार्षिक बजेट',
    date: '2083-05-02',
    time: homeEvent.time,
    assignTo: homeEvent.assignTo,
    status: homeEvent.status,
    categories: [cats[0]],
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => w.t.close());

describe('GET /api/activity: who sees what', () => {
  it("shows an admin their own municipality's entries only, newest first", async () => {
    const { data, meta } = await list(w.admin);
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(meta.total).toBe(data.length);
    expect(data.every((e) => e.company_id === w.home)).toBe(true);
    expect(data.map((e) => e.id)).toEqual([...data.map((e) => e.id)].sort((a, b) => b - a));
    expect(data.some((e) => e.entity_id === otherEvent.id && e.entity === 'event')).toBe(false);
    expect(data[0]).toMatchObject({
      action: 'update',
      entity: 'event',
      entity_id: homeEvent.id,
    });
    expect(data[0]?.summary).toContain('बजेट स्वीकृति');
  });

  it("answers an admin 404 for another municipality's log, a plain user 403, anonymous 401", async () => {
    const res = await api.call('GET', `/api/activity?company_id=${w.other}`, w.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const query of ['', `?company_id=${w.home}`]) {
      const refused = await api.call('GET', `/api/activity${query}`, w.user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await api.call('GET', '/api/activity')).statusCode).toBe(401);
    // An admin naming their own municipality reads the same as without it.
    expect(await list(w.admin, `?company_id=${w.home}`)).toEqual(await list(w.admin));
  });

  it("shows the Super-Admin everyone's, or one municipality's with company_id", async () => {
    const all = await list(w.sa, '?per_page=100');
    const companies = new Set(all.data.map((e) => e.company_id));
    expect(companies.has(w.home) && companies.has(w.other)).toBe(true);
    const other = await list(w.sa, `?company_id=${w.other}&per_page=100`);
    expect(other.data.length).toBeGreaterThan(0);
    expect(other.data.every((e) => e.company_id === w.other)).toBe(true);
    expect(other.data.some((e) => e.entity_id === otherEvent.id)).toBe(true);
    expect((await api.call('GET', '/api/activity?company_id=99999', w.sa)).statusCode).toBe(404);
  });
});

describe('GET /api/activity: an edit', () => {
  it('records the changed fields with their values before and after, and the editor', async () => {
    const { data } = await list(w.admin, `?entity=event&entity_id=${homeEvent.id}&action=update`);
    expect(data).toHaveLength(1);
    expect(data[0]?.changes).toEqual({
      title: ['बजेट छलफल', 'बजेट स्वीकृति'],
      date: ['2083-05-01', '2083-05-02'],
    });
    expect(data[0]?.actor.id).not.toBeNull();
    expect(data[0]?.actor.name).toBeTruthy();
    expect(data[0]?.at).toBe('2026-11-21T06:00:00.000Z');
  });
});

describe('GET /api/activity: filters and pages', () => {
  it('filters by record, action and person', async () => {
    const ofEvent = await list(w.admin, `?entity=event&entity_id=${homeEvent.id}`);
    expect(ofEvent.data.map((e) => e.action)).toEqual(['update', 'create']);
    const creates = await list(w.sa, '?action=create&per_page=100');
    expect(creates.data.every((e) => e.action === 'create')).toBe(true);
    const actor = ofEvent.data[0]?.actor.id ?? 0;
    const mine = await list(w.sa, `?user_id=${actor}&per_page=100`);
    expect(mine.data.length).toBeGreaterThanOrEqual(2);
    expect(mine.data.every((e) => e.actor.id === actor)).toBe(true);
    expect((await list(w.admin, '?entity=company')).data).toEqual([]);
  });

  it('pages newest first with the total', async () => {
    const all = await list(w.sa, '?per_page=100');
    const second = await list(w.sa, '?per_page=1&page=2');
    expect(second.meta).toEqual({ total: all.meta.total, page: 2, per_page: 1 });
    expect(second.data).toEqual([all.data[1]]);
    expect((await list(w.sa, '?per_page=1&page=100000')).data).toEqual([]);
  });

  it('reads from and to as AD or BS days of Nepal time, both ends included', async () => {
    // 00:05 in Kathmandu on 21 November: still 20 November in UTC.
    await recordActivity(
      w.t.ctx.db,
      null,
      {
        action: 'create',
        entity: 'event',
        entityId: null,
        companyId: w.home,
        summary: 'मध्यरातपछि',
      },
      '2026-11-20T18:20:00.000Z',
    );
    const total = (await list(w.admin)).meta.total;
    const bs = adToBsString('2026-11-21');
    for (const day of ['2026-11-21', bs]) {
      expect((await list(w.admin, `?from=${day}&to=${day}`)).meta.total).toBe(total);
    }
    expect((await list(w.admin, '?to=2026-11-20')).meta.total).toBe(0);
    expect((await list(w.admin, '?from=2026-11-22')).meta.total).toBe(0);
    const bad = await api.call('GET', '/api/activity?from=2083-13-40', w.admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the page queries', () => {
  // SQLite's plan as it is; PostgreSQL's with sequential scans off, since on a table this small
  // it would rightly scan it: what is checked there is that the index serves the query.
  it("read along the log's indexes, never the whole table for one municipality", async () => {
    const repo = activityRepository(w.t.ctx.db);
    const pg = testDialect === 'postgres';
    const plans: [object, RegExp][] = [
      [{ companyId: w.home }, /(USING (COVERING )?INDEX|using|on) activity_log_company/],
      [
        { companyId: w.home, entity: 'event', entityId: homeEvent.id },
        /(USING (COVERING )?INDEX|using|on) activity_log_(entity|company)/,
      ],
      [{ companyId: null, userId: 1 }, /(USING (COVERING )?INDEX|using|on) activity_log_user/],
      // The Super-Admin's whole log: the table backwards by id, stopping after the page.
      [
        { companyId: null },
        pg ? /Index Scan Backward using activity_log_pkey/ : /^SCAN activity_log$/,
      ],
    ];
    for (const [filters, expected] of plans) {
      const compiled = repo.pageQuery({ companyId: null, ...filters }, 25, 0).compile();
      const plan = await w.t.ctx.db.transaction().execute(async (trx) => {
        if (pg) await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
        const { rows } = await trx.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`explain ${pg ? '' : 'query plan '}${compiled.sql}`, [
            ...compiled.parameters,
          ]),
        );
        return rows.map((r) => (pg ? r['QUERY PLAN'] : r.detail)).join(' | ');
      });
      expect(plan, JSON.stringify(filters)).toMatch(expected);
    }
  });
});

describe('GET /api/activity?format=csv', () => {
  it('downloads the entries as CSV, headed in Nepali or in English', async () => {
    const res = await api.call('GET', '/api/activity?format=csv', w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="activity-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'समय,गर्ने व्यक्ति,कार्य,विवरणको किसिम,क्रम संख्या,पालिका,विवरण,परिवर्तन (अघि → पछि)',
    );
    expect(lines.length - 1).toBe((await list(w.admin)).meta.total);
    expect(res.body).toContain('बजेट स्वीकृति');
    expect(res.body).toContain('सम्पादन गरियो,कार्यक्रम');
    expect(res.body).not.toContain('अर्को पालिकाको बैठक');
    const en = await w.t.app.inject({
      method: 'GET',
      url: '/api/activity?format=csv',
      headers: { authorization: `Bearer ${w.admin}`, 'accept-language': 'en' },
    });
    expect(en.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Time,By,Action,Record,Id,Municipality,Summary,Changes (before → after)',
    );
    expect((await api.call('GET', '/api/activity?format=csv', w.user)).statusCode).toBe(403);
  });
});

describe('password changes', () => {
  it('are logged without the password, its hash or its confirmation', async () => {
    const person = await makeUser(w.t, w.home, 'admin');
    const token = await login(w.t, person.email, TEST_PASSWORD);
    const own = 'my-own-secret-9';
    const set = 'set-by-super-7';
    const changed = await api.call('POST', '/api/change-password', token, {
      current_password: TEST_PASSWORD,
      password: own,
      password_confirmation: own,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reset = await api.call('PUT', `/api/change-user-password/${person.id}`, w.sa, {
      password: set,
      password_confirmation: set,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const entries = await list(w.admin, `?entity=user&entity_id=${person.id}&action=password`);
    expect(entries.data).toHaveLength(2);
    const hash = await w.t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    const everything = JSON.stringify(
      await w.t.ctx.db.selectFrom('activity_log').selectAll().execute(),
    );
    for (const secret of [own, set, TEST_PASSWORD, hash.password_hash])
      expect(everything).not.toContain(secret);
  });
});
