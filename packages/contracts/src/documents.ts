import { z } from 'zod';
import { NOT_STORABLE, storable } from './common.js';

export const otherDocument = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  remarks: z.string().nullable(),
  /** A signed URL to the file (valid one hour), or null. */
  documents: z.string().nullable(),
  document: z.object({ name: z.string(), size: z.number(), mime: z.string() }).nullable(),
  created_at: z.string(),
});
export type OtherDocument = z.infer<typeof otherDocument>;

export const otherDocumentListQuery = z.object({
  company_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).refine(storable, NOT_STORABLE).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
