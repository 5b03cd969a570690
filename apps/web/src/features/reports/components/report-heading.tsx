import type { ProgressReport } from '@karyayojana/contracts';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation, type TextKey } from '@/lib/i18n';
import { longBs, type Lang } from '../lib/format';
import { placesLabel } from '../lib/places';

const WHICH: Record<number, TextKey> = {
  1: 'reports.heading.first',
  2: 'reports.heading.second',
  3: 'reports.heading.third',
};

/** The report's title: whose year, which trimester, the period in BS and the day it counts to. */
export function reportTitle(
  report: Pick<ProgressReport, 'fiscal_year' | 'trimester'>,
  t: (key: TextKey, values?: Record<string, string>) => string,
  digits: (value: string) => string,
): string {
  const year = digits(report.fiscal_year.year);
  const which = report.trimester ? WHICH[report.trimester] : undefined;
  return which
    ? t('reports.heading.trimester', { year, which: t(which) })
    : t('reports.heading.year', { year });
}

export function ReportHeading({ report }: { report: ProgressReport }) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  // A ward's or a branch's own report says whose it is (issue 28).
  const places = placesLabel(
    report.filters?.wards ?? [],
    report.filters?.branch_ids ?? [],
    report.organisation?.branches ?? [],
    lang,
  );
  return (
    <div className="space-y-1 py-3 text-center">
      <h2 className="text-lg font-bold text-slate-900 sm:text-xl">
        {reportTitle(report, t, digits)}
      </h2>
      {places && (
        <p className="font-semibold text-slate-900">
          {t('reports.heading.filtered', { which: places })}
        </p>
      )}
      <p className="text-slate-800">
        {t('reports.heading.period', {
          start: longBs(report.period.start, lang),
          end: longBs(report.period.end, lang),
        })}
      </p>
      <p className="text-sm text-slate-700">
        {t('reports.heading.asOf', { date: longBs(report.today, lang) })}
      </p>
    </div>
  );
}
