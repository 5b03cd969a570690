import { sql, type Kysely } from 'kysely';
import { type Dialect } from '../../db/database.js';
import { migrationNames } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import {
  BackupError,
  DERIVED_TABLES,
  FORMAT,
  FORMAT_VERSION,
  tableColumns,
  type Header,
  type TableInfo,
} from './format.js';

// Whether a backup may be restored here: an empty database, a header we read, the same columns.

/** A database that a restore may fill: no rows but the roles the first migration adds. */
export async function assertNoRows(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const filled: string[] = [];
  for (const name of (await tableColumns(db, dialect)).keys()) {
    if (name === 'roles' || DERIVED_TABLES.includes(name)) continue;
    const count = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(name)}`.execute(db);
    const n = Number(count.rows[0]?.n ?? 0);
    if (n > 0) filled.push(`${name}: ${n}`);
  }
  if (filled.length > 0)
    throw new BackupError(
      `The database is not empty (${filled.join(', ')}): a restore needs a new database ` +
        '(or schema), one the server has never started on.',
    );
}

export function parseHeader(file: string, value: unknown): Header {
  const h = value as Partial<Header> | undefined;
  if (!h || h.type !== 'header' || h.format !== FORMAT)
    throw new BackupError(`${file} is not a कार्ययोजना backup.`);
  if (h.version !== FORMAT_VERSION)
    throw new BackupError(
      `${file} is a backup of format version ${String(h.version)}; this server reads version ${FORMAT_VERSION}.`,
    );
  const migrations = Array.isArray(h.migrations) ? h.migrations : [];
  if (
    migrations.length === 0 ||
    migrations.some((name, i) => migrationNames[i] !== name) ||
    !Array.isArray(h.tables) ||
    !h.files ||
    (h.source !== 'sqlite' && h.source !== 'postgres')
  ) {
    const unknown = migrations.filter((m) => !migrationNames.includes(m));
    throw new BackupError(
      unknown.length > 0
        ? `${file} was made by a newer version of कार्ययोजना (migrations ${unknown.join(', ')}); upgrade before restoring it.`
        : `${file} is damaged: its header does not describe a backup.`,
    );
  }
  for (const t of h.tables) {
    if (
      typeof t.name !== 'string' ||
      !Array.isArray(t.columns) ||
      !t.columns.every((c) => typeof c === 'string') ||
      !Number.isInteger(t.rows)
    )
      throw new BackupError(`${file} is damaged: its header does not describe a backup.`);
  }
  return h as Header;
}

/** The backup's tables must be the schema's, column for column, at the backup's level. */
export async function checkColumns(
  file: string,
  db: Kysely<Database>,
  dialect: Dialect,
  tables: TableInfo[],
): Promise<void> {
  const actual = await tableColumns(db, dialect);
  const expected = [...actual.keys()].filter((n) => !DERIVED_TABLES.includes(n)).sort();
  const given = tables.map((t) => t.name).sort();
  const differs = (a: string[], b: string[]) =>
    a.length !== b.length || a.some((x, i) => x !== b[i]);
  if (differs(expected, given))
    throw new BackupError(
      `${file} does not fit this database: its tables are ${given.join(', ')}; the database's are ${expected.join(', ')}.`,
    );
  for (const t of tables) {
    if (differs([...t.columns].sort(), [...(actual.get(t.name) ?? [])].sort()))
      throw new BackupError(`${file} does not fit this database: the columns of ${t.name} differ.`);
  }
}
