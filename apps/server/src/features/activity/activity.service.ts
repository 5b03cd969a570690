import {
  PERMISSIONS,
  type ActivityEntry,
  type ActivityList,
  type ActivityQuery,
} from '@karyayojana/contracts';
import {
  activityActionWord,
  activityChangesText,
  activityEntityWord,
} from '@karyayojana/contracts';
import {
  adToBs,
  bsToAdString,
  formatBs,
  parseAd,
  parseBs,
  toDevanagariDigits,
} from '@karyayojana/nepali-calendar';
import type { AppContext } from '../../context.js';
import { authorize, type Actor } from '../../lib/access.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { summaryIn } from '../../lib/activity-summary.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { attachment, CSV_TYPE, toCsv, type Cell } from '../exports/sheet-file.js';
import { withEnglishCategoryNames, withNames } from './activity-names.js';
import {
  activityRepository,
  type ActivityFilters,
  type ActivityRow,
} from './activity.repository.js';

/** Nepal time is UTC+5:45: a day there starts at 18:15 UTC the day before. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;
/** The most rows one CSV file holds (newest first). */
export const MAX_EXPORT = 10_000;

/**
 * The AD day a `from`/`to` names: a BS date when its year is after 2070 (no AD year the log
 * holds is), an AD one otherwise. A date that is neither is a 422 on its field.
 */
export function adDayOf(text: string, field: 'from' | 'to'): string {
  const year = Number(text.slice(0, 4));
  if (year > 2070) {
    if (parseBs(text)) {
      try {
        return bsToAdString(text);
      } catch {
        // Outside the calendar's table: refused below like any other bad date.
      }
    }
  } else if (parseAd(text)) {
    return text;
  }
  throw fieldError(field, 'activity.badDate');
}

/** The ISO instant a Nepal-time day starts at. */
function nepalDayStart(adDay: string, plusDays = 0): string {
  return new Date(
    Date.parse(`${adDay}T00:00:00Z`) + plusDays * DAY_MS - NEPAL_OFFSET_MS,
  ).toISOString();
}

function parseChanges(text: string | null): ActivityEntry['changes'] {
  if (!text) return null;
  try {
    return JSON.parse(text) as ActivityEntry['changes'];
  } catch {
    return null;
  }
}

const toEntry = (r: ActivityRow): ActivityEntry => ({
  id: r.id,
  at: r.at,
  actor: { id: r.user_id, name: r.user_name },
  action: r.action,
  entity: r.entity,
  entity_id: r.entity_id,
  company_id: r.company_id,
  summary: r.summary,
  changes: parseChanges(r.changes),
  batch_id: r.batch_id,
});

/** An instant as the log's page writes it: the BS day and the time in Nepal. */
function whenText(at: string, lang: Lang): string {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return at;
  const nepal = new Date(ms + NEPAL_OFFSET_MS).toISOString();
  const ad = parseAd(nepal.slice(0, 10));
  const time = nepal.slice(11, 16);
  if (!ad) return at;
  const bs = adToBs(ad);
  return lang === 'ne'
    ? `${formatBs(bs, 'YYYY MMMM D', 'ne')} ${toDevanagariDigits(time)}`
    : `${formatBs(bs, 'D MMMM YYYY', 'en')} ${time}`;
}

type Row = { entry: ActivityEntry; company: string | null };

/** The CSV's columns: the words and values of the log's page, in the caller's language. */
const COLUMNS: [MessageKey, (r: Row, lang: Lang) => Cell][] = [
  ['activity.col.at', (r, lang) => whenText(r.entry.at, lang)],
  ['activity.col.actor', (r) => r.entry.actor.name],
  ['activity.col.action', (r, lang) => activityActionWord(r.entry.action, lang)],
  ['activity.col.entity', (r, lang) => activityEntityWord(r.entry.entity, lang)],
  ['activity.col.entityId', (r) => r.entry.entity_id],
  ['activity.col.company', (r) => r.company],
  ['activity.col.summary', (r) => r.entry.summary],
  [
    'activity.col.changes',
    (r, lang) => activityChangesText(r.entry.entity, r.entry.changes, lang) || null,
  ],
];

/**
 * The activity log (issue 16, docs/behaviour.md §15): an admin reads their own
 * municipality's entries, the Super-Admin everyone's (or one municipality's), a plain user none.
 */
export function activityService(ctx: AppContext) {
  const repo = activityRepository(ctx.db);

  /** An event and the ids of its tasks, those in the trash (or whose file is) too. */
  async function eventWithTasks(id: number) {
    const tasks = await ctx.db
      .selectFrom('tasks')
      .select('id')
      .where('event_id', '=', id)
      .execute();
    const trashed = await ctx.db
      .selectFrom('trash')
      .select(['entity_id', 'snapshot'])
      .where('kind', 'in', ['task', 'task_document'])
      .execute();
    const ofEvent = trashed.filter((t) => {
      try {
        return (JSON.parse(t.snapshot) as { event?: { id?: number } | null }).event?.id === id;
      } catch {
        return false;
      }
    });
    return {
      id,
      taskIds: [
        ...new Set([...tasks, ...ofEvent.map((t) => ({ id: t.entity_id }))].map((t) => t.id)),
      ],
    };
  }

  /** Entries as the caller reads them: ids named, the summary in their language. */
  async function present(rows: ActivityRow[], lang: Lang): Promise<ActivityEntry[]> {
    let entries = await withNames(ctx.db, rows.map(toEntry), lang);
    if (lang === 'en') entries = await withEnglishCategoryNames(ctx.db, entries);
    return entries.map((e) => ({ ...e, summary: summaryIn(e.summary, lang) }));
  }

  async function filtersFor(actor: Actor, query: ActivityQuery): Promise<ActivityFilters> {
    authorize(actor, 'activity.read', query.company_id);
    const all = PERMISSIONS['activity.read'][actor.role] === 'any';
    const companyId = all ? (query.company_id ?? null) : actor.companyId;
    if (all && companyId !== null && !(await companiesRepository(ctx.db).find(companyId))) {
      throw notFound();
    }
    const from = query.from ? adDayOf(query.from, 'from') : undefined;
    const to = query.to ? adDayOf(query.to, 'to') : undefined;
    return {
      companyId,
      entity: query.entity,
      entityId: query.entity_id,
      event: query.event_id ? await eventWithTasks(query.event_id) : undefined,
      userId: query.user_id,
      action: query.action,
      fromAt: from ? nepalDayStart(from) : undefined,
      toAt: to ? nepalDayStart(to, 1) : undefined,
    };
  }

  return {
    async list(actor: Actor, query: ActivityQuery, lang: Lang = 'ne'): Promise<ActivityList> {
      const filters = await filtersFor(actor, query);
      const [rows, total] = await Promise.all([
        repo.list(filters, query.per_page, (query.page - 1) * query.per_page),
        repo.count(filters),
      ]);
      return {
        data: await present(rows, lang),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    /** Every matching entry (up to MAX_EXPORT, newest first) as a CSV file. */
    async csv(
      actor: Actor,
      query: ActivityQuery,
      lang: Lang,
    ): Promise<{ body: Buffer; type: string; disposition: string }> {
      const filters = await filtersFor(actor, query);
      const entries = await present(await repo.list(filters, MAX_EXPORT, 0), lang);
      const ids = [...new Set(entries.map((e) => e.company_id).filter((id) => id !== null))];
      const companies = new Map(
        ids.length === 0
          ? []
          : (
              await ctx.db
                .selectFrom('companies')
                .select(['id', 'name'])
                .where('id', 'in', ids)
                .execute()
            ).map((c) => [c.id, c.name]),
      );
      const header = COLUMNS.map(([key]) => translate(key, lang));
      const body = toCsv(
        header,
        entries.map((entry) => {
          const row = { entry, company: companies.get(entry.company_id ?? 0) ?? null };
          return COLUMNS.map(([, value]) => value(row, lang));
        }),
      );
      const day = ctx.clock.today();
      return {
        body,
        type: CSV_TYPE,
        disposition: attachment(
          `activity-${day}.csv`,
          `${translate('activity.file', lang)} ${day}.csv`,
        ),
      };
    },
  };
}
export type ActivityService = ReturnType<typeof activityService>;
