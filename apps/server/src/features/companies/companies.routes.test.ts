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
  KATHMANDU,
  makeCompany,
  makeUser,
  PNG,
  storedFiles,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';

// Today is 2026-11-21 in Kathmandu.
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));

let t: TestApp;
let sa: string;
let admin: string;
let user: string;
let home: number;
let other: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  [home, other] = await Promise.all([makeCompany(t), makeCompany(t)]);
  const [a, u] = await Promise.all([makeUser(t, home, 'admin'), makeUser(t, home, 'user')]);
  [sa, admin, user] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    login(t, a.email, TEST_PASSWORD),
    login(t, u.email, TEST_PASSWORD),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}) });

/** Sends the company form as multipart/form-data. */
function send(method: 'POST' | 'PUT', url: string, token: string | undefined, form: Form) {
  const body = multipartBody(form);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}
type Form = Record<string, FormValue>;
const form = (overrides: Form = {}): Form => ({
  name: 'काठमाडौं महानगरपालिका',
  description: 'सुन्दर, शान्त, समृद्ध',
  email: 'Info@Kathmandu.gov.np',
  website: 'https://kathmandu.gov.np',
  contact: '01-4200000',
  address: 'बागदरबार',
  ...KATHMANDU,
  ...overrides,
});

async function create(overrides: Form = {}): Promise<Company> {
  const res = await send('POST', '/api/companies', sa, form(overrides));
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Company }>().data;
}
const read = async (id: number) =>
  (await call('GET', `/api/companies/${id}`, sa)).json<{ data: Company }>().data;

describe('GET /api/companies', () => {
  it('lists the municipalities, not the owner company, for the Super-Admin', async () => {
    const created = await create({ name: 'क सूचीमा' });
    const res = await call('GET', '/api/companies', sa);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Company[] }>().data;
    expect(data).toContainEqual(created);
    expect(data.map((c) => c.id)).toEqual(expect.arrayContaining([home, other]));
    expect(data.every((c) => !c.is_owner)).toBe(true);
  });

  it('answers admins and users with their own municipality only, 401 without a token', async () => {
    // The original client asks on every page (decision 031): never another municipality.
    const own = await read(home);
    for (const token of [admin, user]) {
      const res = await call('GET', '/api/companies', token);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Company[] }>().data).toEqual([own]);
    }
    expect((await call('GET', '/api/companies')).statusCode).toBe(401);
  });
});

describe('GET /api/companies/:id', () => {
  it('reads any company for the Super-Admin, the own one for admins and users', async () => {
    const res = await call('GET', `/api/companies/${other}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: other, status: '1', is_owner: false } });
    for (const token of [admin, user]) {
      const own = await call('GET', `/api/companies/${home}`, token);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ data: { id: home } });
    }
  });

  it('answers 404 for another company’s id (admins, users) and a missing one', async () => {
    for (const token of [admin, user]) {
      const res = await call('GET', `/api/companies/${other}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await call('GET', '/api/companies/999999', sa)).statusCode).toBe(404);
    expect((await call('GET', `/api/companies/${home}`)).statusCode).toBe(401);
  });

  it.each([
    ['2026-12-21', '1', 30],
    ['2026-11-21', '1', 0],
    ['2026-11-20', '0', 0],
    ['2025-01-01', '0', 0],
  ])('computes status and remaining days for expiry %s', async (expiry, status, days) => {
    const id = await makeCompany(t, { expiry_date: expiry });
    expect(await read(id)).toMatchObject({ expiry_date: expiry, status, remaining_days: days });
  });
});

describe('POST /api/companies', () => {
  it('creates a municipality that expires a year ahead', async () => {
    const res = await send('POST', '/api/companies', sa, form());
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: Company }>();
    expect(body).toEqual({
      message: 'पालिका थपियो।',
      data: {
        id: expect.any(Number) as unknown,
        name: 'काठमाडौं महानगरपालिका',
        description: 'सुन्दर, शान्त, समृद्ध',
        email: 'info@kathmandu.gov.np',
        website: 'https://kathmandu.gov.np',
        contact: '01-4200000',
        address: 'बागदरबार',
        ...KATHMANDU,
        logo: null,
        subLogo: null,
        expiry_date: '2027-11-21',
        remaining_days: 365,
        status: '1',
        is_owner: false,
      },
    });
    expect(await read(body.data.id)).toEqual(body.data);
  });

  it('takes the expiry date the Super-Admin sets', async () => {
    expect(await create({ expiry_date: '2030-01-01' })).toMatchObject({
      expiry_date: '2030-01-01',
      status: '1',
    });
  });

  it.each(['धरान उप-महानगरपालिका', 'धरान उपमहानगरपालिका'])(
    'accepts the sub-metropolitan spelling %s',
    async (municipality) => {
      const created = await create({ province: 'कोशी', district: 'सुनसरी', municipality });
      // Stored in the reference list's one spelling.
      expect(created).toMatchObject({
        province: 'कोशी',
        district: 'सुनसरी',
        municipality: 'धरान उपमहानगरपालिका',
      });
    },
  );

  it.each([
    ['a missing name', { name: '' }, 'name'],
    ['a malformed email', { email: 'not an email' }, 'email'],
    ['a municipality of another district', { municipality: 'ललितपुर महानगरपालिका' }, 'municipality'],
    ['a district of another province', { province: 'कोशी' }, 'municipality'],
    ['an unknown municipality', { municipality: 'कुनै पालिका' }, 'municipality'],
    ['no address', { province: '', district: '', municipality: '' }, 'municipality'],
    ['an expiry date that is no date', { expiry_date: '2027-02-30' }, 'expiry_date'],
    ['an expiry date in another shape', { expiry_date: '21/11/2027' }, 'expiry_date'],
  ])('answers 422 for %s, leaving nothing behind', async (_name, overrides, field) => {
    const before = storedFiles(t);
    const res = await send(
      'POST',
      '/api/companies',
      sa,
      form({ ...overrides, logo: { filename: 'logo.png', content: PNG } }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toContain(field);
    expect(storedFiles(t)).toEqual(before);
  });

  it('answers 400 for a broken multipart body and 415 for JSON', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...bearer(sa), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nकाठमाडौं',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...bearer(sa), 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(sa),
      payload: { name: 'x', ...KATHMANDU },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 403 for admins and users, 401 without a token', async () => {
    const before = (await call('GET', '/api/companies', sa)).json<{ data: unknown[] }>().data;
    for (const token of [admin, user]) {
      const res = await send('POST', '/api/companies', token, form());
      expect(res.statusCode).toBe(403);
    }
    expect((await send('POST', '/api/companies', undefined, form())).statusCode).toBe(401);
    const after = (await call('GET', '/api/companies', sa)).json<{ data: unknown[] }>().data;
    expect(after).toHaveLength(before.length);
  });
});

describe('updating a company', () => {
  it('accepts POST with _method=PUT from the Super-Admin, expiry date included', async () => {
    const created = await create();
    const res = await send(
      'POST',
      `/api/companies/${created.id}`,
      sa,
      form({
        _method: 'PUT',
        name: 'ललितपुर महानगरपालिका',
        district: 'ललितपुर',
        municipality: 'ललितपुर महानगरपालिका',
        description: '',
        expiry_date: '2026-12-01',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'पालिकाको विवरण अद्यावधिक भयो।',
      data: {
        ...created,
        name: 'ललितपुर महानगरपालिका',
        district: 'ललितपुर',
        municipality: 'ललितपुर महानगरपालिका',
        description: null,
        expiry_date: '2026-12-01',
        remaining_days: 10,
      },
    });
  });

  it('lets an admin edit the own company with PUT, ignoring the expiry date', async () => {
    const res = await send(
      'PUT',
      `/api/companies/${home}`,
      admin,
      form({ name: 'गृह नगरपालिका', expiry_date: '2099-12-31' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: home, name: 'गृह नगरपालिका' } });
    expect((await read(home)).expiry_date).toBe('2099-01-01');
  });

  it('answers 404 for another company (admin) or a missing one, 403 for users', async () => {
    const before = await read(other);
    expect((await send('PUT', `/api/companies/${other}`, admin, form())).statusCode).toBe(404);
    expect((await send('POST', `/api/companies/${other}`, admin, form())).statusCode).toBe(404);
    expect((await send('PUT', '/api/companies/999999', sa, form())).statusCode).toBe(404);
    const denied = await send('PUT', `/api/companies/${home}`, user, form());
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await send('PUT', `/api/companies/${home}`, undefined, form())).statusCode).toBe(401);
    expect(await read(other)).toEqual(before);
  });

  it('answers 422 for a wrong address or a bad expiry date', async () => {
    const created = await create();
    for (const [overrides, field] of [
      [{ municipality: 'धरान उपमहानगरपालिका' }, 'municipality'],
      [{ expiry_date: '2027-13-01' }, 'expiry_date'],
      [{ name: ' ' }, 'name'],
    ] as const) {
      const res = await send('PUT', `/api/companies/${created.id}`, sa, form(overrides));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    }
    expect(await read(created.id)).toEqual(created);
  });
});
