import type { ReportEvent } from '@karyayojana/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRecordOutcome } from '../api/record-outcome';

interface OutcomeDialogProps {
  /** The event being marked done; null while the dialog is closed. */
  event: ReportEvent | null;
  /** Today in Nepal (BS): the default completion day and the latest allowed. */
  today: string;
  /** The fiscal year's first day (BS): the earliest allowed. */
  yearStart: string;
  onClose: () => void;
}

/** One click from the overdue list: done, on which day, with what result. */
export function OutcomeDialog({ event, today, yearStart, onClose }: OutcomeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={t('progress.outcome.title')}
      description={event ? t('progress.outcome.description', { title: event.title }) : undefined}
      className="max-w-lg"
    >
      {event && (
        <OutcomeForm
          key={event.id}
          event={event}
          today={today}
          yearStart={yearStart}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function OutcomeForm({
  event,
  today,
  yearStart,
  onClose,
}: OutcomeDialogProps & { event: ReportEvent }) {
  const { t, i18n } = useTranslation();
  const record = useRecordOutcome();
  const [date, setDate] = useState(today);
  const [outcome, setOutcome] = useState('');
  const [dateMissing, setDateMissing] = useState(false);

  const fieldErrors = serverFieldErrors(record.error, ['completed_date', 'outcome'] as const);
  const otherError =
    record.isError && !fieldErrors.completed_date && !fieldErrors.outcome
      ? record.error.message
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date) {
      setDateMissing(true);
      return;
    }
    record.mutate(
      { id: event.id, completed_date: date, outcome },
      {
        onSuccess: () => {
          toast.success(t('progress.outcome.saved', { title: event.title }));
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label={t('progress.outcome.completedDate')}
        hint={t('progress.outcome.completedDateHint')}
        error={dateMissing ? t('progress.outcome.dateRequired') : fieldErrors.completed_date}
      >
        {(control) => (
          <DatePicker
            {...control}
            value={date}
            onChange={(value) => {
              setDate(value);
              setDateMissing(false);
            }}
            minDate={yearStart}
            maxDate={today}
            today={today}
            language={i18n.language}
          />
        )}
      </FormField>
      <FormField
        label={t('progress.outcome.outcome')}
        hint={t('progress.outcome.outcomeHint')}
        error={fieldErrors.outcome}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={10_000}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value)}
          />
        )}
      </FormField>
      {otherError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t('progress.outcome.failed')} {otherError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={record.isPending}>
          {t('progress.outcome.save')}
        </Button>
      </div>
    </form>
  );
}
