import { z } from 'zod';
import { emptyAsAbsent } from './common.js';
import { eventListQuery } from './events.js';

/** The file formats a list is exported as (docs/decisions/020-exports.md). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const format = emptyAsAbsent(z.enum(EXPORT_FORMATS).default('xlsx'));

/**
 * `GET /api/events/export`: the events list's own filters (no paging: every match, up to the
 * list's cap) and the file's format.
 */
export const eventsExportQuery = eventListQuery
  .omit({ page: true, per_page: true, content: true })
  .extend({ format });
export type EventsExportQuery = z.infer<typeof eventsExportQuery>;

/** `GET /api/companies/export`: the Super-Admin's list of municipalities as a file. */
export const companiesExportQuery = z.object({ format });
export type CompaniesExportQuery = z.infer<typeof companiesExportQuery>;
