import type { ProgressFigures } from '@karyayojana/contracts';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation, type TextKey } from '@/lib/i18n';
import { amountText, percentOf, wholeNumber, type Lang } from '../lib/format';

/** The period's totals in words and figures, above the table. */
export function ReportSummary({ totals }: { totals: ProgressFigures }) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  const rate = (value: number | null) => (value === null ? '—' : percentOf(value, lang));
  // The rate's basis stands beside it: 'सम्पन्न भएको १' and 'सम्पन्न दर ०%' need it (issue 27).
  const basis =
    totals.due === 0
      ? t('reports.summary.completionNone')
      : totals.due_done === undefined
        ? null
        : t('reports.summary.completionBasis', {
            due: digits(totals.due),
            done: digits(totals.due_done),
          });
  const items: [TextKey, string, string?][] = [
    ['reports.summary.events', digits(totals.events)],
    ['reports.summary.done', digits(totals.done)],
    ['reports.summary.notDone', digits(totals.notDone)],
    ['reports.summary.overdue', digits(totals.overdue)],
    ['reports.summary.postponed', digits(totals.postponed)],
    ['reports.summary.canceled', digits(totals.canceled)],
    ['reports.summary.completion', rate(totals.completion_rate), basis ?? undefined],
    [
      'reports.summary.physical',
      totals.physical_progress === null ? '—' : `${wholeNumber(totals.physical_progress, lang)}%`,
    ],
    ['reports.summary.financial', rate(totals.financial_progress)],
    ['reports.summary.budget', amountText(totals.budget, lang)],
    ['reports.summary.spent', amountText(totals.spent, lang)],
  ];
  return (
    <section aria-labelledby="report-summary-title" className="report-keep space-y-2 py-2">
      <h3 id="report-summary-title" className="font-semibold text-slate-900">
        {t('reports.summary.title')}
      </h3>
      <dl className="grid grid-cols-2 border-t border-l border-slate-400 sm:grid-cols-4 lg:grid-cols-6 print:grid-cols-6">
        {items.map(([label, value, note]) => (
          <div key={label} className="border-r border-b border-slate-400 px-2 py-1">
            <dt className="text-xs text-slate-700">{t(label)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            {note && <dd className="text-xs text-slate-700">{note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
