import type { Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * The calendar subscription (issue 17, docs/decisions/024-calendar-feed.md): per user, the
 * random nonce the feed's secret is derived from (with the server's signing key), and the
 * SHA-256 of that secret, which is what a feed request is looked up by. The secret itself is
 * never stored. Both stay null until the user first asks for the feed's address.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('calendar_feed_nonce', 'text').execute();
  await db.schema.alterTable('users').addColumn('calendar_feed_hash', 'text').execute();
  await db.schema
    .createIndex('users_calendar_feed_hash')
    .on('users')
    .column('calendar_feed_hash')
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('users_calendar_feed_hash').execute();
  await db.schema.alterTable('users').dropColumn('calendar_feed_hash').execute();
  await db.schema.alterTable('users').dropColumn('calendar_feed_nonce').execute();
}
