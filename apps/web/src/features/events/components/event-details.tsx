import { wardsLabel, type Event } from '@karyayojana/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { CategoryChips } from './category-chips';
import { EventWhen } from './event-when';
import { LinkButton } from '@/components/ui/link-button';
import { StatusBadge } from './status-badge';
import { useBranchName } from '@/lib/queries/branches';
import { langOf } from '../lib/format';

interface EventDetailsProps {
  event: Event;
  /** Edit and delete: the plan's (an admin, or an officer with can_plan in scope). */
  canPlan: boolean;
  onDelete: () => void;
}

/** The event itself: categories, title, status, when, who is responsible and the description. */
export function EventDetails({ event, canPlan, onDelete }: EventDetailsProps) {
  const { t, i18n } = useTranslation();
  const branchName = useBranchName();
  return (
    <article className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="space-y-3">
        <CategoryChips categories={event.categories} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-2">
            <h1 className="text-2xl font-semibold break-words text-slate-900 sm:text-3xl">
              {event.title}
            </h1>
            <StatusBadge status={event.status} />
          </div>
          {canPlan && (
            <div className="flex flex-wrap gap-2">
              <LinkButton variant="secondary" to={paths.events.edit.getHref(event.id)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('events.view.edit')}
              </LinkButton>
              <Button variant="danger" onClick={onDelete}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('events.view.delete')}
              </Button>
            </div>
          )}
        </div>
      </header>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">{t('events.view.when')}</dt>
        <dd>
          <EventWhen date={event.date} adDate={event.ad_date} time={event.time} />
        </dd>
        <dt className="font-semibold text-slate-700">{t('events.view.assignTo')}</dt>
        <dd className="break-words text-slate-900">{event.assignTo || '—'}</dd>
        <dt className="font-semibold text-slate-700">{t('events.place.where')}</dt>
        <dd className="text-slate-900">{wardsLabel(event.wards, langOf(i18n.language))}</dd>
        <dt className="font-semibold text-slate-700">{t('events.place.branch')}</dt>
        <dd className="break-words text-slate-900">
          {event.branch ? branchName(event.branch) : t('events.place.noBranch')}
        </dd>
      </dl>
      <section aria-labelledby="event-description" className="space-y-1">
        <h2 id="event-description" className="font-semibold text-slate-700">
          {t('events.view.description')}
        </h2>
        <p className="break-words whitespace-pre-line text-slate-900">{event.content}</p>
      </section>
    </article>
  );
}
