import { useNavigate, useParams } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useEvent } from '../api/get-event';
import { ScopeNotice } from '../components/scope-notice';
import { TaskForm } from '../components/task-form';
import { useEventPermissions } from '../lib/use-event-permissions';
import { useCurrentUser } from '@/lib/auth/get-user';
import { useOfficerScope } from '@/lib/queries/officer-scope';

/** /dashboard/events/:eventId/view/add/:id ('new' to create): the task form over the event. */
export function TaskFormDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const eventId = Number(params.eventId);
  const creating = params.id === 'new';
  // The event view above already holds the event with its tasks: no second request.
  const event = useEvent(eventId);
  const task = creating ? undefined : event.data?.tasks.find((x) => String(x.id) === params.id);
  const close = () => void navigate(paths.events.view.getHref(eventId));
  // Tasks are the plan: an officer only with can_plan, inside their scope (docs/decisions/037).
  const may = useEventPermissions(event.data);
  const officer = useOfficerScope(useCurrentUser());

  let body;
  if (event.isPending) body = <Loading />;
  else if (!may.canPlan)
    body = <ScopeNotice kind={may.planRefusal ?? 'noPlanRight'} scope={officer?.label} />;
  else if (!creating && !task) body = <p role="alert">{t('events.task.loadFailed')}</p>;
  else body = <TaskForm eventId={eventId} task={task} onDone={close} onCancel={close} />;

  return (
    <Dialog
      open
      onClose={close}
      title={creating ? t('events.task.formCreate') : t('events.task.formEdit')}
    >
      {body}
    </Dialog>
  );
}
