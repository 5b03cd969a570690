import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { COMMON_BRANCHES } from '@karyayojana/contracts';
import { wardCountOf } from '@karyayojana/nepal-admin';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * Wards and branches (issue 28, docs/decisions/037-wards-and-branches.md).
 *
 * - `companies.ward_count`: the municipality's wards are 1..ward_count, from the official count
 *   of its local level (null while its address names none; the Super-Admin sets it).
 * - `ward_offices`: a ward's office name and contact, when its admin gives them.
 * - `branches`: the municipality's शाखा, each company starting from the common list.
 * - `events.branch_id` and `event_wards`: where an event is and who is responsible. No ward row:
 *   the whole municipality, as every event before this migration.
 * - `users.active`, `scope_wards`, `scope_branch_ids` (JSON arrays), `can_plan`: an officer's
 *   account and limits; every existing account stays active and unlimited.
 *
 * `event_wards` and `branches` carry `company_id` so that the read-cache triggers of migration
 * 002 bump the municipality's revision when they change (a renamed branch shows on its events).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('companies').addColumn('ward_count', 'integer').execute();

  await db.schema
    .createTable('ward_offices')
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('office_name', 'text')
    .addColumn('contact', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ward_offices_pk', ['company_id', 'number'])
    .execute();

  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('branches')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('branches_company_name')
    .on('branches')
    .columns(['company_id', 'name'])
    .unique()
    .execute();

  // No foreign key: a branch in use cannot be deleted (the service says so), and a restored
  // event whose branch has gone since loses only its branch.
  await db.schema.alterTable('events').addColumn('branch_id', 'integer').execute();
  await db.schema
    .createIndex('events_company_branch')
    .on('events')
    .columns(['company_id', 'branch_id'])
    .execute();

  await db.schema
    .createTable('event_wards')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('ward', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_wards_pk', ['event_id', 'ward'])
    .execute();
  await db.schema
    .createIndex('event_wards_company_ward')
    .on('event_wards')
    .columns(['company_id', 'ward', 'event_id'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('scope_wards', 'text').execute();
  await db.schema.alterTable('users').addColumn('scope_branch_ids', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('can_plan', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await triggers(db, pg);
  await fill(db);
}

/** The read cache's revision follows the new tables as it follows tasks (migration 002). */
async function triggers(db: Db, pg: boolean) {
  const statements: string[] = [];
  if (pg) {
    const trigger = (name: string, op: string, table: string, refs: string, func: string) =>
      `create trigger ${name} after ${op} on ${table} ${refs} for each statement execute function ${func}()`;
    for (const table of ['event_wards', 'branches']) {
      statements.push(
        trigger(
          `${table}_revision_insert`,
          'insert',
          table,
          'referencing new table as new_rows',
          'revision_bump_new_rows',
        ),
        trigger(
          `${table}_revision_delete`,
          'delete',
          table,
          'referencing old table as old_rows',
          'revision_bump_old_rows',
        ),
        trigger(
          `${table}_revision_update`,
          'update',
          table,
          'referencing new table as new_rows old table as old_rows',
          'revision_bump_changed_rows',
        ),
      );
    }
  } else {
    const bumpOne = (id: string) =>
      `insert into company_revisions (company_id, revision) values (${id}, 1)
       on conflict (company_id) do update set revision = company_revisions.revision + 1`;
    for (const table of ['event_wards', 'branches']) {
      statements.push(
        `create trigger ${table}_revision_insert after insert on ${table} begin ${bumpOne('new.company_id')}; end`,
        `create trigger ${table}_revision_delete after delete on ${table} begin ${bumpOne('old.company_id')}; end`,
        `create trigger ${table}_revision_update after update on ${table} begin
           ${bumpOne('new.company_id')};
         end`,
      );
    }
  }
  for (const s of statements) await sql.raw(s).execute(db);
}

/** Every municipality gets its official ward count (when its address resolves) and the common branches. */
async function fill(db: Db) {
  const typed = db as unknown as Kysely<{
    companies: {
      id: number;
      province: string | null;
      district: string | null;
      municipality: string | null;
      ward_count: number | null;
    };
    branches: {
      company_id: number;
      name: string;
      name_en: string | null;
      sort_order: number;
      active: number;
      created_at: string;
      updated_at: string;
    };
  }>;
  const companies = await typed
    .selectFrom('companies')
    .select(['id', 'province', 'district', 'municipality'])
    .execute();
  const now = new Date().toISOString();
  for (const c of companies) {
    const wards = wardCountOf(c.province, c.district, c.municipality);
    if (wards !== null) {
      await typed
        .updateTable('companies')
        .set({ ward_count: wards })
        .where('id', '=', c.id)
        .execute();
    }
    await typed
      .insertInto('branches')
      .values(
        COMMON_BRANCHES.map((b, i) => ({
          company_id: c.id,
          name: b.name,
          name_en: b.name_en,
          sort_order: i + 1,
          active: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ['event_wards', 'branches']) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql
        .raw(`drop trigger if exists ${table}_revision_${op}${pg ? ` on ${table}` : ''}`)
        .execute(db);
    }
  }
  for (const column of ['can_plan', 'scope_branch_ids', 'scope_wards', 'active']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('event_wards').execute();
  await db.schema.dropIndex('events_company_branch').execute();
  await db.schema.alterTable('events').dropColumn('branch_id').execute();
  await db.schema.dropTable('branches').execute();
  await db.schema.dropTable('ward_offices').execute();
  await db.schema.alterTable('companies').dropColumn('ward_count').execute();
}
