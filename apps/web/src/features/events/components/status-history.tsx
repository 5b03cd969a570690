import { roleMay, type StatusChange } from '@karyayojana/contracts';
import { ArrowRight, History } from 'lucide-react';
import { ActivityEntryItem } from '@/components/activity/activity-entry';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useCurrentUser } from '@/lib/auth/get-user';
import { roleNames } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useEventActivity } from '@/lib/queries/activity';
import { useStatusHistory } from '../api/get-status-history';
import { mergeHistory } from '../lib/merge-history';
import { needsReason } from '../lib/outcome';
import { formatTime, langOf } from '../lib/format';
import { inNepal } from '../lib/nepal-time';
import { DateWithAd } from './date-with-ad';
import { StatusBadge } from './status-badge';

/**
 * The event's history, newest first: its status changes (from → to, when in Nepal, by whom and
 * why) and, for those who may read the activity log (issue 16), its other entries (created,
 * edited with each field's before → after, copied…) in one timeline. An edit that only changed
 * the status is the status change already shown, so it is not shown twice.
 */
export function StatusHistory({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const history = useStatusHistory(eventId);
  const mayReadLog = roleNames(useCurrentUser()).some((role) => roleMay(role, 'activity.read'));
  const activity = useEventActivity(eventId, mayReadLog);
  // The log is extra: if it fails, the status changes still show.
  const entries = mergeHistory(history.data ?? [], mayReadLog ? (activity.data ?? []) : []);
  let body;
  if (history.isPending || (mayReadLog && activity.isPending)) {
    body = <Loading />;
  } else if (history.isError) {
    body = (
      <ErrorState
        title={t('events.history.loadFailed')}
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (entries.length === 0) {
    body = (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">
        <History aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        {t('events.history.empty')}
      </p>
    );
  } else {
    body = (
      <ol className="space-y-3">
        {entries.map((item) =>
          item.kind === 'status' ? (
            <ChangeItem key={`status-${item.key}`} change={item.change} />
          ) : (
            <ActivityEntryItem key={`activity-${item.entry.id}`} entry={item.entry} />
          ),
        )}
      </ol>
    );
  }
  return (
    <section aria-labelledby="event-history" className="space-y-3">
      <h2 id="event-history" className="text-xl font-semibold text-slate-900">
        {mayReadLog ? t('activity.eventHistory') : t('events.history.heading')}
      </h2>
      {body}
    </section>
  );
}

function ChangeItem({ change }: { change: StatusChange }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const when = inNepal(change.at);
  const from = t(`events.status.${change.from}`);
  const to = t(`events.status.${change.to}`);
  // Postponed or canceled by a client that sends no reason (decision 031): say so.
  const reasonless = needsReason(change.to) && !change.reason;
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="sr-only">{t('events.history.change', { from, to })}</span>
        <span aria-hidden="true" className="contents">
          <StatusBadge status={change.from} />
          <ArrowRight className="size-4 shrink-0 text-slate-600" />
          <StatusBadge status={change.to} />
        </span>
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-slate-700">
        {when ? (
          <span className="inline-flex flex-wrap items-baseline gap-x-2">
            <DateWithAd bs={when.bs} />
            <span className="tabular-nums">{formatTime(when.time, lang)}</span>
          </span>
        ) : (
          change.at
        )}
        {/* On a phone the person goes on a line of their own, without a dangling dot. */}
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span className="basis-full break-words sm:basis-auto">
          {t('events.history.by', { name: change.by.name ?? t('events.history.unknownPerson') })}
        </span>
      </p>
      {(change.reason || change.completed_date || reasonless) && (
        <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {change.completed_date && (
            <>
              <dt className="font-semibold text-slate-700">{t('events.history.completedDate')}</dt>
              <dd>
                <DateWithAd bs={change.completed_date} />
              </dd>
            </>
          )}
          {change.reason && (
            <>
              <dt className="font-semibold text-slate-700">{t('events.history.reason')}</dt>
              <dd className="break-words whitespace-pre-line text-slate-900">{change.reason}</dd>
            </>
          )}
          {reasonless && (
            <>
              <dt className="font-semibold text-slate-700">{t('events.history.reason')}</dt>
              <dd className="text-slate-600">{t('events.history.noReason')}</dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}
