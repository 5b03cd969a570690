import { z } from 'zod';
import {
  emptyAsAbsent,
  optionalId,
  optionalText,
  storable,
  storableCheck,
  text,
} from './common.js';

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
  company_id: optionalId,
  q: z.string().trim().max(200).refine(storable, storableCheck).optional(),
  page: emptyAsAbsent(z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: emptyAsAbsent(z.coerce.number().int().min(1).max(100).optional()),
});

/** The other-document form's fields (multipart, with the file as `documents`). */
export const otherDocumentFields = z.object({ name: text(300), remarks: optionalText(2000) });
export type OtherDocumentFields = z.infer<typeof otherDocumentFields>;
