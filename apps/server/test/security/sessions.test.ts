import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { createClock } from '../../src/lib/clock.js';
import { makeCompany, makeUser, TEST_PASSWORD } from '../support/builders.js';
import { multipartBody } from '../support/multipart.js';
import { ADMIN, bearer, createTestApp, type TestApp } from '../support/test-app.js';

// Security review, issue 8 item 4: sign-in and sessions (docs/behaviour.md §5, docs/decisions/008).
// Throttling, no user enumeration by message or by work done, token expiry, revocation, and
// no token or password in the logs. The server's clock is ours: time moves when we say.

// Every argon2 verification the server runs is counted (the real one still runs).
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});
const verifyCalls = vi.mocked(verify);

const START = new Date('2026-11-21T06:00:00Z');
let now = START;
const clock = createClock('Asia/Kathmandu', () => now);
const at = (ms: number) => {
  now = new Date(START.getTime() + ms);
};
const MINUTE = 60_000;
const DAY = 86_400_000;

// Every line the server logs, at the most verbose level, for the last describe block.
const logLines: string[] = [];
const capture = { write: (line: string) => void logLines.push(line) };
/** Every token and password this file uses: none may ever appear in `logLines`. */
const secrets = new Set<string>([ADMIN.password, TEST_PASSWORD]);

let t: TestApp;
let company: number;
let sa: string;

beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_MAX_ATTEMPTS: '3', TOKEN_TTL_DAYS: '30' },
    { clock, logger: { level: 'trace', stream: capture } },
  );
  company = await makeCompany(t);
  sa = await signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());
beforeEach(() => {
  now = START;
});

function attempt(email: string, password: string, ip = '127.0.0.1', lang?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
}
async function signIn(email: string, password: string, ip?: string): Promise<string> {
  const res = await attempt(email, password, ip);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json<{ token: string }>().token;
  secrets.add(token);
  return token;
}
const whoAmI = (token: string) => t.app.inject({ url: '/api/user', headers: bearer(token) });
async function expectSignedOut(token: string) {
  const res = await whoAmI(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({
    code: 'UNAUTHENTICATED',
    message: expect.stringMatching(/\S/) as unknown,
  });
}
async function newUser(role: 'user' | 'admin' = 'user') {
  return makeUser(t, company, role);
}

describe('login throttling', () => {
  it('after LOGIN_MAX_ATTEMPTS failures answers 429 with a message and Retry-After, even for the right password', async () => {
    const u = await newUser();
    for (let i = 0; i < 3; i++) {
      const res = await attempt(u.email, `wrong-${i}-password`);
      expect(res.statusCode).toBe(401);
    }
    const res = await attempt(u.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/१५/) as unknown,
    });
    expect(res.headers['retry-after']).toBe('900');
    expect(res.json()).not.toHaveProperty('token');
    // The email in other letter case or with spaces is the same account, still throttled.
    for (const email of [u.email.toUpperCase(), `  ${u.email}  `]) {
      expect((await attempt(email, TEST_PASSWORD)).statusCode).toBe(429);
    }
  });

  it('counts per email and address: others are not locked out by an attacker', async () => {
    const [victim, bystander] = [await newUser(), await newUser()];
    for (let i = 0; i < 3; i++) await attempt(victim.email, 'wrong-password', '203.0.113.9');
    expect((await attempt(victim.email, TEST_PASSWORD, '203.0.113.9')).statusCode).toBe(429);
    // The real officer at the office address, and another account from the attacker's.
    await signIn(victim.email, TEST_PASSWORD, '198.51.100.7');
    await signIn(bystander.email, TEST_PASSWORD, '203.0.113.9');
  });

  it('recovers once the 15-minute window has passed, by the server clock', async () => {
    const u = await newUser();
    for (let i = 0; i < 3; i++) await attempt(u.email, 'wrong-password');
    at(14 * MINUTE + 59_000);
    const still = await attempt(u.email, TEST_PASSWORD);
    expect(still.statusCode).toBe(429);
    expect(still.headers['retry-after']).toBe('1');
    at(15 * MINUTE + 1000);
    await signIn(u.email, TEST_PASSWORD);
  });

  it('slides: only failures of the last 15 minutes count', async () => {
    const u = await newUser();
    for (const minute of [0, 5, 10]) {
      at(minute * MINUTE);
      expect((await attempt(u.email, 'wrong-password')).statusCode).toBe(401);
    }
    const locked = await attempt(u.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(5 * 60));
    // The first failure leaves the window: one more try, and a failure locks again.
    at(15 * MINUTE + 1000);
    expect((await attempt(u.email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(u.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('a successful sign-in clears the count', async () => {
    const u = await newUser();
    for (let i = 0; i < 2; i++) await attempt(u.email, 'wrong-password');
    await signIn(u.email, TEST_PASSWORD);
    for (let i = 0; i < 2; i++) {
      expect((await attempt(u.email, 'wrong-password')).statusCode).toBe(401);
    }
    await signIn(u.email, TEST_PASSWORD);
  });
});

describe('no user enumeration', () => {
  it('answers an unknown email and a wrong password with the same status and body', async () => {
    const u = await newUser();
    for (const lang of [undefined, 'en']) {
      const unknown = await attempt('nobody-here@example.org', 'wrong-password', '10.1.1.1', lang);
      const wrong = await attempt(u.email, 'wrong-password', '10.1.1.1', lang);
      const wrongCase = await attempt(u.email.toUpperCase(), 'wrong-password', '10.1.1.2', lang);
      for (const res of [unknown, wrong, wrongCase]) {
        expect(res.statusCode).toBe(401);
        expect(res.body).toBe(unknown.body);
        expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
        expect(res.headers['retry-after']).toBeUndefined();
      }
      expect(unknown.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: expect.stringMatching(/\S/) as unknown,
      });
    }
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const u = await newUser();
    const ghost = 'ghost-account@example.org';
    for (let i = 0; i < 3; i++) {
      await attempt(u.email, 'wrong-password', '10.2.2.2');
      await attempt(ghost, 'wrong-password', '10.2.2.2');
    }
    const known = await attempt(u.email, 'wrong-password', '10.2.2.2');
    const unknown = await attempt(ghost, 'wrong-password', '10.2.2.2');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('does the same argon2id work for an unknown email as for a wrong password', async () => {
    const u = await newUser();
    const stored = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    const params = (hash: string) =>
      /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/.exec(
        hash,
      )?.[1];
    expect(params(stored.password_hash)).toBe('m=19456,t=2,p=1');

    verifyCalls.mockClear();
    expect((await attempt(u.email, 'wrong-password-1', '10.3.3.3')).statusCode).toBe(401);
    expect(verifyCalls.mock.calls).toEqual([[stored.password_hash, 'wrong-password-1']]);

    verifyCalls.mockClear();
    expect(
      (await attempt('no-such-user@example.org', 'wrong-password-2', '10.3.3.3')).statusCode,
    ).toBe(401);
    // One verification, of the password sent, against a real argon2id hash of the same cost
    // (a malformed decoy would fail fast and give the timing away).
    expect(verifyCalls.mock.calls).toHaveLength(1);
    const [decoy, password] = verifyCalls.mock.calls[0] ?? [];
    expect(password).toBe('wrong-password-2');
    expect(decoy).not.toBe(stored.password_hash);
    expect(params(String(decoy))).toBe(params(stored.password_hash));
    await expect(verifyCalls.mock.results[0]?.value).resolves.toBe(false);
  });
});

describe('token lifetime', () => {
  it('a token stops working TOKEN_TTL_DAYS after sign-in, by the server clock', async () => {
    const u = await newUser();
    const token = await signIn(u.email, TEST_PASSWORD);
    at(30 * DAY - 1000);
    expect((await whoAmI(token)).statusCode).toBe(200);
    at(30 * DAY);
    await expectSignedOut(token);
    at(45 * DAY);
    await expectSignedOut(token);
    // Signing in again gives a fresh 30 days.
    const fresh = await signIn(u.email, TEST_PASSWORD);
    at(74 * DAY);
    expect((await whoAmI(fresh)).statusCode).toBe(200);
  });

  it('an expired token is refused on writes too, and cannot log out', async () => {
    const u = await newUser('admin');
    const token = await signIn(u.email, TEST_PASSWORD);
    at(31 * DAY);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(token),
      payload: { title: 'x' },
    });
    expect(write.statusCode).toBe(401);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(401);
  });
});

describe('revocation', () => {
  it('logout revokes the token in use at once; the same token cannot log out twice', async () => {
    const u = await newUser();
    const [token, other] = [
      await signIn(u.email, TEST_PASSWORD),
      await signIn(u.email, TEST_PASSWORD),
    ];
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    await expectSignedOut(token);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    expect((await whoAmI(other)).statusCode).toBe(200);
  });

  it("changing one's own password revokes the other tokens and keeps the one in use", async () => {
    const u = await newUser();
    const [kept, laptop, phone] = [
      await signIn(u.email, TEST_PASSWORD),
      await signIn(u.email, TEST_PASSWORD, '10.4.4.4'),
      await signIn(u.email, TEST_PASSWORD, '10.5.5.5'),
    ];
    const bystander = await signIn((await newUser()).email, TEST_PASSWORD);
    const password = 'changed-password-1';
    secrets.add(password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: bearer(kept),
      payload: { current_password: TEST_PASSWORD, password, password_confirmation: password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await whoAmI(kept)).statusCode).toBe(200);
    await expectSignedOut(laptop);
    await expectSignedOut(phone);
    expect((await whoAmI(bystander)).statusCode).toBe(200);
    expect((await attempt(u.email, TEST_PASSWORD, '10.6.6.6')).statusCode).toBe(401);
    await signIn(u.email, password);
  });

  it("a Super-Admin setting a password revokes all of that user's tokens and nobody else's", async () => {
    const u = await newUser('admin');
    const tokens = [await signIn(u.email, TEST_PASSWORD), await signIn(u.email, TEST_PASSWORD)];
    const bystander = await signIn((await newUser()).email, TEST_PASSWORD);
    const password = 'set-by-super-1';
    secrets.add(password);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/change-user-password/${u.id}`,
      headers: bearer(sa),
      payload: { password, password_confirmation: password },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const token of tokens) await expectSignedOut(token);
    expect((await whoAmI(bystander)).statusCode).toBe(200);
    expect((await whoAmI(sa)).statusCode).toBe(200);
    expect((await attempt(u.email, TEST_PASSWORD, '10.7.7.7')).statusCode).toBe(401);
    await signIn(u.email, password);
  });

  it("a deleted user's tokens stop working and leave no rows", async () => {
    const u = await newUser('admin');
    const tokens = [await signIn(u.email, TEST_PASSWORD), await signIn(u.email, TEST_PASSWORD)];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-user/${u.id}`,
      headers: bearer(sa),
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const token of tokens) await expectSignedOut(token);
    const left = await t.ctx.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(left).toEqual([]);
    const login = await attempt(u.email, TEST_PASSWORD, '10.8.8.8');
    expect(login.statusCode).toBe(401);
  });

  it("a deleted municipality's users are signed out", async () => {
    const gone = await makeCompany(t);
    const u = await makeUser(t, gone, 'admin');
    const token = await signIn(u.email, TEST_PASSWORD);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/companies/${gone}`,
      headers: bearer(sa),
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectSignedOut(token);
  });

  it('a demoted admin loses admin rights on the next request with the same token', async () => {
    const u = await newUser('admin');
    const token = await signIn(u.email, TEST_PASSWORD);
    const write = () => {
      const form = multipartBody({ name: 'सूचना' });
      return t.app.inject({
        method: 'POST',
        url: '/api/other-documents',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      });
    };
    expect((await write()).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/update-user/${u.id}`,
      headers: bearer(sa),
      payload: { name: 'Demoted', email: u.email, company_id: company, role: 'user' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await write()).statusCode).toBe(403);
  });
});

describe('tokens and passwords never reach the logs', () => {
  /** Every captured line that contains one of the secrets (a token or a password). */
  const leaks = (lines: string[]) =>
    lines.filter((line) => [...secrets].some((secret) => line.includes(secret)));

  it('not at trace level, for sign-ins, authenticated calls, refusals and password changes', async () => {
    expect(t.app.log.level).toBe('trace');
    const u = await newUser('admin');
    const token = await signIn(u.email, TEST_PASSWORD);
    const wrong = 'wrong-secret-password';
    const next = 'next-secret-password';
    secrets.add(wrong).add(next);
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, options: object = {}) =>
      t.app.inject({ method, url, headers: bearer(token), ...options });

    await attempt(u.email, wrong);
    await attempt('unknown-person@example.org', wrong);
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${u.email}","password":"${wrong}"`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(u.email)}&password=${wrong}`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: wrong.repeat(20) },
    });
    await send('GET', '/api/user');
    await send('GET', '/api/no-such-route');
    await send('GET', '/api/other-documents/999999');
    await send('POST', '/api/events', { payload: { title: token } });
    await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}x` } });
    await t.app.inject({ url: '/api/user', headers: { authorization: `Basic ${token}` } });
    await send('POST', '/api/change-password', {
      payload: { current_password: wrong, password: next, password_confirmation: next },
    });
    await send('POST', '/api/change-password', {
      payload: { current_password: TEST_PASSWORD, password: next, password_confirmation: next },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: bearer(sa),
      payload: {
        name: 'New',
        email: `new-${Date.now()}@example.org`,
        password: next,
        password_confirmation: next,
        company_id: company,
        role: 'user',
      },
    });
    // A private file's signed link opens it for an hour: its signature is a secret too.
    const form = multipartBody({
      name: 'गोप्य',
      documents: { filename: 'a.pdf', content: Buffer.from('%PDF-1.4\n'), contentType: 'x/y' },
    });
    const doc = await send('POST', '/api/other-documents', {
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    const link = doc.json<{ data: { documents: string } }>().data.documents;
    secrets.add(new URL(link, 'http://x').searchParams.get('signature') ?? link);
    expect((await t.app.inject({ url: link })).statusCode).toBe(200);
    await send('POST', '/api/logout');
    await send('GET', '/api/user');

    // The capture works: every request above was logged, with its URL.
    expect(logLines.length).toBeGreaterThan(40);
    expect(logLines.some((l) => l.includes('"url":"/api/change-password"'))).toBe(true);
    // Seen and masked: the multipart parser's trace line with the request's headers, and the
    // signed link's request line.
    expect(logLines.some((l) => /"busboyOptions".*"authorization":"\[Redacted\]"/.test(l))).toBe(
      true,
    );
    expect(
      logLines.some((l) => /"url":"\/storage\/private\/.*signature=\[redacted\]/.test(l)),
    ).toBe(true);
    expect(leaks(logLines)).toEqual([]);
  });

  it('not in the error log of a failed request either', async () => {
    const lines: string[] = [];
    const broken = await createTestApp(
      {},
      { clock, logger: { level: 'trace', stream: { write: (l: string) => void lines.push(l) } } },
    );
    try {
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
      });
      const token = res.json<{ token: string }>().token;
      secrets.add(token);
      // The sessions table goes away: every authenticated request now fails inside the server.
      await sql`drop table access_tokens`.execute(broken.ctx.db);
      const failed = await broken.app.inject({ url: '/api/user', headers: bearer(token) });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ code: 'INTERNAL' });
      expect(failed.body).not.toContain('access_tokens');
      const login = await broken.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
      });
      expect(login.statusCode).toBe(500);
      const errors = lines.filter((l) => l.includes('"msg":"unhandled error"'));
      expect(errors).toHaveLength(2);
      expect(errors.every((l) => l.includes('access_tokens'))).toBe(true);
      expect(leaks(lines)).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('nor anywhere in what this whole file made the server log', () => {
    expect(logLines.length).toBeGreaterThan(100);
    expect(leaks(logLines)).toEqual([]);
  });
});
