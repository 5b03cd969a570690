import { z } from 'zod';
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
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  tasks: z.array(task),
});
export type Event = z.infer<typeof event>;

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
});

export const eventListQuery = z.object({
  company_id: companyId,
  fiscal_year_id: optionalId,
  status: emptyAsAbsent(z.enum([...EVENT_STATUSES, 'all']).default('all')),
  category_id: emptyAsAbsent(z.coerce.number().int().min(0).default(0)),
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
  data: z.object({ created: z.number() }),
});

/** The task form's fields (multipart, with the proof document as `documents`). */
export const taskCreateFields = z.object({ event_id: requiredId, name: text(300) });
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
export type TaskUpdateFields = z.infer<typeof taskUpdateFields>;
