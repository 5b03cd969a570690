import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import { makeCompany, makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '10' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/login', () => {
  it('signs the first Super-Admin in and returns token, message and user', async () => {
    const res = await post('/api/login', { email: ADMIN.email, password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; message: string; user: Record<string, unknown> }>();
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(body.message).toBe('सफलतापूर्वक लगइन भयो।');
    expect(body.user).toMatchObject({ email: ADMIN.email, roles: [{ name: 'Super-Admin' }] });
    expect(JSON.stringify(body.user)).not.toMatch(/password|argon2/);
  });

  it('accepts the email in any case', async () => {
    const res = await post('/api/login', {
      email: ADMIN.email.toUpperCase(),
      password: ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives one 401 message for an unknown email and a wrong password alike', async () => {
    const unknown = await post('/api/login', {
      email: 'nobody@example.org',
      password: 'whatever1',
    });
    const wrong = await post('/api/login', { email: ADMIN.email, password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'इमेल वा पासवर्ड मिलेन।' });
  });

  it('answers in English when asked', async () => {
    const res = await post(
      '/api/login',
      { email: ADMIN.email, password: 'wrong-password' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(res.json()).toMatchObject({ message: 'The email or password is incorrect.' });
  });

  it('answers 422 with field errors when a field is missing', async () => {
    const res = await post('/api/login', { email: '' });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('throttles the 11th failed attempt within 15 minutes with 429 and Retry-After', async () => {
    const email = 'throttle@example.org';
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/login', { email, password: `bad-${i}-pass` })).statusCode).toBe(401);
    }
    const res = await post('/api/login', { email, password: 'bad-again-pass' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    // Another email from the same address is not locked out.
    const other = await post('/api/login', { email: ADMIN.email, password: ADMIN.password });
    expect(other.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/user returns the signed-in user with company and roles', async () => {
    const company = await makeCompany(t, { name: 'धुलिखेल नगरपालिका' });
    const u = await makeUser(t, company, 'admin', { name: 'Sita' });
    const token = await login(t, u.email, TEST_PASSWORD);
    const res = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        id: u.id,
        name: 'Sita',
        company_id: company,
        company: { id: company, name: 'धुलिखेल नगरपालिका', status: '1' },
        roles: [{ name: 'admin' }],
      },
    });
  });

  it('rejects missing, malformed and unknown tokens with 401', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const res = await t.app.inject({ url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('logout revokes the token in use, and only that one', async () => {
    const first = await login(t, ADMIN.email, ADMIN.password);
    const second = await login(t, ADMIN.email, ADMIN.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(second) })).statusCode).toBe(
      200,
    );
  });

  it('stores tokens only as hashes', async () => {
    const token = await login(t, ADMIN.email, ADMIN.password);
    const rows = await t.ctx.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('POST /api/change-password', () => {
  it('needs the current password, then revokes the other sessions', async () => {
    const company = await makeCompany(t);
    const u = await makeUser(t, company, 'user');
    const kept = await login(t, u.email, TEST_PASSWORD);
    const other = await login(t, u.email, TEST_PASSWORD);

    const wrong = await post(
      '/api/change-password',
      {
        current_password: 'not-it-at-all',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
      bearer(kept),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errors: { current_password: expect.any(Array) as unknown },
    });

    const mismatch = await post(
      '/api/change-password',
      {
        current_password: TEST_PASSWORD,
        password: 'new-password-1',
        password_confirmation: 'other-pass-2',
      },
      bearer(kept),
    );
    expect(mismatch.statusCode).toBe(422);

    const ok = await post(
      '/api/change-password',
      {
        current_password: TEST_PASSWORD,
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
      bearer(kept),
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(kept) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(other) })).statusCode).toBe(401);
    await expect(login(t, u.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(login(t, u.email, 'new-password-1')).resolves.toBeTypeOf('string');
  });

  it('refuses a password shorter than 8 characters', async () => {
    const token = await login(t, ADMIN.email, ADMIN.password);
    const res = await post(
      '/api/change-password',
      { current_password: ADMIN.password, password: 'short', password_confirmation: 'short' },
      bearer(token),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { password: expect.any(Array) as unknown } });
  });
});
