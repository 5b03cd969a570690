import type { ProgressFigures } from '@karyayojana/contracts';
import {
  Ban,
  CalendarRange,
  CheckCircle2,
  CircleDashed,
  Clock,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { NoFigure } from './no-figure';
import { amountText, barWidth, percentOf, progressText } from '../lib/figures';

type Counted = 'events' | 'done' | 'notDone' | 'postponed' | 'canceled' | 'overdue';

// docs/behaviour.md §7: done green, notDone blue, postponed yellow, canceled red; overdue is
// not a status but a warning, in orange with a warning sign. Colour is never the only cue.
const COUNTS: { key: Counted; Icon: LucideIcon; tone: string }[] = [
  { key: 'events', Icon: CalendarRange, tone: 'bg-slate-100 text-slate-800' },
  { key: 'done', Icon: CheckCircle2, tone: 'bg-green-50 text-green-800' },
  { key: 'notDone', Icon: CircleDashed, tone: 'bg-blue-50 text-blue-800' },
  { key: 'postponed', Icon: Clock, tone: 'bg-yellow-50 text-yellow-900' },
  { key: 'canceled', Icon: Ban, tone: 'bg-red-50 text-red-800' },
  { key: 'overdue', Icon: TriangleAlert, tone: 'bg-orange-50 text-orange-800' },
];

/** The year's events by status, and overdue, as six numbers. */
export function StatusCounts({ figures }: { figures: ProgressFigures }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <dl
      aria-label={t('progress.status.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
    >
      {COUNTS.map(({ key, Icon, tone }) => (
        <div
          key={key}
          className={cn(
            'flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm',
            key === 'overdue' && figures.overdue > 0 && 'border-orange-300',
          )}
        >
          <dt className="flex items-center gap-2 text-sm font-semibold text-slate-700">
            <span
              className={cn('flex size-7 shrink-0 items-center justify-center rounded-full', tone)}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {t(`progress.status.${key}`)}
          </dt>
          <dd className="text-3xl font-semibold text-slate-900 tabular-nums">
            {digits(figures[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Completion rate, physical and financial progress, each with what it is made of. */
export function ProgressRates({ figures }: { figures: ProgressFigures }) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const rupees = (n: number) => t('progress.amount', { amount: amountText(n, lang) });
  const rates = [
    {
      key: 'completion',
      label: t('progress.rates.completion'),
      value: figures.completion_rate === null ? null : percentOf(figures.completion_rate, lang),
      width: figures.completion_rate === null ? 0 : barWidth(figures.completion_rate, 1),
      hint:
        figures.completion_rate === null
          ? t('progress.rates.completionNone')
          : t('progress.rates.completionHint', {
              due: digits(figures.due),
              // Of the due ones: a done event whose day has not come is not in the rate.
              done: digits(figures.due_done ?? figures.done),
            }),
    },
    {
      key: 'physical',
      label: t('progress.rates.physical'),
      value:
        figures.physical_progress === null ? null : progressText(figures.physical_progress, lang),
      width: figures.physical_progress === null ? 0 : barWidth(figures.physical_progress, 100),
      hint: t('progress.rates.physicalHint'),
    },
    {
      key: 'financial',
      label: t('progress.rates.financial'),
      value:
        figures.financial_progress === null ? null : percentOf(figures.financial_progress, lang),
      width: figures.financial_progress === null ? 0 : barWidth(figures.financial_progress, 1),
      hint:
        figures.financial_progress === null
          ? t('progress.rates.financialNone')
          : t('progress.rates.financialHint', {
              budget: rupees(figures.budget),
              spent: rupees(figures.spent),
            }),
      warning:
        figures.over_budget > 0
          ? t('progress.rates.overBudget', { count: digits(figures.over_budget) })
          : undefined,
    },
  ];
  return (
    <dl aria-label={t('progress.rates.label')} className="grid gap-3 sm:grid-cols-3">
      {rates.map((rate) => (
        <div
          key={rate.key}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <dt className="text-sm font-semibold text-slate-700">{rate.label}</dt>
          <dd className="space-y-2">
            <p className="text-3xl font-semibold text-slate-900 tabular-nums">
              {rate.value ?? <NoFigure />}
            </p>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
              <div
                className="h-full rounded-full bg-blue-700"
                style={{ width: `${rate.width}%` }}
              />
            </div>
            <p className="text-sm text-slate-700">{rate.hint}</p>
            {rate.warning && (
              <p className="text-sm font-semibold text-orange-800">{rate.warning}</p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
