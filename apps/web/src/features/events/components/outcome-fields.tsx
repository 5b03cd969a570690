import type { EventStatus, FiscalYear } from '@karyayojana/contracts';
import { Info } from 'lucide-react';
import { useController, useFormState, type Control } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { FormField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n';
import type { EventFormValues } from '../lib/event-form-schema';
import { formatBsDate, langOf } from '../lib/format';

interface OutcomeFieldsProps {
  status: EventStatus;
  control: Control<EventFormValues>;
  fiscalYear: FiscalYear | undefined;
  /** BS 'YYYY-MM-DD', today in Nepal: the last day a completion can be on. */
  today: string;
}

/**
 * What the chosen status asks for (docs/decisions/018-progress-model.md): done, the day it was
 * done and what was achieved; postponed and canceled, why. Nothing for not done.
 */
export function OutcomeFields({ status, control, fiscalYear, today }: OutcomeFieldsProps) {
  if (status === 'done')
    return <DoneFields control={control} fiscalYear={fiscalYear} today={today} />;
  if (status === 'postponed' || status === 'canceled')
    return <ReasonField status={status} control={control} />;
  return null;
}

const panel = 'space-y-4 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4';

function DoneFields({ control, fiscalYear, today }: Omit<OutcomeFieldsProps, 'status'>) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const { field } = useController({ control, name: 'completed_date' });
  const { field: outcome } = useController({ control, name: 'outcome' });
  const { errors } = useFormState({ control, name: ['completed_date', 'outcome'] });
  // The fiscal year's first day, unless the year has not begun (then nothing is allowed, and
  // the rule's message says why).
  const first = fiscalYear && fiscalYear.startDate <= today ? fiscalYear.startDate : undefined;
  return (
    <div className={panel}>
      <FormField
        label={t('events.progress.completedDate')}
        hint={
          first
            ? t('events.progress.completedHint', {
                from: formatBsDate(first, lang),
                to: formatBsDate(today, lang),
              })
            : undefined
        }
        error={errors.completed_date?.message}
      >
        {(props) => (
          <DatePicker
            {...props}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            minDate={first}
            maxDate={today}
            today={today}
            language={i18n.language}
            className="sm:max-w-md"
          />
        )}
      </FormField>
      <TextareaField
        label={t('events.progress.outcome')}
        hint={t('events.progress.outcomeHint')}
        error={errors.outcome?.message}
        rows={4}
        {...outcome}
      />
    </div>
  );
}

function ReasonField({
  status,
  control,
}: {
  status: 'postponed' | 'canceled';
  control: Control<EventFormValues>;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'status_reason' });
  const { errors } = useFormState({ control, name: 'status_reason' });
  return (
    <div className={panel}>
      <TextareaField
        label={t(`events.progress.${status}Reason`)}
        error={errors.status_reason?.message}
        required
        rows={3}
        {...field}
      />
      {status === 'postponed' && (
        <p className="flex gap-2 text-sm text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
          {t('events.progress.postponedNote')}
        </p>
      )}
    </div>
  );
}
