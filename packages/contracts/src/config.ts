import { z } from 'zod';
import { parseBs, toAsciiDigits } from '@karyayojana/nepali-calendar';
import {
  emptyAsAbsent,
  optionalText,
  requiredId,
  storable,
  storableCheck,
  text,
} from './common.js';

/**
 * A BS date `YYYY-MM-DD` in ASCII or Devanagari digits, checked against the calendar;
 * always leaves as ASCII (docs/behaviour.md §4).
 */
export const bsDate = z
  .string()
  .trim()
  .max(20)
  .transform((v, ctx) => {
    const parsed = parseBs(toAsciiDigits(v));
    if (!parsed) {
      ctx.addIssue({
        code: 'custom',
        message: 'Not a date of the Nepali calendar (YYYY-MM-DD).',
        input: v,
        params: { kind: 'bsDate', input: v },
      });
      return z.NEVER;
    }
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${parsed.year}-${pad(parsed.month)}-${pad(parsed.day)}`;
  });

export const fiscalYear = z.object({
  id: z.number(),
  year: z.string(),
  startDate: z.string(),
  ad_startDate: z.string(),
  endDate: z.string(),
  ad_endDate: z.string(),
  status: z.number(),
  order: z.number(),
});
export type FiscalYear = z.infer<typeof fiscalYear>;

const status = z.coerce.number().int().min(0).max(1);
const optionalBsDate = emptyAsAbsent(bsDate.optional());

/** The label, e.g. 2082/83; Devanagari digits are stored as ASCII so one year has one label. */
const yearLabel = text(20).transform((v) => toAsciiDigits(v));

export const fiscalYearCreate = z.object({
  year: yearLabel,
  startDate: bsDate,
  endDate: bsDate,
  status,
});
/** In edit mode the dates are optional: they change only when sent. */
export const fiscalYearUpdate = z.object({
  year: yearLabel,
  startDate: optionalBsDate,
  endDate: optionalBsDate,
  status,
});

export const category = z.object({
  id: z.number(),
  name: z.string(),
  /**
   * The name an English page shows (docs/behaviour.md §6); null: the English page shows `name`.
   * Added to the original answer: a client that does not know it reads the rest as before.
   */
  name_en: z.string().nullable().optional(),
  description: z.string().nullable(),
  order: z.number(),
});
export type Category = z.infer<typeof category>;

/**
 * `name_en` optional: empty or null, the category has no English name; left out, an update
 * keeps the one it has (the original client sends only name and description).
 */
export const categoryInput = z.object({
  name: text(150),
  name_en: z
    .string()
    .trim()
    .max(150)
    .refine(storable, storableCheck)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  description: optionalText(1000),
});

/** A category as it names itself to a reader of `lang`: its English name in English, if any. */
export function categoryName(
  c: { name: string; name_en?: string | null | undefined },
  lang: string,
): string {
  return lang === 'en' && c.name_en ? c.name_en : c.name;
}

const ids = z.array(requiredId).max(10_000);
export const fiscalYearOrder = z.object({ fiscalYearOrder: ids });
export const categoryOrder = z.object({ categoryOrder: ids });

export type FiscalYearCreate = z.infer<typeof fiscalYearCreate>;
export type FiscalYearUpdate = z.infer<typeof fiscalYearUpdate>;
export type CategoryInput = z.infer<typeof categoryInput>;

/** Whether a BS date ('YYYY-MM-DD') falls in a fiscal year, its first and last day included. */
export function inFiscalYear(date: string, year: { startDate: string; endDate: string }): boolean {
  return date >= year.startDate && date <= year.endDate;
}
