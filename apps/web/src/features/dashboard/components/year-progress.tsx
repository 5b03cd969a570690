import { roleMay, type User } from '@karyayojana/contracts';
import type { ReactNode } from 'react';
import { CalendarPlus, FileText } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LinkButton } from '@/components/ui/link-button';
import { Loading } from '@/components/ui/loading';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { roleNames } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useYearProgress, type ProgressScope } from '../api/get-progress';
import { longBs } from '../lib/dates';
import { EventLists } from './event-lists';
import { ProgressCharts } from './progress-charts';
import { ProgressRates, StatusCounts } from './progress-figures';

/**
 * Where the municipality's active fiscal year stands (issue 14): the statuses and overdue, the
 * rates, completion by trimester and category, this week's events and the overdue ones.
 */
export function YearProgress({
  user,
  scope = null,
  scopeControl,
}: {
  user: User;
  /** An officer's wards and branches: the figures are theirs only (issue 28). */
  scope?: ProgressScope | null;
  /** Says whose figures these are and switches (the officer's scope chip). */
  scopeControl?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const progress = useYearProgress(scope);
  const report = progress.data;
  const active = user.company.status === '1';
  const canWrite = active && roleNames(user).some((role) => roleMay(role, 'plan.write'));
  // An officer records the outcome of the events of their scope (docs/decisions/037): the
  // scoped lists hold only those; the server checks each again.
  const canRecord =
    canWrite ||
    (active && scope !== null && roleNames(user).some((role) => roleMay(role, 'events.progress')));

  let content;
  if (progress.isPending) content = <Loading />;
  else if (progress.isError)
    content = (
      <ErrorState
        title={t('progress.loadFailed')}
        error={progress.error}
        onRetry={() => void progress.refetch()}
        retrying={progress.isFetching}
      />
    );
  else if (report && report.totals.events === 0)
    content = (
      <EmptyState
        icon={CalendarPlus}
        title={t('progress.empty.title', { year: digits(report.fiscal_year.year) })}
        description={
          scope
            ? t('progress.scope.emptyMine')
            : canWrite
              ? t('progress.empty.description')
              : t('progress.empty.readOnly')
        }
        action={
          canWrite && (
            <LinkButton to={paths.events.add.getHref()}>{t('progress.empty.add')}</LinkButton>
          )
        }
      />
    );
  else if (report)
    content = (
      <>
        <StatusCounts figures={report.totals} />
        <ProgressRates figures={report.totals} />
        <ProgressCharts report={report} />
        <EventLists report={report} canRecord={canRecord} />
      </>
    );

  return (
    <section aria-labelledby="year-progress-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="space-y-1">
          <h2 id="year-progress-title" className="text-xl font-semibold text-slate-900">
            {t('progress.title')}
          </h2>
          {report && (
            <p className="text-slate-700">
              {t('progress.subtitle', {
                year: digits(report.fiscal_year.year),
                date: longBs(report.today, lang),
              })}
            </p>
          )}
        </div>
        <LinkButton variant="secondary" to={paths.reports.progress.getHref()}>
          <FileText aria-hidden="true" className="size-4" />
          {t('progress.openReport')}
        </LinkButton>
      </div>
      {scopeControl}
      {content}
    </section>
  );
}
