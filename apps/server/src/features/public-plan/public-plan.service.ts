import {
  PUBLIC_SLUG,
  publicPlanRequest,
  type PublicCompanyResponse,
  type PublicEvent,
  categoryName,
  type PublicEventsResponse,
  type PublicPlanRequest,
  type PublicPlanSetting,
  branchName,
} from '@karyayojana/contracts';
import { findDistrict, findLocalLevel } from '@karyayojana/nepal-admin';
import { parseBs, trimesterOfMonth } from '@karyayojana/nepali-calendar';
import type { AppContext } from '../../context.js';
import { revisionsRepository } from '../../db/revisions.js';
import { authorize, type Actor } from '../../lib/access.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { isoNow } from '../../lib/clock.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { etagOf } from '../../lib/etag.js';
import { lookupId } from '../../lib/ids.js';
import { isOverdue } from '../events/event-view.js';

/**
 * The public plan (issue 18, docs/decisions/026-public-plan.md): the setting an admin or the
 * Super-Admin switches, and what citizens may read. A slug names a municipality only while its
 * page is on: off, unknown and never-made slugs are the same 404.
 */

/** 'Dhulikhel Municipality' → 'dhulikhel-municipality'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export interface PublicCompany {
  id: number;
  data: PublicCompanyResponse['data'];
}

/** The public plan's filters (issue 28): a ward (0: the whole municipality's events), a branch. */
export interface PublicFilters {
  ward?: number | undefined;
  branchId?: number | undefined;
}

export function publicPlanService(ctx: AppContext) {
  const { db, clock } = ctx;
  const revisions = revisionsRepository(db);

  async function companyRow(id: number) {
    const row = await db
      .selectFrom('companies')
      .select([
        'id',
        'name',
        'province',
        'district',
        'municipality',
        'is_owner',
        'public_plan',
        'public_slug',
      ])
      .where('id', '=', lookupId(id))
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  const slugTaken = async (slug: string, companyId: number) =>
    (await db
      .selectFrom('companies')
      .select('id')
      .where('public_slug', '=', slug)
      .where('id', '!=', companyId)
      .executeTakeFirst()) !== undefined;

  /** A free slug from the municipality's English name (with its district, then its id, if taken). */
  async function suggestSlug(row: Awaited<ReturnType<typeof companyRow>>): Promise<string> {
    const level =
      row.province && row.district && row.municipality
        ? findLocalLevel(row.province, row.district, row.municipality)
        : undefined;
    const named = slugify(level?.nameEn ?? '');
    const base = named.length >= 3 ? named : `palika-${row.id}`;
    const district = row.district ? slugify(findDistrict(row.district)?.nameEn ?? '') : '';
    const candidates = [
      base,
      district ? `${base}-${district}` : '',
      `${base.slice(0, 48)}-${row.id}`,
    ];
    for (const candidate of candidates) {
      if (PUBLIC_SLUG.test(candidate) && !(await slugTaken(candidate, row.id))) return candidate;
    }
    return `palika-${row.id}`;
  }

  async function settingOf(id: number, origin: string): Promise<PublicPlanSetting> {
    const row = await companyRow(id);
    return {
      enabled: row.public_plan === 1,
      slug: row.public_slug,
      url: row.public_slug ? `${origin}/p/${row.public_slug}` : null,
      suggested_slug: row.public_slug ?? (await suggestSlug(row)),
    };
  }

  /** The fiscal years citizens may choose from: the active one and those before it. */
  async function fiscalYears() {
    const years = await db
      .selectFrom('fiscal_years')
      .select(['id', 'year', 'start_date', 'end_date', 'status', 'ad_start_date'])
      .orderBy('ad_start_date', 'desc')
      .execute();
    const active = years.find((y) => y.status === 1);
    return {
      list: years.map((y) => ({
        id: y.id,
        year: y.year,
        startDate: y.start_date,
        endDate: y.end_date,
      })),
      activeId: active?.id ?? years[0]?.id ?? null,
    };
  }

  return {
    setting: async (actor: Actor, companyId: number, origin: string) => {
      const row = await companyRow(companyId);
      authorize(actor, 'company.editProfile', row.id);
      return settingOf(row.id, origin);
    },

    async update(
      actor: Actor,
      companyId: number,
      body: PublicPlanRequest,
      origin: string,
    ): Promise<PublicPlanSetting> {
      const row = await companyRow(companyId);
      authorize(actor, 'company.editProfile', row.id);
      const parsed = publicPlanRequest.parse(body);
      const enabled =
        parsed.enabled === undefined
          ? row.public_plan === 1
          : parsed.enabled === true || parsed.enabled === '1' || parsed.enabled === 'true';
      let slug = parsed.slug ?? row.public_slug;
      if (enabled && !slug) slug = await suggestSlug(row);
      if (slug && slug !== row.public_slug && (await slugTaken(slug, row.id))) {
        throw fieldError('slug', 'field.slugTaken');
      }
      await db.transaction().execute(async (trx) => {
        const now = isoNow(clock);
        await trx
          .updateTable('companies')
          .set({ public_plan: enabled ? 1 : 0, public_slug: slug, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        const changes = changesOf(
          { public_plan: row.public_plan === 1, public_slug: row.public_slug },
          { public_plan: enabled, public_slug: slug },
        );
        if (changes) {
          await recordActivity(
            trx,
            actor,
            {
              action: 'update',
              entity: 'company',
              entityId: row.id,
              companyId: row.id,
              summary: activitySummary('activity.summary.publicPage', { name: row.name }),
              changes,
            },
            now,
          );
        }
      });
      return settingOf(row.id, origin);
    },

    /** The municipality a slug names while its page is on; null otherwise (a 404 for all). */
    async bySlug(slug: string): Promise<PublicCompany | null> {
      if (!PUBLIC_SLUG.test(slug)) return null;
      const row = await db
        .selectFrom('companies')
        .leftJoin('stored_files as lf', 'lf.id', 'companies.logo_file_id')
        .leftJoin('stored_files as sf', 'sf.id', 'companies.sub_logo_file_id')
        .select([
          'companies.id',
          'companies.name',
          'companies.description',
          'companies.address',
          'companies.province',
          'companies.district',
          'companies.municipality',
          'companies.contact',
          'companies.email',
          'companies.website',
          'companies.public_slug',
          'companies.ward_count',
          'lf.key as logo',
          'sf.key as sub_logo',
        ])
        .where('companies.public_slug', '=', slug)
        .where('companies.public_plan', '=', 1)
        .executeTakeFirst();
      if (!row?.public_slug) return null;
      const years = await fiscalYears();
      return {
        id: row.id,
        data: {
          slug: row.public_slug,
          name: row.name,
          description: row.description,
          address: row.address,
          province: row.province,
          district: row.district,
          municipality: row.municipality,
          contact: row.contact,
          email: row.email,
          website: row.website,
          logo: row.logo ? `/storage/${row.logo}` : null,
          subLogo: row.sub_logo ? `/storage/${row.sub_logo}` : null,
          fiscal_years: years.list,
          fiscal_year_id: years.activeId,
          ward_count: row.ward_count ?? 0,
        },
      };
    },

    /** A validator for a public answer: the municipality's revision, the day and the keys. */
    async etag(companyId: number, ...keys: (string | number | null)[]): Promise<string> {
      const revision = await revisions.of(companyId);
      return etagOf('pub', [companyId, revision, clock.today(), ...keys]);
    },

    /**
     * One fiscal year's plan, as citizens see it, with its counts; the categories by their
     * English names (where they have one) for the page in English.
     */
    async events(
      company: PublicCompany,
      fiscalYearId: number | undefined,
      lang: 'ne' | 'en' = 'ne',
      filters: PublicFilters = {},
    ): Promise<PublicEventsResponse> {
      const yearId = fiscalYearId ?? company.data.fiscal_year_id;
      if (!yearId || !company.data.fiscal_years.some((y) => y.id === yearId)) throw notFound();
      let query = db
        .selectFrom('events')
        .leftJoin('branches', 'branches.id', 'events.branch_id')
        .select([
          'events.id',
          'events.title',
          'events.content',
          'events.date',
          'events.ad_date',
          'events.time',
          'events.status',
          'events.assign_to',
          'branches.name as branch_name',
          'branches.name_en as branch_name_en',
        ])
        .where('events.company_id', '=', company.id)
        .where('events.fiscal_year_id', '=', yearId);
      const { ward, branchId } = filters;
      if (branchId !== undefined) query = query.where('events.branch_id', '=', lookupId(branchId));
      if (ward === 0) {
        query = query.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('event_wards')
                .select('event_wards.event_id')
                .whereRef('event_wards.event_id', '=', 'events.id'),
            ),
          ),
        );
      } else if (ward !== undefined) {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('event_wards')
              .select('event_wards.event_id')
              .whereRef('event_wards.event_id', '=', 'events.id')
              .where('event_wards.ward', '=', ward),
          ),
        );
      }
      const rows = await query
        .orderBy('events.ad_date')
        .orderBy('events.time')
        .orderBy('events.id')
        .execute();
      const wardRows = rows.length
        ? await db
            .selectFrom('event_wards')
            .innerJoin('events', 'events.id', 'event_wards.event_id')
            .select(['event_wards.event_id', 'event_wards.ward'])
            .where('events.company_id', '=', company.id)
            .where('events.fiscal_year_id', '=', yearId)
            .orderBy('event_wards.ward')
            .execute()
        : [];
      const wardsOf = new Map<number, number[]>();
      for (const w of wardRows)
        wardsOf.set(w.event_id, [...(wardsOf.get(w.event_id) ?? []), w.ward]);
      const links = rows.length
        ? await db
            .selectFrom('event_categories')
            .innerJoin('events', 'events.id', 'event_categories.event_id')
            .innerJoin('categories', 'categories.id', 'event_categories.category_id')
            .select(['event_categories.event_id', 'categories.name', 'categories.name_en'])
            .where('events.company_id', '=', company.id)
            .where('events.fiscal_year_id', '=', yearId)
            .orderBy('categories.sort_order')
            .orderBy('categories.id')
            .execute()
        : [];
      const categoriesOf = new Map<number, string[]>();
      for (const link of links) {
        const list = categoriesOf.get(link.event_id) ?? [];
        list.push(categoryName(link, lang));
        categoriesOf.set(link.event_id, list);
      }
      const today = clock.today();
      const byStatus: Record<string, number> = {};
      const trimesters = [1, 2, 3].map((trimester) => ({ trimester, total: 0, done: 0 }));
      let overdue = 0;
      const data: PublicEvent[] = rows.map((r) => {
        const late = isOverdue(r, today);
        if (late) overdue++;
        byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
        const month = parseBs(r.date)?.month;
        if (month) {
          const slot = trimesters[trimesterOfMonth(month) - 1]!;
          slot.total++;
          if (r.status === 'done') slot.done++;
        }
        return {
          id: r.id,
          title: r.title,
          content: r.content,
          date: r.date,
          ad_date: r.ad_date,
          time: r.time,
          status: r.status,
          overdue: late,
          categories: categoriesOf.get(r.id) ?? [],
          assign_to: r.assign_to,
          wards: wardsOf.get(r.id) ?? [],
          branch: r.branch_name
            ? branchName({ name: r.branch_name, name_en: r.branch_name_en }, lang)
            : null,
        };
      });
      return {
        data,
        meta: {
          fiscal_year_id: yearId,
          ...(ward === undefined ? {} : { ward }),
          ...(branchId === undefined ? {} : { branch_id: branchId }),
          total: rows.length,
          by_status: byStatus,
          overdue,
          trimesters,
        },
      };
    },
  };
}
export type PublicPlanService = ReturnType<typeof publicPlanService>;
