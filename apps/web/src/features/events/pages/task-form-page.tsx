import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTask } from '../api/get-task';
import { PageShell } from '../components/page-shell';
import { TaskForm } from '../components/task-form';
import { ScopeNotice } from '../components/scope-notice';
import { useEvent } from '../api/get-event';
import { eventPermissions, useEventPermissions } from '../lib/use-event-permissions';
import { useCurrentUser } from '@/lib/auth/get-user';
import { useOfficerScope } from '@/lib/queries/officer-scope';

/** /dashboard/events/:eventId/tasks/:id ('new' to create): the task form on its own page. */
export function TaskFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const eventId = Number(params.eventId);
  const creating = params.id === 'new';
  const task = useTask(Number(params.id), !creating);
  const title = creating ? t('events.task.formCreate') : t('events.task.formEdit');
  useDocumentTitle(title);
  const back = paths.events.view.getHref(eventId);
  const close = () => void navigate(back);
  // Tasks are the plan: an officer only with can_plan, inside their scope (docs/decisions/037).
  const user = useCurrentUser();
  const event = useEvent(eventId);
  const may = useEventPermissions(event.data);
  const officer = useOfficerScope(user);
  // An officer's scope needs the event; an admin's right does not wait for it.
  const waitForEvent = !eventPermissions(user).canWrite && event.isPending;

  let body;
  if (may.planRefusal === 'noPlanRight') {
    body = <ScopeNotice kind="noPlanRight" />;
  } else if (waitForEvent) {
    body = <Loading />;
  } else if (!may.canPlan) {
    body = <ScopeNotice kind="outside" scope={officer?.label} />;
  } else if (!creating && task.isError) {
    body = (
      <ErrorState
        title={t('events.task.loadFailed')}
        error={task.error}
        onRetry={() => void task.refetch()}
        retrying={task.isFetching}
      />
    );
  } else if (!creating && task.isPending) {
    body = <Loading />;
  } else {
    body = <TaskForm eventId={eventId} task={task.data} onDone={close} onCancel={close} />;
  }

  return (
    <PageShell back={{ to: back, label: t('events.task.back') }}>
      <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <PageHeader title={title} />
        {body}
      </div>
    </PageShell>
  );
}
