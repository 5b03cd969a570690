import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  adToBsString,
  bsToAdString,
  bsToString,
  toAsciiDigits,
} from '@karyayojana/nepali-calendar';
import {
  branchName,
  categoryName,
  eventImportFields,
  inFiscalYear,
  type EventStatus,
  type ImportAction,
  type ImportPreview,
  type ImportPreviewRow,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { Database, FiscalYearRow } from '../../db/schema.js';
import { authorize, companyFor, type Actor } from '../../lib/access.js';
import { isoNow } from '../../lib/clock.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { fieldErrorsOf } from '../../lib/error-fields.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { lookupId } from '../../lib/ids.js';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { parseFields } from '../../lib/validation.js';
import { fieldLabel } from '../../lib/validation-messages.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { eventsRepository } from '../events/events.repository.js';
import { outcomeOf } from '../events/events.service.js';
import { insertEvent, type PlannedEvent } from '../events/write-event.js';
import { fiscalYearsRepository } from '../fiscal-years/fiscal-years.repository.js';
import type { MultipartBody } from '../files/uploads.js';
import { tasksRepository } from '../tasks/tasks.repository.js';
import { organisationRepository } from '../organisation/organisation.repository.js';
import { columnsOf, ignoredColumns, normalise, type Column } from './columns.js';
import {
  isError,
  readAdDate,
  readAmount,
  readBsDate,
  readId,
  readPercent,
  readStatus,
  readWards,
  type Read,
} from './plan-cells.js';
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

type Category = { id: number; name: string; name_en: string | null };
type Branch = { id: number; name: string; name_en: string | null };

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

/** What an event looks like to an import: its plan and progress fields, by wire name. */
interface EventState {
  title: string;
  content: string;
  date: string;
  time: string;
  assignTo: string | null;
  categories: Category[];
  /** Its wards, ascending (none: the whole municipality), and its branch (issue 28). */
  wards: number[];
  branch: Branch | null;
  tasks: string[];
  status: EventStatus;
  completed_date: string | null;
  outcome: string | null;
  status_reason: string | null;
  progress: number | null;
  budget: number | null;
  spent: number | null;
}

/** The fields a preview compares, in the form's order; categories and tasks by name. */
const COMPARED = [
  'date',
  'time',
  'title',
  'content',
  'categories',
  'assignTo',
  'wards',
  'branch',
  'tasks',
  'status',
  'completed_date',
  'outcome',
  'status_reason',
  'progress',
  'budget',
  'spent',
] as const satisfies readonly (keyof EventState)[];

const shown = (state: EventState, field: (typeof COMPARED)[number], lang: Lang): unknown => {
  if (field === 'categories') return state.categories.map((c) => c.name);
  if (field === 'branch') return state.branch ? branchName(state.branch, lang) : null;
  return state[field];
};

interface StoredPlanEvent {
  id: number;
  fiscal_year_id: number;
  planned_date: string | null;
  updated_at: string;
  state: EventState;
}

interface ParsedRow extends ImportPreviewRow {
  /** A new event, with its progress as the row gives it. */
  planned?: Omit<PlannedEvent, 'company_id' | 'fiscal_year_id'> & { next: EventState };
  /** The stored event the row changes, and what it becomes. */
  update?: { event: StoredPlanEvent; next: EventState; addedTasks: string[] };
}

/** A blank event: what a new row's progress columns are compared with. */
const BLANK: Omit<
  EventState,
  'title' | 'content' | 'date' | 'time' | 'assignTo' | 'categories' | 'tasks' | 'wards' | 'branch'
> = {
  status: 'notDone',
  completed_date: null,
  outcome: null,
  status_reason: null,
  progress: null,
  budget: null,
  spent: null,
};

/**
 * Importing a plan from a sheet (docs/decisions/022-imports.md, 030-import-round-trip.md): a
 * preview of every row — new, an update of the event its `id` names (each field old → new),
 * unchanged, or an error — in the caller's language, or all rows written in one transaction.
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

  /** The municipality's events of the year (by fiscal year or by date), as an import sees them. */
  async function storedEvents(companyId: number, fy: FiscalYearRow): Promise<StoredPlanEvent[]> {
    const rows = await ctx.db
      .selectFrom('events')
      .selectAll()
      .where('company_id', '=', companyId)
      .where((eb) =>
        eb.or([
          eb('fiscal_year_id', '=', fy.id),
          eb.and([eb('date', '>=', fy.start_date), eb('date', '<=', fy.end_date)]),
        ]),
      )
      .orderBy('id')
      .execute();
    const ids = rows.map((r) => r.id);
    const [links, tasks, wards, branches] = await Promise.all([
      eventsRepository(ctx.db).categoriesOf(ids),
      tasksRepository(ctx.db).ofEvents(ids),
      eventsRepository(ctx.db).wardsOf(ids),
      organisationRepository(ctx.db).branches(companyId),
    ]);
    const branchOf = new Map(
      branches.map((b) => [b.id, { id: b.id, name: b.name, name_en: b.name_en }] as const),
    );
    return rows.map((r) => ({
      id: r.id,
      fiscal_year_id: r.fiscal_year_id,
      planned_date: r.planned_date,
      updated_at: r.updated_at,
      state: {
        title: r.title,
        content: r.content,
        date: r.date,
        time: r.time,
        assignTo: r.assign_to,
        categories: links
          .filter((l) => l.event_id === r.id)
          .map((l) => ({ id: l.id, name: l.name, name_en: l.name_en })),
        wards: wards.filter((w) => w.event_id === r.id).map((w) => w.ward),
        branch: r.branch_id === null ? null : (branchOf.get(r.branch_id) ?? null),
        tasks: tasks.filter((t) => t.event_id === r.id).map((t) => t.name),
        status: r.status as EventStatus,
        completed_date: r.completed_date,
        outcome: r.outcome,
        status_reason: r.status_reason,
        progress: r.progress,
        budget: r.budget,
        spent: r.spent,
      },
    }));
  }

  /** Every row parsed and checked against the fiscal year, the categories and the stored plan. */
  async function check(
    companyId: number,
    fy: FiscalYearRow,
    rows: SheetRow[],
    lang: Lang,
  ): Promise<{ parsed: ParsedRow[]; ignored: string[] }> {
    const [header, ...data] = rows;
    const headers = (header?.cells ?? []).map((c) => cellText(c));
    const columns = columnsOf(headers);
    if (!columns) throw fieldError('file', 'imports.noHeader');
    const organisation = organisationRepository(ctx.db);
    const [categories, existing, wardCount, branches] = await Promise.all([
      ctx.db
        .selectFrom('categories')
        .select(['id', 'name', 'name_en'])
        .orderBy('sort_order')
        .execute(),
      storedEvents(companyId, fy),
      organisation.wardCount(companyId),
      organisation.branches(companyId),
    ]);
    // A branch by its name or its English name, case and spaces aside (issue 28).
    const branchByName = new Map<string, (typeof branches)[number]>();
    for (const b of branches) branchByName.set(normalise(b.name), b);
    for (const b of branches) {
      const k = b.name_en ? normalise(b.name_en) : '';
      if (k && !branchByName.has(k)) branchByName.set(k, b);
    }
    const closestBranch = (name: string) => {
      let best: (typeof branches)[number] | undefined;
      let bestDistance = Infinity;
      for (const [k, b] of branchByName) {
        if (b.active !== 1) continue;
        const d = distance(name, k);
        if (d < bestDistance) [best, bestDistance] = [b, d];
      }
      return best;
    };
    // A category by its name or its English name (our export in English writes the latter).
    const byName = new Map<string, Category>();
    for (const c of categories) byName.set(normalise(c.name), c);
    for (const c of categories) {
      const key = c.name_en ? normalise(c.name_en) : '';
      if (key && !byName.has(key)) byName.set(key, c);
    }
    const closest = (name: string): Category | undefined => {
      let best: Category | undefined;
      let bestDistance = Infinity;
      for (const [key, c] of byName) {
        const d = distance(name, key);
        if (d < bestDistance) [best, bestDistance] = [c, d];
      }
      return best;
    };
    const byId = new Map(
      existing.filter((e) => e.fiscal_year_id === fy.id).map((e) => [e.id, e] as const),
    );
    const key = (date: string, title: string) => `${date}\u0000${normalise(title)}`;
    const span = { startDate: fy.start_date, endDate: fy.end_date };
    const today = ctx.clock.todayBs();
    const say = (k: MessageKey, params?: Record<string, string | number>) =>
      translate(k, lang, params);
    const has = (c: Column) => columns.has(c);
    const idRows = new Map<number, number>();

    const parsed = data.map(({ row, cells }): ParsedRow => {
      const cell = (c: Column) => {
        const i = columns.get(c);
        return i === undefined ? undefined : cells[i];
      };
      const errors: Record<string, string[]> = {};
      const notes: string[] = [];
      const fail = (field: string, sentence: string) => (errors[field] ??= []).push(sentence);
      const label = (field: string) => fieldLabel([field], lang);
      const bounded = (field: string, value: string, max: number) => {
        if ([...value].length > max)
          fail(field, say('imports.tooLong', { field: label(field), max }));
      };
      const formula = (c: Column, field: string) => {
        if (cell(c)?.kind === 'formula') fail(field, say('imports.formulaNoValue'));
      };
      const take = <T>(field: string, read: Read<T>): T | null => {
        if (isError(read)) {
          fail(field, read.error);
          return null;
        }
        return read;
      };

      // The event the row names: ours, of this municipality and year, named once.
      formula('id', 'id');
      const id = take('id', readId(cell('id'), lang));
      const stored = id === null ? undefined : byId.get(id);
      if (id !== null && !stored) fail('id', say('imports.unknownId', { id, year: fy.year }));
      if (id !== null) {
        const first = idRows.get(id);
        if (first !== undefined) fail('id', say('imports.duplicateId', { row: first }));
        else idRows.set(id, row);
      }

      // The date: an Excel date cell is AD; text is BS in either digits; the AD column of our
      // export is read only when the BS one is empty.
      formula('date', 'date');
      let date = take('date', readBsDate(cell('date'), label('date'), lang));
      if (date === null && !errors.date && has('adDate')) {
        const ad = readAdDate(cell('adDate'));
        try {
          date = ad ? adToBsString(ad) : null;
        } catch {
          date = null;
        }
      }
      if (date === null && !errors.date && cell('date')?.kind !== 'formula') {
        fail('date', say('imports.required', { field: label('date') }));
      }
      let adDate: string | null = null;
      if (date) {
        adDate = bsToAdString(date);
        if (!inFiscalYear(date, span)) {
          fail('date', say('date.outsideYear', { date, year: fy.year }));
        }
      }

      // The time: HH:mm, or an Excel time cell; 10:00 (or the event's own) when left empty.
      let time: string | null = stored && !has('time') ? stored.state.time : DEFAULT_TIME;
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
      // A column the sheet does not have keeps what the event has.
      const kept = <T>(c: Column, value: T, old: T | undefined): T =>
        stored && !has(c) ? (old as T) : value;
      const content = kept(
        'description',
        cellText(cell('description')).normalize('NFC'),
        stored?.state.content,
      );
      formula('description', 'content');
      bounded('content', content, 10_000);
      const assignTo = kept(
        'responsible',
        cellText(cell('responsible')).normalize('NFC') || null,
        stored?.state.assignTo,
      );
      formula('responsible', 'assignTo');
      bounded('assignTo', assignTo ?? '', 300);

      let chosen: Category[] = [];
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
            ? say('imports.unknownCategory', {
                name: name.trim(),
                suggestion: categoryName(hint, lang),
              })
            : say('imports.unknownCategoryNoHint', { name: name.trim() }),
        );
      }
      if (stored && !has('categories')) chosen = stored.state.categories;

      // Wards and branch (issue 28): a column the sheet lacks keeps what the event has; an
      // empty cell is the whole municipality, and no branch.
      formula('wards', 'wards');
      let wards: number[] = stored?.state.wards ?? [];
      if (has('wards') || !stored) {
        wards = take('wards', readWards(cell('wards'), wardCount, lang)) ?? [];
      }
      formula('branch', 'branch');
      let branch: Branch | null = stored?.state.branch ?? null;
      if (has('branch') || !stored) {
        const written = cellText(cell('branch')).normalize('NFC');
        const found = written ? branchByName.get(normalise(written)) : undefined;
        branch = found ? { id: found.id, name: found.name, name_en: found.name_en } : null;
        if (written && !found) {
          const hint = closestBranch(normalise(written));
          fail(
            'branch',
            hint
              ? say('imports.unknownBranch', { name: written, suggestion: branchName(hint, lang) })
              : say('imports.unknownBranchNoHint', { name: written }),
          );
        } else if (found && found.active !== 1 && found.id !== stored?.state.branch?.id) {
          // An inactive branch stays on its events but is not chosen anew.
          fail('branch', say('imports.branchInactive', { name: branchName(found, lang) }));
        }
      }

      formula('tasks', 'tasks');
      const written = cellText(cell('tasks'))
        .split(/\r?\n|;/)
        .map((t) => t.trim().normalize('NFC'))
        .filter(Boolean);
      // An import adds the tasks an event lacks; it never removes one (its proof stays).
      const before = stored?.state.tasks ?? [];
      const addedTasks = [...new Set(written)].filter((t) => !before.includes(t));
      const tasks = stored ? [...before, ...addedTasks] : written;
      if (tasks.length > 100)
        fail('tasks', say('imports.tooLong', { field: label('tasks'), max: 100 }));
      for (const t of addedTasks) bounded('tasks', t, 300);
      if (stored && has('tasks')) {
        const left = before.filter((t) => !written.includes(t));
        if (left.length) notes.push(say('imports.tasksKept', { tasks: left.join(', ') }));
      }

      // Progress, as our export writes it: a column left out keeps what is stored.
      const base = stored?.state ?? { ...BLANK, tasks: [] };
      for (const [c, field] of [
        ['status', 'status'],
        ['completed', 'completed_date'],
        ['outcome', 'outcome'],
        ['progress', 'progress'],
        ['budget', 'budget'],
        ['spent', 'spent'],
      ] as const)
        formula(c, field);
      const status = has('status')
        ? (take('status', readStatus(cell('status'), lang)) ?? base.status)
        : base.status;
      const completed = has('completed')
        ? take('completed_date', readBsDate(cell('completed'), label('completed_date'), lang))
        : undefined;
      const outcomeText = has('outcome')
        ? cellText(cell('outcome')).normalize('NFC') || null
        : undefined;
      const reasonCarrier = status === 'postponed' || status === 'canceled';
      if (outcomeText)
        bounded(
          reasonCarrier ? 'status_reason' : 'outcome',
          outcomeText,
          reasonCarrier ? 2_000 : 10_000,
        );
      const progress = has('progress')
        ? take('progress', readPercent(cell('progress'), lang))
        : undefined;
      const budget = has('budget') ? take('budget', readAmount(cell('budget'), lang)) : undefined;
      const spent = has('spent') ? take('spent', readAmount(cell('spent'), lang)) : undefined;

      let progressFields = {
        completed_date: base.completed_date,
        outcome: base.outcome,
        status_reason: base.status_reason,
        progress: base.progress,
        budget: base.budget,
        spent: base.spent,
      };
      try {
        progressFields = outcomeOf(
          {
            status: base.status,
            completed_date: base.completed_date,
            outcome: base.outcome,
            status_reason: base.status_reason,
            progress: base.progress,
            budget: base.budget,
            spent: base.spent,
          },
          {
            status,
            completed_date: completed ?? undefined,
            // One column, as the export writes it: the reason of a postponed or canceled
            // event, the outcome of any other.
            ...(outcomeText === undefined
              ? {}
              : reasonCarrier
                ? { status_reason: outcomeText }
                : { outcome: outcomeText }),
            progress,
            budget,
            spent,
          },
          fy,
          today,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        for (const [field, sentences] of Object.entries(fieldErrorsOf(error, lang)))
          for (const sentence of sentences) fail(field, sentence);
      }

      const next: EventState = {
        title,
        content,
        date: date ?? '',
        time: time ?? DEFAULT_TIME,
        assignTo,
        categories: chosen,
        wards,
        branch,
        tasks,
        status,
        ...progressFields,
      };
      const values = {
        id,
        date,
        ad_date: adDate,
        time,
        title,
        content,
        categories: chosen,
        assignTo,
        wards,
        branch,
        tasks,
        status,
        ...progressFields,
      };
      const ok = Object.keys(errors).length === 0;
      const common = { row, values, errors, ...(notes.length ? { notes } : {}) };
      if (!ok || !date || !time) return { ...common, action: 'error' };
      if (stored) {
        const changes: Record<string, [unknown, unknown]> = {};
        for (const field of COMPARED) {
          const from = shown(stored.state, field, lang);
          const to = shown(next, field, lang);
          if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = [from, to];
        }
        if (Object.keys(changes).length === 0) return { ...common, action: 'unchanged' };
        return {
          ...common,
          action: 'update',
          changes,
          update: { event: stored, next, addedTasks },
        };
      }
      return {
        ...common,
        action: 'new',
        planned: {
          title,
          content,
          date,
          time,
          assign_to: assignTo,
          saving_frequency: 'yearly',
          categories: chosen.map((c) => c.id),
          wards,
          branch_id: branch?.id ?? null,
          tasks,
          next,
        },
      };
    });

    // One event per date and title, as the plan stands after the import: a new row may not
    // repeat an event (one the file keeps, or changes to that date and title) or another row.
    const finalKeys = new Map<string, number | null>();
    const changed = new Map<number, EventState>();
    for (const r of parsed) if (r.update) changed.set(r.update.event.id, r.update.next);
    for (const e of existing) {
      const state = changed.get(e.id) ?? e.state;
      finalKeys.set(key(state.date, state.title), null);
    }
    for (const r of parsed) {
      if (!r.planned) continue;
      const k = key(r.planned.date, r.planned.title);
      const first = finalKeys.get(k);
      if (first === undefined) {
        finalKeys.set(k, r.row);
        continue;
      }
      const sentence =
        first === null
          ? say('imports.duplicateEvent')
          : say('imports.duplicateRow', { row: first });
      (r.errors.title ??= []).push(sentence);
      r.action = 'error';
      delete r.planned;
    }
    return { parsed, ignored: ignoredColumns(headers) };
  }

  /** A status the import changed, in the event's history as an edit's change would be. */
  function statusChanged(
    trx: Kysely<Database>,
    actor: Actor,
    companyId: number,
    eventId: number,
    from: EventStatus,
    next: EventState,
    now: string,
  ) {
    return eventsRepository(trx).addStatusChange(
      {
        event_id: eventId,
        company_id: companyId,
        from_status: from,
        to_status: next.status,
        at: now,
        user_id: actor.id,
        reason: next.status_reason,
        completed_date: next.completed_date,
      },
      actor.name,
    );
  }

  /** Writes one row's change of a stored event, with its activity entry and status history. */
  async function applyUpdate(
    trx: Kysely<Database>,
    actor: Actor,
    companyId: number,
    fy: FiscalYearRow,
    update: NonNullable<ParsedRow['update']>,
    batchId: string,
    now: string,
  ) {
    const { event, next, addedTasks } = update;
    const events = eventsRepository(trx);
    const stored = (s: EventState) => ({
      title: s.title,
      content: s.content,
      date: s.date,
      time: s.time,
      assign_to: s.assignTo,
      status: s.status,
      completed_date: s.completed_date,
      outcome: s.outcome,
      status_reason: s.status_reason,
      progress: s.progress,
      budget: s.budget,
      spent: s.spent,
    });
    // The log keeps what undo gives back: the row's fields, its category ids and task names.
    const logged = (s: EventState) => ({
      ...stored(s),
      categories: s.categories.map((c) => c.id).sort((a, b) => a - b),
      // As an edit logs them: the wards, and the branch by its name.
      wards: s.wards,
      branch: s.branch?.name ?? null,
      tasks: s.tasks,
    });
    await recordActivity(
      trx,
      actor,
      {
        action: 'update',
        entity: 'event',
        entityId: event.id,
        companyId,
        summary: `कार्यक्रम "${next.title}" (आयात)`,
        changes: changesOf(logged(event.state), logged(next)),
        batchId,
      },
      now,
    );
    await events.update(
      event.id,
      {
        ...stored(next),
        branch_id: next.branch?.id ?? null,
        fiscal_year_id: fy.id,
        ad_date: bsToAdString(next.date),
        planned_date: event.planned_date ?? event.state.date,
      },
      now,
    );
    await events.setCategories(
      event.id,
      next.categories.map((c) => c.id),
    );
    if (next.wards.join() !== event.state.wards.join()) {
      await events.setWards(event.id, companyId, next.wards);
    }
    // An import adds the tasks an event lacks and never removes one.
    await tasksRepository(trx).insertMany(companyId, event.id, addedTasks, now);
    if (event.state.status !== next.status) {
      await statusChanged(trx, actor, companyId, event.id, event.state.status, next, now);
    }
  }

  return {
    /** The template workbook; its example row is dated on the fiscal year's first day. */
    async template(actor: Actor, lang: Lang): Promise<Buffer> {
      authorize(actor, 'plan.read');
      const [fy, category, branch] = await Promise.all([
        ctx.db
          .selectFrom('fiscal_years')
          .select('start_date')
          .where('start_date', '<=', bsToString(ctx.clock.todayBs()))
          .orderBy('start_date', 'desc')
          .executeTakeFirst(),
        ctx.db.selectFrom('categories').select('name').orderBy('sort_order').executeTakeFirst(),
        ctx.db
          .selectFrom('branches')
          .select(['name', 'name_en'])
          .where('company_id', '=', actor.companyId)
          .where('active', '=', 1)
          .orderBy('sort_order')
          .executeTakeFirst(),
      ]);
      return buildTemplate(lang, {
        date: fy?.start_date ?? bsToString(ctx.clock.todayBs()),
        category: category?.name ?? null,
        branch: branch ? branchName(branch, lang) : null,
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
    ): Promise<
      | { preview: ImportPreview }
      | { created: number; updated: number; unchanged: number; batchId: string }
    > {
      const input = parseFields(eventImportFields, body.fields);
      const companyId = companyFor(actor, 'plan.write', input.company_id);
      if (!(await companiesRepository(ctx.db).find(companyId))) throw notFound();
      const fy = await fiscalYear(input.fiscal_year_id);
      const rows = await readRows(body, lang);
      const { parsed, ignored } = await check(companyId, fy, rows, lang);
      const count = (action: ImportAction) => parsed.filter((r) => r.action === action).length;
      const counts = { new: count('new'), updated: count('update'), unchanged: count('unchanged') };
      const checked = previewOrRefuse(parsed, input.dry_run);
      if (checked) {
        return {
          preview: {
            ...checked.preview,
            rows: parsed.map(({ row, values, errors, action, changes, notes }) => ({
              row,
              values,
              errors,
              ...(action ? { action } : {}),
              ...(changes ? { changes } : {}),
              ...(notes ? { notes } : {}),
            })),
            ...counts,
            ignored_columns: ignored,
          },
        };
      }
      const now = isoNow(ctx.clock);
      const batchId = randomUUID();
      await ctx.db.transaction().execute(async (trx) => {
        for (const r of parsed) {
          if (r.update) await applyUpdate(trx, actor, companyId, fy, r.update, batchId, now);
          if (!r.planned) continue;
          const { next, ...planned } = r.planned;
          const id = await insertEvent(
            trx,
            { ...planned, company_id: companyId, fiscal_year_id: fy.id, batch_id: batchId },
            now,
          );
          // What the row says happened already: written on the new event as an edit would.
          const progress = {
            status: next.status,
            completed_date: next.completed_date,
            outcome: next.outcome,
            status_reason: next.status_reason,
            progress: next.progress,
            budget: next.budget,
            spent: next.spent,
          };
          if (JSON.stringify(progress) !== JSON.stringify(BLANK)) {
            await eventsRepository(trx).update(id, progress, now);
          }
          if (next.status !== 'notDone') {
            await statusChanged(trx, actor, companyId, id, 'notDone', next, now);
          }
        }
        await recordActivity(
          trx,
          actor,
          {
            action: 'import',
            entity: 'batch',
            entityId: null,
            companyId,
            summary:
              counts.updated > 0
                ? `आर्थिक वर्ष ${fy.year} मा ${counts.new} कार्यक्रम आयात, ${counts.updated} अद्यावधिक गरियो`
                : `आर्थिक वर्ष ${fy.year} मा ${counts.new} कार्यक्रम आयात गरियो`,
            batchId,
          },
          now,
        );
      });
      return { created: counts.new, updated: counts.updated, unchanged: counts.unchanged, batchId };
    },
  };
}
export type ImportsService = ReturnType<typeof importsService>;
