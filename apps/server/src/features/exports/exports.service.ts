import {
  branchName,
  categoryName,
  type Company,
  type Event,
  type EventsExportQuery,
  type CompaniesExportQuery,
  wardsLabel,
} from '@karyayojana/contracts';
import { adToBsString, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import type { AppContext } from '../../context.js';
import { companyFor, type Actor } from '../../lib/access.js';
import { notFound } from '../../lib/errors.js';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import type { CompaniesService } from '../companies/companies.service.js';
import { companiesRepository } from '../companies/companies.repository.js';
import type { EventsService } from '../events/events.service.js';
import { fiscalYearsRepository } from '../fiscal-years/fiscal-years.repository.js';
import { lookupId } from '../../lib/ids.js';
import { attachment, CSV_TYPE, toCsv, toXlsx, XLSX_TYPE, type Cell } from './sheet-file.js';

/** A file ready to send. */
export interface ExportFile {
  body: Buffer;
  type: string;
  disposition: string;
}

interface Column<T> {
  key: MessageKey;
  width: number;
  wrap?: boolean;
  numFmt?: string;
  value: (row: T, index: number) => Cell;
}

/** Rupees grouped as each language reads them (as the progress report's workbook does). */
const MONEY: Record<Lang, string> = {
  ne: '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0',
  en: '#,##0',
};

/**
 * An event's wards as the export writes them, which the import reads back as they were:
 * "३, ६ र ११" / "3, 6 and 11"; none is the whole municipality, "पालिका स्तरीय" /
 * "Municipality-wide".
 */
export function wardsCell(wards: readonly number[], lang: Lang): string {
  if (wards.length === 0) return wardsLabel([], lang);
  const shown = wards.map((n) => (lang === 'ne' ? toDevanagariDigits(n) : String(n)));
  if (shown.length === 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} ${lang === 'ne' ? 'र' : 'and'} ${shown.at(-1) ?? ''}`;
}

/** A label safe in an ASCII file name: 2083/84 → 2083-84. */
const asciiPart = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

function eventColumns(lang: Lang): Column<Event>[] {
  const t = (key: MessageKey) => translate(key, lang);
  const digits = (s: string) => (lang === 'ne' ? toDevanagariDigits(s) : s);
  const status = (e: Event) => {
    const words = t(`report.status.${e.status}`);
    return e.overdue ? `${words} (${t('report.status.overdue')})` : words;
  };
  return [
    { key: 'export.col.serial', width: 7, value: (_, i) => i + 1 },
    { key: 'export.col.bsDate', width: 13, value: (e) => digits(e.date) },
    { key: 'export.col.adDate', width: 12, value: (e) => e.ad_date },
    { key: 'export.col.time', width: 8, value: (e) => e.time },
    { key: 'export.col.title', width: 40, wrap: true, value: (e) => e.title },
    { key: 'export.col.description', width: 50, wrap: true, value: (e) => e.content },
    {
      key: 'export.col.categories',
      width: 24,
      wrap: true,
      value: (e) => e.categories.map((c) => categoryName(c, lang)).join(', '),
    },
    { key: 'export.col.responsible', width: 22, wrap: true, value: (e) => e.assignTo ?? '' },
    { key: 'export.col.status', width: 18, wrap: true, value: status },
    {
      key: 'export.col.tasks',
      width: 36,
      wrap: true,
      value: (e) => e.tasks.map((task) => task.name).join('\n'),
    },
    {
      key: 'export.col.proof',
      width: 8,
      wrap: true,
      // One line per task, beside its name.
      value: (e) =>
        e.tasks.map((task) => t(task.document ? 'export.proof.yes' : 'export.proof.no')).join('\n'),
    },
    {
      key: 'report.col.completed',
      width: 13,
      value: (e) => (e.completed_date ? digits(e.completed_date) : ''),
    },
    {
      key: 'report.col.outcome',
      width: 40,
      wrap: true,
      value: (e) =>
        (e.status === 'postponed' || e.status === 'canceled' ? e.status_reason : e.outcome) ?? '',
    },
    {
      key: 'report.col.progress',
      width: 11,
      numFmt: '0',
      value: (e) => (e.status === 'done' ? 100 : e.progress),
    },
    { key: 'report.col.budget', width: 15, numFmt: MONEY[lang], value: (e) => e.budget },
    { key: 'report.col.spent', width: 15, numFmt: MONEY[lang], value: (e) => e.spent },
    // Where and who (issue 28), after the columns officers know, where they do not move those:
    // read back by the import as written. Text, so that Excel keeps "3-5" a range, not a date.
    {
      key: 'imports.col.wards',
      width: 14,
      wrap: true,
      numFmt: '@',
      value: (e) => wardsCell(e.wards, lang),
    },
    {
      key: 'imports.col.branch',
      width: 22,
      wrap: true,
      value: (e) => (e.branch ? branchName(e.branch, lang) : ''),
    },
    // The event's own number, last, out of the way: an import of this file changes the events
    // it names instead of adding them again (issue 26).
    { key: 'imports.col.id', width: 8, value: (e) => e.id },
  ];
}

function companyColumns(lang: Lang): Column<Company>[] {
  const bs = (ad: string) => {
    try {
      const date = adToBsString(ad);
      return lang === 'ne' ? toDevanagariDigits(date) : date;
    } catch {
      // Beyond the calendar's range (2000–2099 BS): the AD date says it.
      return '';
    }
  };
  return [
    { key: 'export.col.serial', width: 7, value: (_, i) => i + 1 },
    { key: 'export.col.name', width: 30, wrap: true, value: (c) => c.name },
    { key: 'export.col.tagline', width: 30, wrap: true, value: (c) => c.description ?? '' },
    { key: 'export.col.province', width: 14, value: (c) => c.province ?? '' },
    { key: 'export.col.district', width: 14, value: (c) => c.district ?? '' },
    { key: 'export.col.localLevel', width: 24, value: (c) => c.municipality ?? '' },
    { key: 'export.col.address', width: 24, wrap: true, value: (c) => c.address ?? '' },
    { key: 'export.col.contact', width: 16, value: (c) => c.contact ?? '' },
    { key: 'export.col.email', width: 26, value: (c) => c.email ?? '' },
    { key: 'export.col.website', width: 26, value: (c) => c.website ?? '' },
    { key: 'export.col.expiryAd', width: 14, value: (c) => c.expiry_date },
    { key: 'export.col.expiryBs', width: 14, value: (c) => bs(c.expiry_date) },
    {
      key: 'export.col.companyStatus',
      width: 12,
      value: (c) =>
        translate(c.status === '1' ? 'export.company.active' : 'export.company.expired', lang),
    },
  ];
}

async function build<T>(
  format: 'xlsx' | 'csv',
  sheet: string,
  columns: Column<T>[],
  items: T[],
  lang: Lang,
): Promise<{ body: Buffer; type: string }> {
  const header = columns.map((c) => translate(c.key, lang));
  const rows = items.map((item, i) => columns.map((c) => c.value(item, i)));
  if (format === 'csv') return { body: toCsv(header, rows), type: CSV_TYPE };
  const layout = columns.map((c, i) => ({
    header: header[i] ?? '',
    width: c.width,
    ...(c.wrap ? { wrap: true } : {}),
    ...(c.numFmt ? { numFmt: c.numFmt } : {}),
  }));
  return { body: await toXlsx(sheet, layout, rows), type: XLSX_TYPE };
}

/**
 * Lists as spreadsheets (issue 15 part 1, docs/decisions/020-exports.md): a municipality's
 * events with the events list's own filters, and the Super-Admin's municipalities.
 */
export function exportsService(
  ctx: AppContext,
  events: EventsService,
  companies: CompaniesService,
) {
  return {
    async events(actor: Actor, query: EventsExportQuery, lang: Lang): Promise<ExportFile> {
      const companyId = companyFor(actor, 'plan.read', query.company_id);
      const company = await companiesRepository(ctx.db).find(companyId);
      if (!company) throw notFound();
      const { format, ...filters } = query;
      // The list's own query without paging: every match, up to its cap (MAX_UNPAGED).
      const { data } = await events.list(actor, {
        ...filters,
        company_id: companyId,
        page: 1,
        per_page: undefined,
        content: 'full',
      });
      const year = query.fiscal_year_id
        ? await fiscalYearsRepository(ctx.db).find(lookupId(query.fiscal_year_id))
        : undefined;
      const ascii = `events${year ? `-${asciiPart(year.year)}` : ''}.${format}`;
      const file = await build(
        format,
        translate('export.sheet.events', lang),
        eventColumns(lang),
        data,
        lang,
      );
      return { ...file, disposition: attachment(ascii, `${company.name} ${ascii}`) };
    },

    async companies(actor: Actor, query: CompaniesExportQuery, lang: Lang): Promise<ExportFile> {
      const list = await companies.list(actor);
      const ascii = `municipalities.${query.format}`;
      const file = await build(
        query.format,
        translate('export.sheet.companies', lang),
        companyColumns(lang),
        list,
        lang,
      );
      return {
        ...file,
        disposition: attachment(ascii, `${translate('export.file.companies', lang)} ${ascii}`),
      };
    },
  };
}
export type ExportsService = ReturnType<typeof exportsService>;
