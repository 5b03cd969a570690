import { sql, type Kysely } from 'kysely';
import {
  bsToAdString,
  bsToString,
  daysInBsMonth,
  fiscalYearOf,
  todayBs,
} from '@karyayojana/nepali-calendar';
import { localLevels } from '@karyayojana/nepal-admin';
import type { Database } from '../src/db/schema.js';

/**
 * A national-size database for the benchmark: every local level of Nepal as a municipality
 * with `perCompany` events in the current fiscal year, plus one large municipality with
 * `largeEvents` events; every event with 5 tasks and 2 categories. Rows are written in large
 * multi-row inserts with ids assigned here, which is what makes 1.5 million rows take seconds.
 */
export interface SeedOptions {
  municipalities: number;
  perCompany: number;
  largeEvents: number;
}

export interface Seeded {
  largeCompanyId: number;
  fiscalYearId: number;
  adminEmail: string;
  passwordHash: string;
  events: number;
}

const CHUNK = 500;

async function insertChunks<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Record<string, unknown>[],
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

export async function seedNational(
  db: Kysely<Database>,
  options: SeedOptions,
  passwordHash: string,
): Promise<Seeded> {
  const now = new Date().toISOString();
  const fy = fiscalYearOf(todayBs());
  const year = await db
    .selectFrom('fiscal_years')
    .select(['id', 'start_date'])
    .where('year', '=', fy.label)
    .executeTakeFirstOrThrow();
  const categories = (await db.selectFrom('categories').select('id').execute()).map((c) => c.id);
  const adminRole = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const max = async (table: 'companies' | 'events' | 'tasks' | 'users') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    );
  let companyId = await max('companies');
  let eventId = await max('events');
  let taskId = await max('tasks');
  const userId = await max('users');

  // The dates of the fiscal year, spread evenly: event n falls on dates[n % dates.length].
  const dates: string[] = [];
  for (const [y, months] of [
    [fy.startYear, [4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [fy.startYear + 1, [1, 2, 3]],
  ] as const) {
    for (const m of months)
      for (let d = 1; d <= daysInBsMonth(y, m); d++)
        dates.push(bsToString({ year: y, month: m, day: d }));
  }
  const adDates = new Map(dates.map((d) => [d, bsToAdString(d)]));

  const levels = localLevels.slice(0, options.municipalities);
  const plan = [
    ...levels.map((l) => ({ name: l.fullName, events: options.perCompany })),
    { name: 'ठूलो नगरपालिका (benchmark)', events: options.largeEvents },
  ];
  let largeCompanyId = 0;
  let total = 0;
  for (const [index, item] of plan.entries()) {
    const cid = ++companyId;
    if (index === plan.length - 1) largeCompanyId = cid;
    await db
      .insertInto('companies')
      .values({
        id: cid,
        name: item.name,
        description: null,
        address: null,
        contact: null,
        email: null,
        website: null,
        province: null,
        district: null,
        municipality: null,
        logo_file_id: null,
        sub_logo_file_id: null,
        is_owner: 0,
        expiry_date: '2099-01-01',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const events: Record<string, unknown>[] = [];
    const links: Record<string, unknown>[] = [];
    const tasks: Record<string, unknown>[] = [];
    for (let n = 0; n < item.events; n++) {
      const id = ++eventId;
      const date = dates[(n * 7) % dates.length] ?? dates[0]!;
      events.push({
        id,
        company_id: cid,
        fiscal_year_id: year.id,
        title: `कार्यक्रम ${n + 1}: वडास्तरीय योजना अनुगमन`,
        content: 'टोल तथा बस्तीस्तरबाट प्राप्त योजनाहरूको प्राथमिकीकरण, कार्यान्वयन र अनुगमन गर्ने। '.repeat(
          3,
        ),
        date,
        ad_date: adDates.get(date)!,
        time: n % 2 ? '10:00' : '13:30',
        assign_to: 'योजना शाखा',
        status: ['done', 'notDone', 'postponed', 'canceled'][n % 4],
        saving_frequency: 'yearly',
        created_at: now,
        updated_at: now,
      });
      links.push(
        { event_id: id, category_id: categories[n % categories.length] },
        { event_id: id, category_id: categories[(n + 1) % categories.length] },
      );
      for (let k = 0; k < 5; k++)
        tasks.push({
          id: ++taskId,
          company_id: cid,
          event_id: id,
          name: `कार्य ${k + 1}`,
          file_id: null,
          created_at: now,
          updated_at: now,
        });
    }
    await db.transaction().execute(async (trx) => {
      await insertChunks(trx, 'events', events);
      await insertChunks(trx, 'event_categories', links);
      await insertChunks(trx, 'tasks', tasks);
    });
    total += item.events;
  }
  const adminEmail = 'admin@large.bench';
  await db
    .insertInto('users')
    .values({
      id: userId + 1,
      company_id: largeCompanyId,
      role_id: adminRole.id,
      name: 'Bench admin',
      email: adminEmail,
      email_key: adminEmail,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // Explicit ids leave PostgreSQL's sequences behind; move them past the rows.
  if (db.getExecutor().adapter.constructor.name === 'PostgresAdapter') {
    for (const table of ['companies', 'events', 'tasks', 'users']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      );
    }
  }
  return { largeCompanyId, fiscalYearId: year.id, adminEmail, passwordHash, events: total };
}
