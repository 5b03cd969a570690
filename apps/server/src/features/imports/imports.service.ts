import { randomUUID } from 'node:crypto';
import {
  adToBsString,
  bsToAdString,
  bsToString,
  parseAd,
  parseBs,
  toAsciiDigits,
} from '@karyayojana/nepali-calendar';
import {
  eventImportFields,
  inFiscalYear,
  type ImportPreview,
  type ImportPreviewRow,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { FiscalYearRow } from '../../db/schema.js';
import { authorize, companyFor, type Actor } from '../../lib/access.js';
import { isoNow } from '../../lib/clock.js';
import { recordActivity } from '../../lib/activity.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { lookupId } from '../../lib/ids.js';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { parseFields } from '../../lib/validation.js';
import { explainBsDate, fieldLabel } from '../../lib/validation-messages.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { insertEvent, type PlannedEvent } from '../events/write-event.js';
import { fiscalYearsRepository } from '../fiscal-years/fiscal-years.repository.js';
import type { MultipartBody } from '../files/uploads.js';
import { columnsOf, normalise, type Column } from './columns.js';
import type { Cell, SheetRow } from './sheet-reader.js';
import { cellText, previewOrRefuse, readUploadedSheet } from './sheet-upload.js';
import { buildTemplate } from './template.js';

const DEFAULT_TIME = '10:00';

/** Edit distance (Levenshtein), for the closest category name. */
export function distance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[y.length] ?? 0;
}

type Category = { id: number; name: string };

const SEPARATOR = /[,;،\n]/;

/**
 * The category names a cell lists, separated by `,`, `;`, `،` or new lines. A known name that
 * itself holds a separator ("वन, वातावरण तथा विपद् व्यवस्थापन") is taken whole first, so that
 * our own export, which joins names with ", ", reads back as it left. Names come normalised.
 */
export function categoryNames(cell: string, known: Iterable<string>): string[] {
  let rest = normalise(cell.replace(/\r?\n/g, ';'));
  const found: string[] = [];
  const withSeparators = [...known]
    .filter((name) => SEPARATOR.test(name))
    .sort((a, b) => b.length - a.length);
  for (const name of withSeparators) {
    for (;;) {
      const at = rest.indexOf(name);
      if (at < 0) break;
      const before = rest.slice(0, at).trimEnd();
      const after = rest.slice(at + name.length).trimStart();
      const bounded =
        (before === '' || SEPARATOR.test(before.at(-1) ?? '')) &&
        (after === '' || SEPARATOR.test(after[0] ?? ''));
      if (!bounded) break;
      found.push(name);
      rest = `${before};${after}`;
    }
  }
  const others = rest
    .split(SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);
  return [...found, ...others];
}

interface ParsedRow extends ImportPreviewRow {
  planned?: Omit<PlannedEvent, 'company_id' | 'fiscal_year_id'>;
}

/**
 * Importing a plan from a sheet (docs/decisions/022-imports.md): a preview of every row with its
 * values and its errors in the caller's language, or all rows written in one transaction.
 */
export function importsService(ctx: AppContext) {
  const years = fiscalYearsRepository(ctx.db);

  async function fiscalYear(id: number): Promise<FiscalYearRow> {
    const fy = await years.find(lookupId(id));
    if (!fy) throw fieldError('fiscal_year_id', 'field.noSuchFiscalYear');
    return fy;
  }

  function readRows(body: MultipartBody, lang: Lang): Promise<SheetRow[]> {
    const isHeader = (cells: Cell[]) => columnsOf(cells.map((c) => cellText(c))) !== undefined;
    return readUploadedSheet(body.files.file, lang, isHeader, 'imports.noRows');
  }

  /** Every row parsed and checked against the fiscal year, the categories and the stored plan. */
  async function check(
    companyId: number,
    fy: FiscalYearRow,
    rows: SheetRow[],
    lang: Lang,
  ): Promise<ParsedRow[]> {
    const [header, ...data] = rows;
    const columns = columnsOf((header?.cells ?? []).map((c) => cellText(c)));
    if (!columns) throw fieldError('file', 'imports.noHeader');
    const [categories, existing] = await Promise.all([
      ctx.db.selectFrom('categories').select(['id', 'name']).orderBy('sort_order').execute(),
      ctx.db
        .selectFrom('events')
        .select(['date', 'title'])
        .where('company_id', '=', companyId)
        .where('date', '>=', fy.start_date)
        .where('date', '<=', fy.end_date)
        .execute(),
    ]);
    const byName = new Map<string, Category>();
    for (const c of categories) byName.set(normalise(c.name), c);
    const closest = (name: string): Category | undefined => {
      let best: Category | undefined;
      let bestDistance = Infinity;
      for (const [key, c] of byName) {
        const d = distance(name, key);
        if (d < bestDistance) [best, bestDistance] = [c, d];
      }
      return best;
    };
    const key = (date: string, title: string) => `${date}\u0000${normalise(title)}`;
    const stored = new Set(existing.map((e) => key(e.date, e.title)));
    const seen = new Map<string, number>();
    const span = { startDate: fy.start_date, endDate: fy.end_date };
    const say = (k: MessageKey, params?: Record<string, string | number>) =>
      translate(k, lang, params);

    return data.map(({ row, cells }) => {
      const cell = (c: Column) => {
        const i = columns.get(c);
        return i === undefined ? undefined : cells[i];
      };
      const errors: Record<string, string[]> = {};
      const fail = (field: string, sentence: string) => (errors[field] ??= []).push(sentence);
      const label = (field: string) => fieldLabel([field], lang);
      const bounded = (field: string, value: string, max: number) => {
        if ([...value].length > max)
          fail(field, say('imports.tooLong', { field: label(field), max }));
      };
      const formula = (c: Column, field: string) => {
        if (cell(c)?.kind === 'formula') fail(field, say('imports.formulaNoValue'));
      };

      // The date: an Excel date cell is AD; text is BS in either digits.
      let date: string | null = null;
      let adDate: string | null = null;
      const dateCell = cell('date');
      formula('date', 'date');
      if (dateCell?.kind === 'date') {
        const ad = parseAd(dateCell.ad);
        try {
          date = ad ? adToBsString(dateCell.ad) : null;
        } catch {
          date = null;
        }
        if (!date) fail('date', explainBsDate(dateCell.ad, label('date'), lang));
      } else if (dateCell?.kind !== 'formula') {
        const written = cellText(dateCell);
        const bs = written ? parseBs(written) : null;
        if (!written) fail('date', say('imports.required', { field: label('date') }));
        else if (!bs) fail('date', explainBsDate(written, label('date'), lang));
        else date = bsToString(bs);
      }
      if (date) {
        adDate = bsToAdString(date);
        if (!inFiscalYear(date, span)) {
          fail('date', say('date.outsideYear', { date, year: fy.year }));
        }
      }

      // The time: HH:mm, or an Excel time cell; 10:00 when left empty.
      let time: string | null = DEFAULT_TIME;
      const timeCell = cell('time');
      formula('time', 'time');
      if (timeCell?.kind === 'date') time = timeCell.time;
      else if (timeCell?.kind === 'text' && timeCell.text.trim()) {
        const m = /^([01]?\d|2[0-3])[:.]([0-5]\d)(:[0-5]\d)?$/.exec(
          toAsciiDigits(timeCell.text.trim()),
        );
        if (m) time = `${(m[1] ?? '').padStart(2, '0')}:${m[2] ?? ''}`;
        else {
          time = null;
          fail('time', say('imports.badTime'));
        }
      }

      const title = cellText(cell('title')).normalize('NFC');
      formula('title', 'title');
      if (!title && cell('title')?.kind !== 'formula') {
        fail('title', say('imports.required', { field: label('title') }));
      }
      bounded('title', title, 300);
      const content = cellText(cell('description')).normalize('NFC');
      formula('description', 'content');
      bounded('content', content, 10_000);
      const assignTo = cellText(cell('responsible')).normalize('NFC') || null;
      formula('responsible', 'assignTo');
      bounded('assignTo', assignTo ?? '', 300);

      const chosen: Category[] = [];
      formula('categories', 'categories');
      for (const name of categoryNames(cellText(cell('categories')), byName.keys())) {
        const wanted = normalise(name);
        const found = byName.get(wanted);
        if (found) {
          if (!chosen.includes(found)) chosen.push(found);
          continue;
        }
        const hint = closest(wanted);
        fail(
          'categories',
          hint
            ? say('imports.unknownCategory', { name: name.trim(), suggestion: hint.name })
            : say('imports.unknownCategoryNoHint', { name: name.trim() }),
        );
      }

      formula('tasks', 'tasks');
      const tasks = cellText(cell('tasks'))
        .split(/\r?\n|;/)
        .map((t) => t.trim().normalize('NFC'))
        .filter(Boolean);
      if (tasks.length > 100)
        fail('tasks', say('imports.tooLong', { field: label('tasks'), max: 100 }));
      for (const t of tasks) bounded('tasks', t, 300);

      if (date && title) {
        const k = key(date, title);
        const first = seen.get(k);
        if (stored.has(k)) fail('title', say('imports.duplicateEvent'));
        else if (first !== undefined) fail('title', say('imports.duplicateRow', { row: first }));
        else seen.set(k, row);
      }

      const values = {
        date,
        ad_date: adDate,
        time,
        title,
        content,
        categories: chosen,
        assignTo,
        tasks,
      };
      const ok = Object.keys(errors).length === 0;
      return {
        row,
        values,
        errors,
        ...(ok && date && time
          ? {
              planned: {
                title,
                content,
                date,
                time,
                assign_to: assignTo,
                saving_frequency: 'yearly',
                categories: chosen.map((c) => c.id),
                tasks,
              },
            }
          : {}),
      };
    });
  }

  return {
    /** The template workbook; its example row is dated on the fiscal year's first day. */
    async template(actor: Actor, lang: Lang): Promise<Buffer> {
      authorize(actor, 'plan.read');
      const [fy, category] = await Promise.all([
        ctx.db
          .selectFrom('fiscal_years')
          .select('start_date')
          .where('start_date', '<=', bsToString(ctx.clock.todayBs()))
          .orderBy('start_date', 'desc')
          .executeTakeFirst(),
        ctx.db.selectFrom('categories').select('name').orderBy('sort_order').executeTakeFirst(),
      ]);
      return buildTemplate(lang, {
        date: fy?.start_date ?? bsToString(ctx.clock.todayBs()),
        category: category?.name ?? null,
      });
    },

    /**
     * A preview (`dry_run`) or the import itself: all rows in one transaction through
     * insertEvent, or none when any row has an error (422 with each row's errors).
     */
    async run(
      actor: Actor,
      body: MultipartBody,
      lang: Lang,
    ): Promise<{ preview: ImportPreview } | { created: number; batchId: string }> {
      const input = parseFields(eventImportFields, body.fields);
      const companyId = companyFor(actor, 'plan.write', input.company_id);
      if (!(await companiesRepository(ctx.db).find(companyId))) throw notFound();
      const fy = await fiscalYear(input.fiscal_year_id);
      const rows = await readRows(body, lang);
      const parsed = await check(companyId, fy, rows, lang);
      const preview = previewOrRefuse(parsed, input.dry_run);
      if (preview) return preview;
      const now = isoNow(ctx.clock);
      const batchId = randomUUID();
      await ctx.db.transaction().execute(async (trx) => {
        for (const r of parsed) {
          if (!r.planned) continue;
          await insertEvent(
            trx,
            { ...r.planned, company_id: companyId, fiscal_year_id: fy.id, batch_id: batchId },
            now,
          );
        }
        await recordActivity(
          trx,
          actor,
          {
            action: 'import',
            entity: 'batch',
            entityId: null,
            companyId,
            summary: `आर्थिक वर्ष ${fy.year} मा ${parsed.length} कार्यक्रम आयात गरियो`,
            batchId,
          },
          now,
        );
      });
      return { created: parsed.length, batchId };
    },
  };
}
export type ImportsService = ReturnType<typeof importsService>;
