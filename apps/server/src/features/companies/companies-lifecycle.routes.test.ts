import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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
  KATHMANDU,
  makeCompany,
  makeEvent,
  makeUser,
  PNG,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';

// Expiry, deletion and renewal of municipalities. Today is 2026-11-21 in Kathmandu.
const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));

let t: TestApp;
let sa: string;
let admin: string;
let user: string;
let home: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  home = await makeCompany(t);
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

describe('an expired company', () => {
  it('may be read by its admin, but not written: 403 COMPANY_EXPIRED', async () => {
    const expired = await makeCompany(t, { expiry_date: '2026-10-01' });
    const a = await makeUser(t, expired, 'admin');
    const token = await login(t, a.email, TEST_PASSWORD);
    const own = await call('GET', `/api/companies/${expired}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: { status: '0', remaining_days: 0 } });
    for (const res of [
      await send('PUT', `/api/companies/${expired}`, token, form()),
      await send('POST', `/api/companies/${expired}`, token, form({ _method: 'PUT' })),
      await call('DELETE', `/api/companies/delete-logo/${expired}`, token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
    }
    // Once renewed, the same session may write again.
    expect((await call('POST', `/api/companies/${expired}/renew`, sa)).statusCode).toBe(200);
    expect((await send('PUT', `/api/companies/${expired}`, token, form())).statusCode).toBe(200);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('removes the company with its users, events, tasks and files', async () => {
    const created = await create({ logo: { filename: 'logo.png', content: PNG } });
    const u = await makeUser(t, created.id, 'admin');
    const token = await login(t, u.email, TEST_PASSWORD);
    const event = await makeEvent(t, created.id, await activeFiscalYearId(t));
    const document = await storePrivateFile(created.id);
    await t.ctx.db
      .insertInto('tasks')
      .values({
        company_id: created.id,
        event_id: event,
        name: 'काम',
        file_id: document.id,
        created_at: '2026-11-21T00:00:00Z',
        updated_at: '2026-11-21T00:00:00Z',
      })
      .execute();
    const logoPath = path.join(t.dataDir, 'storage/public', created.logo ?? '');
    expect(fs.existsSync(logoPath)).toBe(true);

    const res = await call('DELETE', `/api/companies/${created.id}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'पालिका हटाइयो।' });
    expect((await call('GET', `/api/companies/${created.id}`, sa)).statusCode).toBe(404);
    expect((await call('GET', '/api/user', token)).statusCode).toBe(401);
    await expect(login(t, u.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    for (const table of ['users', 'events', 'tasks', 'stored_files'] as const) {
      const rows = await t.ctx.db
        .selectFrom(table)
        .select('id')
        .where('company_id', '=', created.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(fs.existsSync(logoPath)).toBe(false);
    expect(fs.existsSync(document.path)).toBe(false);
    expect((await t.app.inject({ url: `/storage/${created.logo}` })).statusCode).toBe(404);
  });

  it('answers 409 for the owner company, 404 for a missing one', async () => {
    const me = (await call('GET', '/api/user', sa)).json<{ data: { company_id: number } }>();
    const res = await call('DELETE', `/api/companies/${me.data.company_id}`, sa);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await call('DELETE', '/api/companies/999999', sa)).statusCode).toBe(404);
  });

  it('answers 403 for admins (even of that company) and users, 401 without a token', async () => {
    for (const token of [admin, user]) {
      expect((await call('DELETE', `/api/companies/${home}`, token)).statusCode).toBe(403);
    }
    expect((await call('DELETE', `/api/companies/${home}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/companies/${home}`, sa)).statusCode).toBe(200);
  });
});

describe('POST /api/companies/:id/renew', () => {
  it('gives an expired company a year from today', async () => {
    const id = await makeCompany(t, { expiry_date: '2026-01-01' });
    expect(await read(id)).toMatchObject({ status: '0', remaining_days: 0 });
    const res = await call('POST', `/api/companies/${id}/renew`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'सदस्यता एक वर्ष थपियो।',
      data: { id, expiry_date: '2027-11-21', status: '1', remaining_days: 365 },
    });
  });

  it('adds a year to the expiry date of a company with 100 days left', async () => {
    const id = await makeCompany(t, { expiry_date: '2027-03-01' });
    expect(await read(id)).toMatchObject({ remaining_days: 100 });
    const res = await call('POST', `/api/companies/${id}/renew`, sa);
    expect(res.json()).toMatchObject({
      data: { expiry_date: '2028-03-01', status: '1', remaining_days: 466 },
    });
  });

  it('answers 409 for the owner company, 404 for a missing one, 403 and 401', async () => {
    const me = (await call('GET', '/api/user', sa)).json<{ data: { company_id: number } }>();
    expect((await call('POST', `/api/companies/${me.data.company_id}/renew`, sa)).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/api/companies/999999/renew', sa)).statusCode).toBe(404);
    const before = await read(home);
    for (const token of [admin, user]) {
      expect((await call('POST', `/api/companies/${home}/renew`, token)).statusCode).toBe(403);
    }
    expect((await call('POST', `/api/companies/${home}/renew`)).statusCode).toBe(401);
    expect(await read(home)).toEqual(before);
  });
});

/** A private document of a company, written as the file store would (task proof). */
async function storePrivateFile(companyId: number) {
  const key = `${randomBytes(18).toString('base64url')}.pdf`;
  const full = path.join(t.dataDir, 'storage/private', key);
  fs.writeFileSync(full, '%PDF-1.4\n');
  const row = await t.ctx.db
    .insertInto('stored_files')
    .values({
      company_id: companyId,
      key,
      original_name: 'प्रमाण.pdf',
      mime: 'application/pdf',
      size: 9,
      visibility: 'private',
      created_at: '2026-11-21T00:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, path: full };
}
