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

/** Route ids are positive integers; anything else is "not found", never a 500. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A trimmed, non-empty, bounded line of text. */
export function text(max: number) {
  return z.string().trim().min(1).max(max);
}

/** Optional free text: '' and null both mean "none". */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Passwords: at least 8 characters (contract.md §4); bounded so hashing stays cheap. */
export const newPassword = z.string().min(8).max(200);
