import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  batchUndoBody,
  branchInput,
  branchOrder,
  categoryInput,
  categoryOrder,
  changeDate,
  changePasswordRequest,
  forgotPasswordRequest,
  publicEventsQuery,
  publicPlanRequest,
  mailSettingsRequest,
  mailTestRequest,
  resetPasswordRequest,
  unsubscribeRequest,
  copyEvents,
  copyMyEvents,
  copySelectedEvents,
  duplicateEvents,
  ERROR_STATUS,
  eventCreate,
  eventUpdate,
  fiscalYearCreate,
  fiscalYearOrder,
  fiscalYearUpdate,
  loginRequest,
  setUserPassword,
  userRegister,
  userUpdate,
  wardCountInput,
  wardInput,
  type Event,
  type FiscalYear,
} from '@karyayojana/contracts';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../support/test-app.js';
import { KATHMANDU, makeCompany, makeUser, TEST_PASSWORD } from '../support/builders.js';
import { multipartBody } from '../support/multipart.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { hashToken, newToken } from '../../src/features/auth/tokens.js';
import { tokensRepository } from '../../src/features/auth/tokens.repository.js';
import {
  deepNesting,
  EDGE_JSON,
  EDGE_TEXT,
  edgeQuery,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_IDS,
  hostileId,
  hostileLanguage,
  hostileQuery,
  hostileValue,
  INVALID_UTF8,
  MALFORMED_JSON,
  MALFORMED_MULTIPART,
  nearlyValid,
  nearlyValidForm,
  percentEncode,
  rawMultipart,
  sometimes,
  toJson,
} from '../support/hostile.js';

/*
 * Hostile input (issue 8, item 2): every route of the API gets generated bodies, query strings,
 * content types and path ids, as the Super-Admin (who passes every permission check, so the
 * validators are what is tested) and as a municipality's admin on the routes of a municipality.
 * Every answer must be a 4xx with a JSON `message`, or a real 200 where the input was valid;
 * never a 500, never a hang; and the server must still be healthy after each property.
 *
 * Each property first sends fixed edge cases (every edge value in every field and query
 * parameter, every broken body and content type, every hostile path id), then RUNS random
 * ones. The seed is fixed, so a run is repeatable; fast-check prints the seed and the path of
 * a failing case. HOSTILE_SEED and HOSTILE_RUNS explore further; HOSTILE_VERBOSE=1 prints the
 * statuses each property met.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20_820_401);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
/** One request may take long (a 1 MB body, an argon2 hash); more than this is a hang. */
const REQUEST_TIMEOUT_MS = 15_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Who = 'sa' | 'admin';

/** The rows the requests aim at, made before the properties run. */
interface World {
  companyA: number;
  companyB: number;
  saId: number;
  adminId: number;
  victim: { id: number; email: string };
  fy1: FiscalYear;
  fy2: FiscalYear;
  yearIds: number[];
  category: number;
  categoryIds: number[];
  eventA: number;
  eventB: number;
  taskA: number;
  taskB: number;
  docA: number;
  docB: number;
  /** A branch of each municipality (issue 28), and company A's branches in their order. */
  branchA: number;
  branchB: number;
  branchIdsA: number[];
}

interface Route {
  method: Method;
  /** As registered, with `:id` for a path id. */
  path: string;
  /** What the route reads: a JSON body, a multipart form, or nothing. */
  kind: 'json' | 'multipart' | 'none';
  /** The contract's body schema: a 200 is only right for a body it accepts. */
  schema?: z.ZodType;
  /** A valid body (JSON) or form (multipart) for the actor, the base of near-misses. */
  valid?: (w: World, who: Who) => Record<string, unknown>;
  /** Query keys the route reads. */
  query?: readonly string[];
  /**
   * The row a body is aimed at. Without it (deletes), a missing id, so that a valid request
   * cannot destroy the rows the other properties need.
   */
  target?: (w: World, who: Who) => { own: number; other: number };
  /** A plain admin may use it on their own municipality's rows. */
  admin?: boolean;
  /** A fresh token per request (logout revokes the one it is sent with). */
  freshToken?: boolean;
  /** Answers a success with a file, not JSON (its errors are JSON as everywhere). */
  file?: boolean;
}

const MISSING = 99_999_999;
// The shape of a stored file's key (apps/server/src/features/files/file-store.ts), naming no file.
const STORAGE_KEY = 'AAAAAAAAAAAAAAAAAAAAAAAA.png';

const ROUTES: Route[] = [
  // Health and the API description: public, read nothing, but still get query strings.
  { method: 'GET', path: '/api/health', kind: 'none' },
  { method: 'GET', path: '/api/health/ready', kind: 'none' },
  // The operator's metrics: Prometheus' text, from loopback (the tests' address) only.
  { method: 'GET', path: '/api/metrics', kind: 'none', file: true },
  { method: 'GET', path: '/api/openapi.json', kind: 'none' },
  // Auth.
  {
    method: 'POST',
    path: '/api/login',
    kind: 'json',
    schema: loginRequest,
    valid: (_w, who) =>
      who === 'sa'
        ? { email: ADMIN.email, password: 'not-the-password' }
        : { email: 'nobody@example.org', password: TEST_PASSWORD },
    admin: true,
  },
  { method: 'POST', path: '/api/logout', kind: 'none', freshToken: true, admin: true },
  { method: 'GET', path: '/api/user', kind: 'none', admin: true },
  // Email (issue 17), with a real SMTP server behind it: what a client sends to the public
  // routes (a link's token that names nobody is a 404 or a 422, a flood a 429), and one's
  // own choices.
  { method: 'GET', path: '/api/public-config', kind: 'none' },
  {
    method: 'POST',
    path: '/api/forgot-password',
    kind: 'json',
    schema: forgotPasswordRequest,
    valid: (w) => ({ email: w.victim.email }),
  },
  {
    method: 'POST',
    path: '/api/reset-password',
    kind: 'json',
    schema: resetPasswordRequest,
    valid: () => ({
      token: 'A'.repeat(43),
      password: 'a-new-password-1',
      password_confirmation: 'a-new-password-1',
    }),
  },
  {
    method: 'POST',
    path: '/api/unsubscribe',
    kind: 'json',
    schema: unsubscribeRequest,
    query: ['token'],
    valid: (w) => ({ token: `${w.victim.id}.${'A'.repeat(43)}` }),
  },
  { method: 'GET', path: '/api/mail-settings', kind: 'none', admin: true },
  {
    method: 'PUT',
    path: '/api/mail-settings',
    kind: 'json',
    schema: mailSettingsRequest,
    valid: () => ({ digest: true, reminder_days: 3, language: 'en' }),
    admin: true,
  },
  { method: 'GET', path: '/api/mail/status', kind: 'none' },
  {
    method: 'POST',
    path: '/api/mail/test',
    kind: 'json',
    schema: mailTestRequest,
    valid: () => ({ email: 'operator@example.test' }),
  },
  // The public plan (issue 18): its setting, its API and its page (a slug that names nothing,
  // or a page switched off, is a 404 for everyone).
  {
    method: 'GET',
    path: '/api/companies/:id/public-plan',
    kind: 'none',
    target: (w) => ({ own: w.companyA, other: w.companyB }),
    admin: true,
  },
  {
    method: 'PUT',
    path: '/api/companies/:id/public-plan',
    kind: 'json',
    schema: publicPlanRequest,
    valid: () => ({ enabled: true, slug: 'hostile-a' }),
    target: (w) => ({ own: w.companyA, other: w.companyB }),
    admin: true,
  },
  { method: 'GET', path: '/api/public/:id', kind: 'none' },
  {
    method: 'GET',
    path: '/api/public/:id/events',
    kind: 'none',
    query: Object.keys(publicEventsQuery.shape),
  },
  { method: 'GET', path: '/p/:id', kind: 'none', query: ['fy', 'lang'], file: true },
  { method: 'GET', path: '/p/:id/qr.svg', kind: 'none', file: true },
  // The calendar feed's address (issue 17), and the feed: a secret that names nobody is a 404.
  { method: 'GET', path: '/api/calendar-feed', kind: 'none', admin: true },
  { method: 'POST', path: '/api/calendar-feed/rotate', kind: 'none', admin: true },
  {
    method: 'GET',
    path: '/ical/:id',
    kind: 'none',
    query: ['category_id', 'status'],
    file: true,
  },
  {
    method: 'POST',
    path: '/api/change-password',
    kind: 'json',
    schema: changePasswordRequest,
    valid: (_w, who) => ({
      current_password: who === 'sa' ? ADMIN.password : TEST_PASSWORD,
      password: 'a-new-password-1',
      password_confirmation: 'a-new-password-1',
    }),
    admin: true,
  },
  // Companies.
  { method: 'GET', path: '/api/companies', kind: 'none' },
  { method: 'GET', path: '/api/companies/export', kind: 'none', query: ['format'], file: true },
  { method: 'GET', path: '/api/companies/import/template', kind: 'none', file: true },
  {
    method: 'POST',
    path: '/api/companies/import',
    kind: 'multipart',
    valid: () => ({ dry_run: '1' }),
  },
  {
    method: 'GET',
    path: '/api/companies/:id',
    kind: 'none',
    target: (w, who) => companyTarget(w, who),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/companies',
    kind: 'multipart',
    valid: () => companyForm('नयाँ नगरपालिका'),
  },
  ...(['POST', 'PUT'] as const).map((method): Route => ({
    method,
    path: '/api/companies/:id',
    kind: 'multipart',
    valid: () => ({ _method: 'PUT', ...companyForm('नगरपालिका ख') }),
    target: (w, who) => companyTarget(w, who),
    admin: true,
  })),
  { method: 'DELETE', path: '/api/companies/:id', kind: 'none' },
  ...['/api/companies/delete-logo/:id', '/api/companies/delete-sub-logo/:id'].map(
    (path): Route => ({
      method: 'DELETE',
      path,
      kind: 'none',
      target: (w, who) => companyTarget(w, who),
      admin: true,
    }),
  ),
  {
    method: 'POST',
    path: '/api/companies/:id/renew',
    kind: 'none',
    target: (w) => ({ own: w.companyB, other: w.companyB }),
  },
  // Fiscal years.
  { method: 'GET', path: '/api/fiscal-years', kind: 'none', admin: true },
  { method: 'GET', path: '/api/active-year', kind: 'none', admin: true },
  {
    method: 'GET',
    path: '/api/fiscal-years/:id',
    kind: 'none',
    target: (w) => ({ own: w.fy2.id, other: w.fy2.id }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/fiscal-years',
    kind: 'json',
    schema: fiscalYearCreate,
    valid: () => ({ year: '2095/96', startDate: '2095-04-01', endDate: '2096-03-30', status: 0 }),
  },
  {
    method: 'PUT',
    path: '/api/fiscal-years/:id',
    kind: 'json',
    schema: fiscalYearUpdate,
    valid: (w) => ({
      year: w.fy2.year,
      startDate: w.fy2.startDate,
      endDate: w.fy2.endDate,
      status: 0,
    }),
    target: (w) => ({ own: w.fy2.id, other: w.fy2.id }),
  },
  { method: 'DELETE', path: '/api/fiscal-years/:id', kind: 'none' },
  {
    method: 'PUT',
    path: '/api/order-fiscal-years',
    kind: 'json',
    schema: fiscalYearOrder,
    valid: (w) => ({ fiscalYearOrder: w.yearIds }),
  },
  // Categories.
  { method: 'GET', path: '/api/categories', kind: 'none', admin: true },
  {
    method: 'GET',
    path: '/api/categories/:id',
    kind: 'none',
    target: (w) => ({ own: w.category, other: w.category }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/categories',
    kind: 'json',
    schema: categoryInput,
    valid: () => ({ name: 'नयाँ वर्ग', name_en: 'New category', description: 'विवरण' }),
  },
  {
    method: 'PUT',
    path: '/api/categories/:id',
    kind: 'json',
    schema: categoryInput,
    valid: () => ({ name: 'वर्ग', name_en: 'A category', description: null }),
    target: (w) => ({ own: w.category, other: w.category }),
  },
  { method: 'DELETE', path: '/api/categories/:id', kind: 'none' },
  ...['/api/order-categories', '/api/order-categories/'].map((path): Route => ({
    method: 'PUT',
    path,
    kind: 'json',
    schema: categoryOrder,
    valid: (w) => ({ categoryOrder: w.categoryIds }),
  })),
  // Users.
  { method: 'GET', path: '/api/all-users', kind: 'none' },
  {
    method: 'GET',
    path: '/api/fetch-user/:id',
    kind: 'none',
    target: (w) => ({ own: w.victim.id, other: w.victim.id }),
  },
  {
    method: 'POST',
    path: '/api/register',
    kind: 'json',
    schema: userRegister,
    valid: (w) => ({
      name: 'नयाँ प्रयोगकर्ता',
      email: 'hostile-new@example.org',
      company_id: w.companyB,
      role: 'user',
      password: 'password-new-1',
      password_confirmation: 'password-new-1',
      active: true,
      scope_wards: [1, 2],
      scope_branch_ids: [w.branchB],
      can_plan: false,
    }),
  },
  {
    method: 'PUT',
    path: '/api/update-user/:id',
    kind: 'json',
    schema: userUpdate,
    valid: (w) => ({
      name: 'पीडित',
      email: w.victim.email,
      company_id: w.companyB,
      role: 'user',
      active: true,
      scope_wards: '१ र २',
      scope_branch_ids: [w.branchB],
      can_plan: true,
    }),
    target: (w) => ({ own: w.victim.id, other: w.victim.id }),
  },
  { method: 'DELETE', path: '/api/delete-user/:id', kind: 'none' },
  {
    method: 'PUT',
    path: '/api/change-user-password/:id',
    kind: 'json',
    schema: setUserPassword,
    valid: () => ({ password: 'password-set-1', password_confirmation: 'password-set-1' }),
    target: (w) => ({ own: w.victim.id, other: w.victim.id }),
  },
  // Events.
  {
    method: 'GET',
    path: '/api/events',
    kind: 'none',
    query: [
      'company_id',
      'fiscal_year_id',
      'status',
      'category_id',
      'ward',
      'branch_id',
      'q',
      'sort',
      'page',
      'per_page',
      'content',
    ],
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/events/export',
    kind: 'none',
    query: ['company_id', 'fiscal_year_id', 'status', 'category_id', 'q', 'sort', 'format'],
    admin: true,
    file: true,
  },
  { method: 'GET', path: '/api/events/import/template', kind: 'none', admin: true, file: true },
  {
    method: 'POST',
    path: '/api/events/import',
    kind: 'multipart',
    valid: (w) => ({ fiscal_year_id: String(w.fy2.id), dry_run: '1' }),
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/events/:id',
    kind: 'none',
    target: (w) => ({ own: w.eventA, other: w.eventB }),
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/events/:id/status-history',
    kind: 'none',
    target: (w) => ({ own: w.eventA, other: w.eventB }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/events',
    kind: 'json',
    schema: eventCreate,
    valid: (w, who) => ({
      ...(who === 'sa' ? { company_id: w.companyA } : {}),
      fiscal_year_id: w.fy1.id,
      title: 'कार्यक्रम',
      content: 'विवरण',
      date: w.fy1.startDate,
      multi_dates: [w.fy1.startDate],
      time: '10:00',
      assignTo: 'वडा कार्यालय',
      categories: [w.category],
      tasks: ['कार्य'],
      savingFrequency: 'yearly',
      wards: [3, 5],
      branch_id: w.branchA,
    }),
    admin: true,
  },
  {
    method: 'PUT',
    path: '/api/events/:id',
    kind: 'json',
    schema: eventUpdate,
    valid: (w) => ({
      fiscal_year_id: w.fy1.id,
      title: 'कार्यक्रम',
      content: 'विवरण',
      date: w.fy1.startDate,
      time: '11:30',
      assignTo: null,
      categories: [w.category],
      status: 'done',
      wards: '३, ६ र ९',
      branch_id: w.branchA,
    }),
    target: (w) => ({ own: w.eventA, other: w.eventB }),
    admin: true,
  },
  { method: 'DELETE', path: '/api/events/:id', kind: 'none', admin: true },
  {
    method: 'PUT',
    path: '/api/change-date/:id',
    kind: 'json',
    schema: changeDate,
    valid: (w) => ({ date: w.fy1.startDate }),
    target: (w) => ({ own: w.eventA, other: w.eventB }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/dublicate-events',
    kind: 'json',
    schema: duplicateEvents,
    valid: (w) => ({ target_events: [w.eventA] }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/copy-selected-events',
    kind: 'json',
    schema: copySelectedEvents,
    valid: (w) => ({ target_events: [w.eventA], target_companies: [w.companyB] }),
  },
  {
    method: 'POST',
    path: '/api/copy-events',
    kind: 'json',
    schema: copyEvents,
    valid: (w) => ({
      from_fiscal_year: w.fy1.id,
      to_fiscal_year: w.fy2.id,
      target_companies: [w.companyB],
      source_id: w.companyA,
    }),
  },
  {
    method: 'POST',
    path: '/api/copy-my-events',
    kind: 'json',
    schema: copyMyEvents,
    valid: (w, who) => ({
      from_fiscal_year: w.fy1.id,
      to_fiscal_year: w.fy2.id,
      ...(who === 'sa' ? { company_id: w.companyA } : {}),
    }),
    admin: true,
  },
  // Progress reports (docs/behaviour.md §14).
  {
    method: 'GET',
    path: '/api/reports/progress',
    kind: 'none',
    query: ['fiscal_year_id', 'trimester', 'company_id', 'detail'],
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/reports/progress.xlsx',
    kind: 'none',
    query: ['fiscal_year_id', 'trimester', 'company_id', 'detail'],
    admin: true,
    file: true,
  },
  {
    method: 'GET',
    path: '/api/reports/progress/companies',
    kind: 'none',
    query: ['fiscal_year_id', 'province', 'district'],
  },
  // The activity log (issue 16): JSON, or with format=csv a file.
  {
    method: 'GET',
    path: '/api/activity',
    kind: 'none',
    query: [
      'entity',
      'entity_id',
      'user_id',
      'action',
      'company_id',
      'from',
      'to',
      'page',
      'per_page',
      'format',
    ],
    admin: true,
    file: true,
  },
  // Tasks (multipart, or JSON when no file travels: docs/behaviour.md §8).
  {
    method: 'GET',
    path: '/api/tasks',
    kind: 'none',
    query: ['company_id', 'event_id', 'page', 'per_page'],
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/tasks/:id',
    kind: 'none',
    target: (w) => ({ own: w.taskA, other: w.taskB }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/tasks',
    kind: 'multipart',
    valid: (w) => ({ event_id: String(w.eventA), name: 'कार्य' }),
    admin: true,
  },
  ...(['POST', 'PUT'] as const).map((method): Route => ({
    method,
    path: '/api/tasks/:id',
    kind: 'multipart',
    valid: (w) => ({ _method: 'PUT', event_id: String(w.eventA), name: 'कार्य २' }),
    target: (w) => ({ own: w.taskA, other: w.taskB }),
    admin: true,
  })),
  { method: 'DELETE', path: '/api/tasks/:id', kind: 'none', admin: true },
  {
    method: 'DELETE',
    path: '/api/tasks/delete-file/:id',
    kind: 'none',
    target: (w) => ({ own: w.taskA, other: w.taskB }),
    admin: true,
  },
  // Wards and branches (issue 28): company A's, or for the Super-Admin the one it names.
  { method: 'GET', path: '/api/wards', kind: 'none', query: ['company_id'], admin: true },
  {
    method: 'PUT',
    path: '/api/wards/:id',
    kind: 'json',
    schema: wardInput,
    valid: (w, who) => ({
      ...(who === 'sa' ? { company_id: w.companyA } : {}),
      office_name: 'वडा नं ५ को कार्यालय',
      contact: '01-4000000',
    }),
    target: () => ({ own: 5, other: 5 }),
    admin: true,
  },
  {
    method: 'PUT',
    path: '/api/ward-count',
    kind: 'json',
    schema: wardCountInput,
    valid: (w) => ({ company_id: w.companyB, ward_count: 12 }),
  },
  { method: 'GET', path: '/api/branches', kind: 'none', query: ['company_id'], admin: true },
  {
    method: 'POST',
    path: '/api/branches',
    kind: 'json',
    schema: branchInput,
    valid: (w, who) => ({
      ...(who === 'sa' ? { company_id: w.companyB } : {}),
      name: 'नयाँ शाखा',
      name_en: 'New branch',
      active: true,
    }),
    admin: true,
  },
  {
    method: 'PUT',
    path: '/api/branches/:id',
    kind: 'json',
    schema: branchInput,
    valid: () => ({ name: 'कृषि शाखा', name_en: 'Agriculture', active: true }),
    target: (w) => ({ own: w.branchA, other: w.branchB }),
    admin: true,
  },
  { method: 'DELETE', path: '/api/branches/:id', kind: 'none', admin: true },
  {
    method: 'PUT',
    path: '/api/order-branches',
    kind: 'json',
    schema: branchOrder,
    valid: (w, who) => ({
      ...(who === 'sa' ? { company_id: w.companyA } : {}),
      branchOrder: w.branchIdsA,
    }),
    admin: true,
  },
  // Other documents (multipart).
  {
    method: 'GET',
    path: '/api/other-documents',
    kind: 'none',
    query: ['company_id', 'q', 'page', 'per_page'],
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/other-documents/:id',
    kind: 'none',
    target: (w) => ({ own: w.docA, other: w.docB }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/other-documents',
    kind: 'multipart',
    valid: () => ({ name: 'कागजात', remarks: 'टिप्पणी' }),
    query: ['company_id'],
    admin: true,
  },
  ...(['POST', 'PUT'] as const).map((method): Route => ({
    method,
    path: '/api/other-documents/:id',
    kind: 'multipart',
    valid: () => ({ _method: 'PUT', name: 'कागजात २', remarks: '' }),
    target: (w) => ({ own: w.docA, other: w.docB }),
    admin: true,
  })),
  { method: 'DELETE', path: '/api/other-documents/:id', kind: 'none', admin: true },
  // The trash (issue 16): restore and purge aim at a missing id (see `target`).
  {
    method: 'GET',
    path: '/api/trash',
    kind: 'none',
    query: ['kind', 'company_id', 'page', 'per_page'],
    admin: true,
  },
  { method: 'POST', path: '/api/trash/:id/restore', kind: 'none', admin: true },
  { method: 'DELETE', path: '/api/trash/:id', kind: 'none', admin: true },
  // Undoing a bulk operation: aimed at a batch that does not exist (a valid body is a 404).
  {
    method: 'POST',
    path: '/api/batches/:id/undo',
    kind: 'json',
    schema: batchUndoBody,
    valid: () => ({ include_edited: false }),
    admin: true,
  },
  // Dashboard.
  { method: 'GET', path: '/api/dashboard', kind: 'none', admin: true },
  // Files: not JSON when found, but a JSON 404 for every key that names nothing.
  { method: 'GET', path: '/storage/:id', kind: 'none' },
  { method: 'GET', path: '/storage/private/:id', kind: 'none', query: ['expires', 'signature'] },
];

/**
 * Routes that are not fuzzed, each with its reason. Everything else the server registers
 * must be in ROUTES (checked below), so a new route cannot slip past this file.
 */
const NOT_FUZZED: Record<string, string> = {
  // Covers GET /api/docs and everything under it.
  'GET /api/docs':
    'Swagger UI: static HTML and scripts served by @fastify/swagger-ui; it reads no input',
};

function companyTarget(w: World, who: Who) {
  return who === 'sa'
    ? { own: w.companyB, other: w.companyB }
    : { own: w.companyA, other: w.companyB };
}

function companyForm(name: string): Record<string, string> {
  return {
    name,
    description: 'विवरण',
    email: 'info@example.np',
    contact: '01-4200000',
    website: 'https://example.np',
    ...KATHMANDU,
    address: 'वडा नं. १',
    expiry_date: '2099-01-01',
  };
}

// ---------------------------------------------------------------------------------------------

let t: TestApp;
let w: World;
const tokens: Record<Who, string> = { sa: '', admin: '' };

async function api<T>(method: Method, url: string, token: string, payload?: object): Promise<T> {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

async function form<T>(url: string, token: string, fields: Record<string, string>): Promise<T> {
  const { payload, headers } = multipartBody(fields);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  if (res.statusCode !== 200) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

let smtp: TestSmtp | undefined;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'noreply@example.test',
      PUBLIC_URL: 'https://plan.example.test',
    },
    { mailScheduler: 'off' },
  );
  const companyA = await makeCompany(t);
  const companyB = await makeCompany(t);
  const admin = await makeUser(t, companyA, 'admin');
  const victim = await makeUser(t, companyB, 'user');
  tokens.sa = await login(t, ADMIN.email, ADMIN.password);
  tokens.admin = await login(t, admin.email, TEST_PASSWORD);
  const sa = tokens.sa;

  const saId = (await api<{ data: { id: number } }>('GET', '/api/user', sa)).data.id;
  const years = (await api<{ data: FiscalYear[] }>('GET', '/api/fiscal-years', sa)).data;
  const fy1 = years.find((y) => y.status === 1);
  const fy2 = years.find((y) => y.status !== 1);
  if (!fy1 || !fy2) throw new Error('first start made no fiscal years');
  const category = (
    await api<{ data: { id: number } }>('POST', '/api/categories', sa, { name: 'लक्षित वर्ग' })
  ).data.id;
  // Nine wards and a branch each (their addresses name no local level: the Super-Admin's).
  const branchOf = async (company: number) => {
    await api('PUT', '/api/ward-count', sa, { company_id: company, ward_count: 9 });
    return (
      await api<{ data: { id: number } }>('POST', '/api/branches', sa, {
        company_id: company,
        name: 'लक्षित शाखा',
      })
    ).data.id;
  };
  const branchA = await branchOf(companyA);
  const branchB = await branchOf(companyB);
  const categoryIds = (
    await api<{ data: { id: number }[] }>('GET', '/api/categories', sa)
  ).data.map((c) => c.id);

  const makeEventOf = async (company: number) => {
    const events = await api<{ data: Event[] }>('POST', '/api/events', sa, {
      company_id: company,
      fiscal_year_id: fy1.id,
      title: 'लक्षित कार्यक्रम',
      content: 'विवरण',
      date: fy1.startDate,
      tasks: ['लक्षित कार्य'],
    });
    const event = events.data[0];
    const task = event?.tasks[0];
    if (!event || !task) throw new Error('event without its task');
    return { event: event.id, task: task.id };
  };
  const a = await makeEventOf(companyA);
  const b = await makeEventOf(companyB);
  const docOf = async (company: number) =>
    (
      await form<{ data: { id: number } }>(`/api/other-documents?company_id=${company}`, sa, {
        name: 'लक्षित कागजात',
      })
    ).data.id;

  w = {
    companyA,
    companyB,
    saId,
    adminId: admin.id,
    victim,
    fy1,
    fy2,
    yearIds: years.map((y) => y.id),
    category,
    categoryIds,
    eventA: a.event,
    eventB: b.event,
    taskA: a.task,
    taskB: b.task,
    docA: await docOf(companyA),
    docB: await docOf(companyB),
    branchA,
    branchB,
    branchIdsA: [branchA],
  };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

// ---------------------------------------------------------------------------------------------

interface HostileRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The JSON value sent, when the body was one. */
  json?: unknown;
}

/** A short, printable account of a request (a failing case may carry a 1 MB string). */
function describeRequest(r: HostileRequest): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const body =
    r.payload === undefined
      ? ''
      : typeof r.payload === 'string'
        ? cut(JSON.stringify(r.payload))
        : `<${r.payload.length} bytes> ${cut(JSON.stringify(r.payload.subarray(0, 300).toString('latin1')))}`;
  return `${r.method} ${cut(r.url)} [${r.headers['content-type'] ?? 'no content-type'}] ${body}`;
}

const withPrint = (r: HostileRequest): HostileRequest =>
  Object.assign(r, { [fc.toStringMethod]: () => describeRequest(r) });

/** A JSON body: near-misses of the valid one, any value, deep nesting, broken JSON. */
function jsonBody(valid: Record<string, unknown>) {
  return fc.oneof(
    { weight: 6, arbitrary: nearlyValid(valid).map((v) => ({ json: v, text: toJson(v) })) },
    { weight: 2, arbitrary: hostileValue.map((v) => ({ json: v, text: toJson(v) })) },
    { weight: 1, arbitrary: deepNesting.map((text) => ({ json: undefined, text })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ json: undefined, text })),
    },
  );
}

type Payload = { payload?: string | Buffer; contentType?: string; json?: unknown };

/** Every kind of body a route can be sent, for what it reads. */
function payloadFor(route: Route, valid: Record<string, unknown>): fc.Arbitrary<Payload> {
  const asJson = jsonBody(valid).map(({ json, text }): Payload => ({
    payload: text,
    contentType: 'application/json',
    json,
  }));
  const badBytes = fc
    .constantFrom(...INVALID_UTF8)
    .map((payload): Payload => ({ payload, contentType: 'application/json' }));
  const wrongType = fc
    .tuple(fc.constantFrom(...HOSTILE_CONTENT_TYPES), jsonBody(valid))
    .map(([contentType, { text }]): Payload => ({ payload: text, contentType }));
  const noBody = fc.constant<Payload>({});
  const emptyJson = fc.constant<Payload>({ payload: '', contentType: 'application/json' });

  if (route.kind === 'multipart') {
    const fields = Object.fromEntries(
      Object.entries(valid).map(([k, v]) => [k, String(v as string)]),
    );
    const goodForm = nearlyValidForm(fields).map((parts): Payload => {
      const { payload, contentType } = rawMultipart(parts);
      return { payload, contentType };
    });
    const brokenForm = fc
      .constantFrom(...MALFORMED_MULTIPART)
      .map((m): Payload => ({ payload: m.payload, contentType: m.contentType }));
    return fc.oneof(
      { weight: 6, arbitrary: goodForm },
      { weight: 2, arbitrary: brokenForm },
      { weight: 2, arbitrary: asJson },
      { weight: 1, arbitrary: wrongType },
      { weight: 1, arbitrary: badBytes },
      { weight: 1, arbitrary: noBody },
    );
  }
  if (route.kind === 'json') {
    return fc.oneof(
      { weight: 8, arbitrary: asJson },
      { weight: 2, arbitrary: wrongType },
      { weight: 1, arbitrary: badBytes },
      { weight: 1, arbitrary: noBody },
      { weight: 1, arbitrary: emptyJson },
    );
  }
  // Routes that read no body: a body sent anyway is parsed (or refused) before the handler.
  if (route.method === 'GET') return noBody;
  return fc.oneof(
    { weight: 3, arbitrary: noBody },
    { weight: 2, arbitrary: asJson },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: badBytes },
    { weight: 1, arbitrary: emptyJson },
  );
}

/**
 * Requests for a route: its body, query and headers hostile. `id` picks the path id:
 * 'target' aims at a real row (own or, for the admin, sometimes another municipality's),
 * 'hostile' sends ids that name nothing.
 */
function requests(route: Route, who: Who, id: 'target' | 'hostile'): fc.Arbitrary<HostileRequest> {
  const valid = route.valid?.(w, who) ?? {};
  const target = route.target?.(w, who);
  const pathId =
    id === 'hostile'
      ? hostileId
      : target
        ? fc.oneof(
            { weight: who === 'admin' ? 3 : 1, arbitrary: fc.constant(String(target.own)) },
            { weight: who === 'admin' ? 1 : 0, arbitrary: fc.constant(String(target.other)) },
          )
        : fc.constant(route.path.startsWith('/storage') ? STORAGE_KEY : String(MISSING));
  // GET routes are where the query strings matter; others still get one now and then.
  const query = sometimes(
    hostileQuery(route.query ?? ['q', 'page', 'company_id']),
    route.method === 'GET' || route.query ? 0.8 : 0.25,
  );
  return fc
    .record({
      pathId,
      query,
      body:
        id === 'hostile' && route.kind !== 'none'
          ? jsonOrFormOnly(route, valid)
          : payloadFor(route, valid),
      lang: sometimes(hostileLanguage, 0.3),
    })
    .map(({ pathId: pid, query: q, body, lang }) => build(route, pid, q, body, lang));
}

function build(
  route: Route,
  pathId: string,
  query: string | undefined,
  body: Payload,
  lang?: string,
): HostileRequest {
  const url = route.path.replace(':id', pathId) + (query === undefined ? '' : `?${query}`);
  const headers: Record<string, string> = {};
  if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  if (lang !== undefined) headers['accept-language'] = lang;
  return withPrint({
    method: route.method,
    url,
    headers,
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
    ...(body.json !== undefined ? { json: body.json } : {}),
  });
}

/**
 * The fixed cases every run sends before the random ones: each edge value in each field and
 * query parameter, each broken body, and each hostile path id.
 */
function edgeCases(route: Route, who: Who, id: 'target' | 'hostile'): HostileRequest[] {
  const valid = route.valid?.(w, who) ?? {};
  const good: Payload =
    route.kind === 'none' ? {} : (fc.sample(jsonOrFormOnly(route, valid), 1)[0] ?? {});
  if (id === 'hostile') return HOSTILE_IDS.map((pid) => build(route, pid, undefined, good));
  const pid = route.target
    ? String(route.target(w, who).own)
    : route.path.startsWith('/storage')
      ? STORAGE_KEY
      : String(MISSING);
  const cases: HostileRequest[] = [];
  for (const key of route.query ?? []) {
    for (const q of edgeQuery(key)) cases.push(build(route, pid, q, good));
  }
  const keys = Object.keys(valid);
  if (route.kind === 'json') {
    for (const key of keys) {
      for (const edge of EDGE_JSON) {
        const json = { ...valid, [key]: edge };
        cases.push(
          build(route, pid, undefined, {
            payload: toJson(json),
            contentType: 'application/json',
            json,
          }),
        );
      }
    }
  }
  if (route.kind === 'multipart') {
    for (const key of keys) {
      for (const edge of EDGE_TEXT) {
        const fields = keys.map((k) => [k, k === key ? edge : String(valid[k] as string)] as const);
        const { payload, contentType } = rawMultipart(fields);
        cases.push(build(route, pid, undefined, { payload, contentType }));
      }
    }
    for (const m of MALFORMED_MULTIPART) {
      cases.push(build(route, pid, undefined, { payload: m.payload, contentType: m.contentType }));
    }
    // The form's fields sent as JSON: refused by a multipart-only route, read by the task
    // routes (the original client creates a task with JSON when no file travels).
    cases.push(
      build(route, pid, undefined, { payload: toJson(valid), contentType: 'application/json' }),
    );
  }
  if (route.kind !== 'none' || route.method !== 'GET') {
    const text = route.kind === 'json' ? toJson(valid) : '{}';
    for (const payload of [...MALFORMED_JSON, ...EDGE_NESTING])
      cases.push(build(route, pid, undefined, { payload, contentType: 'application/json' }));
    for (const payload of INVALID_UTF8)
      cases.push(build(route, pid, undefined, { payload, contentType: 'application/json' }));
    for (const contentType of HOSTILE_CONTENT_TYPES)
      cases.push(build(route, pid, undefined, { payload: text, contentType }));
  }
  return cases;
}

/** Deep nesting sent every run (the random cases go deeper). */
const EDGE_NESTING = [10_000].flatMap((depth) => [
  `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`,
  `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
]);

/** With a hostile path id, the body is the valid one: only the id is wrong. */
function jsonOrFormOnly(route: Route, valid: Record<string, unknown>): fc.Arbitrary<Payload> {
  if (route.kind === 'multipart') {
    const { payload, contentType } = rawMultipart(
      Object.entries(valid).map(([k, v]) => [k, String(v as string)] as const),
    );
    return fc.constant({ payload, contentType });
  }
  return fc.constant({ payload: toJson(valid), contentType: 'application/json', json: valid });
}

async function tokenFor(route: Route, who: Who): Promise<string> {
  if (!route.freshToken) return tokens[who];
  const token = newToken();
  const now = new Date();
  await tokensRepository(t.ctx.db).insert(
    who === 'sa' ? w.saId : w.adminId,
    hashToken(token),
    now.toISOString(),
    new Date(now.getTime() + 3_600_000).toISOString(),
  );
  return token;
}

async function send(route: Route, who: Who, r: HostileRequest) {
  const token = await tokenFor(route, who);
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms: ${describeRequest(r)}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: r.method,
        url: r.url,
        headers: { ...r.headers, ...bearer(token) },
        ...(r.payload !== undefined ? { payload: r.payload } : {}),
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const NOT_JSON = Symbol('not JSON');
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

const stripBom = (s: string) => (s.startsWith('\uFEFF') ? s.slice(1) : s);

/** What every answer to a hostile request must be. */
function checkAnswer(
  route: Route,
  r: HostileRequest,
  res: {
    statusCode: number;
    body: string;
    headers: Record<string, string | string[] | number | undefined>;
  },
) {
  const where = `${describeRequest(r)}\n  → ${res.statusCode} ${res.body.slice(0, 500)}`;
  expect(res.statusCode, `a server error: ${where}`).toBeLessThan(500);
  // A path id of "." or ".." is a dot segment: the URL is read without it, and may then name
  // another route's path with another method (POST /api/trash/./restore is /api/trash/restore,
  // which DELETE /api/trash/:id answers): a 405 with its Allow header is the right answer there.
  const dotSegment = /\/\.\.?(\/|$)/.test(r.url.split('?')[0] ?? '');
  expect(
    [200, 400, 401, 403, 404, 409, 413, 415, 422, 429, ...(dotSegment ? [405] : [])],
    where,
  ).toContain(res.statusCode);
  const type = String(res.headers['content-type']);
  const fileSent = (route.file || route.path.startsWith('/storage')) && res.statusCode === 200;
  if (fileSent) return;
  // The public plan's page is for browsers: its own 404 is a page too (a path the router
  // refuses, e.g. an id past its length, answers in the API's JSON form like every other).
  if (route.path.startsWith('/p/') && res.statusCode === 404 && type.startsWith('text/html')) {
    return;
  }
  expect(type, where).toMatch(/^application\/json/);
  const body = parseJson(res.body);
  expect(body, `not JSON: ${where}`).not.toBe(NOT_JSON);
  if (res.statusCode >= 400) {
    const error = body as { message?: unknown; code?: unknown };
    expect(typeof error.message === 'string' && error.message.trim().length > 0, where).toBe(true);
    expect(ERROR_STATUS[error.code as keyof typeof ERROR_STATUS], where).toBe(res.statusCode);
    return;
  }
  // A success: the message of a write, and a body the contract accepts.
  if (route.method !== 'GET') {
    const message = (body as { message?: unknown }).message;
    expect(typeof message === 'string' && message.length > 0, where).toBe(true);
  }
  if (route.schema) {
    const sent = typeof r.payload === 'string' ? r.payload : r.payload?.toString('utf8');
    const parsed = parseJson(stripBom(sent ?? ''));
    expect(parsed, `200 for a non-JSON body: ${where}`).not.toBe(NOT_JSON);
    expect(
      route.schema.safeParse(parsed).success,
      `200 for a body the contract refuses: ${where}`,
    ).toBe(true);
  }
}

/** The server is still up and still serves a known-good read. */
async function expectHealthy() {
  const health = await t.app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
  const user = await t.app.inject({ url: '/api/user', headers: bearer(tokens.sa) });
  expect(user.statusCode).toBe(200);
  expect(user.json<{ data: { email: string } }>().data.email).toBe(ADMIN.email);
  const years = await t.app.inject({ url: '/api/fiscal-years', headers: bearer(tokens.admin) });
  expect(years.statusCode).toBe(200);
  expect(years.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
}

let seedOffset = 0;
async function run(route: Route, who: Who, id: 'target' | 'hostile', numRuns = RUNS) {
  const seed = SEED + ++seedOffset;
  const statuses: number[] = [];
  const examples = edgeCases(route, who, id).map((r): [HostileRequest] => [r]);
  await fc.assert(
    fc.asyncProperty(requests(route, who, id), async (r) => {
      const res = await send(route, who, r);
      statuses.push(res.statusCode);
      checkAnswer(route, r, res);
      // A hostile path id names no row: never a success. A dot segment ("..") makes the URL
      // another route's (GET /api/public/../events is GET /api/events): its answer is that one's.
      const dotSegment = /\/(\.|%2e){1,2}(\/|$)/i.test(r.url.split('?')[0] ?? '');
      if (id === 'hostile' && !dotSegment)
        expect(res.statusCode, describeRequest(r)).toBeGreaterThanOrEqual(400);
    }),
    // fast-check counts the examples in numRuns: the random cases come on top.
    { numRuns: examples.length + numRuns, seed, examples },
  );
  await expectHealthy();
  if (process.env.HOSTILE_VERBOSE)
    console.log(
      `${label(route)} ${who} ${id}: ${[...new Set(statuses)]
        .sort()
        .map((c) => `${c}×${statuses.filter((x) => x === c).length}`)
        .join(' ')}`,
    );
  // The property reached past the parsers: not every request was refused at the door.
  if (id === 'hostile') {
    expect(statuses, 'no hostile id reached the route').toContain(404);
  } else {
    const atTheDoor = [400, 413, 415, ...(route.path === '/api/login' ? [] : [401])];
    expect(statuses.filter((s) => !atTheDoor.includes(s)).length, String(statuses)).toBeGreaterThan(
      0,
    );
  }
}

const label = (r: Route) => `${r.method} ${r.path}`;
const TIMEOUT = 120_000;

describe('every route is fuzzed', () => {
  it('the route list matches the server: a new route needs its row here', () => {
    const registered = [
      ...new Set(
        t.routes
          .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
          .map((r) => `${r.method} ${r.url.replace(/:(key|slug|number)\b/, ':id')}`),
      ),
    ];
    const excluded = (r: string) =>
      Object.keys(NOT_FUZZED).some((prefix) => r === prefix || r.startsWith(`${prefix}/`));
    const listed = ROUTES.map(label);
    expect(registered.filter((r) => !excluded(r)).sort()).toEqual([...listed].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('hostile bodies, query strings and content types, as the Super-Admin', () => {
  for (const route of ROUTES) {
    it(label(route), { timeout: TIMEOUT }, () => run(route, 'sa', 'target'));
  }
});

describe('hostile path ids, as the Super-Admin', () => {
  for (const route of ROUTES.filter((r) => r.path.includes(':id'))) {
    it(label(route), { timeout: TIMEOUT }, () => run(route, 'sa', 'hostile'));
  }
});

describe("hostile input on a municipality's routes, as its admin", () => {
  for (const route of ROUTES.filter((r) => r.admin)) {
    it(label(route), { timeout: TIMEOUT }, () => run(route, 'admin', 'target'));
    if (route.path.includes(':id')) {
      it(`${label(route)} (path ids)`, { timeout: TIMEOUT }, () =>
        run(route, 'admin', 'hostile', Math.ceil(RUNS / 2)),
      );
    }
  }
});

describe('what the fuzzing found stays fixed', () => {
  const sa = (method: Method, url: string, payload?: string | object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tokens.sa),
      ...(payload === undefined ? {} : { payload }),
    });
  const expectError = (res: { statusCode: number; body: string }, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({
      code,
      message: expect.stringMatching(/\S/) as unknown,
    });
  };
  const categoryCount = async () =>
    (await sa('GET', '/api/categories')).json<{ data: unknown[] }>().data.length;

  it('text with a NUL or half a surrogate pair is refused (422), not a 500 on PostgreSQL', async () => {
    const before = await categoryCount();
    for (const name of ['a\u0000b', 'x\uD800']) {
      const res = await sa('POST', '/api/categories', { name });
      expectError(res, 422, 'VALIDATION_FAILED');
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['name']);
    }
    expect(await categoryCount()).toBe(before);
    const form = rawMultipart([
      ['event_id', String(w.eventA)],
      ['name', 'कार्य\u0000'],
    ]);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: form.payload,
        headers: { 'content-type': form.contentType, ...bearer(tokens.sa) },
      }),
      422,
      'VALIDATION_FAILED',
    );
  });

  it('a NUL in a sign-in email, a search or a saving frequency is a 422', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `${ADMIN.email}\u0000`, password: ADMIN.password },
    });
    expectError(login, 422, 'VALIDATION_FAILED');
    for (const url of ['/api/events?q=a%00', '/api/other-documents?q=%00']) {
      expectError(await sa('GET', url), 422, 'VALIDATION_FAILED');
    }
    const event = {
      company_id: w.companyA,
      fiscal_year_id: w.fy1.id,
      title: 'कार्यक्रम',
      content: 'विवरण',
      date: w.fy1.startDate,
      savingFrequency: 'yearly\u0000',
    };
    expectError(await sa('POST', '/api/events', event), 422, 'VALIDATION_FAILED');
  });

  it('a company id past 32 bits in a list query finds nothing (200), not a 500', async () => {
    for (const url of ['/api/events', '/api/other-documents']) {
      const res = await sa('GET', `${url}?company_id=4294967296`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: unknown[] }>().data).toEqual([]);
    }
  });

  it("paths the router refuses answer in the API's error form", async () => {
    expectError(await sa('GET', '/api/categories/%ZZ'), 400, 'BAD_REQUEST');
    expectError(await sa('DELETE', '/api/events/%C3%28'), 400, 'BAD_REQUEST');
    expectError(await sa('GET', `/api/categories/${'9'.repeat(200)}`), 404, 'NOT_FOUND');
    expectError(await sa('GET', `/storage/${'a'.repeat(200)}.png`), 404, 'NOT_FOUND');
  });

  it('a NUL in a stored file key is a 404, not a 500 on PostgreSQL', async () => {
    expectError(await t.app.inject({ url: '/storage/abc%00.png' }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ url: '/storage/private/abc%00.pdf?expires=1&signature=x' }),
      404,
      'NOT_FOUND',
    );
  });

  it('an id is written in digits: other spellings of a real id name nothing', async () => {
    expect((await sa('GET', `/api/categories/${w.category}`)).statusCode).toBe(200);
    const hex = `0x${w.category.toString(16)}`;
    for (const spelling of [hex, `${w.category}.0`, `%20${w.category}`, `%2B${w.category}`]) {
      expectError(await sa('GET', `/api/categories/${spelling}`), 404, 'NOT_FOUND');
    }
  });

  it('a ward number is written in digits too: PUT /api/wards/0x5 names no ward', async () => {
    const body = { company_id: w.companyA, office_name: 'वडा कार्यालय' };
    for (const spelling of ['0x5', '5.0', '%205', '%2B5', '5e0', '05x']) {
      expectError(await sa('PUT', `/api/wards/${spelling}`, body), 404, 'NOT_FOUND');
    }
    const res = await sa('PUT', '/api/wards/5', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { number: 5, office_name: 'वडा कार्यालय' } });
  });
});

describe('hostile headers on any route', () => {
  it('bearer tokens of every shape are refused with 401, never a crash', async () => {
    const header = fc.oneof(
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'bearer x',
        'Basic YTpi',
        'Bearer ' + 'a'.repeat(100_000),
      ),
      fc.string({ unit: 'grapheme-ascii', maxLength: 300 }).map((s) => `Bearer ${s}`),
      fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `Bearer ${percentEncode(s)}`),
    );
    await fc.assert(
      fc.asyncProperty(
        header,
        fc.constantFrom(
          ...ROUTES.filter(
            (r) =>
              r.path.startsWith('/api/') &&
              ![
                '/api/health',
                '/api/health/ready',
                // Public by address (METRICS_ALLOW), not by token (docs/decisions/029).
                '/api/metrics',
                '/api/login',
                '/api/openapi.json',
                // Email's public routes (issue 17): they answer without signing in.
                '/api/public-config',
                '/api/forgot-password',
                '/api/reset-password',
                '/api/unsubscribe',
                '/api/public/:id',
                '/api/public/:id/events',
              ].includes(r.path),
          ),
        ),
        async (authorization, route) => {
          const res = await t.app.inject({
            method: route.method,
            url: route.path.replace(':id', '1'),
            headers: { authorization },
          });
          expect(res.statusCode, `${authorization.slice(0, 80)} ${label(route)}`).toBe(401);
          expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: RUNS * 2, seed: SEED },
    );
    await expectHealthy();
  });
});
