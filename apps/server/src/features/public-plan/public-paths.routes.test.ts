import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@karyayojana/contracts';
import { bearer, createTestApp, login, type TestApp } from '../../../test/support/test-app.js';
import { makeCompany, makeUser, TEST_PASSWORD } from '../../../test/support/builders.js';

// Issue 26, item 4: every path under /p/ or /api/public/ that is not a published
// municipality's page is the same 404, whatever its length. The router reads a path segment
// of at most 100 characters: a longer slug reached no route and got the token check's 401 from
// the API and the web app's shell (200) from /p/. This server has a built web app, so the
// shell would show.

let t: TestApp;
let web: string;
let published: string;
let token: string;
let citizen = 0;
/** A path as a failure names it (some are thousands of characters long). */
const short = (url: string) => (url.length > 80 ? `${url.slice(0, 77)}…` : url);
/** A citizen: no token, one address per call (the public limit is per address). */
const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: `198.51.100.${++citizen % 250}` });

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-web-'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>कार्ययोजना</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: web });
  const home = await makeCompany(t, { name: 'काठमाडौं महानगरपालिका' });
  const admin = await makeUser(t, home, 'admin');
  token = await login(t, admin.email, TEST_PASSWORD);
  const on = await t.app.inject({
    method: 'PUT',
    url: `/api/companies/${home}/public-plan`,
    headers: bearer(token),
    payload: { enabled: true, slug: 'kathmandu' },
  });
  expect(on.statusCode, on.body).toBe(200);
  published = 'kathmandu';
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const SLUGS = {
  unknown: 'no-such-place',
  '100 characters': 'a'.repeat(100),
  '101 characters': 'a'.repeat(101),
  '5,000 characters': 'x'.repeat(5000),
  'Devanagari, 300 characters': 'क'.repeat(300),
};

describe('the public API: one 404 for every path that is not a published page', () => {
  it('a published municipality answers (the check below is not a closed door)', async () => {
    expect((await visit(`/api/public/${published}`)).statusCode).toBe(200);
    expect((await visit(`/api/public/${published}/events`)).statusCode).toBe(200);
  });

  it.each(Object.entries(SLUGS))('a slug of %s is the 404 of an unknown slug', async (_, slug) => {
    const reference = await visit(`/api/public/${SLUGS.unknown}`);
    expect(reference.statusCode).toBe(404);
    for (const url of [
      `/api/public/${encodeURIComponent(slug)}`,
      `/api/public/${encodeURIComponent(slug)}/events`,
      `/api/public/${encodeURIComponent(slug)}/events?fiscal_year_id=1`,
    ]) {
      const res = await visit(url);
      expect(res.statusCode, short(url)).toBe(404);
      expect(res.headers['content-type'], short(url)).toMatch(/^application\/json/);
      expect(res.json<ErrorBody>(), short(url)).toEqual(reference.json<ErrorBody>());
    }
  });

  it('deeper paths and the bare prefix are the same 404, in the caller’s language', async () => {
    const reference = await visit('/api/public/no-such-place', { 'accept-language': 'en' });
    for (const url of [
      '/api/public',
      '/api/public/',
      `/api/public/${published}/events/extra`,
      `/api/public/${published}/nothing/here/${'z'.repeat(400)}`,
    ]) {
      const res = await visit(url, { 'accept-language': 'en' });
      expect(res.statusCode, short(url)).toBe(404);
      expect(res.json<ErrorBody>(), short(url)).toEqual(reference.json<ErrorBody>());
    }
  });

  it('the rest of the API still asks for a token', async () => {
    const res = await visit(`/api/events/${'9'.repeat(150)}`);
    expect(res.statusCode).toBe(401);
    expect((await visit('/api/public-config')).statusCode).toBe(200);
  });
});

describe('the public page: one 404 page for every path that is not a published page', () => {
  it('a published municipality’s page answers; the app’s own pages are still the app', async () => {
    const page = await visit(`/p/${published}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ne">');
    const app = await visit('/dashboard/events');
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('<div id="root">');
  });

  it.each(Object.entries(SLUGS))('a slug of %s is the page’s own 404', async (_, slug) => {
    const reference = await visit(`/p/${SLUGS.unknown}`);
    expect(reference.statusCode).toBe(404);
    expect(reference.body).toContain('भेटिएन');
    for (const url of [`/p/${encodeURIComponent(slug)}`, `/p/${encodeURIComponent(slug)}/qr.svg`]) {
      const res = await visit(url);
      expect(res.statusCode, short(url)).toBe(404);
      expect(res.headers['content-type'], short(url)).toMatch(/^text\/html/);
      expect(res.body, short(url)).toBe(reference.body);
      expect(res.body, short(url)).not.toContain('<div id="root">');
    }
  });

  it('deeper paths and the bare prefix are the same page, in English when asked', async () => {
    const reference = await visit('/p/no-such-place?lang=en');
    expect(reference.body).toContain('Page not found');
    for (const url of [
      '/p?lang=en',
      '/p/?lang=en',
      `/p/${published}/qr.svg/more?lang=en`,
      `/p/${published}/a/b/c/${'d'.repeat(300)}?lang=en`,
    ]) {
      const res = await visit(url);
      expect(res.statusCode, short(url)).toBe(404);
      expect(res.body, short(url)).toBe(reference.body);
    }
  });
});
