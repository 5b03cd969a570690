import type { Kysely } from 'kysely';
import { categoryName, type ActivityEntry } from '@karyayojana/contracts';
import type { Database } from '../../db/schema.js';
import { activitySummary } from '../../lib/activity-summary.js';
import type { Lang } from '../../lib/messages.js';

/**
 * The ids an entry's changes hold, named (issue 27): a fiscal year by its label, a category,
 * an event or a municipality by its name, a file by the name it was uploaded with, as
 * `{ id, name }`. The log stores the ids (an import's undo reads an event's changes back);
 * they are named when read. An id whose row is gone stays a number, and the log's words say
 * so ("हटाइसकिएको") rather than show it.
 */

type Table = 'fiscal_years' | 'categories' | 'events' | 'companies' | 'stored_files';

/** Which table names a field's ids; `order` by the kind of record reordered. */
function tableOf(entity: string, field: string): Table | null {
  switch (field) {
    case 'fiscal_year_id':
      return 'fiscal_years';
    case 'categories':
      return 'categories';
    case 'event_id':
      return 'events';
    case 'company_id':
      return 'companies';
    case 'file_id':
    case 'logo_file_id':
    case 'sub_logo_file_id':
      return 'stored_files';
    case 'order':
      return entity === 'fiscal_year'
        ? 'fiscal_years'
        : entity === 'category'
          ? 'categories'
          : null;
    default:
      return null;
  }
}

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

async function namesOf(
  db: Kysely<Database>,
  table: Table,
  ids: number[],
  lang: Lang,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  let rows: { id: number; name: string }[];
  switch (table) {
    case 'fiscal_years':
      rows = await db
        .selectFrom('fiscal_years')
        .select(['id', 'year as name'])
        .where('id', 'in', unique)
        .execute();
      break;
    case 'events':
      rows = await db
        .selectFrom('events')
        .select(['id', 'title as name'])
        .where('id', 'in', unique)
        .execute();
      break;
    case 'stored_files':
      rows = await db
        .selectFrom('stored_files')
        .select(['id', 'original_name as name'])
        .where('id', 'in', unique)
        .execute();
      break;
    case 'categories':
      // A category by its English name to an English reader, where it has one.
      rows = (
        await db
          .selectFrom('categories')
          .select(['id', 'name', 'name_en'])
          .where('id', 'in', unique)
          .execute()
      ).map((c) => ({ id: c.id, name: categoryName(c, lang) }));
      break;
    default:
      rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', unique).execute();
  }
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The entries with the ids of their changes named; the rest as they were. */
export async function withNames(
  db: Kysely<Database>,
  entries: ActivityEntry[],
  lang: Lang = 'ne',
): Promise<ActivityEntry[]> {
  const wanted = new Map<Table, number[]>();
  for (const entry of entries) {
    for (const [field, pair] of Object.entries(entry.changes ?? {})) {
      const table = tableOf(entry.entity, field);
      if (!table) continue;
      wanted.set(table, [...(wanted.get(table) ?? []), ...pair.flatMap(idsIn)]);
    }
  }
  if (wanted.size === 0) return entries;
  const names = new Map<Table, Map<number, string>>();
  for (const [table, ids] of wanted) {
    // One query per table for the whole page (at most 10,000 ids: a CSV's worth of entries).
    names.set(table, await namesOf(db, table, ids.slice(0, 10_000), lang));
  }
  const named = (table: Table, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => named(table, v));
    const name = typeof value === 'number' ? names.get(table)?.get(value) : undefined;
    return name === undefined ? value : { id: value, name };
  };
  return entries.map((entry) => {
    if (!entry.changes) return entry;
    const changes = Object.fromEntries(
      Object.entries(entry.changes).map(([field, [before, after]]) => {
        const table = tableOf(entry.entity, field);
        return [field, table ? [named(table, before), named(table, after)] : [before, after]];
      }),
    ) as NonNullable<ActivityEntry['changes']>;
    return { ...entry, changes };
  });
}

/**
 * A category entry's stored summary (`वर्ग "आर्थिक विकास"`) with the category's English name in
 * it, for an English reader, where the category has one and still has the name the entry
 * stored; every other entry as it is. The caller then reads the summary in English.
 */
export async function withEnglishCategoryNames(
  db: Kysely<Database>,
  entries: ActivityEntry[],
): Promise<ActivityEntry[]> {
  if (!entries.some((e) => e.entity === 'category')) return entries;
  const english = new Map(
    (
      await db
        .selectFrom('categories')
        .select(['name', 'name_en'])
        .where('name_en', 'is not', null)
        .execute()
    ).map((c) => [activitySummary('activity.summary.category', { name: c.name }), c.name_en!]),
  );
  return entries.map((e) => {
    const name = e.entity === 'category' ? english.get(e.summary) : undefined;
    return name ? { ...e, summary: activitySummary('activity.summary.category', { name }) } : e;
  });
}
