import {
  DATE_MESSAGES,
  inFiscalYear,
  type Event,
  type EventStatus,
  type FiscalYear,
} from '@karyayojana/contracts';
import * as z from 'zod/mini';
import { DEFAULT_TIME } from '@/components/ui/time-picker/time-picker';
import { outcomeDefaults, outcomeIssues } from './outcome';

const fields = z.object({
  fiscal_year_id: z.string().check(z.minLength(1, 'events.form.fiscalYearRequired')),
  title: z.string().check(z.trim(), z.minLength(1, 'events.form.titleRequired')),
  content: z.string().check(z.trim(), z.minLength(1, 'events.form.contentRequired')),
  date: z.string(),
  multi_dates: z.array(z.string()),
  time: z.string(),
  assignTo: z.string(),
  categories: z.array(z.number()),
  // Where and who (issue 28): the wards (none: the whole municipality), the branch id or ''.
  wards: z.array(z.number()),
  branch_id: z.string(),
  tasks: z.array(z.string()),
  status: z.enum(['done', 'notDone', 'postponed', 'canceled']),
  // What happened (./outcome.ts); asked only when editing.
  completed_date: z.string(),
  outcome: z.string(),
  status_reason: z.string(),
  progress: z.string(),
  budget: z.string(),
  spent: z.string(),
});
export type EventFormValues = z.infer<typeof fields>;

/**
 * The form's rules. The outcome's depend on the status, on the chosen fiscal year (a completion
 * date not before its start) and on today in Nepal (nor after it), as the server's do.
 */
export function eventFormSchema({
  fiscalYears,
  today,
}: {
  fiscalYears: readonly FiscalYear[];
  /** BS 'YYYY-MM-DD', today in Nepal. */
  today: string;
}) {
  return fields.check(
    z.superRefine((values, ctx) => {
      for (const issue of outcomeIssues(values, fiscalYears, today))
        ctx.addIssue({ code: 'custom', input: values, ...issue });
    }),
  );
}

/** The fields the server may name in a 422. */
export const EVENT_FIELDS = [
  'fiscal_year_id',
  'title',
  'content',
  'date',
  'time',
  'assignTo',
  'categories',
  'wards',
  'branch_id',
  'status',
  'completed_date',
  'outcome',
  'status_reason',
  'progress',
  'budget',
  'spent',
] as const;

export function defaultValues(
  event: Event | undefined,
  activeYearId: number | null,
  {
    lang,
    today,
    place,
  }: {
    lang: 'ne' | 'en';
    today: string;
    /** Where a new event starts: an officer's wards and first branch (docs/decisions/037). */
    place?: { wards: readonly number[]; branch_id: number | null };
  },
): EventFormValues {
  return {
    ...outcomeDefaults(event, lang, today),
    fiscal_year_id: String(event?.fiscal_year_id ?? activeYearId ?? ''),
    title: event?.title ?? '',
    content: event?.content ?? '',
    date: event?.date ?? '',
    multi_dates: [],
    time: event?.time.slice(0, 5) ?? DEFAULT_TIME,
    assignTo: event?.assignTo ?? '',
    categories: event?.categories.map((c) => c.id) ?? [],
    wards: [...(event?.wards ?? place?.wards ?? [])],
    branch_id: String(event ? (event.branch_id ?? '') : (place?.branch_id ?? '')),
    tasks: [],
    status: event?.status ?? ('notDone' satisfies EventStatus),
  };
}

/** docs/behaviour.md §7: a date must lie inside the fiscal year, bounds included. */
/** The message for the first date outside the year, or null when all fit. */
export function outsideYearMessage(dates: string[], year: FiscalYear): string | null {
  const outside = dates.find((date) => !inFiscalYear(date, year));
  return outside ? DATE_MESSAGES.outsideYear(outside, year.year) : null;
}

/** Every distinct date of a new event: the picked one and the list, in order. */
export function datesToCreate(values: Pick<EventFormValues, 'date' | 'multi_dates'>): string[] {
  return [...new Set([values.date, ...values.multi_dates].filter(Boolean))].sort();
}
