import type { Kysely } from 'kysely';
import type { ActivityAction, ActivityEntity } from '@karyayojana/contracts';
import type { Database } from '../db/schema.js';
import type { Actor } from './access.js';

/**
 * The activity log (issue 16, docs/decisions/023-activity-and-trash.md): one entry per write
 * through the API, written with the write's own transaction handle so that there is no change
 * without its entry and no entry without its change. Never a password or a token.
 */
export interface ActivityEntry {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: number | null;
  /** The municipality the row belongs to; null for the platform's own rows. */
  companyId: number | null;
  /** One line naming the row (its title or name), as officers know it. */
  summary: string;
  /** For updates: each changed field with its value before and after. */
  changes?: Changes | null;
  /** The bulk operation (copy, duplicate, import) the write belongs to. */
  batchId?: string | null;
}

export type Changes = Record<string, [unknown, unknown]>;

/** Fields never written to the log, whatever the row. */
const SECRET = new Set(['password', 'password_hash', 'token', 'token_hash', 'c_password']);

/**
 * The fields that differ between `before` and `after` (only those `after` names, or the ones
 * listed), as `{ field: [before, after] }`; null when nothing changed. Arrays compare by
 * content (categories, tasks); secrets are left out.
 */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): Changes | null {
  const changes: Changes = {};
  for (const field of fields) {
    if (SECRET.has(field) || !(field in after)) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = [from, to];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The fields that hold a stored file's id. */
const FILE_FIELDS = new Set(['file_id', 'logo_file_id', 'sub_logo_file_id']);

/**
 * A file field's ids as `{ id, name }`, the name the file was uploaded with: a replaced file
 * is deleted after the write, and the log must still say which one it was (issue 27). Only
 * file fields: an import's undo reads an event's changes back as they were stored.
 */
async function namedFiles(db: Kysely<Database>, changes: Changes): Promise<Changes> {
  const ids = Object.entries(changes)
    .filter(([field]) => FILE_FIELDS.has(field))
    .flatMap(([, pair]) => pair)
    .filter((v): v is number => typeof v === 'number');
  if (ids.length === 0) return changes;
  const rows = await db
    .selectFrom('stored_files')
    .select(['id', 'original_name'])
    .where('id', 'in', ids)
    .execute();
  const names = new Map(rows.map((r) => [r.id, r.original_name]));
  const named = (v: unknown) =>
    typeof v === 'number' && names.has(v) ? { id: v, name: names.get(v) } : v;
  return Object.fromEntries(
    Object.entries(changes).map(([field, [before, after]]) =>
      FILE_FIELDS.has(field) ? [field, [named(before), named(after)]] : [field, [before, after]],
    ),
  );
}

/** Writes one entry; `db` is the write's transaction. `at` is the server's clock (ISO). */
export async function recordActivity(
  db: Kysely<Database>,
  actor: Actor | null,
  entry: ActivityEntry,
  at: string,
): Promise<void> {
  const changes = entry.changes ? await namedFiles(db, entry.changes) : null;
  await db
    .insertInto('activity_log')
    .values({
      at,
      company_id: entry.companyId,
      user_id: actor?.id ?? null,
      user_name: actor?.name ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      summary: entry.summary.slice(0, 500),
      changes: changes ? JSON.stringify(changes) : null,
      batch_id: entry.batchId ?? null,
    })
    .execute();
}
