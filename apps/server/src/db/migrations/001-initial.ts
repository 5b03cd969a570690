import { type CreateTableBuilder, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered primary key, spelled as each database wants it. */
function withId<T extends string>(db: Db, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function timestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('roles'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db
    .insertInto('roles' as never)
    .values([{ name: 'user' }, { name: 'admin' }, { name: 'Super-Admin' }] as never)
    .execute();

  await withId(db, db.schema.createTable('stored_files'))
    .addColumn('company_id', 'integer')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stored_files_company')
    .on('stored_files')
    .column('company_id')
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('companies'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('address', 'text')
      .addColumn('contact', 'text')
      .addColumn('email', 'text')
      .addColumn('website', 'text')
      .addColumn('province', 'text')
      .addColumn('district', 'text')
      .addColumn('municipality', 'text')
      .addColumn('logo_file_id', 'integer', (c) =>
        c.references('stored_files.id').onDelete('set null'),
      )
      .addColumn('sub_logo_file_id', 'integer', (c) =>
        c.references('stored_files.id').onDelete('set null'),
      )
      .addColumn('is_owner', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expiry_date', 'text', (c) => c.notNull()),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('company_id', 'integer', (c) =>
        c.notNull().references('companies.id').onDelete('cascade'),
      )
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('users_company').on('users').column('company_id').execute();

  await withId(db, db.schema.createTable('access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_user').on('access_tokens').column('user_id').execute();

  await timestamps(
    withId(db, db.schema.createTable('fiscal_years'))
      .addColumn('year', 'text', (c) => c.notNull().unique())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('ad_start_date', 'text', (c) => c.notNull())
      .addColumn('ad_end_date', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('categories'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('events'))
      .addColumn('company_id', 'integer', (c) =>
        c.notNull().references('companies.id').onDelete('cascade'),
      )
      .addColumn('fiscal_year_id', 'integer', (c) =>
        c.notNull().references('fiscal_years.id').onDelete('restrict'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('ad_date', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('assign_to', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('saving_frequency', 'text', (c) => c.notNull().defaultTo('yearly')),
  ).execute();
  // The timeline and the list read one company's fiscal year in date order.
  await db.schema
    .createIndex('events_company_year_date')
    .on('events')
    .columns(['company_id', 'fiscal_year_id', 'ad_date', 'time'])
    .execute();
  await db.schema.createIndex('events_fiscal_year').on('events').column('fiscal_year_id').execute();

  await db.schema
    .createTable('event_categories')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('event_categories_pk', ['event_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('event_categories_category')
    .on('event_categories')
    .column('category_id')
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('tasks'))
      .addColumn('company_id', 'integer', (c) =>
        c.notNull().references('companies.id').onDelete('cascade'),
      )
      .addColumn('event_id', 'integer', (c) =>
        c.notNull().references('events.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('stored_files.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('tasks_event').on('tasks').column('event_id').execute();

  await timestamps(
    withId(db, db.schema.createTable('other_documents'))
      .addColumn('company_id', 'integer', (c) =>
        c.notNull().references('companies.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('remarks', 'text')
      .addColumn('file_id', 'integer', (c) => c.references('stored_files.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('other_documents_company')
    .on('other_documents')
    .column('company_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    'other_documents',
    'tasks',
    'event_categories',
    'events',
    'categories',
    'fiscal_years',
    'access_tokens',
    'users',
    'companies',
    'stored_files',
    'roles',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
