import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import type { FiscalYear } from '@karyayojana/contracts';
import { createClock } from '../../lib/clock.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import { makeCompany, makeEvent, makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';

// 2026-11-21 is BS 2083-08-05: first start made 2082/83, 2083/84 (active) and 2084/85.
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));

let t: TestApp;
let sa: string;
let admin: string;
let user: string;
let company: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  company = await makeCompany(t);
  const [a, u] = await Promise.all([makeUser(t, company, 'admin'), makeUser(t, company, 'user')]);
  [sa, admin, user] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    login(t, a.email, TEST_PASSWORD),
    login(t, u.email, TEST_PASSWORD),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), payload });

let seq = 0;
/** A fresh fiscal year no other test uses: 2051/52, 2052/53, … */
const label = () => {
  const start = 2050 + ++seq;
  return { year: `${start}/${String(start + 1).slice(2)}`, start };
};

/** Creates a fiscal year through the API as the Super-Admin. */
async function createYear(status = 0): Promise<FiscalYear> {
  const { year, start } = label();
  const res = await call('POST', '/api/fiscal-years', sa, {
    year,
    startDate: `${start}-04-01`,
    endDate: `${start + 1}-03-30`,
    status,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: FiscalYear }>().data;
}

const list = async (token = sa) =>
  (await call('GET', '/api/fiscal-years', token)).json<{ data: FiscalYear[] }>().data;

describe('reading fiscal years', () => {
  it('lists them for every role, ordered, with the years first start made', async () => {
    for (const token of [sa, admin, user]) {
      const res = await call('GET', '/api/fiscal-years', token);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: FiscalYear[] }>().data;
      const orders = data.map((y) => y.order);
      expect(orders).toEqual([...orders].sort((x, y) => x - y));
      expect(data).toContainEqual({
        id: expect.any(Number) as unknown,
        year: '2083/84',
        startDate: '2083-04-01',
        ad_startDate: '2026-07-17',
        endDate: '2084-03-31',
        ad_endDate: '2027-07-16',
        status: expect.any(Number) as unknown,
        order: expect.any(Number) as unknown,
      });
    }
  });

  it('reads one by id for every role, and 404 for a missing id', async () => {
    const year = await createYear();
    for (const token of [sa, admin, user]) {
      const res = await call('GET', `/api/fiscal-years/${year.id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: year });
    }
    const missing = await call('GET', '/api/fiscal-years/999999', user);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers the active year for every role', async () => {
    const active = await createYear(1);
    for (const token of [sa, admin, user]) {
      const res = await call('GET', '/api/active-year', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ activeYear: active });
    }
  });

  it('answers a null active year when none is active', async () => {
    const active = await createYear(1);
    const off = await call('PUT', `/api/fiscal-years/${active.id}`, sa, {
      year: active.year,
      status: 0,
    });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/active-year', user)).json()).toEqual({ activeYear: null });
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/fiscal-years', '/api/fiscal-years/1', '/api/active-year']) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});

describe('POST /api/fiscal-years', () => {
  it('creates a year, storing Devanagari dates as ASCII and deriving the AD dates', async () => {
    const res = await call('POST', '/api/fiscal-years', sa, {
      year: '2090/91',
      startDate: '२०९०-०४-०१',
      endDate: '२०९१-०३-३२',
      status: 0,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: FiscalYear }>();
    expect(body.message).toBe('आर्थिक वर्ष थपियो।');
    expect(body.data).toMatchObject({
      year: '2090/91',
      startDate: '2090-04-01',
      ad_startDate: bsToAdString('2090-04-01'),
      endDate: '2091-03-32',
      ad_endDate: bsToAdString('2091-03-32'),
      status: 0,
    });
    expect(body.data.ad_startDate).toBe('2033-07-17');
    const all = await list();
    expect(all.at(-1)).toEqual(body.data);
    expect(body.data.order).toBe(Math.max(...all.map((y) => y.order)));
  });

  it('makes every other year inactive when the new one is active', async () => {
    const before = await createYear(1);
    const active = await createYear(1);
    const all = await list();
    expect(all.filter((y) => y.status === 1)).toEqual([active]);
    expect(all.find((y) => y.id === before.id)?.status).toBe(0);
  });

  it('refuses admins and users with 403, and anonymous callers with 401', async () => {
    const body = { year: '2099/00', startDate: '2099-04-01', endDate: '2099-12-30', status: 0 };
    for (const token of [admin, user]) {
      const res = await call('POST', '/api/fiscal-years', token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await call('POST', '/api/fiscal-years', undefined, body)).statusCode).toBe(401);
    expect((await list()).some((y) => y.year === '2099/00')).toBe(false);
  });

  const valid = { year: '2098/99', startDate: '2098-04-01', endDate: '2099-03-30', status: 0 };
  it.each([
    ['a missing year', { ...valid, year: undefined }, 'year'],
    ['an empty year', { ...valid, year: '  ' }, 'year'],
    ['a missing start date', { ...valid, startDate: undefined }, 'startDate'],
    ['a missing end date', { ...valid, endDate: undefined }, 'endDate'],
    ['an impossible date', { ...valid, startDate: '2081-02-33' }, 'startDate'],
    ['a date outside the calendar', { ...valid, endDate: '2100-01-01' }, 'endDate'],
    ['a date that is not one', { ...valid, startDate: 'tomorrow' }, 'startDate'],
    ['a missing status', { ...valid, status: undefined }, 'status'],
    ['a status other than 0 or 1', { ...valid, status: 2 }, 'status'],
    ['an end before the start', { ...valid, startDate: '2099-04-01' }, 'endDate'],
    ['a year that exists', { ...valid, year: '2083/84' }, 'year'],
  ])('answers 422 for %s', async (_name, payload, field) => {
    const res = await call('POST', '/api/fiscal-years', sa, payload);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toContain(field);
  });
});

describe('PUT /api/fiscal-years/:id', () => {
  it('changes the year and status and keeps the dates when none are sent', async () => {
    const year = await createYear();
    const { year: renamed } = label();
    const res = await call('PUT', `/api/fiscal-years/${year.id}`, sa, {
      year: renamed,
      status: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'आर्थिक वर्ष अद्यावधिक भयो।',
      data: { ...year, year: renamed, status: 1 },
    });
    expect((await list()).filter((y) => y.status === 1).map((y) => y.id)).toEqual([year.id]);
  });

  it('changes the dates when sent, in Devanagari too, and derives the AD dates again', async () => {
    const year = await createYear();
    const start = Number(year.startDate.slice(0, 4));
    const res = await call('PUT', `/api/fiscal-years/${year.id}`, sa, {
      year: year.year,
      status: 0,
      startDate: `${start}-04-15`.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)] ?? d),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: FiscalYear }>().data).toMatchObject({
      startDate: `${start}-04-15`,
      ad_startDate: bsToAdString(`${start}-04-15`),
      endDate: year.endDate,
      ad_endDate: year.ad_endDate,
    });
  });

  it('answers 422 for a start after the kept end, another year’s label, or a bad date', async () => {
    const year = await createYear();
    const other = await createYear();
    const start = Number(year.startDate.slice(0, 4));
    for (const [payload, field] of [
      [{ year: year.year, status: 0, startDate: `${start + 1}-04-01` }, 'endDate'],
      [{ year: other.year, status: 0 }, 'year'],
      [{ year: year.year, status: 0, endDate: '2081-02-33' }, 'endDate'],
      [{ year: '', status: 0 }, 'year'],
      [{ year: year.year }, 'status'],
    ] as const) {
      const res = await call('PUT', `/api/fiscal-years/${year.id}`, sa, payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    }
    expect((await call('GET', `/api/fiscal-years/${year.id}`, sa)).json()).toEqual({ data: year });
  });

  it('answers 404 for a missing id, 403 for admins and users, 401 without a token', async () => {
    const year = await createYear();
    const body = { year: year.year, status: 1 };
    expect((await call('PUT', '/api/fiscal-years/999999', sa, body)).statusCode).toBe(404);
    for (const token of [admin, user]) {
      expect((await call('PUT', `/api/fiscal-years/${year.id}`, token, body)).statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/fiscal-years/${year.id}`, undefined, body)).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/api/fiscal-years/${year.id}`, sa)).json()).toEqual({ data: year });
  });
});

describe('DELETE /api/fiscal-years/:id', () => {
  it('deletes a year without events', async () => {
    const year = await createYear();
    const res = await call('DELETE', `/api/fiscal-years/${year.id}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'आर्थिक वर्ष हटाइयो।' });
    expect((await call('GET', `/api/fiscal-years/${year.id}`, sa)).statusCode).toBe(404);
  });

  it('answers 409 when any company has an event in it, and keeps it', async () => {
    const year = await createYear();
    await makeEvent(t, await makeCompany(t), year.id);
    const res = await call('DELETE', `/api/fiscal-years/${year.id}`, sa);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'यो आर्थिक वर्षमा कार्यक्रमहरू छन्, त्यसैले हटाउन मिल्दैन।',
    });
    expect((await call('GET', `/api/fiscal-years/${year.id}`, sa)).statusCode).toBe(200);
  });

  it('answers 404 for a missing id, 403 for admins and users, 401 without a token', async () => {
    const year = await createYear();
    expect((await call('DELETE', '/api/fiscal-years/999999', sa)).statusCode).toBe(404);
    for (const token of [admin, user]) {
      expect((await call('DELETE', `/api/fiscal-years/${year.id}`, token)).statusCode).toBe(403);
    }
    expect((await call('DELETE', `/api/fiscal-years/${year.id}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/fiscal-years/${year.id}`, sa)).statusCode).toBe(200);
  });
});

describe('PUT /api/order-fiscal-years', () => {
  it('saves a new order that survives a re-read', async () => {
    await createYear();
    const reversed = (await list()).map((y) => y.id).reverse();
    const res = await call('PUT', '/api/order-fiscal-years', sa, { fiscalYearOrder: reversed });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: FiscalYear[] }>();
    expect(body.message).toBe('क्रम सुरक्षित भयो।');
    expect(body.data.map((y) => y.id)).toEqual(reversed);
    const again = await list(user);
    expect(again.map((y) => y.id)).toEqual(reversed);
    expect(again.map((y) => y.order)).toEqual(reversed.map((_, i) => i + 1));
  });

  it('answers 422 unless every id is named exactly once', async () => {
    const ids = (await list()).map((y) => y.id);
    const before = await list();
    for (const order of [
      ids.slice(1),
      [...ids, ids[0]],
      [...ids.slice(1), 999999],
      [],
      'not a list',
      [...ids.slice(0, -1), 'x'],
    ]) {
      const res = await call('PUT', '/api/order-fiscal-years', sa, { fiscalYearOrder: order });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)[0]).toMatch(/^fiscalYearOrder/);
    }
    expect(await list()).toEqual(before);
  });

  it('answers 403 for admins and users, 401 without a token', async () => {
    const ids = (await list()).map((y) => y.id);
    for (const token of [admin, user]) {
      const res = await call('PUT', '/api/order-fiscal-years', token, { fiscalYearOrder: ids });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await call('PUT', '/api/order-fiscal-years', undefined, {
      fiscalYearOrder: ids,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
