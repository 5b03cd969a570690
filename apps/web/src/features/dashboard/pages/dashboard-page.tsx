import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useOfficerScope } from '@/lib/queries/officer-scope';
import { ScopeChip } from '../components/scope-chip';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboard } from '../api/get-dashboard';
import { ActionPlanCounts, CompanyDashboard } from '../components/company-dashboard';
import { PlatformDashboard, type PlatformDashboardProps } from '../components/platform-dashboard';
import { YearProgress } from '../components/year-progress';

// The national table is the Super-Admin's only, with the list of provinces and districts: a
// chunk of its own, so a municipality's dashboard does not carry it.
const NationalProgress = lazy(() =>
  import('../components/national-progress').then((m) => ({ default: m.NationalProgress })),
);

/**
 * /dashboard: platform counts for the Super-Admin, the own municipality for everyone else. The
 * app gives it the expiring municipalities' table (app/routes/dashboard.tsx).
 */
export function DashboardPage({ renderExpiring }: Pick<PlatformDashboardProps, 'renderExpiring'>) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dashboard = useDashboard();
  useDocumentTitle(t('dashboard.title'));
  // A limited officer opens on their own wards and branches; `?view=all` is the whole palika.
  const officer = useOfficerScope(user);
  const [search, setSearch] = useSearchParams();
  const mine = officer !== null && search.get('view') !== 'all';
  const showMine = (next: boolean) =>
    setSearch(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.delete('view');
        else copy.set('view', 'all');
        return copy;
      },
      { replace: true },
    );

  const data = dashboard.data;
  const state = dashboard.isPending ? (
    <Loading />
  ) : dashboard.isError ? (
    <ErrorState
      title={t('dashboard.loadFailed')}
      error={dashboard.error}
      onRetry={() => void dashboard.refetch()}
      retrying={dashboard.isFetching}
    />
  ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      <PageHeader title={t('dashboard.title')} />
      {isSuperAdmin(user) || data?.kind === 'platform' ? (
        <>
          {data?.kind === 'platform' ? (
            <PlatformDashboard data={data} renderExpiring={renderExpiring} />
          ) : (
            state
          )}
          <Suspense fallback={<Loading />}>
            <NationalProgress />
          </Suspense>
        </>
      ) : (
        <>
          {/* The banner needs nothing more than the signed-in user: it shows at once on a slow link. */}
          <CompanyDashboard company={data?.company ?? user.company}>
            {data?.kind === 'company' ? <ActionPlanCounts data={data} /> : state}
          </CompanyDashboard>
          <YearProgress
            user={user}
            scope={
              mine
                ? { wards: officer.scope.scope_wards, branch_ids: officer.scope.scope_branch_ids }
                : null
            }
            scopeControl={
              officer && <ScopeChip label={officer.label} mine={mine} onChange={showMine} />
            }
          />
        </>
      )}
    </div>
  );
}
