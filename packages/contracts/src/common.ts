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
/** The refinement's options: the server's message catalogue knows the issue by its `kind`. */
export const storableCheck = { message: NOT_STORABLE, params: { kind: 'storable' } } as const;

/**
 * What an HTML form sends for a field left empty ('' or null) means "not given": the field then
 * takes its default, or stays absent (e.g. the original client's `source_id: ""`).
 */
export function emptyAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);
}

const id = z.coerce.number().int().positive();
/**
 * A row id that must be given; sent empty, it is "missing" (one past 32 bits names nothing: the
 * service answers that).
 */
export const requiredId = emptyAsAbsent(id);
/** A row id that may be left out (or sent empty). */
export const optionalId = emptyAsAbsent(id.optional());

/** A trimmed, non-empty, bounded line of text. */
export function text(max: number) {
  return z.string().trim().min(1).max(max).refine(storable, storableCheck);
}

/** Optional free text: '' and null both mean "none". */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(storable, storableCheck)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(storable, storableCheck)
  .pipe(z.email());

/** Passwords: at least 8 characters (docs/behaviour.md §5); bounded so hashing stays cheap. */
export const newPassword = z.string().min(8).max(200);

/**
 * A password's confirmation as the original product's client names it (contract §4): its forms
 * send `confirm`. Documented beside `password_confirmation`, which wins when both are sent.
 */
export const confirmAlias = z
  .string()
  .max(200)
  .optional()
  .describe('The original client’s name for password_confirmation, read when that is absent.');

/**
 * Reads `confirm` as `password_confirmation` when only `confirm` was sent (the original
 * client's forms, docs/decisions/031-original-client.md); everything else passes unchanged.
 */
export function withConfirmAlias<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const body = v as Record<string, unknown>;
    if (body.password_confirmation !== undefined || body.confirm === undefined) return v;
    return { ...body, password_confirmation: body.confirm };
  }, schema);
}
