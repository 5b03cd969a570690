import { z } from 'zod';
import { optionalText, text } from './common.js';

/** A municipality as the API returns it. `status` is '1' while active (docs/behaviour.md §2). */
export const company = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  municipality: z.string().nullable(),
  logo: z.string().nullable(),
  subLogo: z.string().nullable(),
  /** AD date YYYY-MM-DD, the last day of the subscription. */
  expiry_date: z.string(),
  remaining_days: z.number().nullable(),
  status: z.string(),
  is_owner: z.boolean(),
});
export type Company = z.infer<typeof company>;

/** An AD date `YYYY-MM-DD`; the server's messages know it by name. */
export const AD_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const adDate = z.string().regex(AD_DATE_PATTERN, 'Use YYYY-MM-DD.');

/**
 * The text fields of the company form (sent as multipart with the logo files). The address
 * triple is checked against the built-in reference list by the server.
 */
export const companyFields = z.object({
  name: text(200),
  description: optionalText(500),
  email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email().nullable()),
  website: optionalText(300),
  contact: optionalText(100),
  province: optionalText(100),
  district: optionalText(100),
  municipality: optionalText(200),
  address: optionalText(300),
  /** Super-Admin only; ignored for anyone else. */
  expiry_date: adDate
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
});
export type CompanyFields = z.infer<typeof companyFields>;
