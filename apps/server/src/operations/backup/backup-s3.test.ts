import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@karyayojana/contracts';
import { buildApp, type BuiltApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../db/database.js';
import type { FileStore, Visibility } from '../../features/files/file-store.js';
import { s3FileStore } from '../../features/files/s3-file-store.js';
import { createClock } from '../../lib/clock.js';
import { JPEG, KATHMANDU, PNG } from '../../../test/support/builders.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';
import { startS3, type TestS3 } from '../../../test/support/s3.js';
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
import { BackupError } from './format.js';
import { restoreBackup, type RestoreOptions } from './restore.js';

// Issue 19: backup and restore carry the stored files both ways between the disk store and a
// bucket. The backup file is the same whichever store wrote it; the restore puts the files in
// the store of the target's configuration, all or nothing, in the bucket as in DATA_DIR.

const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));
const PG_URL = process.env.TEST_DATABASE_URL ?? '';
const root = path.resolve(import.meta.dirname, '../../../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-backup-s3-'));
const cleanups: (() => Promise<void>)[] = [];

const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size), Buffer.from('\n%%EOF\n')]);

/** An app with files on one store, and what a client of it saw before any backup. */
interface Source {
  t: TestApp;
  env: Record<string, string>;
  admin: string;
  task: number;
  /** A signed link the source gave out before the backup. */
  link: string;
  linkBytes: Buffer;
}

let disk: Source;
let bucket: Source & { s3: TestS3; signingKey: string };

/** Seeds the demo plan and stores logos, task documents and other documents through the API. */
async function makeSource(env: Record<string, string>): Promise<Source> {
  const t = await createTestApp(env, { clock });
  cleanups.push(() => t.close());
  const accounts = await seedDemo(t.ctx);
  const sa = await login(t, ADMIN.email, ADMIN.password);
  const account = accounts.find((a) => a.role === 'admin');
  const admin = await login(t, account?.email ?? '', DEMO_PASSWORD);
  const companies = await t.ctx.db
    .selectFrom('companies')
    .select('id')
    .where('is_owner', '=', 0)
    .orderBy('id')
    .execute();
  for (const { id } of companies) {
    const res = await form(t, 'PUT', `/api/companies/${id}`, sa, {
      name: `नगरपालिका ${id}`,
      ...KATHMANDU,
      logo: { filename: 'logo.png', content: PNG, contentType: 'image/png' },
      subLogo: { filename: 'sub.jpg', content: JPEG, contentType: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const tasks = await t.ctx.db
    .selectFrom('tasks')
    .innerJoin('users', 'users.company_id', 'tasks.company_id')
    .select('tasks.id')
    .where('users.email', '=', account?.email ?? '')
    .orderBy('tasks.id')
    .limit(3)
    .execute();
  for (const task of tasks) await attach(t, admin, task.id, pdf(1000 + task.id));
  // Bigger than one chunk of the backup file, so a file travels in several records.
  const doc = await form(t, 'POST', '/api/other-documents', admin, {
    name: 'बजेट पुस्तिका',
    documents: { filename: 'बजेट.pdf', content: pdf(150_000), contentType: 'application/pdf' },
  });
  expect(doc.statusCode, doc.body).toBe(200);
  const task = tasks[0]?.id ?? 0;
  const link = (await getTask(t, admin, task)).documents ?? '';
  const download = await t.app.inject({ url: link });
  expect(download.statusCode).toBe(200);
  return { t, env, admin, task, link, linkBytes: download.rawPayload };
}

beforeAll(async () => {
  disk = await makeSource({});
  const s3 = await startS3();
  cleanups.push(() => s3.stop());
  // A bucket deployment shares one key among its processes (SIGNING_KEY).
  const signingKey = randomBytes(32).toString('hex');
  bucket = { ...(await makeSource({ ...s3.env, SIGNING_KEY: signingKey })), s3, signingKey };
  expect(bucket.t.ctx.store.kind).toBe('s3');
  expect(disk.t.ctx.store.kind).toBe('disk');
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

function form(
  app: BuiltApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, FormValue>,
) {
  const body = multipartBody(fields);
  return app.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function attach(app: BuiltApp, token: string, taskId: number, content: Buffer) {
  const res = await form(app, 'POST', `/api/tasks/${taskId}`, token, {
    _method: 'PUT',
    documents: { filename: 'प्रमाण.pdf', content, contentType: 'application/pdf' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function getTask(app: BuiltApp, token: string, id: number): Promise<Task> {
  const res = await app.app.inject({ url: `/api/tasks/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Task }>().data;
}

/** Where a backup or a restore reads and writes: a DATA_DIR and, on PostgreSQL, a schema. */
interface Place {
  dialect: Dialect;
  dataDir: string;
  databaseUrl?: string;
  pgSchema?: string;
}

async function sourceOf(t: TestApp): Promise<Place> {
  if (t.ctx.dialect === 'sqlite') return { dialect: 'sqlite', dataDir: t.dataDir };
  const schema = await sql<{ s: string }>`select current_schema() as s`.execute(t.ctx.db);
  return {
    dialect: 'postgres',
    dataDir: t.dataDir,
    databaseUrl: PG_URL,
    pgSchema: schema.rows[0]?.s ?? '',
  };
}

/** An empty target: a DATA_DIR not yet created and, on PostgreSQL, a new schema. */
async function newTarget(): Promise<Place> {
  const dataDir = path.join(scratch, `target-${randomBytes(4).toString('hex')}`);
  if (testDialect === 'sqlite') return { dialect: 'sqlite', dataDir };
  const pgSchema = `t_${randomBytes(6).toString('hex')}`;
  await pgQuery(`create schema ${pgSchema}`);
  cleanups.push(() => pgQuery(`drop schema ${pgSchema} cascade`));
  return { dialect: 'postgres', dataDir, databaseUrl: PG_URL, pgSchema };
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

/**
 * A bucket of its own on a fresh S3 server: a store to look into it, and `open` as the restore
 * command opens it (its upload folder in the target's DATA_DIR).
 */
async function newBucket() {
  const s3 = await startS3();
  cleanups.push(() => s3.stop());
  const open = (dataDir: string): FileStore => s3FileStore(s3.config, dataDir, randomBytes(32));
  return { s3, store: open(fs.mkdtempSync(path.join(scratch, 'look-'))), open };
}

/** Every object under public/ and private/, as 'public/key' → bytes. */
async function objectsOf(store: FileStore): Promise<Map<string, Buffer>> {
  const objects = new Map<string, Buffer>();
  for (const v of ['public', 'private'] as const) {
    for (const key of await store.list(v, Infinity)) {
      const body = await store.open(key, v);
      if (!body) throw new Error(`${v}/${key} listed but not there`);
      objects.set(`${v}/${key}`, Buffer.concat(await body.toArray()));
    }
  }
  return objects;
}

/**
 * Every stored file as the server serves it: logos at their public address, documents through
 * a signed link the server makes now. 'public/key' → bytes.
 */
async function served(app: BuiltApp): Promise<Map<string, Buffer>> {
  const rows = await app.ctx.db
    .selectFrom('stored_files')
    .select(['key', 'visibility', 'size'])
    .orderBy('id')
    .execute();
  const out = new Map<string, Buffer>();
  for (const row of rows) {
    const url =
      row.visibility === 'public' ? `/storage/${row.key}` : app.ctx.store.signedUrl(row.key);
    const res = await app.app.inject({ url });
    expect(res.statusCode, `${row.visibility}/${row.key}`).toBe(200);
    expect(res.rawPayload.length).toBe(row.size);
    out.set(`${row.visibility}/${row.key}`, res.rawPayload);
  }
  return out;
}

function expectSame(actual: Map<string, Buffer>, expected: Map<string, Buffer>) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, bytes] of expected)
    expect(actual.get(name)?.equals(bytes), `${name} byte for byte`).toBe(true);
}

const newFile = () => path.join(scratch, `backup-${randomBytes(4).toString('hex')}.gz`);

async function backup(source: Source, extra: Partial<BackupOptions> = {}) {
  const file = newFile();
  const store = source.t.ctx.store;
  const summary = await createBackup({
    file,
    ...(await sourceOf(source.t)),
    ...(store.kind === 's3' ? { openStore: () => store } : {}),
    ...(source.env.SIGNING_KEY ? { signingKey: Buffer.from(source.env.SIGNING_KEY, 'hex') } : {}),
    ...extra,
  });
  return { file, summary };
}

const restore = (file: string, target: Place, more: Partial<RestoreOptions> = {}) =>
  restoreBackup({ file, ...target, ...more });

/** A server on restored data, as `npm start` would build it with `env`. */
async function startOn(place: Place, env: Record<string, string> = {}): Promise<BuiltApp> {
  const config = loadConfig({
    DATA_DIR: place.dataDir,
    WEB_DIST: path.join(scratch, 'no-web'),
    ...env,
  });
  const built = await buildApp(config, { database: openPlace(place), clock });
  cleanups.push(() => built.app.close());
  return built;
}

/** Nothing of a failed restore remains: no folder (or an empty one), no rows. */
async function expectUntouched(target: Place) {
  expect(fs.existsSync(target.dataDir) ? fs.readdirSync(target.dataDir) : []).toEqual([]);
  if (target.dialect === 'postgres') {
    const database = openPlace(target);
    try {
      const n = await database.db
        .selectFrom('stored_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
        .catch(() => ({ n: 0 }));
      expect(Number(n?.n)).toBe(0);
    } finally {
      await database.close();
    }
  }
}

describe('between the disk and a bucket', () => {
  it('a backup of a disk-stored app restores into a bucket; a server on it serves every file', async () => {
    const before = await served(disk.t);
    expect(before.size).toBe(2 * 2 + 3 + 1); // logos, task documents, the other document
    const { file } = await backup(disk);
    const target = await newTarget();
    const { s3, store, open } = await newBucket();
    const restored = await restore(file, target, { openStore: () => open(target.dataDir) });
    expect(restored.files).toBe(before.size);

    // The files are in the bucket, under their own keys; DATA_DIR holds no stored file.
    expectSame(await objectsOf(store), before);
    expect(fs.readdirSync(target.dataDir).sort()).toEqual(
      target.dialect === 'sqlite'
        ? ['karyayojana.sqlite', 'signing.key', 'storage']
        : ['signing.key', 'storage'],
    );
    expect(fs.readdirSync(path.join(target.dataDir, 'storage'))).toEqual(['tmp']);
    expect(fs.readFileSync(path.join(target.dataDir, 'signing.key'), 'utf8')).toBe(
      fs.readFileSync(path.join(disk.t.dataDir, 'signing.key'), 'utf8'),
    );

    const server = await startOn(target, s3.env);
    expect(server.ctx.store.kind).toBe('s3');
    expectSame(await served(server), before);
    // The signing key came along: a link the disk server gave out opens on the bucket's server.
    const old = await server.app.inject({ url: disk.link });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(disk.linkBytes)).toBe(true);
    // And it goes on working: a new document lands in the bucket and is served.
    const token = await login(server, 'admin@dhulikhel.demo', DEMO_PASSWORD);
    await attach(server, token, disk.task, pdf(4000));
    const fresh = await server.app.inject({
      url: (await getTask(server, token, disk.task)).documents ?? '',
    });
    expect(fresh.statusCode).toBe(200);
    expect((await objectsOf(store)).size).toBe(before.size);
  });

  it('a backup of a bucket-stored app restores onto the disk; a server on it serves every file', async () => {
    const before = await served(bucket.t);
    expectSame(await objectsOf(bucket.t.ctx.store), before);
    const { file, summary } = await backup(bucket);
    expect(summary).toMatchObject({ files: before.size, attempts: 1, secrets: ['signing.key'] });
    const target = await newTarget();
    await restore(file, target);

    const onDisk = new Map<string, Buffer>();
    for (const v of ['public', 'private'])
      for (const key of fs.readdirSync(path.join(target.dataDir, 'storage', v)))
        onDisk.set(`${v}/${key}`, fs.readFileSync(path.join(target.dataDir, 'storage', v, key)));
    expectSame(onDisk, before);
    // The key in use was SIGNING_KEY (no DATA_DIR/signing.key needed); the backup carried it.
    expect(fs.readFileSync(path.join(target.dataDir, 'signing.key'), 'utf8')).toBe(
      bucket.signingKey,
    );

    // One machine again: no bucket, no SIGNING_KEY; the links given out before still open.
    const server = await startOn(target);
    expect(server.ctx.store.kind).toBe('disk');
    expectSame(await served(server), before);
    const old = await server.app.inject({ url: bucket.link });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(bucket.linkBytes)).toBe(true);
  });

  it('a bucket backup starts again when an object of the snapshot is deleted before its turn', async () => {
    let replaced = '';
    const { file, summary } = await backup(bucket, {
      hooks: {
        afterSnapshot: async (attempt) => {
          if (attempt > 1) return;
          // The old document's object leaves the bucket once the new one is stored.
          await attach(bucket.t, bucket.admin, bucket.task, pdf(3000));
          replaced = (await getTask(bucket.t, bucket.admin, bucket.task)).documents ?? '';
        },
      },
    });
    expect(summary.attempts).toBe(2);
    const target = await newTarget();
    const { s3, open } = await newBucket();
    await restore(file, target, { openStore: () => open(target.dataDir) });
    const server = await startOn(target, { ...s3.env, SIGNING_KEY: bucket.signingKey });
    expectSame(await served(server), await served(bucket.t));
    const live = await bucket.t.app.inject({ url: replaced });
    const again = await server.app.inject({ url: replaced });
    expect(again.rawPayload.equals(live.rawPayload)).toBe(true);
  });

  it('a bucket that lost an object the database names: no backup, and the object named', async () => {
    const { s3 } = await newBucket();
    const other = await createTestApp(s3.env, { clock });
    cleanups.push(() => other.close());
    const company = await other.ctx.db
      .selectFrom('companies')
      .select('id')
      .executeTakeFirstOrThrow();
    const res = await form(
      other,
      'PUT',
      `/api/companies/${company.id}`,
      await login(other, ADMIN.email, ADMIN.password),
      {
        name: 'कार्ययोजना',
        ...KATHMANDU,
        logo: { filename: 'logo.png', content: PNG, contentType: 'image/png' },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [lost = ''] = await other.ctx.store.list('public', Infinity);
    await other.ctx.store.delete(lost, 'public');
    const file = newFile();
    await expect(
      createBackup({
        file,
        ...(await sourceOf(other)),
        openStore: () => other.ctx.store,
      }),
    ).rejects.toThrow(
      new BackupError(
        `The stored file public/${lost} (stored_files id 1) is missing from the bucket: the ` +
          'bucket has lost a file the database needs. No backup was written.',
      ),
    );
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('a restore into a bucket refuses', () => {
  let good: string;
  beforeAll(async () => {
    good = (await backup(disk)).file;
  });

  it('a bucket that holds stored files, and leaves it as it was', async () => {
    const { store, open } = await newBucket();
    const theirs = pdf(500);
    const key = `${randomBytes(18).toString('base64url')}.pdf`;
    await store.write(key, 'private', Readable.from([theirs]), theirs.length);
    const target = await newTarget();
    const error = await restore(good, target, { openStore: () => open(target.dataDir) }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toEqual(
      new BackupError(
        `The bucket holds stored files already (private/${key}): a restore needs a bucket ` +
          'with no files under public/ or private/.',
      ),
    );
    expectSame(await objectsOf(store), new Map([[`private/${key}`, theirs]]));
    await expectUntouched(target);
  });

  it('a backup that turns out damaged half way, leaving no object in the bucket', async () => {
    // The last file is changed: every file before it is in the bucket when the damage shows.
    const lines = zlib.gunzipSync(fs.readFileSync(good)).toString('utf8').trimEnd().split('\n');
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const last = records.findLastIndex((r) => r.type === 'data');
    records[last] = { type: 'data', data: Buffer.from('%PDF-1.4 changed').toString('base64') };
    const damaged = newFile();
    fs.writeFileSync(damaged, zlib.gzipSync(records.map((r) => JSON.stringify(r)).join('\n')));

    const { s3, store, open } = await newBucket();
    let written = 0;
    const target = await newTarget();
    const counting = (): FileStore => {
      const inner = open(target.dataDir);
      return {
        ...inner,
        async write(key: string, visibility: Visibility, body: Readable, size: number) {
          await inner.write(key, visibility, body, size);
          written++;
        },
      };
    };
    await expect(restore(damaged, target, { openStore: counting })).rejects.toThrow(
      /is not the file that was saved/,
    );
    expect(written).toBeGreaterThan(3);
    expect((await objectsOf(store)).size).toBe(0);
    await expectUntouched(target);

    // Both are still fit for a restore, and the good backup goes in whole.
    await restore(good, target, { openStore: () => open(target.dataDir) });
    const server = await startOn(target, s3.env);
    expectSame(await served(server), await served(disk.t));
  });
});

describe('npm run backup / npm run restore with a bucket (the real commands)', () => {
  const run = promisify(execFile);
  async function cli(
    name: 'backup' | 'restore',
    file: string,
    place: Place,
    env: Record<string, string>,
  ) {
    const all: Record<string, string | undefined> = {
      ...process.env,
      ...env,
      DATA_DIR: place.dataDir,
    };
    delete all.DATABASE_URL;
    if (place.databaseUrl) {
      const url = new URL(place.databaseUrl);
      url.searchParams.set('options', `-c search_path=${place.pgSchema ?? 'public'}`);
      all.DATABASE_URL = url.toString();
    }
    const command = ['--import', 'tsx', '--conditions=source', `apps/server/src/cli/${name}.ts`];
    return run('node', [...command, file], { cwd: root, env: all });
  }

  it('say where the files came from and went, and warn of a SIGNING_KEY that differs', async () => {
    const file = newFile();
    const made = await cli('backup', file, await sourceOf(bucket.t), bucket.env);
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(
      /\n {2}\d+ stored files from bucket karyayojana-test, [\d.]+ (KB|MB); the link-signing key\n$/,
    );

    const target = await newTarget();
    const { s3, store } = await newBucket();
    const otherKey = randomBytes(32).toString('hex');
    const back = await cli('restore', file, target, { ...s3.env, SIGNING_KEY: otherKey });
    expect(back.stderr).toBe('');
    expect(back.stdout).toMatch(
      /\n {2}\d+ stored files, .+, into bucket karyayojana-test, every one checked; the link-signing key\n/,
    );
    expect(back.stdout).toMatch(
      /\nSIGNING_KEY differs from the key in the backup \(now DATA_DIR\/signing\.key\): links given out before will not open unless SIGNING_KEY is set to that key\.\n$/,
    );
    expect(fs.readFileSync(path.join(target.dataDir, 'signing.key'), 'utf8')).toBe(
      bucket.signingKey,
    );
    expect((await objectsOf(store)).size).toBe((await served(bucket.t)).size);
  }, 120_000);
});
