import { History } from 'lucide-react';
import { ActivityEntryItem } from '@/components/activity/activity-entry';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useActivity } from '@/lib/queries/activity';
import { useCompanies } from '@/lib/queries/companies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchState } from '@/lib/use-search-state';
import { ActivityFilters } from '../components/activity-filters';
import { CsvButton } from '../components/csv-button';
import {
  activityParams,
  readActivitySearch,
  writeActivitySearch,
  type ActivitySearch,
} from '../lib/activity-search';

/**
 * /dashboard/activity (issue 16): who added, changed or deleted what in the municipality (the
 * Super-Admin: in any, or in the one chosen), newest first, filtered and paged in the URL.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('activity.title'));
  const superAdmin = isSuperAdmin(useCurrentUser());
  const [params, setParams] = useSearchState();
  const search = readActivitySearch(params);
  const request = activityParams(search, superAdmin);
  const activity = useActivity(request);
  const companies = useCompanies({ enabled: superAdmin });
  const change = (patch: Partial<ActivitySearch>) =>
    setParams((current) => writeActivitySearch(current, patch));

  let body;
  if (activity.isPending) body = <Loading />;
  else if (activity.isError)
    body = (
      <ErrorState
        title={t('activity.loadFailed')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  else if (activity.data.data.length === 0)
    body = (
      <EmptyState
        icon={History}
        title={t('activity.empty')}
        description={t('activity.emptyHint')}
      />
    );
  else
    body = (
      <>
        <ol
          aria-label={t('activity.title')}
          className="space-y-3"
          aria-busy={activity.isPlaceholderData}
        >
          {activity.data.data.map((entry) => (
            <ActivityEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
        <Pagination
          page={search.page}
          perPage={search.perPage}
          total={activity.data.meta.total}
          onPageChange={(page) => change({ page })}
          onPerPageChange={(perPage) => change({ perPage })}
        />
      </>
    );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 p-4 sm:p-6">
      <PageHeader
        title={t('activity.title')}
        count={activity.data?.meta.total}
        description={t('activity.description')}
        actions={<CsvButton params={request} />}
      />
      <ActivityFilters
        value={search}
        companies={superAdmin ? (companies.data ?? []) : undefined}
        onChange={change}
      />
      {body}
    </div>
  );
}
