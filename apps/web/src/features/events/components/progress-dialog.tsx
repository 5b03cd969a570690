import { zodResolver } from '@hookform/resolvers/zod';
import type { Event, FiscalYear } from '@karyayojana/contracts';
import { bsToString, todayBs } from '@karyayojana/nepali-calendar';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUpdateEvent, type UpdateEventInput } from '../api/update-event';
import {
  EVENT_FIELDS,
  defaultValues,
  eventFormSchema,
  type EventFormValues,
} from '../lib/event-form-schema';
import { langOf } from '../lib/format';
import { outcomeBody } from '../lib/outcome';
import { OutcomeFields } from './outcome-fields';
import { ProgressFields } from './progress-fields';
import { StatusField } from './status-field';

/**
 * The plan fields of an update exactly as stored (docs/decisions/037): sent back unchanged, the
 * server reads the update as progress, which an officer records inside their scope. Wards and
 * branch are left out, which keeps them.
 */
export function unchangedPlan(event: Event): Omit<UpdateEventInput, 'status'> {
  return {
    fiscal_year_id: event.fiscal_year_id,
    title: event.title,
    content: event.content,
    date: event.date,
    time: event.time.slice(0, 5),
    assignTo: event.assignTo,
    categories: event.categories.map((category) => category.id),
  };
}

interface ProgressDialogProps {
  event: Event;
  fiscalYear: FiscalYear | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * An officer's progress on the event's page: status, what happened or why not, physical progress
 * and spending. The budget is the plan's and stays as it is.
 */
export function ProgressDialog({ event, fiscalYear, open, onClose }: ProgressDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('events.scope.progressTitle', { title: event.title })}
      className="max-w-2xl"
    >
      {open && <ProgressForm event={event} fiscalYear={fiscalYear} onClose={onClose} />}
    </Dialog>
  );
}

function ProgressForm({ event, fiscalYear, onClose }: Omit<ProgressDialogProps, 'open'>) {
  const { t, i18n } = useTranslation();
  const update = useUpdateEvent();
  const [today] = useState(() => bsToString(todayBs()));
  const resolver = useMemo(
    () => zodResolver(eventFormSchema({ fiscalYears: fiscalYear ? [fiscalYear] : [], today })),
    [fiscalYear, today],
  );
  const form = useForm<EventFormValues>({
    resolver,
    defaultValues: defaultValues(event, null, { lang: langOf(i18n.language), today }),
  });
  const { register, control, setError } = form;
  const status = useWatch({ control, name: 'status' });

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      {
        id: event.id,
        ...unchangedPlan(event),
        status: values.status,
        ...outcomeBody(values, event),
      },
      {
        onSuccess: () => {
          toast.success(t('events.scope.progressSaved'));
          onClose();
        },
        onError: (error) => setServerFieldErrors(error, setError, EVENT_FIELDS),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5 p-4 sm:p-6">
      <StatusField field={register('status')} />
      <OutcomeFields status={status} control={control} fiscalYear={fiscalYear} today={today} />
      <ProgressFields status={status} control={control} budgetLocked />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('events.form.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('events.form.saving') : t('events.form.save')}
        </Button>
      </div>
    </form>
  );
}
