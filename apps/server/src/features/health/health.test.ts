import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/support/s3.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { READY_TIMEOUT_MS } from './health.routes.js';

// Readiness beside liveness (issue 19): a load balancer sends traffic to a process only while
// its database and its file store both answer; why one does not is logged, never told.

const READY = { status: 'ready', checks: { database: 'ok', files: 'ok' } };
const ready = (t: TestApp) => t.app.inject({ url: '/api/health/ready' });

/** A TCP relay to `port` that can be told to accept connections and never answer them. */
async function relay(port: number) {
  let hanging = false;
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (hanging) return;
    const upstream = net.connect(port, '127.0.0.1');
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    /** From now on, a bucket that hangs: kept-alive connections are cut, new ones stall. */
    hang() {
      hanging = true;
      for (const s of sockets) s.destroy();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('GET /api/health/ready on the disk store', () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { logger: { level: 'warn', stream: { write: (line) => void log.push(line) } } },
    );
  });
  afterAll(() => t.close());

  it('answers ready without a token while the database and the folder answer', async () => {
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(READY);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while the storage folder cannot be written, the reason only in the log', async () => {
    const tmp = path.join(t.dataDir, 'storage', 'tmp');
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.writeFileSync(tmp, 'not a folder');
    try {
      const res = await ready(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', files: 'failing' },
      });
      expect(res.body).not.toMatch(/ENOTDIR|storage/);
      const line = log.find((l) => l.includes('readiness: file store (disk) is failing'));
      expect(line).toContain('ENOTDIR');
      // Liveness is about the process: it still answers.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      fs.rmSync(tmp, { force: true });
      fs.mkdirSync(tmp);
    }
    expect((await ready(t)).json()).toEqual(READY);
  });
});

describe('GET /api/health/ready on a bucket (S3 API)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.stop());

  it('answers 503 once the bucket server has stopped', async () => {
    const own = await startS3('stopping-bucket');
    const t = await createTestApp(own.env);
    try {
      expect((await ready(t)).json()).toEqual(READY);
      await own.stop();
      const res = await ready(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', files: 'failing' },
      });
    } finally {
      await t.close();
    }
  });

  it(`answers 503 within ${READY_TIMEOUT_MS} ms and a little when the bucket hangs`, async () => {
    const between = await relay(Number(new URL(s3.endpoint).port));
    const t = await createTestApp({ ...s3.env, S3_ENDPOINT: between.endpoint });
    try {
      expect((await ready(t)).json()).toEqual(READY);
      between.hang();
      const started = Date.now();
      const res = await ready(t);
      const took = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json<{ checks: object }>().checks).toEqual({ database: 'ok', files: 'failing' });
      expect(took).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(READY_TIMEOUT_MS + 1_500);
    } finally {
      await between.close();
      await t.close();
    }
  });
});

describe('GET /api/health/ready without a database', () => {
  it('answers 503 once the database is closed; the metrics still answer', async () => {
    const t = await createTestApp();
    try {
      await t.ctx.db.destroy();
      const res = await ready(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'failing', files: 'ok' },
      });
      // Prometheus still hears the process (up = 1); only the count it could not make is absent.
      const metrics = await t.app.inject({ url: '/api/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('karyayojana_http_requests_total');
      expect(metrics.body).not.toContain('karyayojana_job_queue_depth{');
    } finally {
      await t.close();
    }
  });
});
