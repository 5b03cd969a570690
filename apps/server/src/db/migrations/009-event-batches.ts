import { sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * The bulk operation (copy, duplicate, import) that created an event, the same id as its
 * activity log entry's `batch_id`, so that an undo can find the events it made
 * (docs/decisions/023-activity-and-trash.md). Null for events created one at a time.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('events').addColumn('batch_id', 'text').execute();
  await db.schema
    .createIndex('events_batch')
    .on('events')
    .column('batch_id')
    .where(sql.ref('batch_id'), 'is not', null)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('events_batch').execute();
  await db.schema.alterTable('events').dropColumn('batch_id').execute();
}
