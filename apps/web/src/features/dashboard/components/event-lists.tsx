import type { ProgressReport, ReportEvent } from '@karyayojana/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { daysBetween, shortBs } from '../lib/dates';
import { OutcomeDialog } from './outcome-dialog';

/** How many overdue events show before "show all". */
const FIRST_OVERDUE = 8;

interface EventListsProps {
  report: ProgressReport;
  /** The reader may mark events done (plan.write, not expired). */
  canRecord: boolean;
}

/** This week's events and the overdue ones, each with the way to its page. */
export function EventLists({ report, canRecord }: EventListsProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const [showAll, setShowAll] = useState(false);
  const [recording, setRecording] = useState<ReportEvent | null>(null);
  const overdue = showAll ? report.overdue : report.overdue.slice(0, FIRST_OVERDUE);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ListCard
        title={t('progress.upcoming.title')}
        description={t('progress.upcoming.description')}
        empty={t('progress.upcoming.empty')}
        events={report.upcoming}
        today={report.today}
      />
      <ListCard
        title={t('progress.overdue.title')}
        description={t('progress.overdue.description')}
        empty={t('progress.overdue.empty')}
        events={overdue}
        today={report.today}
        renderAction={
          canRecord
            ? (event) => (
                <Button
                  variant="secondary"
                  className="border-green-700 text-green-800 hover:bg-green-50"
                  aria-label={t('progress.overdue.recordLabel', { title: event.title })}
                  onClick={() => setRecording(event)}
                >
                  {t('progress.overdue.record')}
                </Button>
              )
            : undefined
        }
      >
        {report.overdue.length > FIRST_OVERDUE && (
          <Button variant="ghost" className="self-start" onClick={() => setShowAll((v) => !v)}>
            {showAll
              ? t('progress.overdue.showFewer')
              : t('progress.overdue.showAll', { count: digits(report.overdue.length) })}
          </Button>
        )}
      </ListCard>
      <OutcomeDialog
        event={recording}
        today={report.today}
        yearStart={report.period.start}
        onClose={() => setRecording(null)}
      />
    </div>
  );
}

interface ListCardProps {
  title: string;
  description: string;
  empty: string;
  events: ReportEvent[];
  /** Today in Nepal (BS): today's events say so, overdue ones how many days late they are. */
  today: string;
  renderAction?: (event: ReportEvent) => ReactNode;
  children?: ReactNode;
}

function ListCard({
  title,
  description,
  empty,
  events,
  today,
  renderAction,
  children,
}: ListCardProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="space-y-1">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-sm text-slate-700">{description}</p>
      </div>
      {events.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-3 text-slate-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {events.map((event) => {
            const late = daysBetween(event.date, today);
            return (
              <li key={event.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1 basis-56 space-y-0.5">
                  <Link
                    to={paths.events.view.getHref(event.id)}
                    className="font-semibold break-words text-blue-800 underline-offset-2 hover:underline"
                  >
                    {event.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {event.date === today && (
                      <span className="font-semibold text-blue-800">
                        {t('progress.today')}
                        {' · '}
                      </span>
                    )}
                    {shortBs(event.date, lang)}
                    {late > 0 && (
                      <span className="font-semibold text-orange-800">
                        {' · '}
                        {t('progress.overdue.daysLate', { days: digits(late) })}
                      </span>
                    )}
                  </p>
                  {event.assignTo && (
                    <p className="text-sm break-words text-slate-700">
                      {t('progress.responsible', { name: event.assignTo })}
                    </p>
                  )}
                </div>
                {renderAction?.(event)}
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </section>
  );
}
