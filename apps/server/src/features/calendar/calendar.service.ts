import { createHash, createHmac, randomBytes } from 'node:crypto';
import { EVENT_STATUSES, MAX_WARD, wardsLabel } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { revisionsRepository } from '../../db/revisions.js';
import { recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import type { Actor } from '../../lib/access.js';
import { isoNow } from '../../lib/clock.js';
import { isExpired } from '../../lib/company-status.js';
import { notFound } from '../../lib/errors.js';
import { etagOf } from '../../lib/etag.js';
import { lookupId } from '../../lib/ids.js';
import { renderFeed, type FeedEvent } from './calendar-feed.js';

/**
 * The calendar subscription (issue 17, docs/decisions/024-calendar-feed.md). A user's feed
 * secret is HMAC-SHA256(signing key, `calendar-feed:{user}:{nonce}`): the server can show the
 * same address again without storing it. Only the nonce and the secret's SHA-256 are stored;
 * a new nonce (rotate) makes the old address name nobody at once.
 */

/** A secret as the server makes it: 32 bytes of HMAC in base64url. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export interface FeedFilters {
  categoryId: number | null;
  status: string | null;
  /** Events that name this ward (issue 28: a ward's people follow their ward); 0: the whole
   * municipality's events, those without a ward. */
  ward: number | null;
  branchId: number | null;
}

/** The feed's owner, found by the secret of a request. */
export interface Subscriber {
  userId: number;
  companyId: number;
  companyName: string;
  nonce: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The filters of a feed's address. Values that name nothing a filter knows are ignored (the
 * whole feed), not refused: a calendar client shows no error page, only an empty calendar.
 */
export function feedFilters(query: Record<string, unknown>): FeedFilters {
  const rawCategory = typeof query.category_id === 'string' ? query.category_id : '';
  const categoryId = /^[1-9]\d{0,9}$/.test(rawCategory) ? lookupId(Number(rawCategory)) : 0;
  const rawStatus = typeof query.status === 'string' ? query.status : '';
  const status = (EVENT_STATUSES as readonly string[]).includes(rawStatus) ? rawStatus : null;
  const rawWard = typeof query.ward === 'string' ? query.ward : '';
  const ward = /^\d{1,2}$/.test(rawWard) && Number(rawWard) <= MAX_WARD ? Number(rawWard) : null;
  const rawBranch = typeof query.branch_id === 'string' ? query.branch_id : '';
  const branchId = /^[1-9]\d{0,9}$/.test(rawBranch) ? lookupId(Number(rawBranch)) : 0;
  return {
    categoryId: categoryId > 0 ? categoryId : null,
    status,
    ward,
    branchId: branchId > 0 ? branchId : null,
  };
}

export function calendarService(ctx: AppContext) {
  const { db } = ctx;
  const revisions = revisionsRepository(db);

  const secretOf = (userId: number, nonce: string) =>
    createHmac('sha256', ctx.signingSecret)
      .update(`calendar-feed:${userId}:${nonce}`)
      .digest('base64url');
  const urlOf = (origin: string, userId: number, nonce: string) =>
    `${origin}/ical/${secretOf(userId, nonce)}.ics`;

  async function setNonce(userId: number, onlyIfUnset: boolean, run = db) {
    const nonce = randomBytes(16).toString('hex');
    let update = run
      .updateTable('users')
      .set({ calendar_feed_nonce: nonce, calendar_feed_hash: sha256(secretOf(userId, nonce)) })
      .where('id', '=', userId);
    if (onlyIfUnset) update = update.where('calendar_feed_nonce', 'is', null);
    await update.execute();
  }

  async function nonceOf(userId: number, run = db): Promise<string | null> {
    const row = await run
      .selectFrom('users')
      .select('calendar_feed_nonce')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row.calendar_feed_nonce;
  }

  /** The next fiscal year after the active one: the first to start after it. */
  async function feedYears(): Promise<number[]> {
    const active = await db
      .selectFrom('fiscal_years')
      .select(['id', 'ad_start_date'])
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    if (!active) return [];
    const next = await db
      .selectFrom('fiscal_years')
      .select('id')
      .where('ad_start_date', '>', active.ad_start_date)
      .orderBy('ad_start_date')
      .orderBy('id')
      .executeTakeFirst();
    return next ? [active.id, next.id] : [active.id];
  }

  return {
    /**
     * The user's feed address; the nonce is made on the first call. That first call writes
     * no activity entry: it is a read that shows an address, not a change the user made (the
     * address existed, in effect, from the start). Rotating is the change, and is logged.
     */
    async url(actor: Actor, origin: string): Promise<string> {
      let nonce = await nonceOf(actor.id);
      if (!nonce) {
        // Two first calls at once: the first write wins, both answer its address.
        await setNonce(actor.id, true);
        nonce = await nonceOf(actor.id);
        if (!nonce) throw notFound();
      }
      return urlOf(origin, actor.id, nonce);
    },

    /** A new address; the old one answers 404 from now on. */
    async rotate(actor: Actor, origin: string): Promise<string> {
      const nonce = await db.transaction().execute(async (trx) => {
        await setNonce(actor.id, false, trx);
        const made = await nonceOf(actor.id, trx);
        // Never the secret, nor its hash: only that the address was replaced.
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'user',
            entityId: actor.id,
            companyId: actor.companyId,
            summary: activitySummary('activity.summary.calendarLink', { name: actor.name ?? '' }),
            changes: { calendar_feed: ['old', 'new'] },
          },
          isoNow(ctx.clock),
        );
        return made;
      });
      if (!nonce) throw notFound();
      return urlOf(origin, actor.id, nonce);
    },

    /**
     * The user a feed secret belongs to, or null: no such secret (never made, rotated away,
     * or the user deleted), or a municipality whose subscription has ended.
     */
    async subscriber(secret: string): Promise<Subscriber | null> {
      if (!SECRET.test(secret)) return null;
      const row = await db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select([
          'users.id as user_id',
          'users.calendar_feed_nonce as nonce',
          'companies.id as company_id',
          'companies.name as company_name',
          'companies.expiry_date',
          'companies.is_owner',
          'users.active',
        ])
        .where('users.calendar_feed_hash', '=', sha256(secret))
        .executeTakeFirst();
      if (!row?.nonce) return null;
      // A deactivated account's link stops with its sign-in (issue 28).
      if (row.active !== 1) return null;
      if (isExpired(row.expiry_date, row.is_owner === 1, ctx.clock.today())) return null;
      return {
        userId: row.user_id,
        companyId: row.company_id,
        companyName: row.company_name,
        nonce: row.nonce,
      };
    },

    /**
     * The feed's validator: the municipality's read revision (bumped by every change to its
     * events, tasks, categories and fiscal years), the address (its nonce and origin), the
     * filters and today's date. Two small reads; the events are not read.
     */
    async etag(sub: Subscriber, filters: FeedFilters, origin: string): Promise<string> {
      const revision = await revisions.of(sub.companyId);
      return etagOf('ical', [
        revision,
        sub.nonce,
        filters.categoryId ?? '',
        filters.status ?? '',
        filters.ward ?? '',
        filters.branchId ?? '',
        ctx.clock.today(),
        origin,
      ]);
    },

    async feed(sub: Subscriber, filters: FeedFilters, origin: string): Promise<string> {
      const years = await feedYears();
      let events: FeedEvent[] = [];
      if (years.length > 0) {
        let query = db
          .selectFrom('events')
          .leftJoin('branches', 'branches.id', 'events.branch_id')
          .select([
            'events.id',
            'events.title',
            'events.date',
            'events.ad_date',
            'events.time',
            'events.assign_to',
            'events.status',
            'events.created_at',
            'events.updated_at',
            'branches.name as branch',
          ])
          .where('events.company_id', '=', sub.companyId)
          .where('events.fiscal_year_id', 'in', years);
        if (filters.status) query = query.where('events.status', '=', filters.status);
        if (filters.branchId) query = query.where('events.branch_id', '=', filters.branchId);
        if (filters.ward !== null) {
          const ward = filters.ward;
          query =
            ward === 0
              ? query.where((eb) =>
                  eb.not(
                    eb.exists(
                      eb
                        .selectFrom('event_wards')
                        .select('event_wards.event_id')
                        .whereRef('event_wards.event_id', '=', 'events.id'),
                    ),
                  ),
                )
              : query.where((eb) =>
                  eb.exists(
                    eb
                      .selectFrom('event_wards')
                      .select('event_wards.event_id')
                      .whereRef('event_wards.event_id', '=', 'events.id')
                      .where('event_wards.ward', '=', ward),
                  ),
                );
        }
        if (filters.categoryId) {
          const categoryId = filters.categoryId;
          query = query.where((eb) =>
            eb.exists(
              eb
                .selectFrom('event_categories')
                .select('event_categories.event_id')
                .whereRef('event_categories.event_id', '=', 'events.id')
                .where('event_categories.category_id', '=', categoryId),
            ),
          );
        }
        const rows = await query
          .orderBy('events.ad_date')
          .orderBy('events.time')
          .orderBy('events.id')
          .execute();
        // Categories and tasks of the municipality's events of those years, in two reads
        // (never a list of thousands of ids as parameters).
        const [categoryRows, taskRows, wardRows] = await Promise.all([
          db
            .selectFrom('event_categories')
            .innerJoin('events', 'events.id', 'event_categories.event_id')
            .innerJoin('categories', 'categories.id', 'event_categories.category_id')
            .select(['event_categories.event_id', 'categories.name'])
            .where('events.company_id', '=', sub.companyId)
            .where('events.fiscal_year_id', 'in', years)
            .orderBy('categories.sort_order')
            .orderBy('categories.id')
            .execute(),
          db
            .selectFrom('tasks')
            .innerJoin('events', 'events.id', 'tasks.event_id')
            .select(['tasks.event_id', 'tasks.name'])
            .where('events.company_id', '=', sub.companyId)
            .where('events.fiscal_year_id', 'in', years)
            .orderBy('tasks.id')
            .execute(),
          db
            .selectFrom('event_wards')
            .innerJoin('events', 'events.id', 'event_wards.event_id')
            .select(['event_wards.event_id', 'event_wards.ward'])
            .where('events.company_id', '=', sub.companyId)
            .where('events.fiscal_year_id', 'in', years)
            .orderBy('event_wards.ward')
            .execute(),
        ]);
        const group = (list: { event_id: number; name: string }[]) => {
          const map = new Map<number, string[]>();
          for (const { event_id, name } of list) {
            const names = map.get(event_id) ?? [];
            names.push(name);
            map.set(event_id, names);
          }
          return map;
        };
        const categories = group(categoryRows);
        const tasks = group(taskRows);
        const wards = new Map<number, number[]>();
        for (const { event_id, ward } of wardRows) {
          wards.set(event_id, [...(wards.get(event_id) ?? []), ward]);
        }
        events = rows.map((r) => ({
          ...r,
          categories: categories.get(r.id) ?? [],
          tasks: tasks.get(r.id) ?? [],
          wards: wards.get(r.id) ?? [],
        }));
      }
      // A ward's feed says so in the calendar's name: "… — कार्ययोजना (वडा नं ५)".
      const ward =
        filters.ward === null ? '' : ` (${wardsLabel(filters.ward ? [filters.ward] : [], 'ne')})`;
      return renderFeed({
        calendarName: `${sub.companyName} — कार्ययोजना${ward}`,
        origin,
        events,
      });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
