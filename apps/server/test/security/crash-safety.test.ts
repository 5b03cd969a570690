import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtherDocument, Task } from '@karyayojana/contracts';
import { seedNational } from '../../bench/seed-national.js';
import { openDatabase } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { hashPassword } from '../../src/features/auth/passwords.js';
import { multipartBody, type FormValue } from '../support/multipart.js';
import { startS3, type TestS3 } from '../support/s3.js';
import { createScratchDatabase } from '../support/scratch-database.js';
import { ADMIN, createTestApp, testDialect } from '../support/test-app.js';
import {
  ageStorage,
  bucketFiles,
  checkConsistency,
  diskFiles,
  type Consistency,
  type StoredFiles,
} from './consistency.js';
import { killStartedServers, startServerProcess, type ServerProcess } from './server-process.js';

// Issue 8 item 5: the real server, as a separate process, is killed with SIGKILL in the middle
// of a 2,000-event copy and in the middle of uploads, started again on the same DATA_DIR and
// database, and the data is checked: a copy is all there or not at all, no row points at a
// missing file, and what a crash leaves on disk (a file without its row, an unfinished upload)
// is removed by the start-up sweep once it is older than its grace period (decision 009).
// Issue 19: every scenario that touches stored files (uploads, replacements, deletes, the
// trash) runs again with the files in a bucket (S3_*, s3rver on loopback), whose objects the
// checks list through the S3 API; the copies touch rows only and run on the disk alone.

const EVENTS = 2000;
/** The bucket's world needs no copy, only tasks enough for the uploads (410) at 5 an event. */
const BUCKET_EVENTS = 100;
const TASKS_PER_EVENT = 5; // what seedNational gives every event
const CATEGORIES_PER_EVENT = 2;
const HOUR = 60 * 60_000;
const TEST_TIMEOUT = 180_000;

// The world the scenarios below run in: one at a time (see `world`), each with its own data
// folder, database and, for the bucket, its own S3 server.
let dataDir = '';
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let s3: TestS3 | undefined;
let stored: StoredFiles;
let server: ServerProcess | undefined;
let token = '';
let large = 0; // the municipality with the 2,000 events
let other = 0; // another municipality, target of copy-events
let fromYear = 0;
let toYear = 0;

/** What the report needs: how many kills landed mid-operation. */
const landed: string[] = [];

/** What an operator's environment holds: the configuration and little else. */
function serverEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'TMPDIR']) {
    const v = process.env[k];
    if (v !== undefined) env[k] = v;
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(s3 ? s3.env : {}),
  };
}

async function start(): Promise<ServerProcess> {
  server = await startServerProcess(serverEnv());
  return server;
}

function running(): ServerProcess {
  if (!server || server.exited()) throw new Error('the server is not running');
  return server;
}

/** The test's own connection to the server's database, for seeding and checking. */
async function withDb<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const handle = openDatabase({ databaseUrl, dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const consistency = () => withDb((db) => checkConsistency(db, dataDir, stored));

async function api(method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${running().url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(): Promise<void> {
  const res = await fetch(`${running().url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  token = ((await res.json()) as { token: string }).token;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** A healthy server that answers with the source year's 2,000 events. */
async function expectServing(): Promise<void> {
  const health = await fetch(`${running().url}/api/health`);
  expect(health.status).toBe(200);
  const res = await api(
    'GET',
    `/api/events?company_id=${large}&fiscal_year_id=${fromYear}&per_page=5`,
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: unknown[]; meta: { total: number } };
  expect(body.meta.total).toBe(EVENTS);
  expect(body.data).toHaveLength(5);
}

/** Nothing broken and no row without its file: what must hold right after any crash. */
function expectNoBrokenReference(c: Consistency): void {
  expect(c.broken).toEqual({});
  expect(c.rowsWithoutFile).toEqual([]);
}

/**
 * A fresh world: data folder, database (PostgreSQL: a database of its own), the bucket when
 * `kind` is 's3', the server started once, `events` events seeded in the large municipality.
 */
async function openWorld(kind: StoredFiles['kind'], events: number): Promise<void> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-crash-'));
  databaseUrl = undefined;
  dropDatabase = async () => {};
  s3 = kind === 's3' ? await startS3() : undefined;
  stored = s3 ? bucketFiles(s3) : diskFiles(dataDir);
  landed.length = 0;
  if (testDialect === 'postgres') {
    // The server picks its database by DATABASE_URL only, so each run gets a database of its own.
    const scratch = await createScratchDatabase('crash');
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  await start(); // first start: schema, Super-Admin, fiscal years, categories
  const seeded = await withDb(async (db) =>
    seedNational(
      db,
      { municipalities: 1, perCompany: 0, largeEvents: events },
      await hashPassword('crash-admin-1'),
    ),
  );
  large = seeded.largeCompanyId;
  fromYear = seeded.fiscalYearId;
  await withDb(async (db) => {
    const years = await db
      .selectFrom('fiscal_years')
      .select(['id', 'start_date'])
      .orderBy('start_date')
      .execute();
    const next = years[years.findIndex((y) => y.id === fromYear) + 1];
    if (!next) throw new Error('first start made no fiscal year after the current one');
    toYear = next.id;
    const m = await db
      .selectFrom('companies')
      .select('id')
      .where('is_owner', '=', 0)
      .where('id', '<>', large)
      .executeTakeFirstOrThrow();
    other = m.id;
  });
  await signIn();
}

async function closeWorld(): Promise<void> {
  await killStartedServers();
  server = undefined;
  await dropDatabase();
  await s3?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  console.info(`crash-safety (${testDialect}, ${stored.kind}): ${landed.join('; ')}`);
}

/** The scenarios given, run in a world of their own (one `describe` for each store). */
function world(kind: StoredFiles['kind'], events: number, scenarios: (() => void)[]): void {
  beforeAll(() => openWorld(kind, events), 120_000);
  afterAll(closeWorld, 60_000);
  for (const scenario of scenarios) scenario();
}

// ---------------------------------------------------------------------------------------------
// The copy

interface Shape {
  categories: string;
  tasks: string;
}

/** Each event of (company, year) by title, with its categories and task names. */
async function eventsOf(companyId: number, yearId: number) {
  return withDb(async (db) => {
    const events = await db
      .selectFrom('events')
      .select(['id', 'title', 'status'])
      .where('company_id', '=', companyId)
      .where('fiscal_year_id', '=', yearId)
      .execute();
    const links = await db
      .selectFrom('event_categories as ec')
      .innerJoin('events as e', 'e.id', 'ec.event_id')
      .select(['ec.event_id', 'ec.category_id'])
      .where('e.company_id', '=', companyId)
      .where('e.fiscal_year_id', '=', yearId)
      .execute();
    const tasks = await db
      .selectFrom('tasks as t')
      .innerJoin('events as e', 'e.id', 't.event_id')
      .select(['t.event_id', 't.name', 't.company_id'])
      .where('e.company_id', '=', companyId)
      .where('e.fiscal_year_id', '=', yearId)
      .execute();
    const cats = new Map<number, number[]>();
    for (const l of links) cats.set(l.event_id, [...(cats.get(l.event_id) ?? []), l.category_id]);
    const names = new Map<number, string[]>();
    for (const t of tasks) {
      expect(t.company_id).toBe(companyId);
      names.set(t.event_id, [...(names.get(t.event_id) ?? []), t.name]);
    }
    return events.map((e) => ({
      title: e.title,
      status: e.status,
      shape: {
        categories: JSON.stringify((cats.get(e.id) ?? []).sort((a, b) => a - b)),
        tasks: JSON.stringify((names.get(e.id) ?? []).sort()),
      } satisfies Shape,
      categoryCount: cats.get(e.id)?.length ?? 0,
      taskCount: names.get(e.id)?.length ?? 0,
    }));
  });
}

let source: Map<string, Shape> | undefined;
async function sourceShapes(): Promise<Map<string, Shape>> {
  if (source) return source;
  const rows = await eventsOf(large, fromYear);
  expect(rows).toHaveLength(EVENTS);
  for (const r of rows) {
    expect(r.categoryCount).toBe(CATEGORIES_PER_EVENT);
    expect(r.taskCount).toBe(TASKS_PER_EVENT);
  }
  source = new Map(rows.map((r) => [r.title, r.shape]));
  expect(source.size).toBe(EVENTS); // titles are unique: a copy is recognised by its title
  return source;
}

/**
 * How many whole copies of the source year the target holds. Fails on anything partial: a
 * title copied more often than another, an event without all its categories or tasks.
 */
async function wholeCopiesIn(companyId: number): Promise<number> {
  const shapes = await sourceShapes();
  const rows = await eventsOf(companyId, toYear);
  const perTitle = new Map<string, number>();
  for (const r of rows) {
    const expected = shapes.get(r.title);
    expect(expected, `an event that is no copy: ${r.title}`).toBeDefined();
    expect(r.shape).toEqual(expected);
    expect(r.status).toBe('notDone');
    perTitle.set(r.title, (perTitle.get(r.title) ?? 0) + 1);
  }
  const copies = rows.length / EVENTS;
  expect(Number.isInteger(copies), `${rows.length} events is not a whole number of copies`).toBe(
    true,
  );
  if (copies > 0) {
    expect(perTitle.size).toBe(EVENTS);
    expect(new Set(perTitle.values())).toEqual(new Set([copies]));
  }
  return copies;
}

/** Tells when the server has a write transaction open (the copy is writing, not committed). */
async function writeProbe(): Promise<{ writing(): Promise<boolean>; close(): Promise<void> }> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      async writing() {
        const r = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and backend_xid is not null`,
        );
        return (r.rows[0]?.n ?? 0) > 0;
      },
      close: () => client.end(),
    };
  }
  // A writer holds SQLite's write lock until it commits: taking it fails while the copy runs.
  const conn = new SQLite(path.join(dataDir, 'karyayojana.sqlite'), { timeout: 0 });
  return {
    async writing() {
      try {
        conn.exec('BEGIN IMMEDIATE');
        conn.exec('ROLLBACK');
        return false;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
        throw error;
      }
    },
    async close() {
      conn.close();
    },
  };
}

type CopyRoute = 'copy-my-events' | 'copy-events';

/** The copy request: the large municipality's year into its next year, or into `other`'s. */
function copy(route: CopyRoute) {
  const target = route === 'copy-my-events' ? large : other;
  const body =
    route === 'copy-my-events'
      ? { from_fiscal_year: fromYear, to_fiscal_year: toYear, company_id: large }
      : {
          from_fiscal_year: fromYear,
          to_fiscal_year: toYear,
          source_id: large,
          target_companies: [other],
        };
  let answer: { status: number; created?: number } | undefined;
  const request = api('POST', `/api/${route}`, body).then(
    async (res) => {
      const json = (await res.json()) as { data?: { created: number } };
      answer = { status: res.status, ...(json.data ? { created: json.data.created } : {}) };
    },
    () => undefined, // the connection died with the server
  );
  return { target, request, answer: () => answer };
}

/** Waits until the copy's write transaction is open (or the copy has answered). */
async function copyWriting(answered: () => boolean): Promise<void> {
  const probe = await writeProbe();
  try {
    let writing = false;
    await until('the copy transaction', async () => {
      writing = writing || (await probe.writing());
      return writing || answered();
    });
  } finally {
    // Closed before any kill: the restarted server, not this probe, finds the database as
    // the crash left it.
    await probe.close();
  }
}

function copyCrashes(): void {
  describe('SIGKILL during a copy of 2,000 events', () => {
    it(
      'leaves the target year with the whole copy or none of it, and the server serving',
      async () => {
        await expectServing();
        // One copy runs through first: it is whole, and its length sets when the kills come.
        const first = copy('copy-my-events');
        await copyWriting(() => first.answer() !== undefined);
        const began = Date.now();
        await first.request;
        const writeMs = Date.now() - began;
        expect(first.answer()).toEqual({ status: 200, created: EVENTS });
        expect(await wholeCopiesIn(large)).toBe(1);

        const attempts: { route: CopyRoute; delayMs: number }[] = [
          { route: 'copy-my-events', delayMs: 0 },
          { route: 'copy-events', delayMs: 0 },
          { route: 'copy-my-events', delayMs: Math.round(writeMs * 0.5) },
          { route: 'copy-events', delayMs: Math.round(writeMs * 0.9) },
          { route: 'copy-my-events', delayMs: Math.round(writeMs * 1.1) },
        ];
        const results: string[] = [];
        const attempt = async (route: CopyRoute, delayMs: number) => {
          const c = copy(route);
          const before = await wholeCopiesIn(c.target);
          await copyWriting(() => c.answer() !== undefined);
          await sleep(delayMs);
          await running().kill();
          await c.request;
          const cut = c.answer() === undefined;
          await start();
          await signIn();

          const after = await wholeCopiesIn(c.target);
          if (cut) {
            // Killed before the answer: all of it committed just in time, or none of it.
            expect([before, before + 1]).toContain(after);
          } else {
            expect(c.answer()).toEqual({ status: 200, created: EVENTS });
            expect(after).toBe(before + 1);
          }
          await expectServing();
          expectNoBrokenReference(await consistency());
          results.push(
            `${route} +${delayMs} ms: ${cut ? 'killed mid-copy' : 'copy answered first'}, ` +
              `${after === before ? 'nothing' : 'all'} committed`,
          );
        };
        for (const { route, delayMs } of attempts) await attempt(route, delayMs);
        // A fast machine can finish a copy between the probe and the kill; try again at once.
        const landedMid = () => results.filter((r) => r.includes('killed mid-copy')).length;
        for (let extra = 0; landedMid() < 2 && extra < 6; extra++) {
          await attempt(extra % 2 ? 'copy-events' : 'copy-my-events', 0);
        }
        const mid = results.filter((r) => r.includes('killed mid-copy'));
        landed.push(
          `copy (write transaction ${writeMs} ms): ${mid.length}/${results.length} kills landed ` +
            `mid-copy [${results.join(' | ')}]`,
        );
        // Kills right after the probe saw the transaction open land mid-copy (retried above).
        expect(mid.length).toBeGreaterThanOrEqual(2);

        // After the crashes the same copy runs through again and adds exactly one whole copy.
        const before = await wholeCopiesIn(large);
        const last = copy('copy-my-events');
        await last.request;
        expect(last.answer()).toEqual({ status: 200, created: EVENTS });
        expect(await wholeCopiesIn(large)).toBe(before + 1);
        const served = await api(
          'GET',
          `/api/events?company_id=${large}&fiscal_year_id=${toYear}&per_page=1`,
        );
        expect(((await served.json()) as { meta: { total: number } }).meta.total).toBe(
          (before + 1) * EVENTS,
        );
      },
      TEST_TIMEOUT,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Uploads

const pdf = (label: string, bytes: number) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${label}\n`), randomBytes(bytes)]);

/** Task ids of the large municipality, in id order. */
async function taskIds(count: number, offset: number): Promise<number[]> {
  return withDb(async (db) =>
    (
      await db
        .selectFrom('tasks as t')
        .innerJoin('events as e', 'e.id', 't.event_id')
        .select('t.id')
        .where('t.company_id', '=', large)
        .where('e.fiscal_year_id', '=', fromYear)
        .orderBy('t.id')
        .limit(count)
        .offset(offset)
        .execute()
    ).map((r) => r.id),
  );
}

async function upload(url: string, form: Record<string, string | Buffer>): Promise<Response> {
  const fields: Record<string, FormValue> = {};
  for (const [k, v] of Object.entries(form))
    fields[k] =
      typeof v === 'string'
        ? v
        : { filename: 'प्रमाण.pdf', content: v, contentType: 'application/pdf' };
  const body = multipartBody(fields);
  return fetch(`${running().url}${url}`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(body.payload),
  });
}

/** The bytes a task's document URL serves now, or null when the task has no document. */
async function taskDocument(taskId: number): Promise<Buffer | null> {
  const res = await api('GET', `/api/tasks/${taskId}`);
  expect(res.status).toBe(200);
  const task = ((await res.json()) as { data: Task }).data;
  return download(task.documents);
}

async function download(url: string | null): Promise<Buffer | null> {
  if (url === null) return null;
  const file = await fetch(`${running().url}${url}`);
  expect(file.status, `download of ${url}`).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

/** The other document of that name with its bytes, or undefined when there is none. */
async function otherDocument(name: string): Promise<Buffer | null | undefined> {
  const res = await api(
    'GET',
    `/api/other-documents?company_id=${large}&q=${encodeURIComponent(name)}`,
  );
  expect(res.status).toBe(200);
  const rows = ((await res.json()) as { data: OtherDocument[] }).data.filter(
    (d) => d.name === name,
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0] ? download(rows[0].documents) : undefined;
}

const same = (a: Buffer | null | undefined, b: Buffer | null | undefined) =>
  a === b || (a instanceof Buffer && b instanceof Buffer && a.equals(b));

/**
 * After a crash and a restart: nothing broken, and every leftover on disk is young (from the
 * killed operation). Then, as if the grace hour had passed, one more start must sweep every
 * leftover and keep every file that has its row.
 */
async function expectLeftoversSwept(): Promise<{ orphans: number; temps: number }> {
  const c = await consistency();
  expectNoBrokenReference(c);
  const young = Date.now() - HOUR;
  for (const f of [...c.filesWithoutRow, ...c.tempFiles]) expect(f.mtimeMs).toBeGreaterThan(young);
  await running().stop();
  await ageStorage(dataDir, 2 * HOUR, stored);
  await start();
  await signIn();
  const swept = await consistency();
  expectNoBrokenReference(swept);
  expect(swept.filesWithoutRow).toEqual([]);
  expect(swept.tempFiles).toEqual([]);
  expect(swept.counted.filesOnDisk).toBe(c.counted.filesOnDisk - c.filesWithoutRow.length);
  expect(swept.counted.storedFiles).toBe(c.counted.storedFiles);
  return { orphans: c.filesWithoutRow.length, temps: c.tempFiles.length };
}

function uploadCrashes(): void {
  describe('SIGKILL during uploads', () => {
    it(
      'mid-stream: no row, no stored file, only the unfinished temporary file, swept later',
      async () => {
        const [taskId = 0] = await taskIds(1, 0);
        expect(await taskDocument(taskId)).toBeNull();
        const before = await consistency();
        expect(before.tempFiles).toEqual([]);

        // A multipart body of 8 MB written slowly by hand; the server streams it to storage/tmp.
        const boundary = `----crash-${randomBytes(6).toString('hex')}`;
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="documents"; ` +
            `filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
        );
        const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
        const fileBytes = 8 * 1024 * 1024;
        const { url } = running();
        const req = http.request(`${url}/api/tasks/${taskId}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + fileBytes + tail.length,
          },
        });
        let answered = false;
        let failed = false;
        req.on('response', () => (answered = true));
        req.on('error', () => (failed = true));
        req.write(head);
        const tmp = path.join(dataDir, 'storage', 'tmp');
        const partSize = () =>
          fs.readdirSync(tmp).reduce((n, f) => n + fs.statSync(path.join(tmp, f)).size, 0);
        let sent = 0;
        const chunk = randomBytes(64 * 1024);
        // Stops well before the end: the kill comes once the server has written 512 KB to disk.
        while (partSize() < 512 * 1024) {
          if (sent + chunk.length > fileBytes / 2) throw new Error('the server wrote nothing');
          req.write(chunk);
          sent += chunk.length;
          await sleep(10);
        }
        await running().kill();
        await until('the request to fail', () => failed || answered, 10_000);
        req.destroy();
        expect(answered).toBe(false);
        landed.push(`slow upload: killed after ${sent / 1024} KB sent, mid-stream`);

        await start();
        await signIn();
        expect(await taskDocument(taskId)).toBeNull();
        const after = await consistency();
        expectNoBrokenReference(after);
        expect(after.counted.storedFiles).toBe(before.counted.storedFiles);
        expect(after.filesWithoutRow).toEqual([]);
        expect(after.tempFiles).toHaveLength(1);
        expect(after.tempFiles[0]?.path).toMatch(/^tmp\/[0-9a-f]+\.part$/);
        const swept = await expectLeftoversSwept();
        expect(swept).toEqual({ orphans: 0, temps: 1 });
        expect(await taskDocument(taskId)).toBeNull();
      },
      TEST_TIMEOUT,
    );

    it(
      'after the file reached the store but before its row: the old document stays, the new file is swept',
      async () => {
        const [taskId = 0] = await taskIds(1, 1);
        const old = pdf('old', 50_000);
        expect(
          (await upload(`/api/tasks/${taskId}`, { _method: 'PUT', documents: old })).status,
        ).toBe(200);
        expect(same(await taskDocument(taskId), old)).toBe(true);
        const before = await consistency();
        const privateFiles = async () =>
          (await stored.list()).map((f) => f.path).filter((f) => f.startsWith('private/'));
        const known = new Set(await privateFiles());
        const tmp = path.join(dataDir, 'storage', 'tmp');

        // Hold the database's write lock (SQLite) or a lock on stored_files (PostgreSQL): the
        // server moves the upload into the store, then waits to write its row.
        let release: () => Promise<void>;
        if (databaseUrl) {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          await client.query('begin');
          await client.query('lock table stored_files in exclusive mode');
          release = async () => {
            await client.query('rollback');
            await client.end();
          };
        } else {
          const conn = new SQLite(path.join(dataDir, 'karyayojana.sqlite'), { timeout: 0 });
          conn.exec('BEGIN IMMEDIATE');
          release = async () => {
            conn.exec('ROLLBACK');
            conn.close();
          };
        }
        const replacement = pdf('new', 300_000);
        let answered = false;
        const request = upload(`/api/tasks/${taskId}`, {
          _method: 'PUT',
          documents: replacement,
        }).then(
          () => (answered = true),
          () => undefined,
        );
        let arrived: string | undefined;
        try {
          // In the store and gone from storage/tmp: the server has moved on to its row. (A
          // bucket's copy is a PUT and then the removal of the temporary file, where the disk's
          // is one rename.)
          await until('the upload to reach the store', async () => {
            arrived = (await privateFiles()).find((f) => !known.has(f));
            return (arrived !== undefined && fs.readdirSync(tmp).length === 0) || answered;
          });
          await running().kill();
        } finally {
          await release();
        }
        await request;
        expect(answered).toBe(false);
        expect(arrived).toBeDefined();
        landed.push('upload: killed with the file in the store and its row not written');

        await start();
        await signIn();
        expect(same(await taskDocument(taskId), old)).toBe(true);
        const after = await consistency();
        expectNoBrokenReference(after);
        expect(after.counted.storedFiles).toBe(before.counted.storedFiles);
        expect(after.filesWithoutRow.map((f) => f.path)).toEqual([arrived]);
        expect(await expectLeftoversSwept()).toEqual({ orphans: 1, temps: 0 });
        expect(same(await taskDocument(taskId), old)).toBe(true);
      },
      TEST_TIMEOUT,
    );

    it(
      'rapid uploads killed at arbitrary moments: every answered upload kept, every other whole or absent',
      async () => {
        const pool = await taskIds(400, 10);
        /** What each task's document must be: the last bytes known to be committed. */
        const known = new Map<number, Buffer | null>(pool.map((id) => [id, null]));
        const stats: string[] = [];
        for (const [round, killAfterMs] of [350, 800, 1300].entries()) {
          const keysBefore = new Set(
            await withDb(async (db) =>
              (await db.selectFrom('stored_files').select('key').execute()).map((r) => r.key),
            ),
          );
          const leftBefore = await consistency();
          const earlier = new Set(
            [...leftBefore.filesWithoutRow, ...leftBefore.tempFiles].map((f) => f.path),
          );
          type Sent = {
            kind: 'task' | 'document';
            target: number | string;
            content: Buffer;
            answered: boolean;
          };
          const sent: Sent[] = [];
          let next = 0;
          let stop = false;
          const worker = async () => {
            while (!stop) {
              const n = next++;
              const content = pdf(`round ${round} upload ${n}`, 100_000 + ((n * 37_813) % 300_000));
              const item: Sent =
                n % 3 === 2
                  ? { kind: 'document', target: `crash r${round} n${n}`, content, answered: false }
                  : { kind: 'task', target: pool[n] ?? 0, content, answered: false };
              if (item.target === 0) return;
              sent.push(item);
              const res = await (
                item.kind === 'task'
                  ? upload(`/api/tasks/${item.target}`, { _method: 'PUT', documents: content })
                  : upload(`/api/other-documents?company_id=${large}`, {
                      name: String(item.target),
                      documents: content,
                    })
              ).catch(() => undefined);
              if (!res) return; // the server is gone
              expect(res.status, await res.clone().text()).toBe(200);
              item.answered = true;
            }
          };
          const workers = [worker(), worker(), worker(), worker()];
          await sleep(killAfterMs);
          stop = true;
          await running().kill();
          await Promise.all(workers);

          await start();
          await signIn();
          let committedUnanswered = 0;
          for (const item of sent) {
            const now =
              item.kind === 'task'
                ? await taskDocument(Number(item.target))
                : await otherDocument(String(item.target));
            if (item.answered) {
              expect(same(now, item.content), `answered upload to ${item.target} lost`).toBe(true);
            } else {
              const previous = item.kind === 'task' ? known.get(Number(item.target)) : undefined;
              const whole = same(now, item.content);
              expect(whole || same(now, previous), `upload to ${item.target} partial`).toBe(true);
              if (whole) committedUnanswered++;
            }
            if (item.kind === 'task') known.set(Number(item.target), now as Buffer | null);
          }
          const c = await consistency();
          expectNoBrokenReference(c);
          const fresh = (files: { path: string }[]) => files.filter((f) => !earlier.has(f.path));
          const orphans = fresh(c.filesWithoutRow);
          const replaced = orphans.filter((f) => keysBefore.has(f.path.split('/')[1] ?? ''));
          const answered = sent.filter((s) => s.answered).length;
          stats.push(
            `round ${round + 1} (kill at ${killAfterMs} ms): ${answered} answered, ` +
              `${sent.length - answered} cut (${committedUnanswered} committed unanswered, ` +
              `${fresh(c.tempFiles).length} mid-stream, ` +
              `${orphans.length - replaced.length} in the store without a row, ` +
              `${replaced.length} replaced file not yet removed)`,
          );
          expect(sent.filter((s) => s.answered).length).toBeGreaterThan(0);
        }
        landed.push(`rapid uploads: ${stats.join(' | ')}`);
        await expectLeftoversSwept();
        // Every document that survived the crashes still downloads, byte for byte.
        for (const [id, content] of known) expect(same(await taskDocument(id), content)).toBe(true);
      },
      TEST_TIMEOUT,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The checker itself: it must see every kind of break, or its empty answers above prove nothing.

// ---------------------------------------------------------------------------------------------
// The trash (issue 16): a delete and a restore are one transaction each, so a SIGKILL in the
// middle leaves the state before or the state after, never a mix, and no file is lost.

const BIG_TASKS = 20_000;
const BIG_FILES = 40;

/** An event of `other` (source year) with 20,000 tasks, 40 of them with a file on disk. */
async function seedBigEvent(): Promise<{ eventId: number; keys: string[] }> {
  return withDb(async (db) => {
    const now = new Date().toISOString();
    const { id: eventId } = await db
      .insertInto('events')
      .values({
        company_id: other,
        fiscal_year_id: fromYear,
        title: `trash-crash-${randomBytes(4).toString('hex')}`,
        content: 'x',
        date: '2083-06-01',
        ad_date: '2026-09-17',
        time: '10:00',
        assign_to: null,
        status: 'notDone',
        saving_frequency: '',
        planned_date: null,
        completed_date: null,
        outcome: null,
        status_reason: null,
        progress: null,
        budget: null,
        spent: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const keys: string[] = [];
    const fileIds: number[] = [];
    for (let i = 0; i < BIG_FILES; i++) {
      const key = `${randomBytes(12).toString('hex')}.pdf`;
      await stored.put(`private/${key}`, `%PDF-1.4 ${i}\n`);
      const { id } = await db
        .insertInto('stored_files')
        .values({
          company_id: other,
          key,
          original_name: `${i}.pdf`,
          mime: 'application/pdf',
          size: 12,
          visibility: 'private',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      keys.push(key);
      fileIds.push(id);
    }
    for (let from = 0; from < BIG_TASKS; from += 500) {
      await db
        .insertInto('tasks')
        .values(
          Array.from({ length: 500 }, (_, j) => ({
            company_id: other,
            event_id: eventId,
            name: `काम ${from + j}`,
            file_id: fileIds[from + j] ?? null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    return { eventId, keys };
  });
}

/** Where the big event is: live with all its tasks, or in the trash with all of them. */
async function bigEventState(eventId: number): Promise<'live' | 'trash'> {
  return withDb(async (db) => {
    const live = await db.selectFrom('events').select('id').where('id', '=', eventId).execute();
    const tasks = await db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    const trashed = await db
      .selectFrom('trash')
      .select(['id', 'snapshot', 'file_ids'])
      .where('kind', '=', 'event')
      .where('entity_id', '=', eventId)
      .execute();
    if (live.length === 1) {
      expect(Number(tasks.n)).toBe(BIG_TASKS);
      expect(trashed).toEqual([]);
      return 'live';
    }
    expect(Number(tasks.n)).toBe(0);
    expect(trashed).toHaveLength(1);
    const snapshot = JSON.parse(trashed[0]?.snapshot ?? '{}') as { tasks?: unknown[] };
    expect(snapshot.tasks).toHaveLength(BIG_TASKS);
    expect(JSON.parse(trashed[0]?.file_ids ?? '[]')).toHaveLength(BIG_FILES);
    return 'trash';
  });
}

/** Sends a request and kills the server once its write transaction is open. */
async function killMidWrite(method: string, url: string, body?: unknown): Promise<boolean> {
  let answered = false;
  const request = api(method, url, body).then(
    () => (answered = true),
    () => undefined,
  );
  await copyWriting(() => answered);
  const landedMid = !answered;
  await running().kill();
  await request;
  return landedMid;
}

function trashCrashes(): void {
  describe('SIGKILL during a move to the trash and a restore', () => {
    it(
      'leaves the event live or in the trash whole, with every file, before and after a restore',
      async () => {
        const { eventId, keys } = await seedBigEvent();
        const storedKeys = async () => new Set((await stored.list()).map((f) => f.path));
        const filesThere = async () => {
          const now = await storedKeys();
          return keys.every((k) => now.has(`private/${k}`));
        };

        const midDelete = await killMidWrite('DELETE', `/api/events/${eventId}`);
        landed.push(`trash delete: ${midDelete ? 'killed mid-transaction' : 'answered first'}`);
        await start();
        await signIn();
        expectNoBrokenReference(await consistency());
        expect(await filesThere()).toBe(true);
        if ((await bigEventState(eventId)) === 'live') {
          expect((await api('DELETE', `/api/events/${eventId}`)).status).toBe(200);
        }
        expect(await bigEventState(eventId)).toBe('trash');
        const trashId = await withDb(async (db) => {
          const row = await db
            .selectFrom('trash')
            .select('id')
            .where('kind', '=', 'event')
            .where('entity_id', '=', eventId)
            .executeTakeFirstOrThrow();
          return row.id;
        });

        const midRestore = await killMidWrite('POST', `/api/trash/${trashId}/restore`);
        landed.push(`trash restore: ${midRestore ? 'killed mid-transaction' : 'answered first'}`);
        await start();
        await signIn();
        expectNoBrokenReference(await consistency());
        expect(await filesThere()).toBe(true);
        if ((await bigEventState(eventId)) === 'trash') {
          expect((await api('POST', `/api/trash/${trashId}/restore`)).status).toBe(200);
        }
        expect(await bigEventState(eventId)).toBe('live');
        expectNoBrokenReference(await consistency());
        // Put back as it was: the test's event leaves no trace for the tests after it.
        expect((await api('DELETE', `/api/events/${eventId}`)).status).toBe(200);
        const id = await withDb(async (db) => {
          const row = await db
            .selectFrom('trash')
            .select('id')
            .where('entity_id', '=', eventId)
            .where('kind', '=', 'event')
            .executeTakeFirstOrThrow();
          return row.id;
        });
        expect((await api('DELETE', `/api/trash/${id}`)).status).toBe(200);
        const left = await storedKeys();
        expect(keys.some((k) => left.has(`private/${k}`))).toBe(false);
      },
      TEST_TIMEOUT,
    );
  });
}

/** Where a batch's events are: all live, or all in the trash (never some of each). */
async function batchState(batchId: string): Promise<'live' | 'trash'> {
  return withDb(async (db) => {
    const count = async (table: 'events' | 'trash') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('batch_id', '=', batchId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [live, trashed] = [await count('events'), await count('trash')];
    expect([live, trashed].sort()).toEqual([0, EVENTS]);
    return live === EVENTS ? 'live' : 'trash';
  });
}

function undoCrashes(): void {
  describe('SIGKILL during the undo of a copy of 2,000 events', () => {
    it(
      'leaves the copy whole, either live or in the trash',
      async () => {
        const outcomes: string[] = [];
        // A fast machine can answer an undo between the probe and the kill: a fresh copy each time.
        for (
          let attempt = 0;
          attempt < 6 && !outcomes.includes('killed mid-transaction');
          attempt++
        ) {
          await copy('copy-my-events').request;
          const batchId = await withDb(async (db) => {
            const row = await db
              .selectFrom('activity_log')
              .select('batch_id')
              .where('action', '=', 'copy')
              .where('batch_id', 'is not', null)
              .orderBy('id', 'desc')
              .executeTakeFirstOrThrow();
            return row.batch_id ?? '';
          });
          expect(await batchState(batchId)).toBe('live');

          const mid = await killMidWrite('POST', `/api/batches/${batchId}/undo`, {});
          outcomes.push(mid ? 'killed mid-transaction' : 'answered first');
          await start();
          await signIn();
          expectNoBrokenReference(await consistency());
          if ((await batchState(batchId)) === 'live') {
            expect((await api('POST', `/api/batches/${batchId}/undo`, {})).status).toBe(200);
          }
          expect(await batchState(batchId)).toBe('trash');
          expectNoBrokenReference(await consistency());
        }
        landed.push(`undo of a copy: ${outcomes.join(', ')}`);
        expect(outcomes).toContain('killed mid-transaction');
      },
      TEST_TIMEOUT,
    );
  });
}

describe('with the files on the disk', () => {
  world('disk', EVENTS, [copyCrashes, uploadCrashes, trashCrashes, undoCrashes]);
});

describe('with the files in a bucket (S3)', () => {
  world('s3', BUCKET_EVENTS, [uploadCrashes, trashCrashes]);
});

describe('checkConsistency', () => {
  it('reports each broken reference, a row without its file, a file without its row, a temp file', async () => {
    const t = await createTestApp();
    try {
      const db = t.ctx.db;
      const clean = await checkConsistency(db, t.dataDir);
      expect(clean.broken).toEqual({});
      expect(clean.rowsWithoutFile).toEqual([]);
      expect(clean.filesWithoutRow).toEqual([]);
      expect(clean.tempFiles).toEqual([]);

      const company = await db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
      const year = await db.selectFrom('fiscal_years').select('id').executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const event = await db
        .insertInto('events')
        .values({
          company_id: company.id,
          fiscal_year_id: year.id,
          title: 't',
          content: 'c',
          date: '2083-04-01',
          ad_date: '2026-07-17',
          time: '10:00',
          assign_to: null,
          status: 'notDone',
          saving_frequency: 'yearly',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const file = (key: string) =>
        db
          .insertInto('stored_files')
          .values({
            company_id: company.id,
            key,
            original_name: 'a.pdf',
            mime: 'application/pdf',
            size: 1,
            visibility: 'private',
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const onDisk = await file('AAAAAAAAAAAAAAAAAAAAAAAA.pdf');
      fs.writeFileSync(
        path.join(t.dataDir, 'storage', 'private', 'AAAAAAAAAAAAAAAAAAAAAAAA.pdf'),
        'x',
      );
      const missing = await file('BBBBBBBBBBBBBBBBBBBBBBBB.pdf');
      fs.writeFileSync(
        path.join(t.dataDir, 'storage', 'private', 'CCCCCCCCCCCCCCCCCCCCCCCC.pdf'),
        'x',
      );
      fs.writeFileSync(path.join(t.dataDir, 'storage', 'tmp', 'abc.part'), 'x');
      const task = (values: { event_id: number; file_id: number | null }) =>
        db
          .insertInto('tasks')
          .values({
            company_id: company.id,
            name: 'n',
            created_at: now,
            updated_at: now,
            ...values,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const good = await task({ event_id: event.id, file_id: onDisk.id });
      const sharing = await task({ event_id: event.id, file_id: onDisk.id });
      const withMissing = await task({ event_id: event.id, file_id: missing.id });
      // References the database itself would refuse: written with its checks off.
      const dangling = await db.connection().execute(async (c) => {
        if (t.ctx.dialect === 'postgres')
          await sql`set session_replication_role = replica`.execute(c);
        else await sql`pragma foreign_keys = off`.execute(c);
        try {
          const row = await c
            .insertInto('tasks')
            .values({
              company_id: company.id,
              event_id: 999_999,
              name: 'n',
              file_id: 888_888,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await c
            .insertInto('event_categories')
            .values({ event_id: event.id, category_id: 777_777 })
            .execute();
          return row;
        } finally {
          if (t.ctx.dialect === 'postgres')
            await sql`set session_replication_role = origin`.execute(c);
          else await sql`pragma foreign_keys = on`.execute(c);
        }
      });

      const found = await checkConsistency(db, t.dataDir);
      expect(found.broken).toEqual({
        'tasks.event_id': [dangling.id],
        'tasks.file_id': [dangling.id],
        'event_categories.category_id': [`${event.id}/777777`],
        'stored_files owned more than once': [onDisk.id],
      });
      expect(found.rowsWithoutFile).toEqual([
        { id: missing.id, key: 'BBBBBBBBBBBBBBBBBBBBBBBB.pdf', visibility: 'private' },
      ]);
      expect(found.filesWithoutRow.map((f) => f.path)).toEqual([
        'private/CCCCCCCCCCCCCCCCCCCCCCCC.pdf',
      ]);
      expect(found.tempFiles.map((f) => f.path)).toEqual(['tmp/abc.part']);
      expect([good.id, sharing.id, withMissing.id]).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
