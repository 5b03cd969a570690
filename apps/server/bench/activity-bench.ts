import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { recordActivity } from '../src/lib/activity.js';
import { insertEvent } from '../src/features/events/write-event.js';

/**
 * The activity log's costs (issue 16): what one entry adds to an event create, and how fast a
 * national year of entries (500,000) reads page by page.
 */

const ENTRIES = 500_000;
const CHUNK = 1000;
const ACTIONS = ['create', 'update', 'update', 'update', 'upload', 'delete'] as const;
const ENTITIES = ['event', 'event', 'task', 'task_document', 'other_document'] as const;

/** A year of entries spread over every municipality, the large one busiest; returns the count. */
export async function seedActivity(
  env: Record<string, string>,
  largeCompanyId: number,
): Promise<number> {
  const config = loadConfig(env);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const db = database.db;
    const companies = (await db.selectFrom('companies').select('id').execute()).map((c) => c.id);
    const start = Date.parse('2025-07-17T04:00:00Z');
    const step = (365 * 86_400_000) / ENTRIES;
    for (let i = 0; i < ENTRIES; i += CHUNK) {
      const rows = [];
      for (let j = i; j < Math.min(ENTRIES, i + CHUNK); j++) {
        // One entry in ten is the large municipality's; the rest spread over all.
        const company = j % 10 === 0 ? largeCompanyId : companies[j % companies.length]!;
        const action = ACTIONS[j % ACTIONS.length]!;
        rows.push({
          at: new Date(start + j * step).toISOString(),
          company_id: company,
          user_id: null,
          user_name: 'योजना अधिकृत',
          action,
          entity: ENTITIES[j % ENTITIES.length]!,
          entity_id: j + 1,
          summary: `वडास्तरीय कार्यक्रम ${j}`,
          changes:
            action === 'update'
              ? JSON.stringify({ date: ['2082-05-10', '2082-05-12'], title: ['क', 'ख'] })
              : null,
          batch_id: null,
        });
      }
      await db.insertInto('activity_log').values(rows).execute();
    }
    // The steady state a year of entries reaches: statistics known (and on SQLite the write-ahead
    // log folded back), not the minute after a bulk write.
    await sql`analyze activity_log`.execute(db);
    if (database.dialect !== 'postgres') await sql`pragma wal_checkpoint(truncate)`.execute(db);
    return ENTRIES;
  } finally {
    await database.close();
  }
}

/**
 * An event create as the service writes it (the row, two categories, five tasks, in one
 * transaction), with and without its activity entry, alternating in rounds so that the two
 * see the same database; the mean of each and the entry's share.
 */
export async function logCost(
  env: Record<string, string>,
  companyId: number,
  fiscalYearId: number,
): Promise<{ without: number; withLog: number; share: number }> {
  const config = loadConfig(env);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const db = database.db;
    const { start_date: date } = await db
      .selectFrom('fiscal_years')
      .select('start_date')
      .where('id', '=', fiscalYearId)
      .executeTakeFirstOrThrow();
    const categories = (
      await db.selectFrom('categories').select('id').orderBy('id').limit(2).execute()
    ).map((c) => c.id);
    const actor = {
      id: 1,
      name: 'बेन्चमार्क',
      role: 'admin' as const,
      companyId,
      companyExpired: false,
    };
    const create = async (log: boolean, n: number) => {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const id = await insertEvent(
          trx,
          {
            company_id: companyId,
            fiscal_year_id: fiscalYearId,
            title: `लगको लागत ${n}`,
            content: 'बेन्चमार्क',
            date,
            time: '10:00',
            assign_to: null,
            saving_frequency: 'yearly',
            categories,
            tasks: ['सूचना', 'बैठक', 'अनुगमन', 'प्रतिवेदन', 'भुक्तानी'],
          },
          now,
        );
        if (log)
          await recordActivity(
            trx,
            actor,
            {
              action: 'create',
              entity: 'event',
              entityId: id,
              companyId,
              summary: `लगको लागत ${n}`,
            },
            now,
          );
      });
    };
    const times = { without: 0, withLog: 0 };
    let n = 0;
    for (let round = 0; round < 20; round++) {
      for (const log of round % 2 === 0 ? [false, true] : [true, false]) {
        const t0 = performance.now();
        for (let i = 0; i < 25; i++) await create(log, n++);
        times[log ? 'withLog' : 'without'] += performance.now() - t0;
      }
    }
    // Leave the benchmark's database as it was.
    await db
      .deleteFrom('events')
      .where('company_id', '=', companyId)
      .where('title', 'like', 'लगको लागत %')
      .execute();
    await db.deleteFrom('activity_log').where('summary', 'like', 'लगको लागत %').execute();
    const without = times.without / 500;
    const withLog = times.withLog / 500;
    return { without, withLog, share: (withLog - without) / without };
  } finally {
    await database.close();
  }
}
