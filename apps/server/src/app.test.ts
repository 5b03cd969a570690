import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../test/support/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test-boom', () => {
    throw new Error('secret internal detail');
  });
  token = await login(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

describe('the wire format of docs/behaviour.md §3', () => {
  it('answers 400 BAD_REQUEST for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.any(String) as unknown,
    });
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('hides internals in a 500 and carries x-request-id', async () => {
    const res = await t.app.inject({ url: '/api/test-boom', headers: bearer(token) });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 401 for any /api path without a token, even an unknown one', async () => {
    for (const url of ['/api/user', '/api/events', '/api/no-such-thing']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 404 NOT_FOUND in JSON for an unknown /api path with a token', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sets security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('operations', () => {
  it('GET /api/health answers ok without a token', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('describes the API in OpenAPI at /api/openapi.json and serves /api/docs', async () => {
    const spec = await t.app.inject({ url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const body = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user']));
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});

describe('stopping', () => {
  it('lets requests under way finish before the database closes', async () => {
    const own = await createTestApp();
    const signedIn = await login(own, ADMIN.email, ADMIN.password);
    const reads = Array.from({ length: 8 }, () =>
      own.app.inject({ url: '/api/fiscal-years', headers: bearer(signedIn) }),
    );
    await own.close();
    const answers = await Promise.all(reads);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
  });
});
