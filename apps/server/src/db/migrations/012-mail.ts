import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * Email (issue 17, docs/decisions/025-mail.md):
 * - each user's choices: the weekly digest, a reminder N days before events, the language;
 * - `mail_jobs`, the durable queue: one row per mail, unique by `dedupe_key` (so that a due
 *   mail is queued once however many processes or restarts look at it), claimed by a lease;
 * - `password_resets`, one row per "forgot password" request (known address or not: the
 *   throttle counts them all); the link's token is kept only as its SHA-256.
 */
export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? 'serial' : 'integer';

  await db.schema
    .alterTable('users')
    .addColumn('mail_digest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('mail_reminder_days', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('mail_language', 'text', (c) => c.notNull().defaultTo('ne'))
    .execute();

  await db.schema
    .createTable('mail_jobs')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // JSON { text, html, headers }: wiped once sent (a reset link is a secret).
    .addColumn('body', 'text')
    // JSON: what must still hold when the mail goes (a reminder's event and date).
    .addColumn('guard', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's claim: due pending jobs, and leases that ran out.
  await db.schema
    .createIndex('mail_jobs_due')
    .on('mail_jobs')
    .columns(['status', 'run_at'])
    .where(sql.ref('status'), 'in', sql`('pending', 'sending')`)
    .execute();
  await db.schema.createIndex('mail_jobs_recent').on('mail_jobs').columns(['id']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // Null when the address named nobody: the request still counts for the throttle.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_email')
    .on('password_resets')
    .columns(['email_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('password_resets_ip')
    .on('password_resets')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('mail_jobs').execute();
  await db.schema.alterTable('users').dropColumn('mail_language').execute();
  await db.schema.alterTable('users').dropColumn('mail_reminder_days').execute();
  await db.schema.alterTable('users').dropColumn('mail_digest').execute();
}
