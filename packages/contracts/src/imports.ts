import { z } from 'zod';
import { optionalId, requiredId } from './common.js';
import { EVENT_STATUSES } from './statuses.js';

/**
 * Importing a plan from a sheet (docs/decisions/022-imports.md): the form's text fields (the
 * file travels as `file`), a preview row, and the answers of a preview and of an import.
 */
export const IMPORT_MAX_ROWS = 5000;

/** `dry_run=1` (or true) previews; anything else, or nothing, imports. */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'on', 'yes'].includes(v.trim().toLowerCase()) : v),
  z.boolean().default(false),
);

export const eventImportFields = z.object({
  fiscal_year_id: requiredId,
  company_id: optionalId,
  dry_run: flag,
});

/** What an import does with a row: add it, change the event it names by `id`, or nothing. */
export const IMPORT_ACTIONS = ['new', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importPreviewRow = z.object({
  /** The row's number on the sheet, 1-based, the header being row 1 of a fresh template. */
  row: z.number(),
  values: z.object({
    /** The event the row names in the `id` column (our export writes it), or null: a new one. */
    id: z.number().nullable().optional(),
    date: z.string().nullable(),
    ad_date: z.string().nullable(),
    time: z.string().nullable(),
    title: z.string(),
    content: z.string(),
    categories: z.array(
      z.object({ id: z.number(), name: z.string(), name_en: z.string().nullable().optional() }),
    ),
    assignTo: z.string().nullable(),
    /** The wards the row names (none: the whole municipality) and its branch (issue 28). */
    wards: z.array(z.number()).optional(),
    branch: z
      .object({ id: z.number(), name: z.string(), name_en: z.string().nullable() })
      .nullable()
      .optional(),
    tasks: z.array(z.string()),
    /** Read when the sheet has the column (our export does); absent otherwise. */
    status: z.enum(EVENT_STATUSES).optional(),
    completed_date: z.string().nullable().optional(),
    outcome: z.string().nullable().optional(),
    status_reason: z.string().nullable().optional(),
    progress: z.number().nullable().optional(),
    budget: z.number().nullable().optional(),
    spent: z.number().nullable().optional(),
  }),
  /** Field → sentences in the caller's language; empty when the row can be imported. */
  errors: z.record(z.string(), z.array(z.string())),
  /** `new`, `update`, `unchanged` or `error` (issue 26). */
  action: z.enum(IMPORT_ACTIONS).optional(),
  /** For an update: each field that changes, as `[old, new]` (categories and tasks by name). */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).optional(),
  /** What the import does not do although the row asks for it (a task left out is kept). */
  notes: z.array(z.string()).optional(),
});

export const importPreview = z.object({
  rows: z.array(importPreviewRow),
  valid: z.number(),
  invalid: z.number(),
  /** Of the valid rows: events to add, events to change, rows that change nothing. */
  new: z.number().optional(),
  updated: z.number().optional(),
  unchanged: z.number().optional(),
  /** Header cells the import does not read, as written in the file. */
  ignored_columns: z.array(z.string()).optional(),
});

export const importPreviewResponse = z.object({ data: importPreview });
export const importCommitResponse = z.object({
  message: z.string(),
  /** `batch_id`: the import's id, to undo it (POST /api/batches/{batch_id}/undo; issue 16). */
  data: z.object({
    created: z.number(),
    /** Events changed by rows that carry their id (issue 26). */
    updated: z.number().optional(),
    unchanged: z.number().optional(),
    batch_id: z.string().optional(),
  }),
});

export type EventImportFields = z.infer<typeof eventImportFields>;
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;
export type ImportPreview = z.infer<typeof importPreview>;

/**
 * Importing municipalities from a sheet (the Super-Admin; docs/decisions/022-imports.md,
 * "Municipalities"): the form's text field (the file travels as `file`), a preview row, and the
 * answers of a preview and of an import.
 */
export const companyImportFields = z.object({ dry_run: flag });

export const companyImportPreviewRow = z.object({
  /** The row's number on the sheet, 1-based, the header being row 1 of a fresh template. */
  row: z.number(),
  /**
   * What would be stored: the address in the reference list's canonical names once it
   * resolves (as written otherwise), `expiry_date` in AD (a year from today when the cell is
   * empty) and the same day in BS.
   */
  values: z.object({
    name: z.string(),
    description: z.string().nullable(),
    province: z.string().nullable(),
    district: z.string().nullable(),
    municipality: z.string().nullable(),
    address: z.string().nullable(),
    contact: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    expiry_date: z.string().nullable(),
    expiry_date_bs: z.string().nullable(),
  }),
  /** Field → sentences in the caller's language; empty when the row can be imported. */
  errors: z.record(z.string(), z.array(z.string())),
});

export const companyImportPreview = z.object({
  rows: z.array(companyImportPreviewRow),
  valid: z.number(),
  invalid: z.number(),
});

export const companyImportPreviewResponse = z.object({ data: companyImportPreview });
export const companyImportCommitResponse = importCommitResponse;

export type CompanyImportFields = z.infer<typeof companyImportFields>;
export type CompanyImportPreviewRow = z.infer<typeof companyImportPreviewRow>;
export type CompanyImportPreview = z.infer<typeof companyImportPreview>;
