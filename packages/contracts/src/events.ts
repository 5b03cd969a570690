import { z } from 'zod';
import { toAsciiDigits } from '@karyayojana/nepali-calendar';
import { bsDate } from './config.js';
import {
  emptyAsAbsent,
  optionalId,
  optionalText,
  requiredId,
  storable,
  storableCheck,
  text,
} from './common.js';

import { EVENT_STATUSES } from './statuses.js';
import { MAX_WARD, wardList } from './organisation.js';

/** The original product's fixed texts for dates (shown as written, in both languages). */
export const DATE_MESSAGES = {
  noDate: 'Please select a date',
  outsideYear: (date: string, year: string) =>
    `The input date ${date} does not lie in fiscal Year ${year}`,
  changeInvalid: 'invalid date,check your date and fiscalyear',
  changeMissing: 'select the new date',
  noEvents: 'please select events',
  noCompanies: 'please select companies',
} as const;

export const task = z.object({
  id: z.number(),
  event_id: z.number(),
  name: z.string(),
  /** A signed URL to the proof document (valid one hour), or null. */
  documents: z.string().nullable(),
  document: z.object({ name: z.string(), size: z.number(), mime: z.string() }).nullable(),
});
export type Task = z.infer<typeof task>;

export const event = z.object({
  id: z.number(),
  company_id: z.number(),
  fiscal_year_id: z.number(),
  fiscalYear: z.object({ id: z.number(), year: z.string() }),
  fiscal_year: z.object({ id: z.number(), year: z.string() }),
  title: z.string(),
  content: z.string(),
  date: z.string(),
  ad_date: z.string(),
  time: z.string(),
  assignTo: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  savingFrequency: z.string(),
  categories: z.array(
    z.object({ id: z.number(), name: z.string(), name_en: z.string().nullable().optional() }),
  ),
  tasks: z.array(task),
  // What happened (docs/decisions/018-progress-model.md). Added to the original answer; a
  // client that does not know them reads the rest as before.
  /** BS date the event was first planned on; re-dating does not change it. */
  planned_date: z.string().nullable(),
  /** BS date it was done on, while it is done. */
  completed_date: z.string().nullable(),
  /** What was achieved. */
  outcome: z.string().nullable(),
  /** Why it was postponed or canceled. */
  status_reason: z.string().nullable(),
  /** Physical progress, 0–100 (done is 100). */
  progress: z.number().nullable(),
  /** Allocated budget, whole rupees. */
  budget: z.number().nullable(),
  /** Spent so far, whole rupees. */
  spent: z.number().nullable(),
  /** Spent is more than the budget. */
  over_budget: z.boolean(),
  /** Not done and its date has passed in Nepal (derived, never stored). */
  overdue: z.boolean(),
  // Where and who (issue 28, docs/decisions/037): added to the original answer.
  /** The wards it is for, ascending; empty: the whole municipality (पालिका स्तरीय). */
  wards: z.array(z.number()),
  /** The branch (शाखा) responsible for it, or null. */
  branch_id: z.number().nullable(),
  branch: z.object({ id: z.number(), name: z.string(), name_en: z.string().nullable() }).nullable(),
});
export type Event = z.infer<typeof event>;

/** The most rupees one event may carry (ten kharab); keeps sums exact in a double. */
export const MAX_AMOUNT = 1_000_000_000_000;
/**
 * An optional whole amount of rupees on an update: absent keeps the stored one, null or ''
 * clears it. Numbers written in Devanagari digits or with grouping commas are read as numbers.
 */
const amount = z.preprocess((v) => {
  if (v === '' || v === null) return null;
  if (typeof v === 'string') {
    const plain = toAsciiDigits(v.trim()).replace(/,/g, '');
    return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : v;
  }
  return v;
}, z.number().int().min(0).max(MAX_AMOUNT).nullable().optional());
/** Physical progress on an update, 0–100; absent keeps, null or '' clears. */
const percent = z.preprocess(
  (v) => (v === '' || v === null ? null : typeof v === 'string' ? Number(toAsciiDigits(v)) : v),
  z.number().int().min(0).max(100).nullable().optional(),
);
/** A text on an update: absent keeps the stored one, null or '' clears it. */
function keptText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(storable, storableCheck)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();
}

/** An event's status changes, newest first: `GET /api/events/{id}/status-history`. */
export const statusChange = z.object({
  from: z.enum(EVENT_STATUSES),
  to: z.enum(EVENT_STATUSES),
  /** ISO time of the change. */
  at: z.string(),
  /** Who changed it; id is null once the account is deleted, the name stays. */
  by: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  reason: z.string().nullable(),
  completed_date: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChange>;
export const statusHistory = z.object({ data: z.array(statusChange) });

/** `HH:mm`, 00:00 to 23:59 (one-digit hours accepted); the server's messages know it by name. */
export const TIME_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;
const time = z
  .string()
  .trim()
  .regex(TIME_PATTERN, 'Use HH:mm (00:00 to 23:59).')
  .transform((v) => v.padStart(5, '0'));
/** An optional time: absent or empty takes 10:00. */
const optionalTime = emptyAsAbsent(time.default('10:00'));
const ids = z.array(requiredId).max(1000);
const companyId = optionalId;

export const eventCreate = z.object({
  company_id: companyId,
  fiscal_year_id: requiredId,
  title: text(300),
  content: text(10_000),
  date: bsDate.nullish().or(z.literal('')),
  multi_dates: z.array(bsDate).max(366).optional(),
  time: optionalTime,
  assignTo: optionalText(300),
  categories: ids.default([]),
  tasks: z.array(text(300)).max(100).default([]),
  savingFrequency: z.string().max(20).refine(storable, storableCheck).optional(),
  /**
   * The wards it is for (numbers, or a text such as "३, ६ र ११"); left out or empty, the whole
   * municipality, or for an officer limited to wards, their wards (docs/decisions/037).
   */
  wards: wardList.optional(),
  /** The responsible branch; left out, none (or a branch-limited officer's first branch). */
  branch_id: emptyAsAbsent(requiredId.nullable().optional()),
});

export const eventUpdate = z.object({
  fiscal_year_id: requiredId,
  title: text(300),
  content: text(10_000),
  date: bsDate,
  time: optionalTime,
  assignTo: optionalText(300),
  categories: ids.default([]),
  status: z.enum(EVENT_STATUSES),
  // Optional, added to the original form (docs/decisions/018-progress-model.md): absent keeps
  // what is stored, so a client that does not send them loses nothing.
  /** With status done: the BS day it was done (default today in Nepal). */
  completed_date: emptyAsAbsent(bsDate.optional()),
  outcome: keptText(10_000),
  /**
   * Why it is postponed or canceled. Optional on the wire as every field added to the original
   * form (docs/decisions/031): left out, the stored one stays; none at all is stored as null,
   * and the history and reports say that no reason was given. Our own form still asks for it.
   */
  status_reason: keptText(2_000),
  progress: percent,
  budget: amount,
  spent: amount,
  /** Left out, the stored wards stay; [] makes it the whole municipality's. */
  wards: wardList.optional(),
  /** Left out, the stored branch stays; null clears it. */
  branch_id: z.preprocess((v) => (v === '' ? null : v), requiredId.nullable().optional()),
});

export const eventListQuery = z.object({
  company_id: companyId,
  fiscal_year_id: optionalId,
  /** One of the four, `all`, or `overdue`: not done and its date passed in Nepal. */
  status: emptyAsAbsent(z.enum([...EVENT_STATUSES, 'all', 'overdue']).default('all')),
  category_id: emptyAsAbsent(z.coerce.number().int().min(0).default(0)),
  /** Events that name this ward; 0: the municipality-level ones (no ward). */
  ward: emptyAsAbsent(z.coerce.number().int().min(0).max(MAX_WARD).optional()),
  /** Events of this branch. */
  branch_id: optionalId,
  q: z.string().trim().max(200).refine(storable, storableCheck).optional(),
  sort: emptyAsAbsent(z.enum(['asc', 'desc']).default('asc')),
  page: emptyAsAbsent(z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: emptyAsAbsent(z.coerce.number().int().min(1).max(100).optional()),
  /**
   * `excerpt`: each event's content cut to what a timeline card shows (excerpt.ts). A year
   * of full contents is most of the timeline's bytes; the event's own page has it whole.
   */
  content: emptyAsAbsent(z.enum(['full', 'excerpt']).default('full')),
});

export const changeDate = z.object({ date: bsDate.nullish().or(z.literal('')) });

export const duplicateEvents = z.object({ target_events: ids.default([]) });
export const copySelectedEvents = z.object({
  target_events: ids.default([]),
  target_companies: ids.default([]),
});
export const copyEvents = z.object({
  from_fiscal_year: requiredId,
  to_fiscal_year: requiredId,
  target_companies: ids.default([]),
  source_id: optionalId,
});
export const copyMyEvents = z.object({
  from_fiscal_year: requiredId,
  to_fiscal_year: requiredId,
  company_id: companyId,
  /** Super-Admin: each of these municipalities' own year, all in one transaction. */
  target_companies: ids.optional(),
});
export const copyResult = z.object({
  message: z.string(),
  data: z.object({
    created: z.number(),
    /** The bulk operation's id, to undo it (POST /api/batches/{batch_id}/undo; issue 16). */
    batch_id: z.string().optional(),
    /**
     * Copies into another municipality (issue 28): how many left out wards that municipality
     * lacks, and how many went without their branch (no branch of the same name there).
     * Present only when not zero; the message says so too.
     */
    wards_dropped: z.number().optional(),
    branches_unmatched: z.number().optional(),
  }),
});

/** The task form's fields (multipart, with the proof document as `documents`). */
export const taskCreateFields = z.object({ event_id: requiredId, name: text(300) });
/**
 * `GET /api/tasks`: the tasks of the caller's municipality (the Super-Admin's own, or
 * `?company_id=`; of one event with `event_id`) in the order they were made, bounded like the
 * event list: `per_page` pages, without it up to 5,000.
 */
export const taskListQuery = z.object({
  company_id: optionalId,
  event_id: optionalId,
  page: emptyAsAbsent(z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: emptyAsAbsent(z.coerce.number().int().min(1).max(100).optional()),
});
export const taskList = z.object({
  data: z.array(task),
  meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
});
/** On edit, a field left empty is not changed. */
export const taskUpdateFields = z.object({
  event_id: optionalId,
  name: emptyAsAbsent(text(300).optional()),
});

// The request and answer types the web app sends and reads: what the schemas above accept once
// parsed (ids as numbers, defaults filled in), so a client that sends them is always valid.
export type EventCreateInput = z.infer<typeof eventCreate>;
export type EventUpdateInput = z.infer<typeof eventUpdate>;
export type EventListQuery = z.infer<typeof eventListQuery>;
export type ChangeDateInput = z.infer<typeof changeDate>;
export type DuplicateEventsInput = z.infer<typeof duplicateEvents>;
export type CopySelectedEventsInput = z.infer<typeof copySelectedEvents>;
export type CopyEventsInput = z.infer<typeof copyEvents>;
export type CopyMyEventsInput = z.infer<typeof copyMyEvents>;
export type CopyResult = z.infer<typeof copyResult>;
export type TaskCreateFields = z.infer<typeof taskCreateFields>;
export type TaskListQuery = z.infer<typeof taskListQuery>;
export type TaskUpdateFields = z.infer<typeof taskUpdateFields>;
