import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LogEvent } from 'kysely';
import { buildApp, type BuildOptions, type BuiltApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import type { Clock } from '../../src/lib/clock.js';

export const ADMIN = { email: 'super@example.org', password: 'super-secret-1' };

/** Which database this run tests: `server-pg` sets TEST_DB=postgres with TEST_DATABASE_URL. */
export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp extends BuiltApp {
  dataDir: string;
  /** Every SQL statement run since the last reset (for query-count tests). */
  queries: string[];
  /**
   * Another server process over the same database and DATA_DIR (two processes behind one
   * load balancer, or the same server after a restart). Closing it leaves the data.
   */
  another(
    env?: Record<string, string>,
    options?: { clock?: Clock; mailScheduler?: boolean | 'off' },
  ): Promise<BuiltApp>;
  close(): Promise<void>;
}

/**
 * A real server on a real, empty database: an SQLite file in a fresh folder, or a fresh
 * PostgreSQL schema. First start has run (owner company, Super-Admin ADMIN, fiscal years).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock; logger?: BuildOptions['logger']; mailScheduler?: boolean | 'off' } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-test-'));
  const baseEnv = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  const config = loadConfig({ ...baseEnv, ...env });
  const queries: string[] = [];
  const onQuery = (e: LogEvent) => void queries.push(e.query.sql);
  let dropSchema = async () => {};
  let database;
  let reopen: () => ReturnType<typeof openDatabase>;
  if (testDialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase({ databaseUrl: url, dataDir, pgSchema: schema, onQuery });
    reopen = () => openDatabase({ databaseUrl: url, dataDir, pgSchema: schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    database = openDatabase({ dataDir, onQuery });
    reopen = () => openDatabase({ dataDir });
  }
  const built = await buildApp(config, {
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.mailScheduler === undefined ? {} : { mailScheduler: options.mailScheduler }),
  });
  const others: BuiltApp[] = [];
  return {
    ...built,
    dataDir,
    queries,
    async another(extraEnv = {}, more = {}) {
      const other = await buildApp(loadConfig({ ...baseEnv, ...env, ...extraEnv }), {
        database: reopen(),
        ...(more.clock ? { clock: more.clock } : {}),
        ...(more.mailScheduler === undefined ? {} : { mailScheduler: more.mailScheduler }),
      });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.app.close().catch(() => undefined);
      await built.app.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function login(t: BuiltApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
