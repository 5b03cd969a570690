import type { ProgressReport, ReportEvent } from '@karyayojana/contracts';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { cn } from '@/lib/cn';
import { useTranslation, type TextKey } from '@/lib/i18n';
import { useCategoryName } from '@/lib/queries/categories';
import { amountText, cellBs, percentOf, wholeNumber, type Lang } from '../lib/format';
import { groupByCategory, progressOf, type GroupFigures } from '../lib/group-events';

const COLUMNS: { key: TextKey; className?: string }[] = [
  { key: 'reports.table.number', className: 'w-[4%]' },
  { key: 'reports.table.date', className: 'w-[8%]' },
  { key: 'reports.table.title', className: 'w-[20%]' },
  { key: 'reports.table.responsible', className: 'w-[10%]' },
  { key: 'reports.table.status', className: 'w-[9%]' },
  { key: 'reports.table.progress', className: 'w-[7%] text-right' },
  { key: 'reports.table.budget', className: 'w-[9%] text-right' },
  { key: 'reports.table.spent', className: 'w-[9%] text-right' },
  { key: 'reports.table.completed', className: 'w-[8%]' },
  { key: 'reports.table.outcome', className: 'w-[16%]' },
];

const cell = 'border border-slate-400 px-1.5 py-1 align-top';
const number = 'text-right tabular-nums whitespace-nowrap';

/**
 * Every event of the period, by category, with a subtotal under each category and the grand
 * total at the end. On paper the header row repeats on every page and no row is split.
 */
export function ReportTable({ report }: { report: ProgressReport }) {
  const { t } = useTranslation();
  const nameOf = useCategoryName();
  const groups = groupByCategory(report);
  let row = 0;
  return (
    // On a phone the wide table scrolls inside its box; on paper it takes the page's width.
    <div
      role="region"
      aria-label={t('reports.table.caption')}
      tabIndex={0}
      className="overflow-x-auto print:overflow-visible"
    >
      <table className="report-table w-full min-w-[52rem] border-collapse text-left text-sm print:min-w-0">
        <caption className="sr-only">{t('reports.table.caption')}</caption>
        <thead className="bg-slate-100">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(cell, 'font-semibold', column.className)}
              >
                {t(column.key)}
              </th>
            ))}
          </tr>
        </thead>
        {groups.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={COLUMNS.length} className={cn(cell, 'py-4 text-center')}>
                {t('reports.table.empty')}
              </td>
            </tr>
          </tbody>
        ) : (
          groups.map((group) => {
            const name =
              group.name === null
                ? t('reports.table.noCategory')
                : nameOf({ name: group.name, name_en: group.name_en });
            return (
              <tbody key={group.id ?? 'none'}>
                <tr className="report-group-head">
                  <th
                    scope="colgroup"
                    colSpan={COLUMNS.length}
                    className={cn(cell, 'bg-slate-50 font-semibold text-slate-900')}
                  >
                    {name}
                  </th>
                </tr>
                {group.events.map((event) => (
                  <EventRow key={event.id} event={event} number={++row} />
                ))}
                <FiguresRow label={t('reports.table.subtotal', { name })} figures={group.figures} />
              </tbody>
            );
          })
        )}
        <tbody>
          <FiguresRow label={t('reports.table.total')} figures={report.totals} grand />
        </tbody>
      </table>
    </div>
  );
}

function EventRow({ event, number: n }: { event: ReportEvent; number: number }) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  const amount = (value: number | null) => (value === null ? '—' : amountText(value, lang));
  const showsProgress = event.status === 'done' || event.progress !== null;
  return (
    <tr>
      <td className={cn(cell, number)}>{digits(n)}</td>
      <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>{cellBs(event.date, lang)}</td>
      <td className={cn(cell, 'break-words')}>{event.title}</td>
      <td className={cn(cell, 'break-words')}>{event.assignTo ?? '—'}</td>
      <td className={cell}>
        {t(`reports.status.${event.status}`)}
        {event.overdue && (
          <span className="block font-semibold text-orange-800 print:text-slate-900">
            ({t('reports.status.overdue')})
          </span>
        )}
      </td>
      <td className={cn(cell, number)}>
        {showsProgress ? wholeNumber(progressOf(event), lang) : '—'}
      </td>
      <td className={cn(cell, number)}>{amount(event.budget)}</td>
      <td className={cn(cell, number)}>{amount(event.spent)}</td>
      <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
        {event.completed_date ? cellBs(event.completed_date, lang) : '—'}
      </td>
      <td className={cn(cell, 'break-words whitespace-pre-line')}>
        {event.outcome ??
          event.status_reason ??
          (event.status === 'postponed' || event.status === 'canceled'
            ? t('reports.table.noReason')
            : '')}
      </td>
    </tr>
  );
}

interface FiguresRowProps {
  label: string;
  figures: GroupFigures;
  /** The grand total: a heavier row. */
  grand?: boolean;
}

/** A subtotal or the grand total: counts, physical progress, money and financial progress. */
function FiguresRow({ label, figures, grand = false }: FiguresRowProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  const strong = grand ? 'bg-slate-200 font-bold' : 'bg-slate-50 font-semibold';
  return (
    <tr className={grand ? 'report-total' : 'report-subtotal'}>
      <th scope="row" colSpan={5} className={cn(cell, strong, 'text-left')}>
        {label}
        <span className="block font-normal">
          {t('reports.table.counts', {
            events: digits(figures.events),
            done: digits(figures.done),
          })}
        </span>
      </th>
      <td className={cn(cell, strong, number)}>
        {figures.physical_progress === null ? '—' : wholeNumber(figures.physical_progress, lang)}
      </td>
      <td className={cn(cell, strong, number)}>{amountText(figures.budget, lang)}</td>
      <td className={cn(cell, strong, number)}>{amountText(figures.spent, lang)}</td>
      <td colSpan={2} className={cn(cell, strong)}>
        {figures.financial_progress !== null &&
          t('reports.table.financial', { percent: percentOf(figures.financial_progress, lang) })}
      </td>
    </tr>
  );
}
