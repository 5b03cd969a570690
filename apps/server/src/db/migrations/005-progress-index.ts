import type { Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * The progress figures of a company's fiscal year read only these columns of its events, so
 * an index holding them all answers the reports without reading the rows: the Super-Admin's
 * table of 753 municipalities (228,000 events on the bench's database) went from reading every
 * whole row to reading the index (docs/performance.md, issue 14).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('events_progress')
    .on('events')
    .columns([
      'company_id',
      'fiscal_year_id',
      'status',
      'ad_date',
      'progress',
      'budget',
      'spent',
      'updated_at',
    ])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('events_progress').execute();
}
