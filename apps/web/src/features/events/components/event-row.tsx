import type { Event, FiscalYear } from '@karyayojana/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { truncate } from '../lib/format';
import { CategoryChips } from './category-chips';
import { DateCell } from './date-cell';
import { EventPlace } from './event-place';
import { OverdueBadge } from './overdue-badge';
import { StatusBadge } from './status-badge';

// docs/behaviour.md §13: in the list the title is cut to 30 characters and the content to 50.
const TITLE_MAX = 30;
const CONTENT_MAX = 50;

interface EventRowProps {
  event: Event;
  /** The row number, already in the reader's digits. */
  number: string;
  fiscalYear: FiscalYear | undefined;
  /** Edit, delete and re-date this event (its plan, docs/decisions/037). */
  canPlan: boolean;
  /** Some row of the list may be planned: the actions column is there. */
  actionsColumn: boolean;
  selectMode: boolean;
  selected: boolean;
  onToggle: (id: number) => void;
  onDelete: (event: Event) => void;
}

// A card on a phone, a table row from lg up: one markup, so the row reads the same either way.
const cell = 'block lg:table-cell lg:px-3 lg:py-3 lg:align-top';
const iconButton =
  'flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export function EventRow(props: EventRowProps) {
  const { event, number, fiscalYear, canPlan, actionsColumn, selectMode, selected } = props;
  const { t } = useTranslation();
  const shortTitle = truncate(event.title, TITLE_MAX);
  return (
    <tr
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm',
        'lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none',
        selected && 'bg-blue-50 lg:bg-blue-50',
      )}
    >
      {selectMode && (
        <td className={cn(cell, 'lg:py-1.5')}>
          <Checkbox
            checked={selected}
            onChange={() => props.onToggle(event.id)}
            aria-label={t('events.table.select', { title: event.title })}
            className="-m-2"
          />
        </td>
      )}
      <td className={cn(cell, 'text-slate-600 tabular-nums')}>{number}</td>
      <td className={cn(cell, 'min-w-0 flex-1 font-semibold lg:min-w-40')}>
        <Link
          to={paths.events.view.getHref(event.id)}
          className="flex min-h-11 items-center break-words text-blue-800 underline-offset-2 hover:underline"
        >
          {shortTitle === event.title ? (
            event.title
          ) : (
            <>
              <span aria-hidden="true">{shortTitle}</span>
              <span className="sr-only">{event.title}</span>
            </>
          )}
        </Link>
        <EventPlace event={event} className="font-normal" />
      </td>
      <td className={cn(cell, 'basis-full break-words text-slate-700 lg:min-w-36')}>
        {truncate(event.content, CONTENT_MAX)}
      </td>
      <td className={cn(cell, 'basis-full lg:min-w-52')}>
        <DateCell event={event} fiscalYear={fiscalYear} canEdit={canPlan} />
      </td>
      <td className={cn(cell, 'max-lg:order-1')}>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={event.status} />
          {event.overdue && <OverdueBadge />}
        </div>
      </td>
      <td className={cn(cell, 'min-w-0 basis-full max-lg:empty:hidden lg:min-w-32')}>
        <CategoryChips categories={event.categories} />
      </td>
      {actionsColumn && (
        <td className={cn(cell, 'ml-auto max-lg:order-1 max-lg:empty:hidden lg:py-1.5')}>
          {canPlan && (
            <div className="flex gap-1">
              <Link
                to={paths.events.edit.getHref(event.id)}
                aria-label={t('events.table.edit', { title: event.title })}
                className={iconButton}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Link>
              <button
                type="button"
                onClick={() => props.onDelete(event)}
                aria-label={t('events.table.delete', { title: event.title })}
                className={cn(iconButton, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </td>
      )}
    </tr>
  );
}
