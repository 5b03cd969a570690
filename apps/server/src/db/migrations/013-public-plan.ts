import type { Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * The public plan page (issue 18, docs/decisions/026-public-plan.md): per municipality, whether
 * citizens may see its plan (off by default) and the readable, unique slug of its page
 * (`/p/{slug}`), kept once made so that printed QR codes keep working.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('public_plan', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('companies').addColumn('public_slug', 'text').execute();
  await db.schema
    .createIndex('companies_public_slug')
    .on('companies')
    .column('public_slug')
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('companies_public_slug').execute();
  await db.schema.alterTable('companies').dropColumn('public_slug').execute();
  await db.schema.alterTable('companies').dropColumn('public_plan').execute();
}
