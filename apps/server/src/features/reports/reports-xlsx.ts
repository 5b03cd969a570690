import { joinAddress } from '@karyayojana/nepal-admin';
import ExcelJS from 'exceljs';
import { toDevanagariDigits } from '@karyayojana/nepali-calendar';
import {
  branchName,
  categoryName,
  wardsLabel,
  type ProgressFigures,
  type ProgressReport,
  type ReportEvent,
} from '@karyayojana/contracts';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The municipality as the letterhead shows it. */
export interface Letterhead {
  name: string;
  description: string | null;
  address: string | null;
  municipality: string | null;
  district: string | null;
  province: string | null;
}

const COLUMNS: { key: MessageKey; width: number }[] = [
  { key: 'report.col.date', width: 13 },
  { key: 'report.col.title', width: 40 },
  { key: 'report.col.responsible', width: 20 },
  { key: 'report.col.status', width: 15 },
  { key: 'report.col.progress', width: 11 },
  { key: 'report.col.budget', width: 15 },
  { key: 'report.col.spent', width: 15 },
  { key: 'report.col.completed', width: 13 },
  { key: 'report.col.outcome', width: 40 },
];
const LAST = COLUMNS.length;

/**
 * The by-ward and by-branch sheets' words (issue 28), kept beside the sheets that use them:
 * lib/messages.ts holds the rest of the workbook's words.
 */
const BREAKDOWN_WORDS = {
  ne: {
    wardSheet: 'वडागत',
    branchSheet: 'शाखागत',
    wardTitle: 'वडागत प्रगति',
    branchTitle: 'शाखागत प्रगति',
    ward: 'वडा',
    branch: 'शाखा',
    noBranch: 'शाखा नतोकिएको',
    events: 'कार्यक्रम',
    done: 'सम्पन्न',
    notDone: 'सम्पन्न नभएको',
    postponed: 'स्थगित',
    canceled: 'रद्द',
    overdue: 'म्याद नाघेको',
    completion: 'सम्पन्न दर',
    physical: 'भौतिक प्रगति (%)',
    budget: 'बजेट (रु.)',
    spent: 'खर्च (रु.)',
    financial: 'वित्तीय प्रगति',
    total: 'जम्मा',
    none: 'यस अवधिमा कुनै कार्यक्रम छैन।',
    severalWards:
      'एकभन्दा बढी वडाका लागि तोकिएको कार्यक्रम ती प्रत्येक वडामा गनिएको छ, त्यसैले वडाहरूको जोड कुल कार्यक्रमभन्दा बढी हुन सक्छ।',
    filter: 'यो प्रतिवेदन: {which}',
  },
  en: {
    wardSheet: 'By ward',
    branchSheet: 'By branch',
    wardTitle: 'Progress by ward',
    branchTitle: 'Progress by branch',
    ward: 'Ward',
    branch: 'Branch',
    noBranch: 'No branch',
    events: 'Events',
    done: 'Done',
    notDone: 'Not done',
    postponed: 'Postponed',
    canceled: 'Canceled',
    overdue: 'Overdue',
    completion: 'Completion rate',
    physical: 'Physical progress (%)',
    budget: 'Budget (Rs.)',
    spent: 'Spent (Rs.)',
    financial: 'Financial progress',
    total: 'Total',
    none: 'No events in this period.',
    severalWards:
      'An event for several wards counts in each of them, so the wards add up to more than the total.',
    filter: 'This report: {which}',
  },
} as const;
type BreakdownWord = keyof (typeof BREAKDOWN_WORDS)['ne'];

/** Rupees grouped as each language reads them: 12,34,567 in Nepali, 1,234,567 in English. */
const MONEY: Record<Lang, string> = {
  ne: '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0',
  en: '#,##0',
};
const THIN = { style: 'thin' } as const;
const BOX = { top: THIN, left: THIN, bottom: THIN, right: THIN };

const periodKey = (trimester: number | null): MessageKey =>
  trimester === 1
    ? 'report.trimester1'
    : trimester === 2
      ? 'report.trimester2'
      : trimester === 3
        ? 'report.trimester3'
        : 'report.wholeYear';

/** A file name in ASCII, e.g. progress-2082-83-t1.xlsx (the whole year: progress-2082-83.xlsx). */
export function xlsxFilename(report: ProgressReport): string {
  const year = report.fiscal_year.year.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `progress-${year || report.fiscal_year.id}${report.trimester ? `-t${report.trimester}` : ''}.xlsx`;
}

/** Content-Disposition: the ASCII name for old clients, the municipality's name in filename*. */
export function xlsxDisposition(report: ProgressReport): string {
  const ascii = xlsxFilename(report);
  const named = `${report.company.name.replace(/[\p{Cc}"\\/:*?<>|]+/gu, ' ').trim()} ${ascii}`;
  let encoded: string;
  try {
    encoded = encodeURIComponent(named).replace(
      /['()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    // Half a surrogate pair cannot be encoded: the ASCII name is enough.
    encoded = ascii;
  }
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What every part of the sheet writes with. */
interface Writer {
  sheet: ExcelJS.Worksheet;
  lang: Lang;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  /** A BS date or a count as the language writes its digits. */
  digits: (s: string) => string;
}

/**
 * The trimester report as a workbook, with the printed report's content (issue 14 item 4):
 * letterhead, fiscal year and period, every event of the period under its first category,
 * totals with physical and financial progress, and the three signatures. Numbers are numbers
 * (with a format); dates are BS text as the report prints them.
 */
export async function progressWorkbook(
  report: ProgressReport,
  company: Letterhead,
  lang: Lang,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'कार्ययोजना';
  const w: Writer = {
    sheet: workbook.addWorksheet(translate('report.sheet', lang), {
      pageSetup: {
        paperSize: 9, // A4
        orientation: 'landscape',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
      },
      headerFooter: { oddFooter: '&C&P / &N' },
    }),
    lang,
    t: (key, params) => translate(key, lang, params),
    digits: (text) => (lang === 'ne' ? toDevanagariDigits(text) : text),
  };
  w.sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  letterhead(w, report, company);
  table(w, report);
  summary(w, report);
  signatures(w);
  if (report.by_ward) wardSheet(workbook, report, company, lang);
  if (report.by_branch) branchSheet(workbook, report, company, lang);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * What a report filtered by ward or branch is about: "वडा नं ३ र ५, योजना शाखा"; null for the
 * whole municipality's report.
 */
export function filterLabel(report: ProgressReport, lang: Lang): string | null {
  const wards = report.filters?.wards ?? [];
  const ids = report.filters?.branch_ids ?? [];
  const parts: string[] = [];
  const named = wards.filter((n) => n > 0);
  if (named.length > 0) parts.push(wardsLabel(named, lang));
  if (wards.includes(0)) parts.push(wardsLabel([], lang));
  for (const id of ids) {
    const b = report.organisation?.branches.find((x) => x.id === id);
    parts.push(b ? branchName(b, lang) : `#${id}`);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A line of text across the whole table's width. */
function banner(w: Writer, text: string, font: Partial<ExcelJS.Font> = {}) {
  const row = w.sheet.addRow([text]);
  w.sheet.mergeCells(row.number, 1, row.number, LAST);
  row.getCell(1).font = font;
  row.getCell(1).alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  return row;
}

function letterhead(w: Writer, report: ProgressReport, company: Letterhead) {
  banner(w, company.name, { bold: true, size: 16 });
  if (company.description) banner(w, company.description, { italic: true });
  const address = joinAddress([
    company.address,
    company.municipality,
    company.district,
    company.province,
  ]);
  if (address) banner(w, address);
  banner(w, w.t('report.title'), { bold: true, size: 14 });
  const year = w.t('report.fiscalYear', { year: report.fiscal_year.year });
  banner(w, `${year} · ${w.t(periodKey(report.trimester))}`, { bold: true });
  const { start, end } = report.period;
  banner(
    w,
    `${w.t('report.period', { start, end })} · ${w.t('report.asOf', { today: report.today })}`,
  );
  const filtered = filterLabel(report, w.lang);
  if (filtered) {
    banner(w, BREAKDOWN_WORDS[w.lang].filter.replace('{which}', filtered), { bold: true });
  }
  w.sheet.addRow([]);
}

/** The table: a heading repeated on every printed page, then the events by category. */
function table(w: Writer, report: ProgressReport) {
  const header = w.sheet.addRow(COLUMNS.map((c) => w.t(c.key)));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    cell.border = BOX;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  });
  w.sheet.pageSetup.printTitlesRow = `${header.number}:${header.number}`;
  w.sheet.views = [{ state: 'frozen', ySplit: header.number }];

  const events = report.events ?? [];
  for (const group of byCategory(report, events, w.lang)) {
    const title = w.sheet.addRow([group.name ?? w.t('report.noCategory')]);
    w.sheet.mergeCells(title.number, 1, title.number, LAST);
    const cell = title.getCell(1);
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F3F3' } };
    cell.border = BOX;
    for (const e of group.events) eventRow(w, e);
  }
  if (events.length === 0) banner(w, w.t('report.noEvents'), { italic: true });
}

function eventRow(w: Writer, e: ReportEvent) {
  const status = e.overdue ? 'report.status.overdue' : (`report.status.${e.status}` as const);
  const note =
    e.status === 'postponed' || e.status === 'canceled'
      ? (e.status_reason ?? w.t('report.noReason'))
      : e.outcome;
  const row = w.sheet.addRow([
    w.digits(e.date),
    e.title,
    e.assignTo ?? '',
    w.t(status),
    e.status === 'done' ? 100 : e.progress,
    e.budget,
    e.spent,
    e.completed_date ? w.digits(e.completed_date) : '',
    note ?? '',
  ]);
  row.eachCell({ includeEmpty: true }, (cell, col) => {
    cell.border = BOX;
    cell.alignment = { vertical: 'top', wrapText: col === 2 || col === 3 || col === LAST };
  });
  row.getCell(5).numFmt = '0';
  row.getCell(6).numFmt = MONEY[w.lang];
  row.getCell(7).numFmt = MONEY[w.lang];
}

/** The totals row under the table, then the figures a review meeting reads out. */
function summary(w: Writer, report: ProgressReport) {
  const totals = report.totals;
  const label = `${w.t('report.total')} (${w.digits(String(totals.events))})`;
  const total = w.sheet.addRow([
    label,
    '',
    '',
    '',
    totals.physical_progress,
    totals.budget,
    totals.spent,
    '',
    '',
  ]);
  w.sheet.mergeCells(total.number, 1, total.number, 4);
  total.eachCell({ includeEmpty: true }, (cell) => {
    cell.font = { bold: true };
    cell.border = BOX;
  });
  total.getCell(5).numFmt = '0.0';
  total.getCell(6).numFmt = MONEY[w.lang];
  total.getCell(7).numFmt = MONEY[w.lang];
  w.sheet.addRow([]);
  const figure = (key: MessageKey, value: number | null, numFmt: string) => {
    const row = w.sheet.addRow([w.t(key), '', '', '', value]);
    w.sheet.mergeCells(row.number, 1, row.number, 4);
    row.getCell(1).font = { bold: true };
    row.getCell(5).numFmt = numFmt;
    return row;
  };
  figure('report.events', totals.events, '0');
  for (const s of ['done', 'notDone', 'postponed', 'canceled', 'overdue'] as const)
    figure(`report.status.${s}`, totals[s], '0');
  const rate = figure('report.completionRate', totals.completion_rate, '0.0%');
  // What the rate is of, beside it: 'म्याद पुगेका ५ मध्ये २' (issue 27).
  rate.getCell(6).value =
    totals.due > 0
      ? w.t('report.completionBasis', { due: totals.due, done: totals.due_done ?? 0 })
      : w.t('report.completionNone');
  figure('report.physical', totals.physical_progress, '0.0');
  figure('report.financial', totals.financial_progress, '0.0%');
}

/** तयार गर्ने, जाँच गर्ने, स्वीकृत गर्ने: a line to sign on, the role under it. */
function signatures(w: Writer) {
  w.sheet.addRow([]);
  w.sheet.addRow([]);
  const line = w.sheet.addRow([]);
  const labels = w.sheet.addRow([]);
  const places: [number, MessageKey][] = [
    [2, 'report.preparedBy'],
    [4, 'report.checkedBy'],
    [LAST, 'report.approvedBy'],
  ];
  for (const [col, key] of places) {
    line.getCell(col).value = '....................................';
    labels.getCell(col).value = w.t(key);
    labels.getCell(col).font = { bold: true };
    for (const cell of [line.getCell(col), labels.getCell(col)])
      cell.alignment = { horizontal: 'center' };
  }
}

/**
 * The events under their first category, in the categories' order (none last), each category
 * by its name in the workbook's language (its English name in English, if it has one).
 */
function byCategory(report: ProgressReport, events: ReportEvent[], lang: Lang) {
  const named = (c: { name: string | null; name_en?: string | null }) =>
    c.name === null ? null : categoryName({ name: c.name, name_en: c.name_en }, lang);
  const groups = new Map<number | null, { name: string | null; events: ReportEvent[] }>();
  for (const c of report.by_category) groups.set(c.id, { name: named(c), events: [] });
  for (const e of events) {
    const id = e.category?.id ?? null;
    let group = groups.get(id);
    if (!group) {
      group = { name: e.category ? named(e.category) : null, events: [] };
      groups.set(id, group);
    }
    group.events.push(e);
  }
  return [...groups.values()].filter((g) => g.events.length > 0);
}

/** The columns of the by-ward and by-branch sheets after the first (the ward or branch). */
const FIGURE_COLUMNS: {
  word: BreakdownWord;
  width: number;
  value: (f: ProgressFigures) => number | null;
  /** A number format; null: rupees, as the language groups them. */
  numFmt: string | null;
}[] = [
  { word: 'events', width: 11, value: (f) => f.events, numFmt: '0' },
  { word: 'done', width: 11, value: (f) => f.done, numFmt: '0' },
  { word: 'notDone', width: 12, value: (f) => f.notDone, numFmt: '0' },
  { word: 'postponed', width: 10, value: (f) => f.postponed, numFmt: '0' },
  { word: 'canceled', width: 10, value: (f) => f.canceled, numFmt: '0' },
  { word: 'overdue', width: 11, value: (f) => f.overdue, numFmt: '0' },
  { word: 'completion', width: 12, value: (f) => f.completion_rate, numFmt: '0.0%' },
  { word: 'physical', width: 13, value: (f) => f.physical_progress, numFmt: '0.0' },
  { word: 'budget', width: 16, value: (f) => f.budget, numFmt: null },
  { word: 'spent', width: 16, value: (f) => f.spent, numFmt: null },
  { word: 'financial', width: 12, value: (f) => f.financial_progress, numFmt: '0.0%' },
];

/**
 * A sheet of figures by ward or by branch (issue 28): a short letterhead, then one row per
 * ward or branch with the counts, rates and money of its events, and the report's totals.
 */
function breakdownSheet(
  workbook: ExcelJS.Workbook,
  report: ProgressReport,
  company: Letterhead,
  lang: Lang,
  spec: {
    sheet: BreakdownWord;
    title: BreakdownWord;
    first: BreakdownWord;
    rows: { label: string; figures: ProgressFigures }[];
    note?: BreakdownWord;
  },
) {
  const words = BREAKDOWN_WORDS[lang];
  const sheet = workbook.addWorksheet(words[spec.sheet], {
    pageSetup: {
      paperSize: 9, // A4
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '&C&P / &N' },
  });
  const last = FIGURE_COLUMNS.length + 1;
  sheet.columns = [{ width: 28 }, ...FIGURE_COLUMNS.map((c) => ({ width: c.width }))];
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(key, lang, params);
  const line = (text: string, font: Partial<ExcelJS.Font> = {}) => {
    const row = sheet.addRow([text]);
    sheet.mergeCells(row.number, 1, row.number, last);
    row.getCell(1).font = font;
    row.getCell(1).alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  };
  line(company.name, { bold: true, size: 14 });
  line(`${t('report.title')}: ${words[spec.title]}`, { bold: true, size: 12 });
  const year = t('report.fiscalYear', { year: report.fiscal_year.year });
  line(`${year} · ${t(periodKey(report.trimester))}`, { bold: true });
  const { start, end } = report.period;
  line(`${t('report.period', { start, end })} · ${t('report.asOf', { today: report.today })}`);
  const filtered = filterLabel(report, lang);
  if (filtered) line(words.filter.replace('{which}', filtered), { bold: true });
  sheet.addRow([]);

  const header = sheet.addRow([words[spec.first], ...FIGURE_COLUMNS.map((c) => words[c.word])]);
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    cell.border = BOX;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  });
  sheet.pageSetup.printTitlesRow = `${header.number}:${header.number}`;
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  const figuresRow = (label: string, f: ProgressFigures, bold = false) => {
    const row = sheet.addRow([label, ...FIGURE_COLUMNS.map((c) => c.value(f))]);
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cell.border = BOX;
      if (bold) cell.font = { bold: true };
      const spec = FIGURE_COLUMNS[col - 2];
      if (spec) cell.numFmt = spec.numFmt ?? MONEY[lang];
      else cell.alignment = { vertical: 'top', wrapText: true };
    });
  };
  for (const r of spec.rows) figuresRow(r.label, r.figures);
  if (spec.rows.length === 0) line(words.none, { italic: true });
  figuresRow(words.total, report.totals, true);
  if (spec.note) {
    sheet.addRow([]);
    const row = sheet.addRow([words[spec.note]]);
    sheet.mergeCells(row.number, 1, row.number, last);
    row.getCell(1).alignment = { wrapText: true };
    row.getCell(1).font = { italic: true };
  }
}

/** वडागत: each ward with events by its number, then the municipality-level events. */
function wardSheet(
  workbook: ExcelJS.Workbook,
  report: ProgressReport,
  company: Letterhead,
  lang: Lang,
) {
  breakdownSheet(workbook, report, company, lang, {
    sheet: 'wardSheet',
    title: 'wardTitle',
    first: 'ward',
    rows: (report.by_ward ?? []).map(({ ward, ...figures }) => ({
      label: wardsLabel(ward === null ? [] : [ward], lang),
      figures,
    })),
    note: 'severalWards',
  });
}

/** शाखागत: each branch with events in the branches' order, then the events without one. */
function branchSheet(
  workbook: ExcelJS.Workbook,
  report: ProgressReport,
  company: Letterhead,
  lang: Lang,
) {
  breakdownSheet(workbook, report, company, lang, {
    sheet: 'branchSheet',
    title: 'branchTitle',
    first: 'branch',
    rows: (report.by_branch ?? []).map(({ id: _id, name, name_en, ...figures }) => ({
      label: name === null ? BREAKDOWN_WORDS[lang].noBranch : branchName({ name, name_en }, lang),
      figures,
    })),
  });
}
