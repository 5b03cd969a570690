import type { ProgressFigures, ProgressReport } from '@karyayojana/contracts';
import { useId } from 'react';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation, type TextKey } from '@/lib/i18n';
import { useCategoryName } from '@/lib/queries/categories';
import { barWidth, percentOf } from '../lib/figures';
import { BarList, type Bar } from './bar-list';

const TRIMESTER_NAMES: Record<number, [TextKey, TextKey]> = {
  1: ['progress.bars.first', 'progress.bars.firstMonths'],
  2: ['progress.bars.second', 'progress.bars.secondMonths'],
  3: ['progress.bars.third', 'progress.bars.thirdMonths'],
};

/** Completion by trimester and by category: how much of each part of the plan is done. */
export function ProgressCharts({ report }: { report: ProgressReport }) {
  const { t, i18n } = useTranslation();
  const nameOf = useCategoryName();
  const digits = useLocalDigits();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const trimesterId = useId();
  const categoryId = useId();

  const bar = (key: string | number, label: string, figures: ProgressFigures): Bar => ({
    key,
    label,
    // Done of everything planned: a trimester still ahead reads "१५ मध्ये ० सम्पन्न (०%)".
    value: t('progress.bars.value', {
      total: digits(figures.events),
      done: digits(figures.done),
      percent: percentOf(figures.events > 0 ? figures.done / figures.events : 0, lang),
    }),
    warning:
      figures.overdue > 0
        ? t('progress.bars.overdue', { count: digits(figures.overdue) })
        : undefined,
    width: barWidth(figures.done, figures.events),
  });

  const trimesters = report.by_trimester.map((row) => {
    const [name, months] = TRIMESTER_NAMES[row.trimester] ?? [];
    return {
      ...bar(row.trimester, name ? t(name) : digits(row.trimester), row),
      note: months ? t(months) : undefined,
    };
  });
  const categories = report.by_category
    .filter((row) => row.events > 0)
    .map((row) =>
      bar(
        row.id ?? 'none',
        row.name === null
          ? t('progress.bars.noCategory')
          : nameOf({ name: row.name, name_en: row.name_en }),
        row,
      ),
    );

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h3 id={trimesterId} className="text-lg font-semibold text-slate-900">
          {t('progress.bars.trimester')}
        </h3>
        <BarList labelledBy={trimesterId} bars={trimesters} empty={t('progress.bars.empty')} />
      </section>
      <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h3 id={categoryId} className="text-lg font-semibold text-slate-900">
          {t('progress.bars.category')}
        </h3>
        <BarList labelledBy={categoryId} bars={categories} empty={t('progress.bars.empty')} />
      </section>
    </div>
  );
}
