import { z } from 'zod';
import { emptyAsAbsent, optionalId } from './common.js';
import { MAX_WARD } from './organisation.js';

/**
 * The public plan page (issue 18, docs/decisions/026-public-plan.md): off by default, switched
 * on per municipality by its admin or the Super-Admin; then `/p/{slug}` and
 * `/api/public/{slug}` show what is meant for citizens, without signing in.
 */

/** A slug: lower-case ASCII letters, digits and single hyphens, 3 to 60 characters. */
export const PUBLIC_SLUG = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$/;

/** `GET /api/companies/{id}/public-plan`: the setting, the page's address, a suggested slug. */
export const publicPlanSetting = z.object({
  enabled: z.boolean(),
  /** Null until the page was first switched on (a slug is then suggested and kept). */
  slug: z.string().nullable(),
  /** The page's address (null without a slug). */
  url: z.string().nullable(),
  /** A free slug made from the municipality's English name, for the form. */
  suggested_slug: z.string(),
});
export type PublicPlanSetting = z.infer<typeof publicPlanSetting>;
export const publicPlanSettingResponse = z.object({ data: publicPlanSetting });
export type PublicPlanSettingResponse = z.infer<typeof publicPlanSettingResponse>;

/** `PUT /api/companies/{id}/public-plan`: either or both; switching on without a slug takes the suggested one. */
export const publicPlanRequest = z.object({
  enabled: emptyAsAbsent(z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional()),
  slug: emptyAsAbsent(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(60)
      .regex(PUBLIC_SLUG, {
        message: 'Letters a-z, digits and hyphens, 3 to 60 characters.',
      })
      .optional(),
  ),
});
export type PublicPlanRequest = z.input<typeof publicPlanRequest>;
export const publicPlanUpdateResponse = z.object({
  message: z.string(),
  data: publicPlanSetting,
});

/**
 * Every field the public API may say about a municipality. A test lists what the routes
 * return and fails on a field not named here: nothing new goes public by accident.
 */
export const PUBLIC_COMPANY_FIELDS = [
  'slug',
  'name',
  'description',
  'address',
  'province',
  'district',
  'municipality',
  'contact',
  'email',
  'website',
  'logo',
  'subLogo',
  'fiscal_years',
  'fiscal_year_id',
  'ward_count',
] as const;
export const PUBLIC_FISCAL_YEAR_FIELDS = ['id', 'year', 'startDate', 'endDate'] as const;
/** An event, as citizens see it: never its tasks, documents or who wrote it. */
export const PUBLIC_EVENT_FIELDS = [
  'id',
  'title',
  'content',
  'date',
  'ad_date',
  'time',
  'status',
  'overdue',
  'categories',
  'assign_to',
  'wards',
  'branch',
] as const;

const publicFiscalYear = z.object({
  id: z.number(),
  year: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

/** `GET /api/public/{slug}`: the letterhead and the fiscal years to choose from. */
export const publicCompanyResponse = z.object({
  data: z.object({
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    address: z.string().nullable(),
    province: z.string().nullable(),
    district: z.string().nullable(),
    municipality: z.string().nullable(),
    contact: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    logo: z.string().nullable(),
    subLogo: z.string().nullable(),
    fiscal_years: z.array(publicFiscalYear),
    /** The active fiscal year (the page opens on it). */
    fiscal_year_id: z.number().nullable(),
    /** Its wards are 1..ward_count, to choose one from (issue 28); 0 when not known. */
    ward_count: z.number(),
  }),
});
export type PublicCompanyResponse = z.infer<typeof publicCompanyResponse>;

export const publicEvent = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string().nullable(),
  /** BS YYYY-MM-DD. */
  date: z.string(),
  ad_date: z.string(),
  time: z.string(),
  status: z.string(),
  /** Not done and its date has passed in Nepal. */
  overdue: z.boolean(),
  categories: z.array(z.string()),
  /** The responsible branch or person, as the plan names it. */
  assign_to: z.string().nullable(),
  /** The wards it is for, ascending; empty: the whole municipality (issue 28). */
  wards: z.array(z.number()),
  /** Its branch (शाखा), by its name in the reader's language, or null. */
  branch: z.string().nullable(),
});
export type PublicEvent = z.infer<typeof publicEvent>;

export const publicEventsQuery = z.object({
  fiscal_year_id: emptyAsAbsent(z.coerce.number().int().min(1).max(2_147_483_647).optional()),
  /** Events that name this ward (citizens look for their ward); 0: the whole municipality's. */
  ward: emptyAsAbsent(z.coerce.number().int().min(0).max(MAX_WARD).optional()),
  /** Events of this branch. */
  branch_id: optionalId,
});

/** `GET /api/public/{slug}/events?fiscal_year_id=`: the year's plan, with its counts. */
export const publicEventsResponse = z.object({
  data: z.array(publicEvent),
  meta: z.object({
    fiscal_year_id: z.number(),
    /** The ward and branch asked for, when one was (the counts are then theirs). */
    ward: z.number().optional(),
    branch_id: z.number().optional(),
    total: z.number(),
    by_status: z.record(z.string(), z.number()),
    overdue: z.number(),
    /** Per trimester (1: श्रावण–कार्तिक, 2: मंसिर–फाल्गुण, 3: चैत्र–असार): events and done. */
    trimesters: z.array(z.object({ trimester: z.number(), total: z.number(), done: z.number() })),
  }),
});
export type PublicEventsResponse = z.infer<typeof publicEventsResponse>;
