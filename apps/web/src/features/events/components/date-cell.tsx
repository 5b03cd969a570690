import { DATE_MESSAGES, type Event, type FiscalYear } from '@karyayojana/contracts';
import { CalendarClock, Check, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useChangeEventDate } from '../api/change-event-date';
import { EventWhen } from './event-when';

interface DateCellProps {
  event: Event;
  /** The event's fiscal year, which bounds the new date; unknown while the years load. */
  fiscalYear: FiscalYear | undefined;
  canEdit: boolean;
}

/**
 * The date of a row. A double-click on it, or its "change date" button (keyboard), opens a date
 * field bounded to the event's fiscal year, saved with PUT /change-date.
 */
export function DateCell({ event, fiscalYear, canEdit }: DateCellProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState(event.date);
  const [error, setError] = useState<string | null>(null);
  const changeDate = useChangeEventDate();
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const errorId = useId();

  useEffect(() => {
    if (editing) field.current?.focus();
    else if (wasEditing.current) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const open = () => {
    if (!canEdit) return;
    setDate(event.date);
    setError(null);
    setEditing(true);
  };
  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const save = () => {
    if (!date) return fail(DATE_MESSAGES.changeMissing);
    if (fiscalYear && (date < fiscalYear.startDate || date > fiscalYear.endDate)) {
      return fail(DATE_MESSAGES.changeInvalid);
    }
    changeDate.mutate(
      { id: event.id, date },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setEditing(false);
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  if (!editing) {
    return (
      <div className="flex items-start gap-1">
        <span
          onDoubleClick={open}
          title={canEdit ? t('events.date.editHint') : undefined}
          className={canEdit ? 'cursor-pointer select-none' : undefined}
        >
          <EventWhen date={event.date} adDate={event.ad_date} time={event.time} stacked />
        </span>
        {canEdit && (
          <button
            ref={opener}
            type="button"
            onClick={open}
            aria-label={t('events.date.change', { title: event.title })}
            className="-my-1 flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <CalendarClock aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    );
  }

  // Save and Cancel sit beside the field, at its top: the lines under the field change height
  // as it is edited, and buttons below them would move away from the pointer mid-click.
  return (
    <div
      className="space-y-1 lg:min-w-72"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          setEditing(false);
        }
      }}
    >
      <div className="flex items-start gap-2">
        <DatePicker
          ref={field}
          value={date}
          onChange={(next) => {
            setDate(next);
            setError(null);
          }}
          minDate={fiscalYear?.startDate}
          maxDate={fiscalYear?.endDate}
          language={i18n.language}
          aria-label={t('events.date.newDate')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button
          size="icon"
          onClick={save}
          busy={changeDate.isPending}
          aria-label={t('events.date.save')}
          className="size-11"
        >
          {!changeDate.isPending && <Check aria-hidden="true" className="size-5" />}
        </Button>
        <Button
          size="icon"
          variant="secondary"
          onClick={() => setEditing(false)}
          aria-label={t('events.date.cancel')}
          className="size-11"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
