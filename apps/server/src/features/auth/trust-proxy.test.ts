import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

// Behind a reverse proxy or a load balancer every request comes from the proxy's address.
// TRUST_PROXY names the proxies whose X-Forwarded-For is believed (docs/deploy.md): then each
// caller is counted on its own; otherwise the header is the caller's word and is ignored.

const attempt = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'someone@example.org', password: 'not-the-password' },
  });

describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', LOGIN_MAX_ATTEMPTS: '3' });
  });
  afterAll(() => t.close());

  it('limits the caller the proxy names, not everyone behind it', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(t, '203.0.113.7')).statusCode).toBe(401);
    expect((await attempt(t, '203.0.113.7')).statusCode).toBe(429);
    // Another citizen behind the same proxy still may try.
    expect((await attempt(t, '198.51.100.20')).statusCode).toBe(401);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a caller cannot escape the limit by naming another address', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(t, `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await attempt(t, '203.0.113.99')).statusCode).toBe(429);
  });
});
