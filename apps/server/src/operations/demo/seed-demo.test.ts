import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAddress } from '@karyayojana/nepal-admin';
import { createClock } from '../../lib/clock.js';
import { createTestApp, login, type TestApp } from '../../../test/support/test-app.js';
import { seedDemo, DEMO_PASSWORD } from './seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { clock: createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z')) },
  );
});
afterAll(() => t.close());

describe('npm run seed:demo', () => {
  it('creates two municipalities whose admins and officers sign in', async () => {
    const accounts = await seedDemo(t.ctx);
    expect(accounts.map((a) => a.role)).toEqual([
      ...['admin', 'user', 'user', 'user'],
      ...['admin', 'user', 'user', 'user'],
    ]);
    for (const a of accounts) await expect(login(t, a.email, DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it('gives each municipality its wards and branches, a ward officer and a branch officer with their events', async () => {
    const dhulikhel = await t.ctx.db
      .selectFrom('companies')
      .select(['id', 'ward_count'])
      .where('name', '=', 'धुलिखेल नगरपालिका')
      .executeTakeFirstOrThrow();
    // Dhulikhel's official count.
    expect(dhulikhel.ward_count).toBe(12);
    const branches = await t.ctx.db
      .selectFrom('branches')
      .select(['id', 'name'])
      .where('company_id', '=', dhulikhel.id)
      .orderBy('sort_order')
      .execute();
    expect(branches.map((b) => b.name)).toContain('पूर्वाधार विकास शाखा');
    const officers = await t.ctx.db
      .selectFrom('users')
      .select(['email', 'scope_wards', 'scope_branch_ids', 'can_plan'])
      .where('company_id', '=', dhulikhel.id)
      .where('email', 'in', ['ward5@dhulikhel.demo', 'infra@dhulikhel.demo'])
      .orderBy('email')
      .execute();
    const infra = branches.find((b) => b.name === 'पूर्वाधार विकास शाखा')?.id;
    expect(officers).toEqual([
      {
        email: 'infra@dhulikhel.demo',
        scope_wards: null,
        scope_branch_ids: `[${infra}]`,
        can_plan: 1,
      },
      { email: 'ward5@dhulikhel.demo', scope_wards: '[5]', scope_branch_ids: null, can_plan: 0 },
    ]);
    const ward5 = await t.ctx.db
      .selectFrom('event_wards')
      .select('event_id')
      .where('company_id', '=', dhulikhel.id)
      .where('ward', '=', 5)
      .execute();
    expect(ward5.length).toBeGreaterThan(0);
    const ofInfra = await t.ctx.db
      .selectFrom('events')
      .select('id')
      .where('branch_id', '=', infra ?? 0)
      .execute();
    expect(ofInfra.length).toBeGreaterThan(0);
  });

  it('spreads events with tasks over the months, in all four statuses, one of them today', async () => {
    const events = await t.ctx.db.selectFrom('events').select(['date', 'status', 'id']).execute();
    expect(new Set(events.map((e) => e.status))).toEqual(
      new Set(['done', 'notDone', 'postponed', 'canceled']),
    );
    expect(new Set(events.map((e) => e.date.slice(5, 7))).size).toBe(12);
    expect(events.some((e) => e.date === '2083-08-05')).toBe(true);
    const tasks = await t.ctx.db.selectFrom('tasks').select('event_id').execute();
    expect(new Set(tasks.map((x) => x.event_id)).size).toBe(events.length);
  });

  it('tells the year so far: outcomes of done events, reasons, spending, overdue ones, the history', async () => {
    const events = await t.ctx.db.selectFrom('events').selectAll().execute();
    const done = events.filter((e) => e.status === 'done');
    expect(done.length).toBeGreaterThan(0);
    for (const e of done) {
      expect(e).toMatchObject({ completed_date: e.date, progress: 100 });
      expect(e.outcome).toMatch(/[\u0900-\u097F]/);
    }
    for (const e of events.filter((x) => x.status === 'postponed' || x.status === 'canceled'))
      expect(e.status_reason).toMatch(/[\u0900-\u097F]/);
    // Some are overdue: not done, dated before today (2026-11-21).
    const overdue = events.filter((e) => e.status === 'notDone' && e.ad_date < '2026-11-21');
    expect(overdue.length).toBeGreaterThan(0);
    expect(done.some((e) => (e.spent ?? 0) > (e.budget ?? 0))).toBe(true);
    // Every recorded status has its change in the history.
    const history = await t.ctx.db.selectFrom('event_status_history').selectAll().execute();
    const recorded = events.filter((e) => e.status !== 'notDone');
    expect(history.map((h) => h.event_id).sort()).toEqual(recorded.map((e) => e.id).sort());
    expect(new Set(history.map((h) => h.user_name))).toEqual(new Set(['प्रशासक']));
  });

  it('gives each municipality an address of the reference list, in its canonical names', async () => {
    const rows = await t.ctx.db
      .selectFrom('companies')
      .select(['province', 'district', 'municipality'])
      .where('is_owner', '=', 0)
      .execute();
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      const found = resolveAddress(r.province ?? '', r.district ?? '', r.municipality ?? '');
      expect(
        found.ok && {
          province: found.province.name,
          district: found.district.name,
          municipality: found.localLevel.fullName,
        },
      ).toEqual(r);
    }
    expect(rows.map((r) => r.district)).toContain('काभ्रेपलाञ्चोक');
  });

  it('adds nothing when run again', async () => {
    const before = await t.ctx.db.selectFrom('events').select('id').execute();
    expect(await seedDemo(t.ctx)).toEqual([]);
    expect(await t.ctx.db.selectFrom('events').select('id').execute()).toHaveLength(before.length);
  });
});
