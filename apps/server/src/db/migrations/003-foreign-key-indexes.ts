import { sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * Indexes on the foreign keys that 001 left without one. Deleting a stored file (every replaced
 * task document) makes the database look for tasks and other documents that point at it: on a
 * national database that was a scan of a million tasks, a tenth of a second per upload
 * (docs/performance.md). Most tasks have no document, so the file indexes hold only those that
 * do. Deleting a municipality looks for its tasks by company.
 */
export async function up(db: Db): Promise<void> {
  for (const table of ['tasks', 'other_documents']) {
    await db.schema
      .createIndex(`${table}_file`)
      .on(table)
      .column('file_id')
      .where(sql.ref('file_id'), 'is not', null)
      .execute();
  }
  await db.schema.createIndex('tasks_company').on('tasks').column('company_id').execute();
}

export async function down(db: Db): Promise<void> {
  for (const name of ['tasks_file', 'other_documents_file', 'tasks_company']) {
    await db.schema.dropIndex(name).execute();
  }
}
