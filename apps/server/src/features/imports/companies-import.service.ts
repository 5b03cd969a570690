import { randomUUID } from 'node:crypto';
import {
  adToBsString,
  bsToAdString,
  bsToString,
  parseBs,
  toAsciiDigits,
} from '@karyayojana/nepali-calendar';
import {
  companyImportFields,
  type CompanyImportPreview,
  type CompanyImportPreviewRow,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { authorize, type Actor } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity.js';
import { addYearsAd, isoNow } from '../../lib/clock.js';
import { fieldErrorsOf } from '../../lib/error-fields.js';
import { fieldError } from '../../lib/errors.js';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { parseFields } from '../../lib/validation.js';
import { explainBsDate, fieldLabel } from '../../lib/validation-messages.js';
import { checkCompanyForm, insertCompany, type CompanyForm } from '../companies/company-form.js';
import type { MultipartBody } from '../files/uploads.js';
import { companyColumns, normalise, type CompanyColumn } from './columns.js';
import type { SheetRow } from './sheet-reader.js';
import { cellText, previewOrRefuse, readUploadedSheet } from './sheet-upload.js';
import { buildCompaniesTemplate } from './template.js';

interface ParsedRow extends CompanyImportPreviewRow {
  form?: CompanyForm;
}

/** The sheet's columns that are the company form's fields as they are. */
const FORM_FIELDS: [CompanyColumn, string][] = [
  ['name', 'name'],
  ['description', 'description'],
  ['province', 'province'],
  ['district', 'district'],
  ['municipality', 'municipality'],
  ['address', 'address'],
  ['contact', 'contact'],
  ['email', 'email'],
  ['website', 'website'],
];

const bsOf = (ad: string | null): string | null => {
  if (!ad) return null;
  try {
    return adToBsString(ad);
  } catch {
    // Beyond the calendar's range (2000–2099 BS): the AD date says it.
    return null;
  }
};

/**
 * Importing municipalities from a sheet (the Super-Admin; docs/decisions/022-imports.md,
 * "Municipalities"): each row is the company form, checked by the form's own check
 * (checkCompanyForm) and written by its own insert (insertCompany), all rows in one transaction.
 */
export function companiesImportService(ctx: AppContext) {
  /** Every row parsed and checked as the company form, and against the stored names. */
  async function check(rows: SheetRow[], lang: Lang): Promise<ParsedRow[]> {
    const [header, ...data] = rows;
    const columns = companyColumns.columnsOf((header?.cells ?? []).map((c) => cellText(c)));
    if (!columns) throw fieldError('file', 'imports.noHeader');
    const stored = await ctx.db.selectFrom('companies').select('name').execute();
    const taken = new Set(stored.map((c) => normalise(c.name)));
    const seen = new Map<string, number>();
    const defaultExpiry = addYearsAd(ctx.clock.today(), 1);
    const say = (k: MessageKey, params?: Record<string, string | number>) =>
      translate(k, lang, params);

    return data.map(({ row, cells }) => {
      const cell = (c: CompanyColumn) => {
        const i = columns.get(c);
        return i === undefined ? undefined : cells[i];
      };
      const errors: Record<string, string[]> = {};
      const fail = (field: string, sentence: string) => {
        const list = (errors[field] ??= []);
        if (!list.includes(sentence)) list.push(sentence);
      };
      /** The cell's text (NFC); a formula without a saved value is the row's error. */
      const read = (c: CompanyColumn, field: string) => {
        if (cell(c)?.kind === 'formula') fail(field, say('imports.formulaNoValue'));
        return cellText(cell(c)).normalize('NFC');
      };

      // The form's fields as they are; an empty cell is a field not sent.
      const raw: Record<string, string> = {};
      for (const [column, field] of FORM_FIELDS) {
        const value = read(column, field);
        if (value) raw[field] = value;
      }

      // The expiry date: BS text in either digits, or an Excel date cell (AD); else the AD
      // text of our export. The form then checks the AD date as it checks the company form's.
      const label = fieldLabel(['expiry_date'], lang);
      const bsCell = cell('expiry');
      const bsText = read('expiry', 'expiry_date');
      if (bsCell?.kind === 'date') raw.expiry_date = bsCell.ad;
      else if (bsText) {
        const bs = parseBs(bsText);
        let ad: string | null;
        try {
          ad = bs ? bsToAdString(bsToString(bs)) : null;
        } catch {
          ad = null;
        }
        if (ad) raw.expiry_date = ad;
        else fail('expiry_date', explainBsDate(bsText, label, lang));
      } else if (bsCell?.kind !== 'formula') {
        const adText = toAsciiDigits(read('expiryAd', 'expiry_date'));
        if (adText) raw.expiry_date = adText;
      }

      const { form, address, problems } = checkCompanyForm(raw, true);
      for (const problem of problems) {
        for (const [field, sentences] of Object.entries(fieldErrorsOf(problem, lang))) {
          for (const sentence of sentences) fail(field, sentence);
        }
      }

      const name = form?.name ?? raw.name?.trim() ?? '';
      if (name) {
        const key = normalise(name);
        const first = seen.get(key);
        if (taken.has(key)) fail('name', say('imports.company.duplicate'));
        else if (first !== undefined) {
          fail('name', say('imports.company.duplicateRow', { row: first }));
        } else seen.set(key, row);
      }

      const expiry = errors.expiry_date
        ? null
        : form
          ? (form.expiry_date ?? defaultExpiry)
          : (raw.expiry_date ?? defaultExpiry);
      const shown = (field: string) => raw[field]?.trim() || null;
      const values: CompanyImportPreviewRow['values'] = form
        ? {
            name: form.name,
            description: form.description,
            province: form.province,
            district: form.district,
            municipality: form.municipality,
            address: form.address,
            contact: form.contact,
            email: form.email,
            website: form.website,
            expiry_date: expiry,
            expiry_date_bs: bsOf(expiry),
          }
        : {
            name,
            description: shown('description'),
            province: address?.province ?? shown('province'),
            district: address?.district ?? shown('district'),
            municipality: address?.municipality ?? shown('municipality'),
            address: shown('address'),
            contact: shown('contact'),
            email: shown('email'),
            website: shown('website'),
            expiry_date: expiry,
            expiry_date_bs: bsOf(expiry),
          };
      const ok = Object.keys(errors).length === 0;
      return { row, values, errors, ...(ok && form ? { form } : {}) };
    });
  }

  return {
    /** The template workbook; its example row expires a year from today. */
    async template(actor: Actor, lang: Lang): Promise<Buffer> {
      authorize(actor, 'companies.manage');
      const expiry = bsOf(addYearsAd(ctx.clock.today(), 1)) ?? '';
      return buildCompaniesTemplate(lang, { expiryBs: expiry });
    },

    /**
     * A preview (`dry_run`) or the import itself: every row through insertCompany in one
     * transaction, or none when any row has an error (422 with each row's errors).
     */
    async run(
      actor: Actor,
      body: MultipartBody,
      lang: Lang,
    ): Promise<{ preview: CompanyImportPreview } | { created: number }> {
      authorize(actor, 'companies.manage');
      const input = parseFields(companyImportFields, body.fields);
      const rows = await readUploadedSheet(
        body.files.file,
        lang,
        (cells) => companyColumns.columnsOf(cells.map((c) => cellText(c))) !== undefined,
        'imports.company.noRows',
      );
      const parsed = await check(rows, lang);
      const preview = previewOrRefuse(parsed, input.dry_run);
      if (preview) return preview;
      const at = { now: isoNow(ctx.clock), today: ctx.clock.today() };
      await ctx.db.transaction().execute(async (trx) => {
        for (const r of parsed) if (r.form) await insertCompany(trx, r.form, at);
        await recordActivity(
          trx,
          actor,
          {
            action: 'import',
            entity: 'batch',
            entityId: null,
            companyId: null,
            summary: `${parsed.length} स्थानीय तह आयात गरियो`,
            batchId: randomUUID(),
          },
          at.now,
        );
      });
      return { created: parsed.length };
    },
  };
}
export type CompaniesImportService = ReturnType<typeof companiesImportService>;
