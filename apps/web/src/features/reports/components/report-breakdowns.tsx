import {
  branchName,
  wardsLabel,
  type BranchProgress,
  type ProgressFigures,
  type ProgressReport,
  type WardProgress,
} from '@karyayojana/contracts';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { cn } from '@/lib/cn';
import { useTranslation, type TextKey } from '@/lib/i18n';
import { amountText, percentOf, wholeNumber, type Lang } from '../lib/format';

const COLUMNS: { key: TextKey; className: string }[] = [
  { key: 'reports.breakdown.events', className: 'w-[9%]' },
  { key: 'reports.breakdown.done', className: 'w-[9%]' },
  { key: 'reports.breakdown.overdue', className: 'w-[9%]' },
  { key: 'reports.breakdown.completion', className: 'w-[9%]' },
  { key: 'reports.breakdown.physical', className: 'w-[10%]' },
  { key: 'reports.breakdown.budget', className: 'w-[13%]' },
  { key: 'reports.breakdown.spent', className: 'w-[13%]' },
  { key: 'reports.breakdown.financial', className: 'w-[9%]' },
];

const cell = 'border border-slate-400 px-1.5 py-1 align-top';
const number = 'text-right tabular-nums whitespace-nowrap';

/**
 * The period's figures by ward (वडागत) and by branch (शाखागत), issue 28: one table each, a
 * row per ward or branch with events and the grand total under it. Absent from an older
 * server's report.
 */
export function ReportBreakdowns({ report }: { report: ProgressReport }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  const wards = report.by_ward ?? [];
  const branches = report.by_branch ?? [];
  return (
    <>
      {wards.length > 0 && (
        <BreakdownTable
          id="report-by-ward"
          title={t('reports.breakdown.byWard')}
          first={t('reports.breakdown.ward')}
          rows={wards.map((row: WardProgress) => ({
            key: String(row.ward),
            label: wardsLabel(row.ward === null ? [] : [row.ward], lang),
            figures: row,
          }))}
          totals={report.totals}
          note={
            wards.some((row) => row.ward !== null) ? t('reports.breakdown.severalWards') : undefined
          }
        />
      )}
      {branches.length > 0 && (
        <BreakdownTable
          id="report-by-branch"
          title={t('reports.breakdown.byBranch')}
          first={t('reports.breakdown.branch')}
          rows={branches.map((row: BranchProgress) => ({
            key: String(row.id),
            label:
              row.name === null
                ? t('reports.breakdown.noBranch')
                : branchName({ name: row.name, name_en: row.name_en }, lang),
            figures: row,
          }))}
          totals={report.totals}
        />
      )}
    </>
  );
}

interface BreakdownTableProps {
  id: string;
  title: string;
  first: string;
  rows: { key: string; label: string; figures: ProgressFigures }[];
  totals: ProgressFigures;
  note?: string;
}

function BreakdownTable({ id, title, first, rows, totals, note }: BreakdownTableProps) {
  const { t } = useTranslation();
  return (
    // A plain block: the scrolling box below is the table's one landmark, named by the heading.
    <div className="report-breakdown space-y-1 py-2">
      <h3 id={`${id}-title`} className="report-with-next font-semibold text-slate-900">
        {title}
      </h3>
      <div
        role="region"
        aria-labelledby={`${id}-title`}
        tabIndex={0}
        className="overflow-x-auto print:overflow-visible"
      >
        <table className="report-table w-full min-w-[44rem] border-collapse text-left text-sm print:min-w-0">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={cn(cell, 'w-[19%] font-semibold')}>
                {first}
              </th>
              {COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(cell, 'text-right font-semibold', column.className)}
                >
                  {t(column.key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <FiguresRow key={row.key} label={row.label} figures={row.figures} />
            ))}
            <FiguresRow label={t('reports.breakdown.total')} figures={totals} grand />
          </tbody>
        </table>
      </div>
      {note && <p className="text-xs text-slate-700">{note}</p>}
    </div>
  );
}

function FiguresRow({
  label,
  figures,
  grand = false,
}: {
  label: string;
  figures: ProgressFigures;
  grand?: boolean;
}) {
  const { i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  const rate = (value: number | null) => (value === null ? '—' : percentOf(value, lang));
  const strong = grand ? 'bg-slate-200 font-bold' : '';
  return (
    <tr className={grand ? 'report-total' : undefined}>
      <th scope="row" className={cn(cell, strong, 'text-left font-semibold break-words')}>
        {label}
      </th>
      <td className={cn(cell, strong, number)}>{digits(figures.events)}</td>
      <td className={cn(cell, strong, number)}>{digits(figures.done)}</td>
      <td className={cn(cell, strong, number)}>{digits(figures.overdue)}</td>
      <td className={cn(cell, strong, number)}>{rate(figures.completion_rate)}</td>
      <td className={cn(cell, strong, number)}>
        {figures.physical_progress === null ? '—' : wholeNumber(figures.physical_progress, lang)}
      </td>
      <td className={cn(cell, strong, number)}>{amountText(figures.budget, lang)}</td>
      <td className={cn(cell, strong, number)}>{amountText(figures.spent, lang)}</td>
      <td className={cn(cell, strong, number)}>{rate(figures.financial_progress)}</td>
    </tr>
  );
}
