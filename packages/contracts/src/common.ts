import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

const codes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Every error the API sends: a sentence for the user, a stable code, and field messages. */
export const errorBody = z.object({
  message: z.string(),
  code: z.enum(codes),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

/**
 * Route ids are positive 32-bit integers written in digits; anything else ('0x10', '1e1',
 * ' 1', '1.0') is "not found", never a 500 and never another spelling of a real id.
 */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text can be stored as it was sent: PostgreSQL refuses the NUL character, and half
 * of a surrogate pair would come back as U+FFFD.
 */
export const storable = (v: string) => !v.includes('\u0000') && !LONE_SURROGATE.test(v);
export const NOT_STORABLE = 'Contains a character that cannot be stored (NUL or a broken one).';

/** A trimmed, non-empty, bounded line of text. */
export function text(max: number) {
  return z.string().trim().min(1).max(max).refine(storable, NOT_STORABLE);
}

/** Optional free text: '' and null both mean "none". */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(storable, NOT_STORABLE)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(storable, NOT_STORABLE)
  .pipe(z.email());

/** Passwords: at least 8 characters (contract.md §4); bounded so hashing stays cheap. */
export const newPassword = z.string().min(8).max(200);
