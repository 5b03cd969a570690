import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema in use, when not the default. */
  schema?: string;
  /**
   * PostgreSQL's connection pool as it stands (the metrics' gauges). SQLite has none: one
   * connection, its queries queued inside Kysely's driver where nothing can count them.
   */
  pool?: () => PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection: above 0 for long, the pool is too small. */
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise an SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  /** Called for every query: the query-count tests listen here. */
  onQuery?: (event: LogEvent) => void;
}

// PostgreSQL's count(*) and bigint come back as strings; our ids and counts fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens the database that the configuration names. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = options.onQuery;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      ...(log ? { log } : {}),
    });
    return {
      db,
      dialect: 'postgres',
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'karyayojana.sqlite'));
  // WAL lets readers go on while one writer writes; NORMAL is durable across process crashes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    ...(log ? { log } : {}),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query afresh, and preparing costs more than running a
 * small query (a sixth of an event create, measured). This keeps the last 500 prepared
 * statements by their SQL; a statement still being iterated is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      const known = cache.get(sql);
      if (known && !known.busy) {
        cache.delete(sql);
        cache.set(sql, known);
        return known;
      }
      const stmt = sqlite.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return stmt;
    },
  };
}
