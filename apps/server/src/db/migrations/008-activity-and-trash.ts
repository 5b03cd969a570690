import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * Accountability (issue 16, docs/decisions/023-activity-and-trash.md): `activity_log`, one row
 * per write through the API, written in the write's own transaction; `trash`, what a delete
 * took away (the rows as they were, in `snapshot`, and the stored files they point at, which
 * stay in stored_files until the item is purged).
 */
export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('activity_log')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', 'text', (c) => c.notNull())
    // Null for the platform's own rows (fiscal years, categories, users of no municipality).
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    // JSON: { field: [before, after] } for updates; null otherwise.
    .addColumn('changes', 'text')
    // The bulk operation (copy, duplicate, import) the row belongs to, for its undo.
    .addColumn('batch_id', 'text')
    .execute();
  await db.schema
    .createIndex('activity_log_company')
    .on('activity_log')
    .columns(['company_id', 'id'])
    .execute();
  await db.schema
    .createIndex('activity_log_entity')
    .on('activity_log')
    .columns(['entity', 'entity_id', 'id'])
    .execute();
  await db.schema
    .createIndex('activity_log_user')
    .on('activity_log')
    .columns(['user_id', 'id'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('activity_log_batch')
    .on('activity_log')
    .column('batch_id')
    .where(sql.ref('batch_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('trash')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    // 'event' (with its tasks), 'task', 'task_document', 'other_document'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted_by_name', 'text')
    // JSON: { table: rows[] } as they were, restored with their ids.
    .addColumn('snapshot', 'text', (c) => c.notNull())
    // JSON: the stored_files ids the rows point at; purged with the item.
    .addColumn('file_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('batch_id', 'text')
    .addColumn('purge_after', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_company').on('trash').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('trash_purge').on('trash').column('purge_after').execute();
  await db.schema.createIndex('trash_entity').on('trash').columns(['kind', 'entity_id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('trash').execute();
  await db.schema.dropTable('activity_log').execute();
}
