import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { KATHMANDU, PNG } from '../support/builders.js';
import { PDF } from '../support/events-world.js';
import { multipartBody } from '../support/multipart.js';
import { startS3, type TestS3 } from '../support/s3.js';
import { createScratchDatabase } from '../support/scratch-database.js';
import { ADMIN } from '../support/test-app.js';
import {
  killStartedServers,
  startServerProcess,
  type ServerProcess,
} from '../security/server-process.js';

// Issue 19: the product as two server processes on one PostgreSQL database and one bucket,
// behind a round-robin proxy written here (docs/deploy.md). Each process has a DATA_DIR of its
// own, so nothing on a local disk is shared: what one process writes, the other must serve.
// Runs in the PostgreSQL suite only (its name ends in .pg.test.ts).

const MAX_ATTEMPTS = 6;
let s3: TestS3;
let databaseUrl = '';
let dropDatabase = async () => {};
const dataDirs: string[] = [];
let one: ServerProcess;
let two: ServerProcess;
let proxy: http.Server;
let proxyUrl = '';
/** Which process answered each request through the proxy, and with what status. */
const answered: { backend: number; status: number; url: string }[] = [];

/** A load balancer in a few lines: each request to the next process in turn, streamed. */
function roundRobin(backends: () => string[]): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % backends().length;
    const target = new URL(req.url ?? '/', backends()[index]);
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        answered.push({ backend: index, status: answer.statusCode ?? 0, url: req.url ?? '' });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      answered.push({ backend: index, status: 502, url: req.url ?? '' });
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  const scratch = await createScratchDatabase('several');
  databaseUrl = scratch.url;
  dropDatabase = scratch.drop;
  s3 = await startS3();
  const shared = {
    ...process.env,
    ...s3.env,
    DATABASE_URL: databaseUrl,
    SIGNING_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    LOG_LEVEL: 'warn',
  };
  const own = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-several-'));
    dataDirs.push(dir);
    return { DATA_DIR: dir, WEB_DIST: path.join(dir, 'no-web') };
  };
  // The first start (schema, Super-Admin) is one process's; the second joins a ready database.
  one = await startServerProcess({ ...shared, ...own() });
  two = await startServerProcess({ ...shared, ...own() });
  proxy = await roundRobin(() => [one.url, two.url]);
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await killStartedServers();
  await s3?.stop();
  await dropDatabase();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function call(
  method: string,
  url: string,
  token?: string,
  body?: object,
  base = proxyUrl,
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text ? (JSON.parse(text) as never) : {},
    headers: res.headers,
  };
}

async function form(url: string, token: string, fields: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = multipartBody(fields);
  const res = await fetch(`${proxyUrl}${url}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(payload),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function signIn(email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await call('POST', '/api/login', undefined, { email, password });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.token as string;
}

const bytesFrom = async (base: string, link: string) => {
  const res = await fetch(`${base}${link}`);
  expect(res.status, `${base}${link}`).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe('two server processes behind a round-robin proxy', () => {
  let token = '';
  let company = 0;
  let from = 0;
  let to = 0;

  it('signs in through either process: a token from one is good at the other', async () => {
    token = await signIn();
    for (const base of [one.url, two.url]) {
      const me = await call('GET', '/api/user', token, undefined, base);
      expect(me.status).toBe(200);
    }
  });

  it('creates a municipality with its logo, readable from either process', async () => {
    const res = await form('/api/companies', token, {
      name: 'बहु प्रक्रिया नगरपालिका',
      ...KATHMANDU,
      logo: { filename: 'logo.png', content: PNG, contentType: 'image/png' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const created = res.json.data as { id: number; logo: string };
    company = created.id;
    // A logo is named by its key; public files are served at /storage/{key}.
    const logo = `/storage/${created.logo}`;
    expect((await bytesFrom(one.url, logo)).equals(PNG)).toBe(true);
    expect((await bytesFrom(two.url, logo)).equals(PNG)).toBe(true);
  });

  it('keeps a plan written through both processes, read alike from each', async () => {
    const years = (await call('GET', '/api/fiscal-years', token)).json.data as {
      id: number;
      year: string;
    }[];
    from = years.find((y) => y.year === '2083/84')?.id ?? 0;
    to = years.find((y) => y.year === '2084/85')?.id ?? 0;
    expect(from && to).toBeTruthy();
    // Eight creates: four land on each process.
    for (let i = 1; i <= 8; i++) {
      const res = await call('POST', '/api/events', token, {
        company_id: company,
        fiscal_year_id: from,
        title: `कार्यक्रम ${i}`,
        content: 'दुई प्रक्रियाबाट',
        // Shrawan to Poush of 2083: inside the fiscal year 2083/84.
        date: `2083-${String(4 + (i % 6)).padStart(2, '0')}-1${i}`,
        tasks: ['प्रमाण'],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    const lists = await Promise.all(
      [one.url, two.url].map(async (base) => {
        const res = await call(
          'GET',
          `/api/events?company_id=${company}&fiscal_year_id=${from}`,
          token,
          undefined,
          base,
        );
        expect(res.status).toBe(200);
        return (res.json.data as { id: number; title: string }[]).map((e) => e.title).sort();
      }),
    );
    expect(lists[0]).toHaveLength(8);
    expect(lists[1]).toEqual(lists[0]);
  });

  it('serves a document uploaded through one process from the other, by its signed link', async () => {
    const events = (
      await call('GET', `/api/events?company_id=${company}&fiscal_year_id=${from}`, token)
    ).json.data as { id: number; tasks: { id: number }[] }[];
    const documents: string[] = [];
    // Two uploads: one lands on each process.
    for (const event of events.slice(0, 2)) {
      const taskId = event.tasks[0]?.id ?? 0;
      const res = await form(`/api/tasks/${taskId}`, token, {
        _method: 'PUT',
        event_id: String(event.id),
        name: 'प्रमाण',
        documents: { filename: 'प्रमाण.pdf', content: PDF, contentType: 'application/pdf' },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const task = (await call('GET', `/api/tasks/${taskId}`, token)).json.data as {
        documents: string;
      };
      documents.push(task.documents);
    }
    for (const link of documents) {
      const relative = new URL(link, proxyUrl);
      const path = `${relative.pathname}${relative.search}`;
      expect((await bytesFrom(one.url, path)).equals(PDF)).toBe(true);
      expect((await bytesFrom(two.url, path)).equals(PDF)).toBe(true);
    }
    // The files are in the bucket, not on either process's disk.
    const client = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: s3.config.credentials,
    });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: 'private/' }),
    );
    expect(listed.Contents ?? []).toHaveLength(2);
    client.destroy();
    for (const dir of dataDirs) {
      const stored = ['public', 'private'].flatMap((v) => {
        const folder = path.join(dir, 'storage', v);
        return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
      });
      expect(stored).toEqual([]);
    }
  });

  it('copies the year into the next through one process; the other sees every copy', async () => {
    const res = await call('POST', '/api/copy-my-events', token, {
      from_fiscal_year: from,
      to_fiscal_year: to,
      company_id: company,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    for (const base of [one.url, two.url]) {
      const copied = await call(
        'GET',
        `/api/events?company_id=${company}&fiscal_year_id=${to}`,
        token,
        undefined,
        base,
      );
      expect((copied.json.data as unknown[]).length).toBe(8);
    }
  });

  it('counts failed sign-ins of both processes against one limit', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.org`;
    const before = answered.length;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const res = await call('POST', '/api/login', undefined, { email, password: 'wrong-one-1' });
      expect(res.status).toBe(401);
    }
    const tried = answered.slice(before).map((a) => a.backend);
    expect(new Set(tried)).toEqual(new Set([0, 1]));
    // Half of the failures reached each process, yet both now refuse the next attempt.
    for (const base of [one.url, two.url]) {
      const res = await call('POST', '/api/login', undefined, { email, password: 'x' }, base);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    }
  });

  it('answered every request without a server error, from both processes', () => {
    expect(answered.filter((a) => a.status >= 500)).toEqual([]);
    const byBackend = [0, 1].map((b) => answered.filter((a) => a.backend === b).length);
    expect(byBackend[0]).toBeGreaterThan(5);
    expect(byBackend[1]).toBeGreaterThan(5);
  });
});
