import { sql, type Kysely } from 'kysely';
import {
  bsToAdString,
  bsToString,
  daysInBsMonth,
  fiscalYearOf,
  todayBs,
} from '@karyayojana/nepali-calendar';
import { localLevels } from '@karyayojana/nepal-admin';
import { COMMON_BRANCHES } from '@karyayojana/contracts';
import type { Database } from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createClock } from '../src/lib/clock.js';
import { ResponseCache } from '../src/lib/response-cache.js';
import { SlidingWindow } from '../src/lib/shared/sliding-window.js';
import { databaseRateStore } from '../src/lib/shared/rate-store.js';
import { scheduledWork } from '../src/lib/shared/scheduled-work.js';
import { hashPassword } from '../src/features/auth/passwords.js';
import { firstStart } from '../src/operations/bootstrap/first-start.js';
import { loadSigningSecret, localFileStore } from '../src/features/files/file-store.js';

/**
 * A national-size database for the benchmark: every local level of Nepal as a municipality
 * with `perCompany` events in the current fiscal year, plus one large municipality with
 * `largeEvents` events; every event with 5 tasks and 2 categories. Each municipality has its
 * local level's official wards and the ten common branches (issue 28); of the events, 80 % name
 * one ward, 10 % two or three and 10 % none (the whole municipality), each with a branch (one in
 * twenty without). Rows are written in large
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
  /** An admin of another municipality (the first), when there is one. */
  otherAdminEmail: string | undefined;
  passwordHash: string;
  events: number;
}

const CHUNK = 500;

// Text that varies from event to event as a real plan's does, so that compression and the
// database see realistic bytes (one repeated sentence would compress a hundredfold).
const TITLES = ['वार्षिक', 'वडास्तरीय', 'नगरस्तरीय', 'त्रैमासिक', 'विशेष', 'नियमित', 'सामुदायिक'];
const WORDS = (
  'योजना अनुगमन बैठक तालिम सडक खानेपानी विद्यालय स्वास्थ्य शिविर बजेट छलफल सार्वजनिक सुनुवाइ ' +
  'कृषि पशुपालन महिला बालबालिका ज्येष्ठ नागरिक अपाङ्गता वातावरण सरसफाइ विपद् व्यवस्थापन ' +
  'पूर्वाधार निर्माण मर्मत सम्भार पुल नाला बाटो सिंचाइ कुलो वन संरक्षण पर्यटन प्रवर्द्धन ' +
  'उद्यम रोजगार सहकारी राजस्व सङ्कलन लेखा परीक्षण प्रतिवेदन सूचना प्रविधि अभिलेख दर्ता ' +
  'प्रमाणपत्र सिफारिस वडा कार्यालय शाखा समिति उपभोक्ता सम्झौता भुक्तानी मूल्याङ्कन ' +
  'कार्यान्वयन प्राथमिकीकरण टोल बस्ती समुदाय गाउँ नगर प्रदेश सङ्घ कार्यक्रम गतिविधि'
).split(' ');
let state = 20_83;
/** A small fixed-seed generator: the same database every run. */
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function sentence(words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(pick(WORDS));
  return `${out.join(' ')} ${Math.floor(random() * 1000)} घरधुरी।`;
}

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
  const max = async (table: 'companies' | 'events' | 'tasks' | 'users' | 'branches') =>
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
  let branchId = await max('branches');

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
    ...levels.map((l) => ({ name: l.fullName, events: options.perCompany, wards: l.wards })),
    // As many wards as Kathmandu, the most a metropolis has.
    { name: 'ठूलो नगरपालिका (benchmark)', events: options.largeEvents, wards: 32 },
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
        ward_count: item.wards,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const branches = COMMON_BRANCHES.map((b, i) => ({
      id: ++branchId,
      company_id: cid,
      name: b.name,
      name_en: b.name_en,
      sort_order: i + 1,
      active: 1,
      created_at: now,
      updated_at: now,
    }));
    const wardRows: Record<string, unknown>[] = [];
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
        title: `${pick(TITLES)} ${n + 1}: ${pick(WORDS)} ${pick(WORDS)}`,
        content: sentence(30 + Math.floor(random() * 50)),
        date,
        ad_date: adDates.get(date)!,
        time: n % 2 ? '10:00' : '13:30',
        assign_to: 'योजना शाखा',
        status: ['done', 'notDone', 'postponed', 'canceled'][n % 4],
        branch_id: random() < 0.05 ? null : pick(branches).id,
        saving_frequency: 'yearly',
        created_at: now,
        updated_at: now,
      });
      const spread = random();
      const wards = new Set<number>();
      const count = spread < 0.1 ? 0 : spread < 0.9 ? 1 : 2 + Math.floor(random() * 2);
      while (wards.size < Math.min(count, item.wards))
        wards.add(1 + Math.floor(random() * item.wards));
      for (const ward of wards) wardRows.push({ event_id: id, company_id: cid, ward });
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
      await insertChunks(trx, 'branches', branches);
      await insertChunks(trx, 'events', events);
      await insertChunks(trx, 'event_wards', wardRows);
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
  const otherAdminEmail = options.municipalities > 0 ? 'admin@other.bench' : undefined;
  if (otherAdminEmail) {
    await db
      .insertInto('users')
      .values({
        id: userId + 2,
        company_id: largeCompanyId - options.municipalities,
        role_id: adminRole.id,
        name: 'Bench admin of another municipality',
        email: otherAdminEmail,
        email_key: otherAdminEmail,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  // Explicit ids leave PostgreSQL's sequences behind; move them past the rows.
  if (db.getExecutor().adapter.constructor.name === 'PostgresAdapter') {
    for (const table of ['companies', 'events', 'tasks', 'users', 'branches']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      );
    }
  }
  return {
    largeCompanyId,
    fiscalYearId: year.id,
    adminEmail,
    otherAdminEmail,
    passwordHash,
    events: total,
  };
}

/**
 * A server's data as first start leaves it (schema, owner, Super-Admin, fiscal years) plus the
 * national seed, for the environment a server will be started with. Seeded users sign in with
 * `password`.
 */
export async function seedDataDir(
  env: Record<string, string>,
  shape: SeedOptions,
  password: string,
): Promise<Seeded> {
  const config = loadConfig(env);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    await firstStart({
      config,
      db: database.db,
      dialect: database.dialect,
      clock: createClock(config.timeZone),
      loginThrottle: new SlidingWindow(
        databaseRateStore(database.db),
        'sign-in',
        config.loginMaxAttempts,
      ),
      store: localFileStore(config.dataDir, loadSigningSecret(config.dataDir)),
      readCache: new ResponseCache(0),
      signingSecret: loadSigningSecret(config.dataDir),
      rateStore: databaseRateStore(database.db),
      scheduled: scheduledWork(database.db, Date.now),
    });
    const seeded = await seedNational(database.db, shape, await hashPassword(password));
    // A running PostgreSQL analyses tables after bulk writes on its own (autovacuum), a minute
    // or so later; the benchmark measures that steady state, not the minute before it.
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
    return seeded;
  } finally {
    await database.close();
  }
}
