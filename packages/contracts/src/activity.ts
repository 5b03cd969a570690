import { z } from 'zod';
import { emptyAsAbsent } from './common.js';

/**
 * The activity log and the trash (issue 16, docs/decisions/023-activity-and-trash.md): what
 * the API answers, and what its list routes read from the query string.
 */

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'copy',
  'duplicate',
  'import',
  'undo',
  'reorder',
  'renew',
  'password',
  'upload',
  'remove_file',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ENTITIES = [
  'event',
  'task',
  'task_document',
  'other_document',
  'fiscal_year',
  'category',
  'company',
  'user',
  'logo',
  'batch',
  'branch',
  'ward',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** The kinds of row a delete moves to the trash. */
export const TRASH_KINDS = ['event', 'task', 'task_document', 'other_document'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const activityQuery = z.object({
  entity: emptyAsAbsent(z.enum(ACTIVITY_ENTITIES).optional()),
  entity_id: emptyAsAbsent(id.optional()),
  /** One event's history: its own entries and its tasks' (proof uploads among them). */
  event_id: emptyAsAbsent(id.optional()),
  user_id: emptyAsAbsent(id.optional()),
  action: emptyAsAbsent(z.enum(ACTIVITY_ACTIONS).optional()),
  /** The Super-Admin's municipality filter; others always see their own. */
  company_id: emptyAsAbsent(id.optional()),
  /** BS or AD `YYYY-MM-DD` (BS when the year is after 2070), both ends included. */
  from: emptyAsAbsent(isoDay.optional()),
  to: emptyAsAbsent(isoDay.optional()),
  page: emptyAsAbsent(z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: emptyAsAbsent(z.coerce.number().int().min(1).max(100).default(25)),
  format: emptyAsAbsent(z.enum(['json', 'csv']).default('json')),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const activityEntry = z.object({
  id: z.number(),
  /** ISO time of the write. */
  at: z.string(),
  actor: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  company_id: z.number().nullable(),
  summary: z.string(),
  /** For updates: `{ field: [before, after] }`; null otherwise. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  batch_id: z.string().nullable().optional(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const pageMeta = z.object({
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

export const activityList = z.object({ data: z.array(activityEntry), meta: pageMeta });
export type ActivityList = z.infer<typeof activityList>;

export const trashQuery = z.object({
  kind: emptyAsAbsent(z.enum(TRASH_KINDS).optional()),
  company_id: emptyAsAbsent(id.optional()),
  page: emptyAsAbsent(z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: emptyAsAbsent(z.coerce.number().int().min(1).max(100).default(25)),
});

export const trashItem = z.object({
  id: z.number(),
  kind: z.enum(TRASH_KINDS),
  entity_id: z.number(),
  company_id: z.number(),
  /** The event's or document's title, the task's name. */
  title: z.string(),
  /** For a task or a task's document: the event it belongs to. */
  event: z.object({ id: z.number(), title: z.string() }).nullable(),
  deleted_at: z.string(),
  deleted_by: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  /** ISO time after which the server purges it. */
  purge_after: z.string(),
  /** How many tasks and files go back with it. */
  tasks: z.number(),
  files: z.number(),
});
export type TrashItem = z.infer<typeof trashItem>;

export const trashList = z.object({ data: z.array(trashItem), meta: pageMeta });
export type TrashList = z.infer<typeof trashList>;

/** Undoing a bulk operation (copy, duplicate, import): POST /api/batches/{batch_id}/undo. */
export const batchUndoBody = z
  .object({
    /** Also move the events edited since the operation (listed as `kept` by a first undo). */
    include_edited: z.preprocess(
      (v) =>
        typeof v === 'string' ? ['1', 'true', 'on', 'yes'].includes(v.trim().toLowerCase()) : v,
      z.boolean().default(false),
    ),
  })
  .default({ include_edited: false });

export const batchUndoResult = z.object({
  message: z.string(),
  data: z.object({
    /** Events moved to the trash now. */
    trashed: z.number(),
    /** Events an import changed, given back the values they had before it (issue 26). */
    restored: z.number().optional(),
    /** Events edited since the operation, kept; a second undo with include_edited moves them. */
    kept: z.array(z.object({ id: z.number(), title: z.string(), date: z.string() })),
  }),
});
export type BatchUndoResult = z.infer<typeof batchUndoResult>;
