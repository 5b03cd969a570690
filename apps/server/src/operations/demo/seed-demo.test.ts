import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidAddress } from '@karyayojana/nepal-admin';
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
  it('creates two municipalities whose admins and users sign in', async () => {
    const accounts = await seedDemo(t.ctx);
    expect(accounts.map((a) => a.role)).toEqual(['admin', 'user', 'admin', 'user']);
    for (const a of accounts) await expect(login(t, a.email, DEMO_PASSWORD)).resolves.toBeTruthy();
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

  it('gives each municipality an address of the reference list', async () => {
    const rows = await t.ctx.db
      .selectFrom('companies')
      .select(['province', 'district', 'municipality'])
      .where('is_owner', '=', 0)
      .execute();
    expect(rows).toHaveLength(2);
    for (const r of rows)
      expect(isValidAddress(r.province ?? '', r.district ?? '', r.municipality ?? '')).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const before = await t.ctx.db.selectFrom('events').select('id').execute();
    expect(await seedDemo(t.ctx)).toEqual([]);
    expect(await t.ctx.db.selectFrom('events').select('id').execute()).toHaveLength(before.length);
  });
});
