import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * A revision number per company that the database itself bumps whenever anything the events
 * read shows changes: the company's events, tasks or category links, or any category or fiscal
 * year (their names appear in every event). The server caches a serialised read under the
 * revision it saw, so a cached body is never served after a write, whichever path wrote it
 * (a route, a copy, a CLI, a restore) and whichever server process it went through.
 * docs/decisions/012-read-cache.md.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('company_revisions')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgres(db);
  else await sqlite(db);
}

const bumpOne = (id: string) =>
  `insert into company_revisions (company_id, revision) values (${id}, 1)
   on conflict (company_id) do update set revision = company_revisions.revision + 1`;
const bumpAll = 'update company_revisions set revision = revision + 1';

/** SQLite: row triggers (cheap, in-process). */
async function sqlite(db: Db) {
  const statements: string[] = [];
  for (const table of ['events', 'tasks']) {
    statements.push(
      `create trigger ${table}_revision_insert after insert on ${table} begin ${bumpOne('new.company_id')}; end`,
      `create trigger ${table}_revision_delete after delete on ${table} begin ${bumpOne('old.company_id')}; end`,
      `create trigger ${table}_revision_update after update on ${table} begin
         ${bumpOne('new.company_id')};
         ${bumpOne('old.company_id')};
       end`,
    );
  }
  const ofEvent = (ref: string) => `(select company_id from events where id = ${ref})`;
  statements.push(
    `create trigger event_categories_revision_insert after insert on event_categories
     when ${ofEvent('new.event_id')} is not null begin ${bumpOne(ofEvent('new.event_id'))}; end`,
    `create trigger event_categories_revision_delete after delete on event_categories
     when ${ofEvent('old.event_id')} is not null begin ${bumpOne(ofEvent('old.event_id'))}; end`,
  );
  for (const table of ['categories', 'fiscal_years']) {
    statements.push(
      `create trigger ${table}_revision_update after update on ${table} begin ${bumpAll}; end`,
      `create trigger ${table}_revision_delete after delete on ${table} begin ${bumpAll}; end`,
    );
  }
  for (const s of statements) await sql.raw(s).execute(db);
}

/**
 * PostgreSQL: statement triggers with transition tables, so a copy of 2,000 events bumps each
 * company once per statement instead of once per row.
 */
async function postgres(db: Db) {
  const statements: string[] = [];
  const bumpFrom = (select: string) =>
    `insert into company_revisions (company_id, revision)
       select distinct company_id, 1 from (${select}) as changed where company_id is not null
     on conflict (company_id) do update set revision = company_revisions.revision + 1`;
  const fn = (name: string, body: string) =>
    `create function ${name}() returns trigger language plpgsql as $$
     begin ${body}; return null; end $$`;
  statements.push(
    fn('revision_bump_new_rows', bumpFrom('select company_id from new_rows')),
    fn('revision_bump_old_rows', bumpFrom('select company_id from old_rows')),
    fn(
      'revision_bump_changed_rows',
      bumpFrom('select company_id from new_rows union select company_id from old_rows'),
    ),
    fn(
      'revision_bump_new_links',
      bumpFrom('select e.company_id from new_rows n join events e on e.id = n.event_id'),
    ),
    fn(
      'revision_bump_old_links',
      bumpFrom('select e.company_id from old_rows o join events e on e.id = o.event_id'),
    ),
    fn('revision_bump_all', bumpAll),
  );
  const trigger = (name: string, op: string, table: string, refs: string, func: string) =>
    `create trigger ${name} after ${op} on ${table} ${refs} for each statement execute function ${func}()`;
  for (const table of ['events', 'tasks']) {
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
  statements.push(
    trigger(
      'event_categories_revision_insert',
      'insert',
      'event_categories',
      'referencing new table as new_rows',
      'revision_bump_new_links',
    ),
    trigger(
      'event_categories_revision_delete',
      'delete',
      'event_categories',
      'referencing old table as old_rows',
      'revision_bump_old_links',
    ),
  );
  for (const table of ['categories', 'fiscal_years']) {
    for (const op of ['update', 'delete']) {
      statements.push(trigger(`${table}_revision_${op}`, op, table, '', 'revision_bump_all'));
    }
  }
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ['events', 'tasks', 'event_categories', 'categories', 'fiscal_years']) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql
        .raw(`drop trigger if exists ${table}_revision_${op}${pg ? ` on ${table}` : ''}`)
        .execute(db);
    }
  }
  if (pg) {
    for (const f of ['new_rows', 'old_rows', 'changed_rows', 'new_links', 'old_links', 'all']) {
      await sql.raw(`drop function if exists revision_bump_${f}()`).execute(db);
    }
  }
  await db.schema.dropTable('company_revisions').execute();
}
