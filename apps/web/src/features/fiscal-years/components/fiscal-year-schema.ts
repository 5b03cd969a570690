import type { FiscalYear } from '@karyayojana/contracts';
import { bsToString, fiscalYearOf, parseBs } from '@karyayojana/nepali-calendar';
import * as z from 'zod/mini';

export interface FiscalYearFormValues {
  /** BS 'YYYY-MM-DD' (ASCII) or ''. */
  startDate: string;
  endDate: string;
  year: string;
  /** '1' active, '0' inactive, '' not chosen yet. */
  status: string;
}

const required = (message: string) => z.string().check(z.minLength(1, message));

/**
 * docs/behaviour.md §6: year and status required; the dates required only when creating; and the end
 * not before the start (docs/behaviour.md §4). When editing, an empty date keeps the stored one, so
 * the order is checked against it.
 */
export function fiscalYearFormSchema({
  datesRequired,
  stored,
}: {
  datesRequired: boolean;
  stored?: Pick<FiscalYear, 'startDate' | 'endDate'>;
}) {
  const date = (message: string) => (datesRequired ? required(message) : z.string());
  return z
    .object({
      startDate: date('fiscalYears.validation.startRequired'),
      endDate: date('fiscalYears.validation.endRequired'),
      year: z.string().check(z.trim(), z.minLength(1, 'fiscalYears.validation.yearRequired')),
      status: z
        .string()
        .check(z.refine((v) => v === '0' || v === '1', 'fiscalYears.validation.statusRequired')),
    })
    .check(
      z.refine(
        (v) => {
          const start = v.startDate || stored?.startDate;
          const end = v.endDate || stored?.endDate;
          // ASCII 'YYYY-MM-DD' strings sort like the dates they write.
          return !start || !end || start <= end;
        },
        { path: ['endDate'], message: 'fiscalYears.validation.endBeforeStart' },
      ),
    );
}

/** The fiscal year a start date falls in: its label ('2083/84') and last day. */
export function suggestFromStart(startDate: string): { year: string; endDate: string } | null {
  const start = parseBs(startDate);
  if (!start) return null;
  try {
    const fiscalYear = fiscalYearOf(start);
    return { year: fiscalYear.label, endDate: bsToString(fiscalYear.end) };
  } catch {
    return null; // FY 2099/00 ends past the calendar's table: no suggestion
  }
}
