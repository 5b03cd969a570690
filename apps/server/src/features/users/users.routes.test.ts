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
let adminId: number;
let user: string;
let me: User;
let owner: number;
let home: number;
/** Another municipality, with its admin. */
let neighbour: number;
let neighbourAdmin: string;
/** Branches: two of home's, one of the neighbour's. */
let homeBranch: number;
let secondBranch: number;
let neighbourBranch: number;
beforeAll(async () => {
  t = await createTestApp();
  home = await makeCompany(t);
  neighbour = await makeCompany(t);
  const [a, u, n] = await Promise.all([
    makeUser(t, home, 'admin'),
    makeUser(t, home, 'user'),
    makeUser(t, neighbour, 'admin'),
  ]);
  adminId = a.id;
  [sa, admin, user, neighbourAdmin] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    login(t, a.email, TEST_PASSWORD),
    login(t, u.email, TEST_PASSWORD),
    login(t, n.email, TEST_PASSWORD),
  ]);
  me = (await t.app.inject({ url: '/api/user', headers: bearer(sa) })).json<{ data: User }>().data;
  owner = me.company_id;
  // Home has nine wards (its address names no local level: the Super-Admin sets them).
  for (const company of [home, neighbour]) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ward-count',
      headers: bearer(sa),
      payload: { company_id: company, ward_count: 9 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const branch = async (token: string, name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: bearer(token),
      payload: { name },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  };
  homeBranch = await branch(admin, 'पूर्वाधार शाखा');
  secondBranch = await branch(admin, 'स्वास्थ्य शाखा');
  neighbourBranch = await branch(neighbourAdmin, 'शिक्षा शाखा');
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

/** What a new account is, unless told: active, unlimited, without planning. */
const unlimited = { active: true, scope_wards: [], scope_branch_ids: [], can_plan: false };

/**
 * Home's officer refused (403), the neighbour's admin refused as for a missing row (404), an
 * anonymous caller 401: the account of `home` at `url` is managed by home's admin and the
 * Super-Admin only.
 */
async function expectManagersOnly(method: Method, url: string, payload?: object) {
  const res = await call(method, url, user, payload);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  const other = await call(method, url, neighbourAdmin, payload);
  expect(other.statusCode).toBe(404);
  expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
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
      ...unlimited,
    });
    expect(body).toContainEqual(
      expect.objectContaining({ id: me.id, roles: [{ name: 'Super-Admin' }] }),
    );
  });

  it('answers an admin with their municipality’s people, a user with their own record only', async () => {
    // The original client asks on every page (decision 031); never anyone else's.
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
        ...unlimited,
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

  it("answers an admin for its own municipality's accounts, 404 for anyone else's", async () => {
    const created = await register();
    expect((await call('GET', `/api/fetch-user/${created.id}`, admin)).json()).toEqual({
      data: created,
    });
    // The Super-Admin's account is the owner company's: not the admin's to see.
    expect((await call('GET', `/api/fetch-user/${me.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/fetch-user/999999', sa)).statusCode).toBe(404);
    await expectManagersOnly('GET', `/api/fetch-user/${created.id}`);
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
        ...unlimited,
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

  it("lets an admin register its own municipality's officer, never into another one", async () => {
    const payload = registration({ scope_wards: [5], can_plan: true });
    const res = await call('POST', '/api/register', admin, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: UserListItem }>().data).toMatchObject({
      company_id: home,
      roles: [{ name: 'user' }],
      active: true,
      scope_wards: [5],
      scope_branch_ids: [],
      can_plan: true,
    });
    await expect(login(t, payload.email, payload.password)).resolves.toBeTypeOf('string');

    // Into the neighbour: as if it did not exist. A user: never.
    for (const [token, status] of [
      [admin, 404],
      [user, 403],
    ] as const) {
      const elsewhere = registration({ company_id: token === admin ? neighbour : home });
      const refused = await call('POST', '/api/register', token, elsewhere);
      expect(refused.statusCode).toBe(status);
      await expect(login(t, elsewhere.email, elsewhere.password)).rejects.toThrow(/401/);
    }
    expect((await call('POST', '/api/register', undefined, registration())).statusCode).toBe(401);
  });

  it('answers an admin 403 for a Super-Admin, even in the owner company', async () => {
    const ownerAdmin = await makeUser(t, owner, 'admin');
    const token = await login(t, ownerAdmin.email, TEST_PASSWORD);
    for (const [who, company] of [
      [admin, home],
      [token, owner],
    ] as const) {
      const payload = registration({ company_id: company, role: 'Super-Admin' });
      const res = await call('POST', '/api/register', who, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(
        'एडमिनले कर्मचारी वा एडमिन मात्र बनाउन सक्छ, सुपर एडमिन होइन।',
      );
      await expect(login(t, payload.email, payload.password)).rejects.toThrow(/401/);
    }
  });

  it('limits an officer to wards (numbers or text) and branches of its municipality', async () => {
    const created = await register({
      scope_wards: '३ र ५',
      scope_branch_ids: [secondBranch, homeBranch],
    });
    expect(created).toMatchObject({
      scope_wards: [3, 5],
      scope_branch_ids: [homeBranch, secondBranch].sort((a, b) => a - b),
      can_plan: false,
    });
    // The officer's own profile says so too.
    const token = await login(t, created.email, 'long-enough-1');
    expect((await call('GET', '/api/user', token)).json()).toMatchObject({
      data: { scope_wards: [3, 5], can_plan: false },
    });
  });

  it.each([
    ['a ward beyond the municipality’s nine', () => ({ scope_wards: [10] }), 'scope_wards'],
    ['a ward text that names no ward', () => ({ scope_wards: 'वडा नं' }), 'scope_wards'],
    ['ward 0', () => ({ scope_wards: [0] }), 'scope_wards'],
    [
      'a branch of another municipality',
      () => ({ scope_branch_ids: [neighbourBranch] }),
      'scope_branch_ids',
    ],
    ['a branch that does not exist', () => ({ scope_branch_ids: [999999] }), 'scope_branch_ids'],
  ])('answers 422 for an officer’s scope with %s', async (_name, overrides, field) => {
    for (const token of [sa, admin]) {
      const payload = registration(overrides());
      const res = await call('POST', '/api/register', token, payload);
      expect(res.statusCode, res.body).toBe(422);
      // The field, or one item of it ("scope_wards.0").
      const fields = Object.keys(res.json<{ errors: object }>().errors);
      expect(
        fields.some((f) => f === field || f.startsWith(`${field}.`)),
        res.body,
      ).toBe(true);
      await expect(login(t, payload.email, payload.password)).rejects.toThrow(/401/);
    }
  });

  it('answers 422 for officer wards in a municipality whose ward count is not set', async () => {
    const company = await makeCompany(t);
    const res = await call(
      'POST',
      '/api/register',
      sa,
      registration({ company_id: company, scope_wards: [1] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.scope_wards).toEqual([
      'यो पालिकाको वडा संख्या तोकिएको छैन; सुपर एडमिनले तोकेपछि वडा छान्न सकिन्छ।',
    ]);
  });

  it('stores no scope and no planning right for an admin: admins are never limited', async () => {
    const created = await register({
      role: 'admin',
      scope_wards: [2],
      scope_branch_ids: [homeBranch],
      can_plan: true,
    });
    expect(created).toMatchObject(unlimited);
    // An officer made admin loses its limits.
    const officer = await register({ scope_wards: [4], can_plan: true });
    const res = await call('PUT', `/api/update-user/${officer.id}`, admin, {
      name: officer.name,
      email: officer.email,
      company_id: home,
      role: 'admin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: UserListItem }>().data).toMatchObject({
      roles: [{ name: 'admin' }],
      ...unlimited,
    });
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
        ...unlimited,
      },
    });
  });

  it("lets an admin edit its own municipality's officer: name, scope, planning right", async () => {
    const created = await register();
    const res = await call('PUT', `/api/update-user/${created.id}`, admin, {
      name: 'गीता',
      email: created.email,
      company_id: home,
      role: 'user',
      scope_wards: [2, 7],
      scope_branch_ids: [homeBranch],
      can_plan: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: UserListItem }>().data).toMatchObject({
      name: 'गीता',
      scope_wards: [2, 7],
      scope_branch_ids: [homeBranch],
      can_plan: true,
    });
    // Left out, the stored scope stays; an empty list lifts the limit.
    const kept = await call('PUT', `/api/update-user/${created.id}`, admin, {
      name: 'गीता थापा',
      email: created.email,
      company_id: home,
      role: 'user',
    });
    expect(kept.json<{ data: UserListItem }>().data).toMatchObject({
      name: 'गीता थापा',
      scope_wards: [2, 7],
      scope_branch_ids: [homeBranch],
      can_plan: true,
    });
    const lifted = await call('PUT', `/api/update-user/${created.id}`, admin, {
      name: 'गीता थापा',
      email: created.email,
      company_id: home,
      role: 'user',
      scope_wards: [],
      can_plan: false,
    });
    expect(lifted.json<{ data: UserListItem }>().data).toMatchObject({
      scope_wards: [],
      scope_branch_ids: [homeBranch],
      can_plan: false,
    });
    // The activity log names what changed: the wards and the branch by its name.
    const log = await call('GET', `/api/activity?entity=user&entity_id=${created.id}`, admin);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.body).toContain('पूर्वाधार शाखा');
  });

  it('answers an admin 422 for a ward beyond the count or a branch of another municipality', async () => {
    const created = await register();
    const body = { name: created.name, email: created.email, company_id: home, role: 'user' };
    for (const [extra, field] of [
      [{ scope_wards: [12] }, 'scope_wards'],
      [{ scope_branch_ids: [neighbourBranch] }, 'scope_branch_ids'],
    ] as const) {
      const res = await call('PUT', `/api/update-user/${created.id}`, admin, { ...body, ...extra });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    }
    expect((await call('GET', `/api/fetch-user/${created.id}`, admin)).json()).toEqual({
      data: created,
    });
  });

  it('answers an admin 404 for moving its officer to another municipality, 403 for making a Super-Admin', async () => {
    const created = await register();
    const body = { name: created.name, email: created.email, role: 'user' };
    const moved = await call('PUT', `/api/update-user/${created.id}`, admin, {
      ...body,
      company_id: neighbour,
    });
    expect(moved.statusCode).toBe(404);
    const promoted = await call('PUT', `/api/update-user/${created.id}`, admin, {
      ...body,
      company_id: home,
      role: 'Super-Admin',
    });
    expect(promoted.statusCode).toBe(403);
    expect((await call('GET', `/api/fetch-user/${created.id}`, sa)).json()).toEqual({
      data: created,
    });
  });

  it("answers an owner company's admin 403 for the Super-Admin's account", async () => {
    const ownerAdmin = await makeUser(t, owner, 'admin');
    const token = await login(t, ownerAdmin.email, TEST_PASSWORD);
    const edit = await call('PUT', `/api/update-user/${me.id}`, token, {
      name: 'कोही',
      email: me.email,
      company_id: owner,
      role: 'admin',
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/change-user-password/${me.id}`, token, {
          password: 'taken-over-1',
          password_confirmation: 'taken-over-1',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/delete-user/${me.id}`, token)).statusCode).toBe(403);
    await expect(login(t, ADMIN.email, ADMIN.password)).resolves.toBeTypeOf('string');
    expect((await call('GET', '/api/user', sa)).json()).toMatchObject({
      data: { name: me.name, roles: [{ name: 'Super-Admin' }] },
    });
  });

  it('answers an admin 409 for lowering its own role or deactivating itself', async () => {
    const self = (await call('GET', '/api/user', admin)).json<{ data: User }>().data;
    const body = { name: self.name, email: self.email, company_id: home, role: 'admin' };
    const demoted = await call('PUT', `/api/update-user/${adminId}`, admin, {
      ...body,
      role: 'user',
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json<{ message: string }>().message).toBe('आफ्नै भूमिका घटाउन मिल्दैन।');
    const off = await call('PUT', `/api/update-user/${adminId}`, admin, { ...body, active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json<{ message: string }>().message).toBe('आफ्नै खाता निष्क्रिय गर्न मिल्दैन।');
    // Still an active admin, still signed in.
    expect((await call('GET', '/api/user', admin)).json()).toMatchObject({
      data: { roles: [{ name: 'admin' }] },
    });
    // Its own name it may change.
    const renamed = await call('PUT', `/api/update-user/${adminId}`, admin, body);
    expect(renamed.statusCode).toBe(200);
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

  it("answers 404 for a missing id; never a user's, never another municipality's", async () => {
    const created = await register();
    const payload = { name: 'x', email: newEmail(), company_id: home, role: 'user' };
    expect((await call('PUT', '/api/update-user/999999', sa, payload)).statusCode).toBe(404);
    await expectManagersOnly('PUT', `/api/update-user/${created.id}`, payload);
    // The neighbour's admin naming its own municipality: still 404 for home's account.
    const claimed = await call('PUT', `/api/update-user/${created.id}`, neighbourAdmin, {
      ...payload,
      company_id: neighbour,
    });
    expect(claimed.statusCode).toBe(404);
    expect((await call('GET', `/api/fetch-user/${created.id}`, sa)).json()).toEqual({
      data: created,
    });
  });
});

describe('deactivating an account', () => {
  it('signs it out everywhere; it cannot sign in (401 saying why, only after the right password)', async () => {
    const created = await register({ scope_wards: [1] });
    const token = await login(t, created.email, 'long-enough-1');
    const body = { name: created.name, email: created.email, company_id: home, role: 'user' };
    const off = await call('PUT', `/api/update-user/${created.id}`, admin, {
      ...body,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ data: UserListItem }>().data).toMatchObject({
      active: false,
      scope_wards: [1],
    });
    expect((await call('GET', '/api/user', token)).statusCode).toBe(401);

    const signIn = (password: string) =>
      call('POST', '/api/login', undefined, { email: created.email, password });
    const right = await signIn('long-enough-1');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'यो खाता निष्क्रिय गरिएको छ। आफ्नो पालिकाको एडमिनलाई सम्पर्क गर्नुहोस्।',
    });
    expect(right.body).not.toContain('token');
    // A guesser hears what any wrong password hears: nothing about the account.
    const wrong = await signIn('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe('इमेल वा पासवर्ड मिलेन।');

    // The list says so; switched on again, it signs in.
    const listed = (await call('GET', '/api/all-users', admin)).json<UserListItem[]>();
    expect(listed.find((u) => u.id === created.id)?.active).toBe(false);
    const on = await call('PUT', `/api/update-user/${created.id}`, admin, {
      ...body,
      active: true,
    });
    expect(on.statusCode).toBe(200);
    await expect(login(t, created.email, 'long-enough-1')).resolves.toBeTypeOf('string');
  });

  it('stops its calendar link and its mail with its sign-in', async () => {
    const created = await register();
    const token = await login(t, created.email, 'long-enough-1');
    const feed = await call('GET', '/api/calendar-feed', token);
    expect(feed.statusCode, feed.body).toBe(200);
    const path = new URL(feed.json<{ data: { url: string } }>().data.url).pathname;
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    const body = { name: created.name, email: created.email, company_id: home, role: 'user' };
    await call('PUT', `/api/update-user/${created.id}`, admin, { ...body, active: false });
    // The same 404 as any link that names no live feed.
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    await call('PUT', `/api/update-user/${created.id}`, admin, { ...body, active: true });
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
  });

  it('is refused to a user and to another municipality’s admin', async () => {
    const created = await register();
    const body = { name: created.name, email: created.email, role: 'user', active: false };
    expect(
      (await call('PUT', `/api/update-user/${created.id}`, user, { ...body, company_id: home }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/update-user/${created.id}`, neighbourAdmin, {
          ...body,
          company_id: neighbour,
        })
      ).statusCode,
    ).toBe(404);
    await expect(login(t, created.email, 'long-enough-1')).resolves.toBeTypeOf('string');
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

  it("lets an admin delete its own municipality's officer", async () => {
    const u = await makeUser(t, home, 'user');
    const res = await call('DELETE', `/api/delete-user/${u.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/fetch-user/${u.id}`, sa)).statusCode).toBe(404);
    await expect(login(t, u.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect((await call('DELETE', `/api/delete-user/${adminId}`, admin)).statusCode).toBe(409);
  });

  it("answers 404 for a missing id; never a user's, never another municipality's", async () => {
    const u = await makeUser(t, home, 'user');
    expect((await call('DELETE', '/api/delete-user/999999', sa)).statusCode).toBe(404);
    await expectManagersOnly('DELETE', `/api/delete-user/${u.id}`);
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

  it("lets an admin set its own municipality's officer's password", async () => {
    const u = await makeUser(t, home, 'user');
    const token = await login(t, u.email, TEST_PASSWORD);
    const res = await call('PUT', `/api/change-user-password/${u.id}`, admin, set('admin-set-1'));
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/user', token)).statusCode).toBe(401);
    await expect(login(t, u.email, 'admin-set-1')).resolves.toBeTypeOf('string');
  });

  it("answers 404 for a missing id; never a user's, never another municipality's", async () => {
    const u = await makeUser(t, home, 'user');
    const payload = set('brand-new-pass');
    expect((await call('PUT', '/api/change-user-password/999999', sa, payload)).statusCode).toBe(
      404,
    );
    await expectManagersOnly('PUT', `/api/change-user-password/${u.id}`, payload);
    await expect(login(t, u.email, TEST_PASSWORD)).resolves.toBeTypeOf('string');
  });
});
