import { ClipboardCheck, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth/get-user';
import { useFiscalYears } from '@/lib/queries/fiscal-years';
import { useOfficerScope } from '@/lib/queries/officer-scope';
import { useState } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteEvent } from '../api/delete-event';
import { useEvent } from '../api/get-event';
import { EventDetails } from '../components/event-details';
import { EventOutcome } from '../components/event-outcome';
import { LinkButton } from '@/components/ui/link-button';
import { PageShell } from '../components/page-shell';
import { ProgressDialog } from '../components/progress-dialog';
import { ScopeNotice } from '../components/scope-notice';
import { StatusHistory } from '../components/status-history';
import { TaskList } from '../components/task-list';
import { useEventPermissions } from '../lib/use-event-permissions';

/** /dashboard/events/:eventId/view: the event and its tasks; the task form opens over it. */
export function EventViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const eventId = Number(useParams().eventId);
  const event = useEvent(eventId);
  // Planning, progress and proof depend on where the event is (docs/decisions/037).
  const { canPlan, canProgress, canDocument, outsideScope } = useEventPermissions(event.data);
  const officer = useOfficerScope(useCurrentUser());
  const fiscalYears = useFiscalYears({ enabled: canProgress && !canPlan });
  const [confirming, setConfirming] = useState(false);
  const [recording, setRecording] = useState(false);
  const deleteEvent = useDeleteEvent();
  useDocumentTitle(event.data?.title ?? t('events.title'));

  const back = { to: paths.events.list.getHref(), label: t('events.view.back') };
  if (event.isPending) return <Loading />;
  if (event.isError) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return (
      <PageShell back={back}>
        {missing ? (
          <EmptyState title={t('events.view.notFound')} />
        ) : (
          <ErrorState
            title={t('events.view.loadFailed')}
            error={event.error}
            onRetry={() => void event.refetch()}
            retrying={event.isFetching}
          />
        )}
      </PageShell>
    );
  }

  const onConfirmDelete = () =>
    deleteEvent.mutate(eventId, {
      onSuccess: ({ message }) => {
        toast.success(message);
        void navigate(paths.events.list.getHref());
      },
    });

  return (
    <PageShell back={back} className="max-w-4xl">
      {outsideScope && <ScopeNotice kind="outside" scope={officer?.label} />}
      <EventDetails event={event.data} canPlan={canPlan} onDelete={() => setConfirming(true)} />
      <EventOutcome event={event.data} />
      {/* An officer who may not plan records progress here; a planner does so in the form. */}
      {canProgress && !canPlan && (
        <div className="flex justify-end">
          <Button onClick={() => setRecording(true)}>
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {t('events.scope.recordProgress')}
          </Button>
          <ProgressDialog
            event={event.data}
            fiscalYear={fiscalYears.data?.find((y) => y.id === event.data.fiscal_year_id)}
            open={recording}
            onClose={() => setRecording(false)}
          />
        </div>
      )}
      <section aria-labelledby="event-tasks" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="event-tasks" className="text-xl font-semibold text-slate-900">
            {t('events.view.tasks')}
          </h2>
          {canPlan && (
            <LinkButton variant="secondary" to={paths.events.viewTaskForm.getHref(eventId, 'new')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('events.view.addTask')}
            </LinkButton>
          )}
        </div>
        <TaskList tasks={event.data.tasks} canWrite={canPlan} canDocument={canDocument} />
      </section>
      <StatusHistory eventId={eventId} />
      <Outlet />
      <ConfirmDeleteDialog
        open={confirming}
        item={event.data.title}
        fate="trash"
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirmDelete}
        busy={deleteEvent.isPending}
      />
    </PageShell>
  );
}
