import { PostgresAdapter, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * What several server processes must share (issue 19, docs/decisions/028-several-processes.md):
 * - `rate_hits`: the sign-in throttle's failures and the public page's requests, one row per
 *   hit in a sliding window (unless REDIS_URL puts them in Redis); the key is a hash, never the
 *   email or the address itself; old rows are pruned every hour;
 * - `scheduled_work`: one row per periodic job (orphan sweep, trash purge, the mail's look),
 *   so that a job runs once across the processes: a process claims it with a lease, and the
 *   next run's time is kept here rather than in any one process's timer.
 * Times are epoch milliseconds (compared, never shown).
 */
export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? 'bigserial' : 'integer';

  await db.schema
    .createTable('rate_hits')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_hits_window')
    .on('rate_hits')
    .columns(['bucket', 'key_hash', 'at_ms'])
    .execute();
  await db.schema.createIndex('rate_hits_age').on('rate_hits').column('at_ms').execute();

  await db.schema
    .createTable('scheduled_work')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_at_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('owner', 'text')
    .addColumn('last_done_ms', 'bigint')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('scheduled_work').execute();
  await db.schema.dropTable('rate_hits').execute();
}
