import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables as Kysely sees them. Dates are ISO strings and flags are 0/1 integers, so that
 * one set of migrations and queries serves SQLite and PostgreSQL alike.
 */
export interface Database {
  roles: RolesTable;
  companies: CompaniesTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  fiscal_years: FiscalYearsTable;
  categories: CategoriesTable;
  events: EventsTable;
  event_categories: EventCategoriesTable;
  /** Issue 28 (migration 016). */
  event_wards: EventWardsTable;
  branches: BranchesTable;
  ward_offices: WardOfficesTable;
  tasks: TasksTable;
  event_status_history: EventStatusHistoryTable;
  other_documents: OtherDocumentsTable;
  stored_files: StoredFilesTable;
  activity_log: ActivityLogTable;
  trash: TrashTable;
  mail_jobs: MailJobsTable;
  password_resets: PasswordResetsTable;
  /** Bumped by triggers on every change the events read shows (migration 002); not data. */
  company_revisions: CompanyRevisionsTable;
  /** Shared between processes, not data (migration 014): not in backups. */
  rate_hits: RateHitsTable;
  scheduled_work: ScheduledWorkTable;
}

/** PostgreSQL reads a bigint back as a string; SQLite as a number. */
type EpochMs = ColumnType<number | string, number, number>;

export interface RateHitsTable {
  id: Generated<number>;
  bucket: string;
  key_hash: string;
  at_ms: EpochMs;
}

export interface ScheduledWorkTable {
  name: string;
  next_at_ms: ColumnType<number | string, number | undefined, number>;
  lease_until_ms: ColumnType<number | string, number | undefined, number>;
  owner: string | null;
  last_done_ms: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export interface CompanyRevisionsTable {
  company_id: number;
  revision: number;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  address: string | null;
  contact: string | null;
  email: string | null;
  website: string | null;
  province: string | null;
  district: string | null;
  municipality: string | null;
  logo_file_id: number | null;
  sub_logo_file_id: number | null;
  is_owner: number;
  /** AD date YYYY-MM-DD: the last day the subscription runs. */
  /** 1: citizens may see the plan at /p/{public_slug} (migration 013). */
  public_plan: Generated<number>;
  public_slug: string | null;
  /** Its wards are 1..ward_count (migration 016); null: not known yet. */
  ward_count: Generated<number | null>;
  expiry_date: string;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  role_id: number;
  name: string;
  email: string;
  /** Lower-cased email: uniqueness is case-insensitive on both databases. */
  email_key: string;
  password_hash: string;
  /** The calendar feed's nonce (migration 011): the secret is derived from it, never stored. */
  calendar_feed_nonce: string | null;
  /** SHA-256 (hex) of the calendar feed's secret: how /ical/{secret}.ics finds its user. */
  calendar_feed_hash: string | null;
  /** 1: the weekly digest (migration 012). */
  mail_digest: Generated<number>;
  /** A reminder this many days before each event (0, 1, 3, 7), or null for none. */
  mail_reminder_days: number | null;
  /** 'ne' or 'en': the language of this user's mail. */
  mail_language: Generated<string>;
  /** 0: deactivated by its admin, cannot sign in (migration 016). */
  active: Generated<number>;
  /** JSON arrays of the wards and branch ids an officer is limited to; null or []: none. */
  scope_wards: Generated<string | null>;
  scope_branch_ids: Generated<string | null>;
  /** 1: an officer may plan inside the scope. */
  can_plan: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface FiscalYearsTable {
  id: Generated<number>;
  year: string;
  start_date: string;
  end_date: string;
  ad_start_date: string;
  ad_end_date: string;
  status: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  /** The English name (migration 015); null: English readers see `name`. */
  name_en: string | null;
  description: string | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  company_id: number;
  fiscal_year_id: number;
  title: string;
  content: string;
  date: string;
  ad_date: string;
  time: string;
  assign_to: string | null;
  status: string;
  saving_frequency: string;
  /** BS date the event was first planned on; never changed by an edit (migration 004). */
  planned_date: string | null;
  /** BS date the event was done on, while its status is done. */
  completed_date: string | null;
  outcome: string | null;
  /** Why it was postponed or canceled. */
  status_reason: string | null;
  /** Physical progress, 0–100 %. */
  progress: number | null;
  /** Whole rupees. */
  budget: number | null;
  spent: number | null;
  /** The bulk operation (copy, duplicate, import) that created it (migration 009). */
  batch_id: Generated<string | null>;
  /** The responsible branch (migration 016). */
  branch_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** The wards an event is for (migration 016); none: the whole municipality. */
export interface EventWardsTable {
  event_id: number;
  company_id: number;
  ward: number;
}

/** A municipality's branch (शाखा), migration 016. */
export interface BranchesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  name_en: string | null;
  sort_order: number;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A ward office's name and contact (migration 016). */
export interface WardOfficesTable {
  company_id: number;
  number: number;
  office_name: string | null;
  contact: string | null;
  updated_at: string;
}

/** One status change of an event, written with the change (migration 004). */
/** One write through the API (migration 008, docs/decisions/023-activity-and-trash.md). */
export interface ActivityLogTable {
  id: Generated<number>;
  /** ISO time of the write. */
  at: string;
  /** The municipality the row belongs to; null for the platform's own rows. */
  company_id: number | null;
  user_id: number | null;
  /** The person's name at the time, kept when the account goes. */
  user_name: string | null;
  /** create, update, delete, restore, purge, copy, duplicate, import, undo, password… */
  action: string;
  /** event, task, task_document, other_document, fiscal_year, category, company, user, logo… */
  entity: string;
  entity_id: number | null;
  /** One line saying what changed, in Nepali (the title or name of the row). */
  summary: string;
  /** JSON `{ field: [before, after] }` for updates; null otherwise. */
  changes: string | null;
  /** The bulk operation the write belongs to (copy, duplicate, import), for its undo. */
  batch_id: string | null;
}

/** What a delete took away, until it is restored or purged (migration 008). */
export interface TrashTable {
  id: Generated<number>;
  company_id: number;
  kind: string;
  entity_id: number;
  title: string;
  deleted_at: string;
  deleted_by: number | null;
  deleted_by_name: string | null;
  /** JSON `{ table: rows[] }` as they were, restored with their ids. */
  snapshot: string;
  /** JSON array of the stored_files ids the rows point at. */
  file_ids: Generated<string>;
  batch_id: string | null;
  /** ISO time after which the sweep purges it (TRASH_DAYS after the delete). */
  purge_after: string;
}

export interface EventStatusHistoryTable {
  id: Generated<number>;
  event_id: number;
  company_id: number;
  from_status: string;
  to_status: string;
  /** ISO time of the change. */
  at: string;
  user_id: number | null;
  /** The officer's name at the time, kept when the account goes. */
  user_name: string | null;
  reason: string | null;
  completed_date: string | null;
}

export interface EventCategoriesTable {
  event_id: number;
  category_id: number;
}

export interface TasksTable {
  id: Generated<number>;
  company_id: number;
  event_id: number;
  name: string;
  file_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface OtherDocumentsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  remarks: string | null;
  file_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface StoredFilesTable {
  id: Generated<number>;
  company_id: number | null;
  /** Random stored name; never derived from what the client sent. */
  key: string;
  original_name: string;
  mime: string;
  size: number;
  visibility: string;
  created_at: string;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type FiscalYearRow = Selectable<FiscalYearsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type EventRow = Selectable<EventsTable>;
export type BranchRow = Selectable<BranchesTable>;
export type TaskRow = Selectable<TasksTable>;
export type StoredFileRow = Selectable<StoredFilesTable>;

/** One mail of the durable queue (migration 012, docs/decisions/025-mail.md). */
export interface MailJobsTable {
  id: Generated<number>;
  /** What makes the mail one of a kind: queued twice, it is still one row. */
  dedupe_key: string;
  kind: string;
  user_id: number | null;
  company_id: number | null;
  to_address: string;
  subject: string;
  /** JSON { text, html, headers }; null once sent. */
  body: string | null;
  /** JSON: what must still hold when it is sent (a reminder's event and date). */
  guard: string | null;
  /** pending, sending (claimed under a lease), sent, failed (gave up), skipped. */
  status: Generated<string>;
  attempts: Generated<number>;
  /** ISO instant it is due (a retry's next attempt). */
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** One "forgot password" request (migration 012); the token only as its SHA-256. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number | null;
  email_key: string;
  ip: string;
  token_hash: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
