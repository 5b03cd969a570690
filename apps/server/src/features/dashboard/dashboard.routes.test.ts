import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@karyayojana/contracts';
import { createClock } from '../../lib/clock.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import {
  activeFiscalYearId,
  makeCompany,
  makeEvent,
  makeUser,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';

// Today is 2026-11-21 in Kathmandu: 30 days left means expiry 2026-12-21.
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));

interface Platform {
  kind: 'platform';
  companies: number;
  users: number;
  events: number;
  expiring: Company[];
}
interface OwnCompany {
  kind: 'company';
  company: Company;
  events: number;
  activeYearEvents: number;
}

let t: TestApp;
let sa: string;
let activeYear: number;
let otherYear: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  sa = await login(t, ADMIN.email, ADMIN.password);
  activeYear = await activeFiscalYearId(t);
  const inactive = await t.ctx.db
    .selectFrom('fiscal_years')
    .select('id')
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  otherYear = inactive.id;
});
afterAll(() => t.close());

async function dashboard<T>(token: string): Promise<T> {
  const res = await t.app.inject({ url: '/api/dashboard', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}

describe('GET /api/dashboard for the Super-Admin', () => {
  it('counts municipalities, users and events, never the owner company', async () => {
    const before = await dashboard<Platform>(sa);
    expect(before.kind).toBe('platform');
    const company = await makeCompany(t);
    await makeUser(t, company, 'admin');
    await makeUser(t, company, 'user');
    await makeEvent(t, company, activeYear);
    await makeEvent(t, company, otherYear);
    const after = await dashboard<Platform>(sa);
    expect(after).toMatchObject({
      companies: before.companies + 1,
      users: before.users + 2,
      events: before.events + 2,
    });
    const listed = await t.app.inject({ url: '/api/companies', headers: bearer(sa) });
    expect(after.companies).toBe(listed.json<{ data: unknown[] }>().data.length);
  });

  it('lists the companies with 30 days or fewer left, the fewest first', async () => {
    const expiringOn = (expiry_date: string) => makeCompany(t, { expiry_date });
    const in30 = await expiringOn('2026-12-21');
    const in31 = await expiringOn('2026-12-22');
    const today = await expiringOn('2026-11-21');
    const expired = await expiringOn('2026-01-01');
    const in10 = await expiringOn('2026-12-01');
    const { expiring } = await dashboard<Platform>(sa);
    const ours = expiring.filter((c) => [in30, in31, today, expired, in10].includes(c.id));
    const left = Object.fromEntries(ours.map((c) => [c.id, c.remaining_days]));
    expect(left).toEqual({ [today]: 0, [expired]: 0, [in10]: 10, [in30]: 30 });
    expect(ours.find((c) => c.id === expired)?.status).toBe('0');
    expect(expiring.every((c) => !c.is_owner && (c.remaining_days ?? 99) <= 30)).toBe(true);
    const days = expiring.map((c) => c.remaining_days ?? 0);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });
});

describe('GET /api/dashboard for admins and users', () => {
  it.each(['admin', 'user'] as const)(
    'shows the %s own municipality and its counts',
    async (role) => {
      const company = await makeCompany(t, { name: 'बनेपा नगरपालिका', expiry_date: '2027-11-21' });
      const stranger = await makeCompany(t);
      await makeEvent(t, company, activeYear);
      await makeEvent(t, company, activeYear);
      await makeEvent(t, company, otherYear);
      await makeEvent(t, stranger, activeYear);
      const u = await makeUser(t, company, role);
      const data = await dashboard<OwnCompany>(await login(t, u.email, TEST_PASSWORD));
      expect(data).toEqual({
        kind: 'company',
        company: expect.objectContaining({
          id: company,
          name: 'बनेपा नगरपालिका',
          status: '1',
          remaining_days: 365,
          is_owner: false,
        }) as unknown,
        events: 3,
        activeYearEvents: 2,
      });
    },
  );

  it('still answers for an expired municipality', async () => {
    const company = await makeCompany(t, { expiry_date: '2026-06-30' });
    await makeEvent(t, company, activeYear);
    const u = await makeUser(t, company, 'admin');
    const data = await dashboard<OwnCompany>(await login(t, u.email, TEST_PASSWORD));
    expect(data).toMatchObject({
      kind: 'company',
      company: { id: company, status: '0', remaining_days: 0 },
      events: 1,
      activeYearEvents: 1,
    });
  });

  it('counts no active-year events when no year is active', async () => {
    const company = await makeCompany(t);
    await makeEvent(t, company, activeYear);
    const u = await makeUser(t, company, 'user');
    const token = await login(t, u.email, TEST_PASSWORD);
    await t.ctx.db.updateTable('fiscal_years').set({ status: 0 }).execute();
    try {
      expect(await dashboard<OwnCompany>(token)).toMatchObject({ events: 1, activeYearEvents: 0 });
    } finally {
      await t.ctx.db
        .updateTable('fiscal_years')
        .set({ status: 1 })
        .where('id', '=', activeYear)
        .execute();
    }
  });
});

it('answers 401 without a token', async () => {
  const res = await t.app.inject({ url: '/api/dashboard' });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
});
