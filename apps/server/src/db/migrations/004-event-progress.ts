import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * What happened to an event (docs/decisions/018-progress-model.md): its outcome and progress on
 * the row, every status change in event_status_history. All new columns are nullable, so the
 * rows of every existing plan stay valid; planned_date is filled from date for them.
 */
export async function up(db: Db): Promise<void> {
  const money = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  await db.schema.alterTable('events').addColumn('planned_date', 'text').execute();
  await db.schema.alterTable('events').addColumn('completed_date', 'text').execute();
  await db.schema.alterTable('events').addColumn('outcome', 'text').execute();
  await db.schema.alterTable('events').addColumn('status_reason', 'text').execute();
  await db.schema.alterTable('events').addColumn('progress', 'integer').execute();
  await db.schema.alterTable('events').addColumn('budget', money).execute();
  await db.schema.alterTable('events').addColumn('spent', money).execute();
  await sql`update events set planned_date = date where planned_date is null`.execute(db);

  await db.schema
    .createTable('event_status_history')
    .addColumn(
      'id',
      db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer',
      (c) =>
        db.getExecutor().adapter instanceof PostgresAdapter
          ? c.primaryKey()
          : c.primaryKey().autoIncrement(),
    )
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text')
    .addColumn('reason', 'text')
    .addColumn('completed_date', 'text')
    .execute();
  await db.schema
    .createIndex('event_status_history_event')
    .on('event_status_history')
    .columns(['event_id', 'at'])
    .execute();
  // Deleting a user or a company looks for their history rows.
  await db.schema
    .createIndex('event_status_history_user')
    .on('event_status_history')
    .column('user_id')
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('event_status_history_company')
    .on('event_status_history')
    .column('company_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('event_status_history').execute();
  for (const column of [
    'planned_date',
    'completed_date',
    'outcome',
    'status_reason',
    'progress',
    'budget',
    'spent',
  ]) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
}
