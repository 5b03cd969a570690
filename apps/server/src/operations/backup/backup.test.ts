import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Task } from '@karyayojana/contracts';
import { buildApp, type BuiltApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { createClock } from '../../lib/clock.js';
import { JPEG, KATHMANDU, PNG } from '../../../test/support/builders.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  testDialect,
  type TestApp,
} from '../../../test/support/test-app.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seed-demo.js';
import { createBackup, type BackupOptions } from './backup.js';
import { BackupError, DERIVED_TABLES, tableColumns, TABLES } from './format.js';
import { restoreBackup } from './restore.js';

// npm run backup / restore (issue 8, item 6): one file with a consistent snapshot of the rows
// and the stored files, taken while the server writes; restored all or nothing into an empty
// DATA_DIR, on SQLite or PostgreSQL, from either.

const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));
const PG_URL = process.env.TEST_DATABASE_URL ?? '';
const root = path.resolve(import.meta.dirname, '../../../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-backup-'));
const cleanups: (() => Promise<void>)[] = [];

/** A PDF the server accepts (judged by its first bytes), big enough for several chunks. */
const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size), Buffer.from('\n%%EOF\n')]);

let t: TestApp;
let sa: string;
let admins: string[];
let companies: number[];
/** Tasks of the first municipality that carry a document. */
let documentedTasks: number[];
/** A signed link the source server gave out before any backup. */
let signedLink: string;
let signedBytes: Buffer;
let logoKey: string;
/** An event of the second municipality in the trash, with a task whose document came along. */
let trashed: { event: number; task: number; bytes: Buffer };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const accounts = await seedDemo(t.ctx);
  sa = await login(t, ADMIN.email, ADMIN.password);
  admins = await Promise.all(
    accounts.filter((a) => a.role === 'admin').map((a) => login(t, a.email, DEMO_PASSWORD)),
  );
  companies = (
    await t.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('is_owner', '=', 0)
      .orderBy('id')
      .execute()
  ).map((c) => c.id);
  // Logos (public files) of both municipalities, through the API.
  for (const [i, id] of companies.entries()) {
    const res = await form('PUT', `/api/companies/${id}`, sa, {
      name: `नगरपालिका ${i}`,
      ...KATHMANDU,
      logo: { filename: 'logo.png', content: PNG, contentType: 'image/png' },
      subLogo: { filename: 'sub.jpg', content: JPEG, contentType: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    logoKey = res.json<{ data: { logo: string } }>().data.logo.split('/').pop() ?? '';
  }
  // Task documents (private), one of them replaced once, and other documents.
  documentedTasks = [];
  for (const [i, companyId] of companies.entries()) {
    const tasks = await t.ctx.db
      .selectFrom('tasks')
      .select('id')
      .where('company_id', '=', companyId)
      .orderBy('id')
      .limit(3)
      .execute();
    for (const task of tasks) {
      await attach(admins[i] ?? '', task.id, pdf(1000 + task.id));
      if (i === 0) documentedTasks.push(task.id);
    }
    const res = await form('POST', '/api/other-documents', admins[i] ?? '', {
      name: 'बजेट पुस्तिका',
      remarks: 'नगरसभाबाट पारित',
      documents: { filename: 'बजेट.pdf', content: pdf(150_000), contentType: 'application/pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  // The trash (issue 16) travels too: an event deleted with its task's document.
  const gone = await t.ctx.db
    .selectFrom('tasks')
    .select(['id', 'event_id'])
    .where('company_id', '=', companies[1] ?? 0)
    .where('file_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const goneBytes = await t.app.inject({
    url: (await getTask(admins[1] ?? '', gone.id)).documents ?? '',
  });
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/events/${gone.event_id}`,
    headers: { authorization: `Bearer ${admins[1] ?? ''}` },
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  trashed = { event: gone.event_id, task: gone.id, bytes: goneBytes.rawPayload };
  await attach(admins[0] ?? '', documentedTasks[0] ?? 0, pdf(120_000));
  const task = await getTask(admins[0] ?? '', documentedTasks[0] ?? 0);
  signedLink = task.documents ?? '';
  const download = await t.app.inject({ url: signedLink });
  expect(download.statusCode).toBe(200);
  signedBytes = download.rawPayload;
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

function form(
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, FormValue>,
  app: BuiltApp = t,
) {
  const body = multipartBody(fields);
  return app.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function attach(token: string, taskId: number, content: Buffer): Promise<Task> {
  const res = await form('POST', `/api/tasks/${taskId}`, token, {
    _method: 'PUT',
    documents: { filename: 'प्रमाण.pdf', content, contentType: 'application/pdf' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ task: Task }>().task;
}

async function getTask(token: string, id: number, app: BuiltApp = t): Promise<Task> {
  const res = await app.app.inject({ url: `/api/tasks/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Task }>().data;
}

async function createEvent(token: string, title: string, app: BuiltApp = t): Promise<Event> {
  const year = await app.ctx.db
    .selectFrom('fiscal_years')
    .select('id')
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: {
      fiscal_year_id: year.id,
      title,
      content: 'समवर्ती लेखन',
      date: '2083-08-10',
      tasks: ['पहिलो', 'दोस्रो'],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [event] = res.json<{ data: Event[] }>().data;
  if (!event) throw new Error('no event');
  return event;
}

/** Where a backup or a restore reads and writes: a DATA_DIR and, on PostgreSQL, a schema. */
interface Place {
  dialect: Dialect;
  dataDir: string;
  databaseUrl?: string;
  pgSchema?: string;
}

const currentSchema = async (db: Kysely<Database>) =>
  (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s ?? '';

async function sourceOf(app: TestApp | BuiltApp, dataDir: string): Promise<Place> {
  return app.ctx.dialect === 'postgres'
    ? {
        dialect: 'postgres',
        dataDir,
        databaseUrl: PG_URL,
        pgSchema: await currentSchema(app.ctx.db),
      }
    : { dialect: 'sqlite', dataDir };
}

/** An empty target: a DATA_DIR not yet created and, on PostgreSQL, a new schema. */
async function newTarget(dialect: Dialect = testDialect): Promise<Place> {
  const dataDir = path.join(scratch, `target-${randomBytes(4).toString('hex')}`);
  if (dialect === 'sqlite') return { dialect, dataDir };
  const pgSchema = `t_${randomBytes(6).toString('hex')}`;
  await pgQuery(`create schema ${pgSchema}`);
  cleanups.push(() => pgQuery(`drop schema ${pgSchema} cascade`));
  return { dialect, dataDir, databaseUrl: PG_URL, pgSchema };
}

async function pgQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function openPlace(place: Place): DatabaseHandle {
  return openDatabase({
    dataDir: place.dataDir,
    ...(place.databaseUrl ? { databaseUrl: place.databaseUrl } : {}),
    ...(place.pgSchema ? { pgSchema: place.pgSchema } : {}),
  });
}

const newFile = () => path.join(scratch, `backup-${randomBytes(4).toString('hex')}.gz`);

async function backup(source: Place, extra: Partial<BackupOptions> = {}) {
  const file = newFile();
  const summary = await createBackup({ file, ...source, ...extra });
  return { file, summary };
}

const restore = (file: string, target: Place) => restoreBackup({ file, ...target });

/** Every row of every table (derived ones aside), each table in key order. */
async function dump(db: Kysely<Database>, dialect: Dialect) {
  const columns = await tableColumns(db, dialect);
  const out: Record<string, unknown[]> = {};
  for (const name of [...columns.keys()].sort()) {
    if (DERIVED_TABLES.includes(name)) continue;
    const key = TABLES.find((x) => x.name === name)?.key ?? [];
    expect(key, `${name} has a place in the backup`).not.toEqual([]);
    const rows = await sql<Record<string, unknown>>`
      select * from ${sql.table(name)} order by ${sql.join(key.map((k) => sql.ref(k)))}`.execute(
      db,
    );
    out[name] = rows.rows;
  }
  return out;
}

async function dumpPlace(place: Place) {
  const database = openPlace(place);
  try {
    return await dump(database.db, database.dialect);
  } finally {
    await database.close();
  }
}

/** Every stored file under DATA_DIR, as 'public/key' → bytes. */
function filesOf(dataDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const v of ['public', 'private']) {
    const dir = path.join(dataDir, 'storage', v);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir))
      files.set(`${v}/${name}`, fs.readFileSync(path.join(dir, name)));
  }
  return files;
}

function expectSameFiles(actual: Map<string, Buffer>, expected: Map<string, Buffer>) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, bytes] of expected)
    expect(actual.get(name)?.equals(bytes), `${name} byte for byte`).toBe(true);
}

/** Nothing of a failed restore remains: no folder (or an empty one), no rows. */
async function expectUntouched(target: Place) {
  expect(fs.existsSync(target.dataDir) ? fs.readdirSync(target.dataDir) : []).toEqual([]);
  if (target.dialect === 'postgres') {
    const database = openPlace(target);
    try {
      for (const [name, rows] of Object.entries(await dump(database.db, 'postgres')))
        if (name !== 'roles') expect(rows, name).toEqual([]);
    } finally {
      await database.close();
    }
  }
}

/** A server on restored data, as `npm start` would build it. */
async function startOn(place: Place): Promise<BuiltApp> {
  const config = loadConfig({ DATA_DIR: place.dataDir, WEB_DIST: path.join(scratch, 'no-web') });
  const built = await buildApp(config, { database: openPlace(place), clock });
  cleanups.push(() => built.app.close());
  return built;
}

/** The integrity a snapshot must have: every reference resolves, every file row has its file. */
async function expectConsistent(place: Place) {
  const database = openPlace(place);
  const db = database.db;
  try {
    const references: [string, string, string][] = [
      ['companies', 'logo_file_id', 'stored_files'],
      ['companies', 'sub_logo_file_id', 'stored_files'],
      ['users', 'company_id', 'companies'],
      ['users', 'role_id', 'roles'],
      ['access_tokens', 'user_id', 'users'],
      ['events', 'company_id', 'companies'],
      ['events', 'fiscal_year_id', 'fiscal_years'],
      ['event_categories', 'event_id', 'events'],
      ['event_categories', 'category_id', 'categories'],
      ['tasks', 'event_id', 'events'],
      ['tasks', 'company_id', 'companies'],
      ['tasks', 'file_id', 'stored_files'],
      ['other_documents', 'company_id', 'companies'],
      ['other_documents', 'file_id', 'stored_files'],
    ];
    for (const [table, column, parent] of references) {
      const dangling = await sql<{ n: number }>`
        select count(*) as n from ${sql.table(table)} c
        where c.${sql.ref(column)} is not null
          and not exists (select 1 from ${sql.table(parent)} p where p.id = c.${sql.ref(column)})`.execute(
        db,
      );
      expect(Number(dangling.rows[0]?.n), `${table}.${column}`).toBe(0);
    }
    const rows = await db
      .selectFrom('stored_files')
      .select(['key', 'visibility', 'size'])
      .execute();
    const onDisk = filesOf(place.dataDir);
    expect(onDisk.size).toBe(rows.length);
    for (const row of rows)
      expect(onDisk.get(`${row.visibility}/${row.key}`)?.length, row.key).toBe(row.size);
    // No file row without the task, document, logo or trash item that owns it.
    const unowned = await sql<{ id: number }>`
      select f.id from stored_files f where not exists (
        select 1 from tasks x where x.file_id = f.id
        union all select 1 from other_documents x where x.file_id = f.id
        union all select 1 from companies x where x.logo_file_id = f.id or x.sub_logo_file_id = f.id)`.execute(
      db,
    );
    const inTrash = new Set(
      (await db.selectFrom('trash').select('file_ids').execute()).flatMap(
        (r) => JSON.parse(r.file_ids) as number[],
      ),
    );
    expect(unowned.rows.map((r) => Number(r.id)).filter((id) => !inTrash.has(id))).toEqual([]);
  } finally {
    await database.close();
  }
}

describe('backup and restore round trip', () => {
  it('brings back every row and every file byte for byte; a server on it signs in and serves', async () => {
    const source = await sourceOf(t, t.dataDir);
    const rowsBefore = await dump(t.ctx.db, t.ctx.dialect);
    const filesBefore = filesOf(t.dataDir);
    expect(rowsBefore.tasks?.length).toBeGreaterThan(50);
    expect(filesBefore.size).toBe(rowsBefore.stored_files?.length);
    expect(filesBefore.size).toBe(2 * 2 + 2 * 3 + 2); // logos, task documents, other documents
    // The categories' English names (migration 015) are among the rows compared below.
    expect(rowsBefore.categories).toContainEqual(
      expect.objectContaining({ name: 'आर्थिक विकास', name_en: 'Economic development' }),
    );

    const { file, summary } = await backup(source);
    expect(summary).toMatchObject({
      files: filesBefore.size,
      attempts: 1,
      secrets: ['signing.key'],
    });
    expect(summary.rows).toBe(Object.values(rowsBefore).reduce((n, rows) => n + rows.length, 0));
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const target = await newTarget();
    const restored = await restore(file, target);
    expect(restored).toMatchObject({ files: filesBefore.size, rows: summary.rows });
    expect(await dumpPlace(target)).toEqual(rowsBefore);
    expectSameFiles(filesOf(target.dataDir), filesBefore);
    expect(fs.readFileSync(path.join(target.dataDir, 'signing.key'), 'utf8')).toBe(
      fs.readFileSync(path.join(t.dataDir, 'signing.key'), 'utf8'),
    );
    expect(fs.readdirSync(target.dataDir).sort()).toEqual(
      target.dialect === 'sqlite'
        ? ['karyayojana.sqlite', 'signing.key', 'storage']
        : ['signing.key', 'storage'],
    );

    const server = await startOn(target);
    const token = await login(server, 'admin@dhulikhel.demo', DEMO_PASSWORD);
    const task = await getTask(token, documentedTasks[1] ?? 0, server);
    const download = await server.app.inject({ url: task.documents ?? '' });
    expect(download.statusCode).toBe(200);
    const original = await t.app.inject({
      url: (await getTask(admins[0] ?? '', task.id)).documents ?? '',
    });
    expect(download.rawPayload.equals(original.rawPayload)).toBe(true);
    // The signing key came along: a link the old server gave out still works.
    const old = await server.app.inject({ url: signedLink });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(signedBytes)).toBe(true);
    const logo = await server.app.inject({ url: `/storage/${logoKey}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // New rows get new ids (PostgreSQL's sequences were moved past the restored ids).
    const event = await createEvent(token, 'पुनर्स्थापनापछि', server);
    expect(event.id).toBeGreaterThan(
      Math.max(...(rowsBefore.events ?? []).map((e) => (e as { id: number }).id)),
    );
    const doc = await form('POST', '/api/other-documents', token, { name: 'नयाँ' }, server);
    expect(doc.statusCode, doc.body).toBe(200);

    // The trashed event comes back from the restored trash with its document, byte for byte.
    expect(rowsBefore.trash?.length).toBe(1);
    expect(rowsBefore.activity_log?.length).toBeGreaterThan(10);
    const butwal = await login(server, 'admin@butwal.demo', DEMO_PASSWORD);
    const [item] = (
      await server.app.inject({ url: '/api/trash', headers: { authorization: `Bearer ${butwal}` } })
    ).json<{ data: { id: number; entity_id: number }[] }>().data;
    expect(item?.entity_id).toBe(trashed.event);
    const back = await server.app.inject({
      method: 'POST',
      url: `/api/trash/${item?.id ?? 0}/restore`,
      headers: { authorization: `Bearer ${butwal}` },
    });
    expect(back.statusCode, back.body).toBe(200);
    const again = await server.app.inject({
      url: (await getTask(butwal, trashed.task, server)).documents ?? '',
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(trashed.bytes)).toBe(true);
  });

  it('takes the rows as they were when it started, without holding up writes', async () => {
    const source = await sourceOf(t, t.dataDir);
    const rowsBefore = await dump(t.ctx.db, t.ctx.dialect);
    const filesBefore = filesOf(t.dataDir);
    let written: Event | undefined;
    const { file } = await backup(source, {
      hooks: {
        // Inside the snapshot: the server writes an event and a file, and is not kept waiting.
        afterSnapshot: async () => {
          written = await createEvent(admins[1] ?? '', 'बीचमा थपिएको');
          await form('POST', '/api/other-documents', admins[1] ?? '', {
            name: 'बीचमा',
            documents: { filename: 'x.pdf', content: pdf(500), contentType: 'application/pdf' },
          });
        },
      },
    });
    expect(written).toBeDefined();
    const target = await newTarget();
    await restore(file, target);
    expect(await dumpPlace(target)).toEqual(rowsBefore);
    expectSameFiles(filesOf(target.dataDir), filesBefore);
  });

  it('keeps a file that a write deletes once the snapshot holds it', async () => {
    const source = await sourceOf(t, t.dataDir);
    const taskId = documentedTasks[2] ?? 0;
    const rowsBefore = await dump(t.ctx.db, t.ctx.dialect);
    const filesBefore = filesOf(t.dataDir);
    const { file, summary } = await backup(source, {
      hooks: {
        afterPin: async (attempt) => {
          if (attempt === 1) await attach(admins[0] ?? '', taskId, pdf(2000));
        },
      },
    });
    // The replaced file is gone from the live server, but not from the backup.
    expect(filesOf(t.dataDir).size).toBe(filesBefore.size);
    expect([...filesOf(t.dataDir).keys()]).not.toEqual([...filesBefore.keys()]);
    expect(summary.attempts).toBe(1);
    const target = await newTarget();
    await restore(file, target);
    expect(await dumpPlace(target)).toEqual(rowsBefore);
    expectSameFiles(filesOf(target.dataDir), filesBefore);
  });

  it('starts again when a file of the snapshot is deleted before it is held', async () => {
    const source = await sourceOf(t, t.dataDir);
    const taskId = documentedTasks[2] ?? 0;
    let replaced = '';
    const { file, summary } = await backup(source, {
      hooks: {
        afterSnapshot: async (attempt) => {
          if (attempt > 1) return;
          await attach(admins[0] ?? '', taskId, pdf(3000));
          replaced = (await getTask(admins[0] ?? '', taskId)).documents ?? '';
        },
      },
    });
    expect(summary.attempts).toBe(2);
    const target = await newTarget();
    await restore(file, target);
    // The second snapshot has the new document, and its file.
    expect(await dumpPlace(target)).toEqual(await dump(t.ctx.db, t.ctx.dialect));
    expectSameFiles(filesOf(target.dataDir), filesOf(t.dataDir));
    const server = await startOn(target);
    const token = await login(server, 'admin@dhulikhel.demo', DEMO_PASSWORD);
    const served = await server.app.inject({
      url: (await getTask(token, taskId, server)).documents ?? '',
    });
    const live = await t.app.inject({ url: replaced });
    expect(served.rawPayload.equals(live.rawPayload)).toBe(true);
    await expectConsistent(target);
  });

  it('is consistent while events and documents are written in a loop', async () => {
    const source = await sourceOf(t, t.dataDir);
    const taskId = documentedTasks[1] ?? 0;
    let stop = false;
    let rounds = 0;
    const waiters: (() => void)[] = [];
    const writer = (async () => {
      while (!stop) {
        await createEvent(admins[rounds % 2] ?? '', `लूप ${rounds}`);
        await attach(admins[0] ?? '', taskId, pdf(700 + rounds));
        rounds++;
        for (const wake of waiters.splice(0)) wake();
      }
    })();
    const roundsLater = (n: number) => {
      const goal = rounds + n;
      return new Promise<void>((resolve) => {
        const check = () => (rounds >= goal ? resolve() : waiters.push(check));
        check();
      });
    };
    try {
      await roundsLater(1);
      const { file, summary } = await backup(source, {
        // The loop goes on inside the snapshot. The first time, before the files are held, so
        // the document it replaces vanishes and the backup starts again; then after.
        maxAttempts: 20,
        hooks: {
          afterSnapshot: async (attempt) => (attempt === 1 ? roundsLater(2) : undefined),
          afterPin: () => roundsLater(1),
        },
      });
      expect(summary.attempts).toBeGreaterThanOrEqual(2);
      stop = true;
      await writer;
      const target = await newTarget();
      await restore(file, target);
      await expectConsistent(target);
      const database = openPlace(target);
      try {
        const looped = await database.db
          .selectFrom('events')
          .select((eb) => [
            'id',
            eb
              .selectFrom('tasks')
              .whereRef('tasks.event_id', '=', 'events.id')
              .select(eb.fn.countAll<number>().as('n'))
              .as('tasks'),
          ])
          .where('title', 'like', 'लूप %')
          .execute();
        // Some of the loop's events made it, each whole (its two tasks), and not the later ones.
        expect(looped.length).toBeGreaterThan(0);
        expect(looped.length).toBeLessThan(rounds);
        expect(looped.every((e) => Number(e.tasks) === 2)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      stop = true;
      await writer;
    }
  });
});

describe('restore refuses', () => {
  let good: string;
  beforeAll(async () => {
    good = (await backup(await sourceOf(t, t.dataDir))).file;
  });

  it('a DATA_DIR that is not empty, and changes nothing in it', async () => {
    const target = await newTarget();
    fs.mkdirSync(target.dataDir, { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, 'notes.txt'), 'mine');
    await expect(restore(good, target)).rejects.toThrow(
      new BackupError(
        `${target.dataDir} is not empty (notes.txt): a restore needs an empty DATA_DIR.`,
      ),
    );
    expect(fs.readdirSync(target.dataDir)).toEqual(['notes.txt']);
  });

  if (testDialect === 'postgres') {
    it('a PostgreSQL database that has rows, leaving DATA_DIR empty', async () => {
      const target = { ...(await newTarget()), pgSchema: await currentSchema(t.ctx.db) };
      await expect(restore(good, target)).rejects.toThrow(
        /^The database is not empty \(.*companies: \d+/,
      );
      expect(fs.existsSync(target.dataDir)).toBe(false);
    });
  }

  /** Rewrites a backup record by record (still valid gzip). */
  function rewrite(change: (records: Record<string, unknown>[]) => Record<string, unknown>[]) {
    const lines = zlib.gunzipSync(fs.readFileSync(good)).toString('utf8').trimEnd().split('\n');
    const records = change(lines.map((l) => JSON.parse(l) as Record<string, unknown>));
    const file = newFile();
    fs.writeFileSync(file, zlib.gzipSync(records.map((r) => JSON.stringify(r)).join('\n') + '\n'));
    return file;
  }
  const bytes = () => fs.readFileSync(good);
  const write = (content: Buffer | string) => {
    const file = newFile();
    fs.writeFileSync(file, content);
    return file;
  };

  it.each([
    [
      'a file that is not a backup',
      () => write('name,email\nराम,ram@example.org\n'),
      /is not a कार्ययोजना backup \(it is not gzip data\)/,
    ],
    ['an empty file', () => write(''), /is not a कार्ययोजना backup/],
    [
      'a backup cut in half',
      () => write(bytes().subarray(0, bytes().length / 2)),
      /is damaged or incomplete \(unexpected end of file\)/,
    ],
    [
      'a backup with one byte changed',
      () => {
        const b = Buffer.from(bytes());
        const at = Math.floor(b.length * 0.6);
        b[at] = (b[at] ?? 0) ^ 0xff;
        return write(b);
      },
      /is damaged/,
    ],
    [
      'a gzip of something else',
      () => write(zlib.gzipSync('{"hello":"world"}\n')),
      /is not a कार्ययोजना backup\.$/,
    ],
    [
      'a backup cut at a record',
      () => rewrite((r) => r.slice(0, Math.floor(r.length / 2))),
      /is incomplete: it ends before its last record/,
    ],
    [
      'a backup without its end',
      () => rewrite((r) => r.slice(0, -1)),
      /is incomplete: it ends before its last record/,
    ],
    [
      'a stored file changed',
      () =>
        rewrite((r) =>
          r.map((x) =>
            x.type === 'data'
              ? { ...x, data: Buffer.from('%PDF-1.4 changed').toString('base64') }
              : x,
          ),
        ),
      /is not the file that was saved/,
    ],
    [
      'a row removed',
      () =>
        rewrite((r) => {
          const i = r.findIndex((x) => x.type === 'row' && x.table === 'events');
          return [...r.slice(0, i), ...r.slice(i + 1)].map((x) =>
            x.type === 'end' ? { ...x, records: Number(x.records) - 1 } : x,
          );
        }),
      /events has \d+ rows, its header says \d+/,
    ],
    [
      'a file name that climbs out of storage',
      () =>
        rewrite((r) => {
          // The same name in the row and in the file record: the key's shape is what stops it.
          const key = String(r.find((x) => x.type === 'file')?.key);
          const climb = (v: unknown) => (v === key ? '../../../escaped.pdf' : v);
          return r.map((x) =>
            x.type === 'file'
              ? { ...x, key: climb(x.key) }
              : x.type === 'row' && x.table === 'stored_files'
                ? { ...x, values: (x.values as unknown[]).map(climb) }
                : x,
          );
        }),
      /does not match its stored_files row/,
    ],
    [
      'a folder name that climbs out of storage',
      () =>
        rewrite((r) => {
          // A key of the right shape, but its visibility (the folder) leads out of storage.
          const first = r.find((x) => x.type === 'file');
          const climb = (v: unknown) => (v === first?.visibility ? '../../..' : v);
          return r.map((x) =>
            x === first
              ? { ...x, visibility: '../../..' }
              : x.type === 'row' &&
                  x.table === 'stored_files' &&
                  (x.values as unknown[]).includes(first?.key)
                ? { ...x, values: (x.values as unknown[]).map(climb) }
                : x,
          );
        }),
      /does not match its stored_files row/,
    ],
    [
      'a newer version',
      () =>
        rewrite((r) =>
          r.map((x) =>
            x.type === 'header'
              ? { ...x, migrations: [...(x.migrations as string[]), '999-future'] }
              : x,
          ),
        ),
      /made by a newer version of कार्ययोजना \(migrations 999-future\)/,
    ],
  ])('%s, leaving the target empty', async (_name, make, message) => {
    const file = make();
    const target = await newTarget();
    const error = await restore(file, target).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(message);
    await expectUntouched(target);
    expect(fs.existsSync(path.join(scratch, 'escaped.pdf'))).toBe(false);
    expect(fs.readdirSync(scratch).filter((name) => !/^(backup|target)-/.test(name))).toEqual([]);
    // The target is still fit for a restore, and the good backup goes in whole.
    await restore(good, target);
    await expectConsistent(target);
  });
});

describe('backup refuses', () => {
  it('to overwrite a file', async () => {
    const file = newFile();
    fs.writeFileSync(file, 'keep me');
    await expect(createBackup({ file, ...(await sourceOf(t, t.dataDir)) })).rejects.toThrow(
      new BackupError(`${file} exists already: a backup never overwrites a file.`),
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me');
  });

  it('a DATA_DIR without a database', async () => {
    if (testDialect === 'postgres') {
      const empty = await newTarget();
      await expect(backup(empty)).rejects.toThrow(/The database has no कार्ययोजना tables/);
    } else {
      const empty = fs.mkdtempSync(path.join(scratch, 'empty-'));
      await expect(backup({ dialect: 'sqlite', dataDir: empty })).rejects.toThrow(
        new BackupError(
          `There is no database in ${empty} (karyayojana.sqlite is missing): is DATA_DIR right?`,
        ),
      );
      expect(fs.readdirSync(empty)).toEqual([]);
    }
  });

  it('a data directory that lost a stored file, naming it and writing nothing', async () => {
    const other = await createTestApp({}, { clock });
    cleanups.push(() => other.close());
    const res = await form(
      'PUT',
      `/api/companies/${(await other.ctx.db.selectFrom('companies').select('id').executeTakeFirstOrThrow()).id}`,
      await login(other, ADMIN.email, ADMIN.password),
      {
        name: 'कार्ययोजना',
        ...KATHMANDU,
        logo: { filename: 'logo.png', content: PNG, contentType: 'image/png' },
      },
      other,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [lost] = [...filesOf(other.dataDir).keys()];
    fs.rmSync(path.join(other.dataDir, 'storage', lost ?? ''));
    const file = newFile();
    await expect(createBackup({ file, ...(await sourceOf(other, other.dataDir)) })).rejects.toThrow(
      `The stored file ${path.join('storage', lost ?? '')} (stored_files id 1) is missing from ${other.dataDir}: the data directory is damaged.`,
    );
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);
  });
});

if (testDialect === 'postgres') {
  describe('between databases', () => {
    it('a PostgreSQL backup restores into SQLite, and a backup of that into PostgreSQL, unchanged', async () => {
      const rowsBefore = await dump(t.ctx.db, t.ctx.dialect);
      const filesBefore = filesOf(t.dataDir);
      const fromPostgres = await backup(await sourceOf(t, t.dataDir));
      const lite = await newTarget('sqlite');
      await restore(fromPostgres.file, lite);
      expect(await dumpPlace(lite)).toEqual(rowsBefore);
      expectSameFiles(filesOf(lite.dataDir), filesBefore);

      const fromSqlite = await backup(lite);
      expect(fromSqlite.summary.dialect).toBe('sqlite');
      const back = await newTarget('postgres');
      await restore(fromSqlite.file, back);
      expect(await dumpPlace(back)).toEqual(rowsBefore);
      expectSameFiles(filesOf(back.dataDir), filesBefore);
      const server = await startOn(back);
      const token = await login(server, 'admin@butwal.demo', DEMO_PASSWORD);
      expect((await createEvent(token, 'फेरि PostgreSQL मा', server)).id).toBeGreaterThan(0);
    });
  });
}

describe('npm run backup / npm run restore (the real commands)', () => {
  const run = promisify(execFile);
  /** Runs a CLI from source as npm run would after building, with DATA_DIR / DATABASE_URL. */
  async function cli(name: 'backup' | 'restore', args: string[], place: Place) {
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: place.dataDir };
    delete env.DATABASE_URL;
    if (place.databaseUrl) {
      const url = new URL(place.databaseUrl);
      url.searchParams.set('options', `-c search_path=${place.pgSchema ?? 'public'}`);
      env.DATABASE_URL = url.toString();
    }
    const command = ['--import', 'tsx', '--conditions=source', `apps/server/src/cli/${name}.ts`];
    return run('node', [...command, ...args], { cwd: root, env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        stdout: e.stdout,
        stderr: e.stderr,
      }),
    );
  }
  const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);

  it('back up while the server writes, restore into an empty DATA_DIR, serve it', async () => {
    const source = await sourceOf(t, t.dataDir);
    let stop = false;
    let written = 0;
    const writer = (async () => {
      while (!stop) {
        await createEvent(admins[0] ?? '', `CLI ${written}`);
        written++;
      }
    })();
    const file = newFile();
    const made = await cli('backup', [file], source).finally(() => (stop = true));
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      new RegExp(
        `^Backup written to ${file} \\(.+\\)\\.\\n  (SQLite|PostgreSQL): ${TABLES.length} tables, \\d+ rows \\(roles 3, stored_files \\d+,`,
      ),
    );
    expect(made.stdout).toMatch(/\n {2}\d+ stored files, [\d.]+ (KB|MB); the link-signing key\n$/);

    const target = await newTarget();
    const back = await cli('restore', [file], target);
    expect(back.stderr).toBe('');
    expect(back.code).toBe(0);
    expect(back.stdout).toMatch(/^Restored the backup of \S+ \((SQLite|PostgreSQL)\) into /);
    expect(back.stdout).toMatch(/\d+ stored files, .+, every one checked; the link-signing key\n$/);
    await expectConsistent(target);
    const server = await startOn(target);
    const token = await login(server, 'admin@dhulikhel.demo', DEMO_PASSWORD);
    const task = await getTask(token, documentedTasks[0] ?? 0, server);
    expect((await server.app.inject({ url: task.documents ?? '' })).statusCode).toBe(200);
  }, 120_000);

  it('explains mistakes in one line, without a stack trace', async () => {
    const source = await sourceOf(t, t.dataDir);
    const existing = newFile();
    fs.writeFileSync(existing, 'keep me');
    const full = await newTarget();
    fs.mkdirSync(full.dataDir, { recursive: true });
    fs.writeFileSync(path.join(full.dataDir, 'karyayojana.sqlite'), '');
    const [noFile, overwrite, notEmpty, notBackup] = await Promise.all([
      cli('backup', [], source),
      cli('backup', [existing], source),
      cli('restore', [existing], full),
      cli('restore', [existing], await newTarget()),
    ]);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toMatch(/^Give the FILE to write\.\n\nWrites a backup/);
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toBe(
      `Backup failed: ${existing} exists already: a backup never overwrites a file.\n`,
    );
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toBe(
      `Restore failed: ${full.dataDir} is not empty (karyayojana.sqlite): a restore needs an empty DATA_DIR.\n`,
    );
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toMatch(
      /^Restore failed: .+ is not a कार्ययोजना backup \(it is not gzip data\)\.\n$/,
    );
    for (const r of [noFile, overwrite, notEmpty, notBackup]) noStack(r.stderr);
  }, 120_000);
});
