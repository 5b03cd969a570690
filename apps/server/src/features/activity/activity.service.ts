import {
  PERMISSIONS,
  type ActivityEntry,
  type ActivityList,
  type ActivityQuery,
} from '@karyayojana/contracts';
import { bsToAdString, parseAd, parseBs } from '@karyayojana/nepali-calendar';
import type { AppContext } from '../../context.js';
import { authorize, type Actor } from '../../lib/access.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { valueLabel } from '../../lib/validation-messages.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { attachment, CSV_TYPE, toCsv, type Cell } from '../exports/sheet-file.js';
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

const COLUMNS: [MessageKey, (e: ActivityEntry, lang: Lang) => Cell][] = [
  ['activity.col.at', (e) => e.at],
  ['activity.col.actor', (e) => e.actor.name],
  ['activity.col.action', (e, lang) => valueLabel(e.action, lang)],
  ['activity.col.entity', (e, lang) => valueLabel(e.entity, lang)],
  ['activity.col.entityId', (e) => e.entity_id],
  ['activity.col.company', (e) => e.company_id],
  ['activity.col.summary', (e) => e.summary],
  ['activity.col.changes', (e) => (e.changes ? JSON.stringify(e.changes) : null)],
];

/**
 * The activity log (issue 16, docs/behaviour.md §15): an admin reads their own
 * municipality's entries, the Super-Admin everyone's (or one municipality's), a plain user none.
 */
export function activityService(ctx: AppContext) {
  const repo = activityRepository(ctx.db);

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
      userId: query.user_id,
      action: query.action,
      fromAt: from ? nepalDayStart(from) : undefined,
      toAt: to ? nepalDayStart(to, 1) : undefined,
    };
  }

  return {
    async list(actor: Actor, query: ActivityQuery): Promise<ActivityList> {
      const filters = await filtersFor(actor, query);
      const [rows, total] = await Promise.all([
        repo.list(filters, query.per_page, (query.page - 1) * query.per_page),
        repo.count(filters),
      ]);
      return {
        data: rows.map(toEntry),
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
      const rows = (await repo.list(filters, MAX_EXPORT, 0)).map(toEntry);
      const header = COLUMNS.map(([key]) => translate(key, lang));
      const body = toCsv(
        header,
        rows.map((e) => COLUMNS.map(([, value]) => value(e, lang))),
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
