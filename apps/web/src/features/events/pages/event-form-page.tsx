import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActiveYear } from '@/lib/queries/fiscal-years';
import { useCategories } from '@/lib/queries/categories';
import { useCurrentUser } from '@/lib/auth/get-user';
import { useBranches } from '@/lib/queries/branches';
import { useOfficerScope } from '@/lib/queries/officer-scope';
import { useWards } from '@/lib/queries/wards';
import { getEventQueryOptions } from '../api/get-event';
import { useFiscalYears } from '@/lib/queries/fiscal-years';
import { EventForm } from '../components/event-form';
import { PageShell } from '../components/page-shell';
import { ScopeNotice } from '../components/scope-notice';
import { eventPermissions } from '../lib/use-event-permissions';

/** /dashboard/events/add (create) and /dashboard/events/add/:id (edit). */
export function EventFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const eventId = id === undefined ? undefined : Number(id);
  const editing = eventId !== undefined;
  const title = editing ? t('events.form.editTitle') : t('events.form.createTitle');
  useDocumentTitle(title);

  const fiscalYears = useFiscalYears();
  const activeYear = useActiveYear();
  const categories = useCategories();
  const wards = useWards();
  const branches = useBranches();
  const user = useCurrentUser();
  const officer = useOfficerScope(user);
  const validId = eventId !== undefined && Number.isInteger(eventId) && eventId > 0;
  const event = useQuery({ ...getEventQueryOptions(eventId ?? 0), enabled: validId });
  const lookups = [fiscalYears, activeYear, categories, wards, branches];
  // The route opens for every officer; planning is only theirs with can_plan, in their scope.
  const may = eventPermissions(user, event.data);

  let body;
  if (editing && !validId) {
    body = <EmptyState title={t('events.view.notFound')} />;
  } else if (!may.canPlan && !(editing && event.isPending)) {
    body = <ScopeNotice kind={may.planRefusal ?? 'noPlanRight'} scope={officer?.label} />;
  } else if (lookups.some((q) => q.isError)) {
    body = (
      <ErrorState
        title={t('events.form.lookupsFailed')}
        onRetry={() => lookups.forEach((q) => q.isError && void q.refetch())}
      />
    );
  } else if (editing && event.isError) {
    body = (
      <ErrorState
        title={t('events.form.loadFailed')}
        error={event.error}
        onRetry={() => void event.refetch()}
        retrying={event.isFetching}
      />
    );
  } else if (lookups.some((q) => q.isPending) || (editing && event.isPending)) {
    body = <Loading />;
  } else {
    body = (
      <EventForm
        key={event.data?.id ?? 'new'}
        event={event.data}
        fiscalYears={fiscalYears.data ?? []}
        activeYearId={activeYear.data?.id ?? null}
        categories={categories.data ?? []}
        wardCount={wards.data?.meta.ward_count ?? 0}
        branches={branches.data ?? []}
        scope={officer?.scope ?? null}
      />
    );
  }

  return (
    <PageShell back={{ to: paths.events.list.getHref(), label: t('events.view.back') }}>
      <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <PageHeader title={title} />
        {body}
      </div>
    </PageShell>
  );
}
