import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  testDialect,
  type TestApp,
} from '../../../test/support/test-app.js';
import { addressAllowed } from './metrics.routes.js';

// The operator's view (issue 19, docs/decisions/029-metrics.md): what Prometheus reads at
// /api/metrics, and who may read it.
let t: TestApp;
let sa: string;
beforeAll(async () => {
  t = await createTestApp();
  sa = await login(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const scrape = async (app = t.app, remoteAddress?: string) => {
  const res = await app.inject({
    url: '/api/metrics',
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of the first series named `name` whose labels include `labels`. */
function value(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = new Map(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have.get(k) === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /api/metrics', () => {
  it('counts requests by route pattern and status, never by their URL', async () => {
    const list = await t.app.inject({ url: '/api/categories', headers: bearer(sa) });
    const id = list.json<{ data: { id: number }[] }>().data[0]!.id;
    for (let i = 0; i < 2; i++) {
      const one = await t.app.inject({ url: `/api/categories/${id}`, headers: bearer(sa) });
      expect(one.statusCode).toBe(200);
    }
    const missing = await t.app.inject({ url: '/api/categories/98765432', headers: bearer(sa) });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ url: '/api/no-such-route/4242' });

    const res = await t.app.inject({ url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const route = '/api/categories/:id';
    const ok = { method: 'GET', route, status_code: '200' };
    expect(value(text, 'karyayojana_http_requests_total', ok)).toBe(2);
    expect(value(text, 'karyayojana_http_requests_total', { route, status_code: '404' })).toBe(1);
    expect(value(text, 'karyayojana_http_requests_total', { route: 'unmatched' })).toBe(1);
    // The latency histogram, with the same labels.
    expect(value(text, 'karyayojana_http_request_duration_seconds_count', ok)).toBe(2);
    expect(
      value(text, 'karyayojana_http_request_duration_seconds_bucket', { ...ok, le: '+Inf' }),
    ).toBe(2);
    expect(value(text, 'karyayojana_http_request_duration_seconds_sum', ok)).toBeGreaterThan(0);
    // No id, no unmatched path: one series per route, whatever was asked.
    expect(text).not.toContain(`/api/categories/${id}`);
    expect(text).not.toContain('98765432');
    expect(text).not.toContain('no-such-route');
    // The process's own metrics under their usual names.
    expect(value(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it(`reports the database pool (${testDialect})`, async () => {
    await t.app.inject({ url: '/api/categories', headers: bearer(sa) });
    const text = await scrape();
    const state = (s: string) => value(text, 'karyayojana_db_pool_connections', { state: s });
    if (testDialect === 'postgres') {
      expect(state('total')).toBeGreaterThanOrEqual(1);
      expect(state('idle')).toBeGreaterThanOrEqual(0);
      expect(state('idle')).toBeLessThanOrEqual(state('total')!);
      expect(state('waiting')).toBe(0);
    } else {
      // SQLite: one connection, its waiting queries out of sight.
      expect(state('total')).toBe(1);
      expect(state('idle')).toBeUndefined();
      expect(state('waiting')).toBeUndefined();
    }
  });

  it('counts read-cache hits when the same events are read again', async () => {
    const before = await scrape();
    const hits0 = value(before, 'karyayojana_read_cache_hits_total') ?? 0;
    const misses0 = value(before, 'karyayojana_read_cache_misses_total') ?? 0;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ url: '/api/events', headers: bearer(sa) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await scrape();
    expect(value(after, 'karyayojana_read_cache_misses_total')).toBe(misses0 + 1);
    expect(value(after, 'karyayojana_read_cache_hits_total')).toBe(hits0 + 2);
    expect(value(after, 'karyayojana_read_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'karyayojana_read_cache_bytes')).toBeGreaterThan(0);
  });

  it('counts a failing file store by operation', async () => {
    const errors = async () =>
      value(await scrape(), 'karyayojana_file_store_errors_total', { operation: 'check' }) ?? 0;
    const before = await errors();
    // Uploads start in storage/tmp: a file in its place makes every write there fail.
    const tmp = path.join(t.dataDir, 'storage', 'tmp');
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.writeFileSync(tmp, 'not a folder');
    try {
      expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
      expect(await errors()).toBe(before + 1);
    } finally {
      fs.rmSync(tmp, { force: true });
      fs.mkdirSync(tmp);
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect(await errors()).toBe(before + 1);
  });

  it('reports the mail queue: jobs pending or being sent', async () => {
    const job = (dedupe_key: string, status: string) => ({
      dedupe_key,
      kind: 'test',
      user_id: null,
      company_id: null,
      to_address: 'officer@example.test',
      subject: 'test',
      body: null,
      guard: null,
      status,
      run_at: '2026-01-01T00:00:00.000Z',
      locked_until: null,
      locked_by: null,
      last_error: null,
      sent_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(value(await scrape(), 'karyayojana_job_queue_depth', { queue: 'mail' })).toBe(0);
    await t.ctx.db
      .insertInto('mail_jobs')
      .values([
        job('m:1', 'pending'),
        job('m:2', 'pending'),
        job('m:3', 'sending'),
        job('m:4', 'sent'),
        job('m:5', 'failed'),
        job('m:6', 'skipped'),
      ])
      .execute();
    expect(value(await scrape(), 'karyayojana_job_queue_depth', { queue: 'mail' })).toBe(3);
  });

  it('answers loopback only by default: another address gets 403 in the API error form', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      await scrape(t.app, address);
    }
    for (const address of ['10.1.2.3', '192.168.1.20', '::ffff:10.1.2.3', 'fe80::1']) {
      const res = await t.app.inject({
        url: '/api/metrics',
        remoteAddress: address,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, address).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Metrics cannot be read from this address (METRICS_ALLOW).',
      });
    }
    // A header naming loopback changes nothing: only the socket's address counts.
    const forwarded = await t.app.inject({
      url: '/api/metrics',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('answers the ranges of METRICS_ALLOW, from an app with a registry of its own', async () => {
    const other = await t.another({ METRICS_ALLOW: '10.0.0.0/8' });
    const refused = await other.app.inject({ url: '/api/metrics' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('FORBIDDEN');
    const text = await scrape(other.app, '10.1.2.3');
    // The first app's requests are not this one's.
    expect(text).not.toContain('/api/categories/:id');
    expect(
      value(text, 'karyayojana_http_requests_total', {
        route: '/api/metrics',
        status_code: '403',
      }),
    ).toBe(1);
  });

  it('is public and described in the OpenAPI document', async () => {
    const spec = await t.app.inject({ url: '/api/openapi.json' });
    const paths = spec.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(paths['/api/metrics']?.get).toBeDefined();
    expect(paths['/api/health/ready']?.get).toBeDefined();
  });
});

describe('addressAllowed', () => {
  it('reads addresses and CIDR ranges of both families', () => {
    const allowed = addressAllowed([
      '127.0.0.1/8',
      '::1/128',
      '10.20.0.0/16',
      '192.0.2.7',
      'fd00::/8',
    ]);
    for (const a of [
      '127.0.0.1',
      '10.20.255.1',
      '192.0.2.7',
      '::1',
      'fd12:3456::1',
      '::ffff:10.20.0.9',
    ])
      expect(allowed(a), a).toBe(true);
    for (const a of ['10.21.0.1', '192.0.2.8', '::2', 'fe80::1', '', 'localhost', 'not an address'])
      expect(allowed(a), a).toBe(false);
  });

  it('admits nobody when the list is empty', () => {
    expect(addressAllowed([])('127.0.0.1')).toBe(false);
  });
});
