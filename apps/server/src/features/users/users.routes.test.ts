import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User, UserListItem } from '@karyayojana/contracts';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import { makeCompany, makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';

let t: TestApp;
let sa: string;
let admin: string;
let user: string;
let me: User;
let owner: number;
let home: number;
beforeAll(async () => {
  t = await createTestApp();
  home = await makeCompany(t);
  const [a, u] = await Promise.all([makeUser(t, home, 'admin'), makeUser(t, home, 'user')]);
  [sa, admin, user] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    login(t, a.email, TEST_PASSWORD),
    login(t, u.email, TEST_PASSWORD),
  ]);
  me = (await t.app.inject({ url: '/api/user', headers: bearer(sa) })).json<{ data: User }>().data;
  owner = me.company_id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Every answer of this file is checked for a leaked password hash. */
async function call(method: Method, url: string, token?: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    payload,
  });
  expect(res.body).not.toMatch(/argon2|password_hash/);
  return res;
}

let seq = 0;
const newEmail = () => `person${++seq}@example.org`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'राम थापा',
  email: newEmail(),
  password: 'long-enough-1',
  password_confirmation: 'long-enough-1',
  role: 'user',
  company_id: home,
  ...overrides,
});

async function register(overrides: Record<string, unknown> = {}): Promise<UserListItem> {
  const res = await call('POST', '/api/register', sa, registration(overrides));
  expect(res.statusCode).toBe(200);
  return res.json<{ data: UserListItem }>().data;
}

/** Asks every role that may not with 403 and an anonymous caller with 401. */
async function expectSuperAdminOnly(method: Method, url: string, payload?: object) {
  for (const token of [admin, user]) {
    const res = await call(method, url, token, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  }
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
}

describe('GET /api/all-users', () => {
  it('returns a bare array of users with company and roles', async () => {
    const company = await makeCompany(t, { name: 'बनेपा नगरपालिका' });
    const u = await makeUser(t, company, 'admin', { name: 'सीता' });
    const res = await call('GET', '/api/all-users', sa);
    expect(res.statusCode).toBe(200);
    const body = res.json<UserListItem[]>();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toContainEqual({
      id: u.id,
      name: 'सीता',
      email: u.email,
      company_id: company,
      company: { id: company, name: 'बनेपा नगरपालिका' },
      roles: [{ name: 'admin' }],
    });
    expect(body).toContainEqual(
      expect.objectContaining({ id: me.id, roles: [{ name: 'Super-Admin' }] }),
    );
  });

  it('answers an admin with their municipality’s people, a user with their own record only', async () => {
    // The original client asks on every page (decision 031); never anyone else's.
    const neighbour = await makeCompany(t);
    await makeUser(t, neighbour, 'user');
    const everyone = (await call('GET', '/api/all-users', sa)).json<UserListItem[]>();
    const mine = everyone.filter((u) => u.company_id === home);
    const asAdmin = await call('GET', '/api/all-users', admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<UserListItem[]>()).toEqual(mine);
    const asUser = await call('GET', '/api/all-users', user);
    expect(asUser.statusCode).toBe(200);
    const self = (await call('GET', '/api/user', user)).json<{ data: User }>().data;
    expect(asUser.json<UserListItem[]>()).toEqual([
      {
        id: self.id,
        name: self.name,
        email: self.email,
        company_id: home,
        company: { id: home, name: self.company.name },
        roles: [{ name: 'user' }],
      },
    ]);
    expect((await call('GET', '/api/all-users')).statusCode).toBe(401);
  });
});

describe('GET /api/fetch-user/:id', () => {
  it('returns one user under data', async () => {
    const created = await register();
    const res = await call('GET', `/api/fetch-user/${created.id}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: created });
  });

  it('answers 404 for a missing id, and is for the Super-Admin only', async () => {
    expect((await call('GET', '/api/fetch-user/999999', sa)).statusCode).toBe(404);
    await expectSuperAdminOnly('GET', `/api/fetch-user/${me.id}`);
  });
});

describe('POST /api/register', () => {
  it('registers a user who can then sign in', async () => {
    const company = await makeCompany(t, { name: 'पनौती नगरपालिका' });
    const res = await call(
      'POST',
      '/api/register',
      sa,
      registration({ email: 'Hari.Shrestha@Example.ORG', company_id: company, role: 'admin' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'प्रयोगकर्ता दर्ता भयो।',
      data: {
        id: expect.any(Number) as unknown,
        name: 'राम थापा',
        email: 'hari.shrestha@example.org',
        company_id: company,
        company: { id: company, name: 'पनौती नगरपालिका' },
        roles: [{ name: 'admin' }],
      },
    });
    await expect(login(t, 'hari.shrestha@example.org', 'long-enough-1')).resolves.toBeTypeOf(
      'string',
    );
  });

  it('registers a Super-Admin in the owner company', async () => {
    const created = await register({ company_id: owner, role: 'Super-Admin' });
    expect(created.roles).toEqual([{ name: 'Super-Admin' }]);
    expect((await call('DELETE', `/api/delete-user/${created.id}`, sa)).statusCode).toBe(200);
  });

  it.each([
    ['a taken email in another case', () => ({ email: ADMIN.email.toUpperCase() }), 'email'],
    ['a malformed email', () => ({ email: 'not-an-email' }), 'email'],
    ['a missing name', () => ({ name: '' }), 'name'],
    [
      'a password under 8 characters',
      () => ({ password: 'short7!', password_confirmation: 'short7!' }),
      'password',
    ],
    [
      'a confirmation that differs',
      () => ({ password_confirmation: 'long-enough-2' }),
      'password_confirmation',
    ],
    ['an unknown role', () => ({ role: 'root' }), 'role'],
    ['a Super-Admin outside the owner company', () => ({ role: 'Super-Admin' }), 'role'],
    ['an unknown company', () => ({ company_id: 999999 }), 'company_id'],
    ['a company id beyond any id', () => ({ company_id: 2_147_483_648 }), 'company_id'],
    ['a missing company', () => ({ company_id: undefined }), 'company_id'],
  ])('answers 422 for %s', async (_name, overrides, field) => {
    const company = await makeCompany(t);
    const res = await call(
      'POST',
      '/api/register',
      sa,
      registration({ company_id: company, ...overrides() }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('is for the Super-Admin only', async () => {
    const company = await makeCompany(t);
    const payload = registration({ company_id: company });
    await expectSuperAdminOnly('POST', '/api/register', payload);
    await expect(login(t, payload.email, payload.password)).rejects.toThrow(/401/);
  });
});

describe('PUT /api/update-user/:id', () => {
  it('changes name, email, company and role', async () => {
    const created = await register({ company_id: await makeCompany(t) });
    const other = await makeCompany(t, { name: 'धुलिखेल नगरपालिका' });
    const res = await call('PUT', `/api/update-user/${created.id}`, sa, {
      name: 'गीता',
      email: 'Geeta@Example.org',
      company_id: other,
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'प्रयोगकर्ता अद्यावधिक भयो।',
      data: {
        id: created.id,
        name: 'गीता',
        email: 'geeta@example.org',
        company_id: other,
        company: { id: other, name: 'धुलिखेल नगरपालिका' },
        roles: [{ name: 'admin' }],
      },
    });
  });

  it('keeps the own email, but answers 422 for another user’s in any case', async () => {
    const company = await makeCompany(t);
    const created = await register({ company_id: company });
    const other = await register({ company_id: company });
    const body = { name: created.name, company_id: company, role: 'user' };
    const same = await call('PUT', `/api/update-user/${created.id}`, sa, {
      ...body,
      email: created.email.toUpperCase(),
    });
    expect(same.statusCode).toBe(200);
    for (const [payload, field] of [
      [{ ...body, email: other.email.toUpperCase() }, 'email'],
      [{ ...body, email: created.email, role: 'Super-Admin' }, 'role'],
      [{ ...body, email: created.email, company_id: 999999 }, 'company_id'],
      [{ ...body, email: created.email, name: ' ' }, 'name'],
    ] as const) {
      const res = await call('PUT', `/api/update-user/${created.id}`, sa, payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    }
  });

  it('answers 409 for making the last Super-Admin something else', async () => {
    const res = await call('PUT', `/api/update-user/${me.id}`, sa, {
      name: me.name,
      email: me.email,
      company_id: owner,
      role: 'admin',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await call('GET', `/api/fetch-user/${me.id}`, sa)).json()).toMatchObject({
      data: { roles: [{ name: 'Super-Admin' }] },
    });
  });

  it('answers 404 for a missing id, and is for the Super-Admin only', async () => {
    const company = await makeCompany(t);
    const created = await register({ company_id: company });
    const payload = { name: 'x', email: newEmail(), company_id: company, role: 'user' };
    expect((await call('PUT', '/api/update-user/999999', sa, payload)).statusCode).toBe(404);
    await expectSuperAdminOnly('PUT', `/api/update-user/${created.id}`, payload);
    expect((await call('GET', `/api/fetch-user/${created.id}`, sa)).json()).toEqual({
      data: created,
    });
  });
});

describe('DELETE /api/delete-user/:id', () => {
  it('deletes a user, whose sessions end and who can no longer sign in', async () => {
    const u = await makeUser(t, await makeCompany(t), 'user');
    const token = await login(t, u.email, TEST_PASSWORD);
    const res = await call('DELETE', `/api/delete-user/${u.id}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'प्रयोगकर्ता हटाइयो।' });
    expect((await call('GET', `/api/fetch-user/${u.id}`, sa)).statusCode).toBe(404);
    expect((await call('GET', '/api/user', token)).statusCode).toBe(401);
    await expect(login(t, u.email, TEST_PASSWORD)).rejects.toThrow(/401/);
  });

  it('answers 409 for yourself, and deletes another Super-Admin', async () => {
    const self = await call('DELETE', `/api/delete-user/${me.id}`, sa);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'CONFLICT' });

    const second = await makeUser(t, owner, 'Super-Admin');
    const secondToken = await login(t, second.email, TEST_PASSWORD);
    expect((await call('DELETE', `/api/delete-user/${second.id}`, secondToken)).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `/api/delete-user/${second.id}`, sa)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', sa)).statusCode).toBe(200);
  });

  it('answers 404 for a missing id, and is for the Super-Admin only', async () => {
    const u = await makeUser(t, await makeCompany(t), 'user');
    expect((await call('DELETE', '/api/delete-user/999999', sa)).statusCode).toBe(404);
    await expectSuperAdminOnly('DELETE', `/api/delete-user/${u.id}`);
    expect((await call('GET', `/api/fetch-user/${u.id}`, sa)).statusCode).toBe(200);
  });
});

describe('PUT /api/change-user-password/:id', () => {
  const set = (password: string, confirmation = password) => ({
    password,
    password_confirmation: confirmation,
  });

  it('sets the password and signs the user out everywhere', async () => {
    const u = await makeUser(t, await makeCompany(t), 'admin');
    const [first, second] = await Promise.all([
      login(t, u.email, TEST_PASSWORD),
      login(t, u.email, TEST_PASSWORD),
    ]);
    const res = await call('PUT', `/api/change-user-password/${u.id}`, sa, set('brand-new-pass'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'पासवर्ड परिवर्तन भयो; प्रयोगकर्ता सबै ठाउँबाट लगआउट भए।',
    });
    for (const token of [first, second]) {
      expect((await call('GET', '/api/user', token)).statusCode).toBe(401);
    }
    await expect(login(t, u.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(login(t, u.email, 'brand-new-pass')).resolves.toBeTypeOf('string');
  });

  it('answers 422 for a short password or a confirmation that differs', async () => {
    const u = await makeUser(t, await makeCompany(t), 'user');
    for (const [payload, field] of [
      [set('short'), 'password'],
      [set('long-enough-1', 'long-enough-2'), 'password_confirmation'],
      [{}, 'password'],
    ] as const) {
      const res = await call('PUT', `/api/change-user-password/${u.id}`, sa, payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    }
    await expect(login(t, u.email, TEST_PASSWORD)).resolves.toBeTypeOf('string');
  });

  it('answers 404 for a missing id, and is for the Super-Admin only', async () => {
    const u = await makeUser(t, await makeCompany(t), 'user');
    const payload = set('brand-new-pass');
    expect((await call('PUT', '/api/change-user-password/999999', sa, payload)).statusCode).toBe(
      404,
    );
    await expectSuperAdminOnly('PUT', `/api/change-user-password/${u.id}`, payload);
    await expect(login(t, u.email, TEST_PASSWORD)).resolves.toBeTypeOf('string');
  });
});
