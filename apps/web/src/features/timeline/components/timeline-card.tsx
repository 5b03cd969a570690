import { branchName, categoryName, excerpt, wardsLabel, type Event } from '@karyayojana/contracts';
import { formatAd, formatBs, parseAd, parseBs } from '@karyayojana/nepali-calendar';
import { Building2, CalendarClock, CalendarDays, CircleCheck, MapPin } from 'lucide-react';
import { memo } from 'react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { CardLabels } from './card-labels';
import { StatusBadge } from './status-badge';

interface TimelineCardProps {
  event: Event;
  /** Today in Nepal as BS 'YYYY-MM-DD': the page decides it once, tests pass their own. */
  today: string;
  labels: CardLabels;
}

function CardDate({ event, today, labels }: Omit<TimelineCardProps, 'event'> & { event: Event }) {
  const bs = parseBs(event.date);
  const ad = parseAd(event.ad_date);
  const { lang } = labels;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-slate-800">
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 self-center text-slate-600" />
      <span className="sr-only">{labels.date}:</span>
      {event.date === today ? (
        <strong className="rounded bg-blue-700 px-2 py-0.5 text-sm font-semibold text-white">
          {labels.today}
        </strong>
      ) : (
        <span className="font-semibold">
          {bs
            ? formatBs(bs, lang === 'ne' ? 'YYYY MMMM D, DDDD' : 'DDDD, D MMMM YYYY', lang)
            : event.date}
        </span>
      )}
      {ad && (
        <time dateTime={event.ad_date} className="text-xs text-slate-600">
          {formatAd(ad, 'D MMMM YYYY', lang)}
        </time>
      )}
    </p>
  );
}

function TaskList({ tasks, labels }: { tasks: Event['tasks']; labels: CardLabels }) {
  if (tasks.length === 0) return null;
  return (
    <div data-tasks className="space-y-1">
      <p className="text-sm font-semibold text-slate-800">{labels.tasks}</p>
      <ul className="space-y-1">
        {tasks.map((task) => {
          const withDocument = task.documents !== null || task.document !== null;
          return (
            <li key={task.id} className="flex items-start gap-2 text-sm text-slate-800">
              {withDocument ? (
                <CircleCheck
                  aria-hidden="true"
                  data-testid="task-document-tick"
                  className="mt-0.5 size-4 shrink-0 text-green-700"
                />
              ) : (
                // A plain ring, not an icon: thousands of tasks, one element each.
                <span
                  aria-hidden="true"
                  className="mt-[0.2rem] ml-px size-3.5 shrink-0 rounded-full border-2 border-slate-400"
                />
              )}
              <span className="min-w-0 break-words">
                {task.name}
                {withDocument && <span className="sr-only"> ({labels.hasDocument})</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * One event on the timeline. The title is the link (its name is the title, not the whole card
 * read aloud); its ::after covers the card, so a click anywhere on the card opens the event.
 * No hooks: with thousands of cards, the words come in `labels`, looked up once.
 */
function TimelineCardBase({ event, today, labels }: TimelineCardProps) {
  const preview = excerpt(event.content);
  return (
    <article
      data-timeline-card
      className={cn(
        'relative space-y-2.5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-shadow',
        'hover:shadow-md focus-within:ring-2 focus-within:ring-blue-600 focus-within:ring-offset-2',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardDate event={event} today={today} labels={labels} />
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={event.status} label={labels.status[event.status]} />
          {event.overdue && (
            // Words beside the status, not a colour alone: not done and its date has passed.
            <span
              data-overdue
              className="inline-flex items-center gap-1 rounded-full border border-orange-300 bg-orange-50 px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-orange-900"
            >
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {labels.overdue}
            </span>
          )}
        </div>
      </div>
      {event.categories.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {event.categories.map((category) => (
            <li
              key={category.id}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs break-words text-slate-800"
            >
              {categoryName(category, labels.lang)}
            </li>
          ))}
        </ul>
      )}
      <h4 className="text-lg leading-snug font-semibold break-words text-slate-900">
        <a
          href={paths.events.view.getHref(event.id)}
          target="_blank"
          rel="noopener"
          className="after:absolute after:inset-0 after:rounded-lg hover:text-blue-800 focus:outline-none"
        >
          {event.title}
          <span className="sr-only"> {labels.opensInNewTab}</span>
        </a>
      </h4>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
          <span className="sr-only">{labels.wards}:</span>
          {wardsLabel(event.wards, labels.lang)}
        </span>
        {event.branch && (
          <span className="inline-flex min-w-0 items-center gap-1 break-words">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
            <span className="sr-only">{labels.branch}:</span>
            {branchName(event.branch, labels.lang)}
          </span>
        )}
      </p>
      {preview && <p className="break-words text-slate-700">{preview}</p>}
      <TaskList tasks={event.tasks} labels={labels} />
      <p className="text-sm break-words text-slate-800">
        <span className="font-semibold">{labels.assignTo}</span> {event.assignTo ?? '–'}
      </p>
    </article>
  );
}

// A filter that leaves an event unchanged does not render its card again.
export const TimelineCard = memo(TimelineCardBase);
