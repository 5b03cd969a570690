import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { createClock } from '../../lib/clock.js';
import { firstStart, NATIONAL_CATEGORIES } from './first-start.js';

let t: TestApp;
beforeAll(async () => {
  // 2026-11-21 in Kathmandu is BS 2083-08-05: fiscal year 2083/84.
  t = await createTestApp(
    {},
    { clock: createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z')) },
  );
});
afterAll(() => t.close());

describe('first start on an empty database', () => {
  it('creates the owner company and the first Super-Admin', async () => {
    const companies = await t.ctx.db.selectFrom('companies').selectAll().execute();
    expect(companies).toHaveLength(1);
    expect(companies[0]).toMatchObject({ is_owner: 1 });
    const users = await t.ctx.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.email', 'roles.name'])
      .execute();
    expect(users).toEqual([{ email: 'super@example.org', name: 'Super-Admin' }]);
  });

  it('creates the fiscal years around today with the current one active', async () => {
    const years = await t.ctx.db
      .selectFrom('fiscal_years')
      .selectAll()
      .orderBy('sort_order')
      .execute();
    expect(years.map((y) => [y.year, y.status])).toEqual([
      ['2082/83', 0],
      ['2083/84', 1],
      ['2084/85', 0],
    ]);
    expect(years[1]).toMatchObject({ start_date: '2083-04-01', ad_start_date: '2026-07-17' });
  });

  it('creates the five national planning categories', async () => {
    const cats = await t.ctx.db
      .selectFrom('categories')
      .select('name')
      .orderBy('sort_order')
      .execute();
    expect(cats.map((c) => c.name)).toEqual([...NATIONAL_CATEGORIES]);
  });

  it('does nothing on a database that has data', async () => {
    expect(await firstStart(t.ctx)).toEqual({ created: false });
    expect(await t.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });
});

describe('without ADMIN_PASSWORD', () => {
  it('generates a password, reports it once, and it signs in', async () => {
    const g = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      expect(g.firstStart.adminEmail).toBe('admin@localhost');
      const password = g.firstStart.generatedPassword ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin@localhost', password },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await g.close();
    }
  });
});
