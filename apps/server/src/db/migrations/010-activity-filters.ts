import type { Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * The activity log read with its filters (issue 16): a municipality's entries of a date range,
 * and of one kind of record and action, each along an index of its own rather than a scan of
 * the municipality's whole log (docs/performance.md, "Activity log": 57 and 88 ms a page over
 * 500,000 entries without them).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('activity_log_company_at')
    .on('activity_log')
    .columns(['company_id', 'at'])
    .execute();
  await db.schema
    .createIndex('activity_log_company_kind')
    .on('activity_log')
    .columns(['company_id', 'entity', 'action', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('activity_log_company_kind').execute();
  await db.schema.dropIndex('activity_log_company_at').execute();
}
