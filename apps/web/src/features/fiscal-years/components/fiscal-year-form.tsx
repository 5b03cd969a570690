import type { FiscalYear } from '@karyayojana/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { FormField, TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import type { CreateFiscalYearInput } from '../api/create-fiscal-year';
import type { UpdateFiscalYearInput } from '../api/update-fiscal-year';
import {
  fiscalYearFormSchema,
  suggestFromStart,
  type FiscalYearFormValues,
} from './fiscal-year-schema';
import { StoredDates } from './stored-dates';

// In the order they appear: the first invalid one gets the focus.
const fields = ['startDate', 'endDate', 'year', 'status'] as const;

interface FiscalYearFormProps {
  /** Edit mode when given: the dates stay as they are unless the user asks to change them. */
  fiscalYear?: FiscalYear;
  /** Sends the values; a rejection (ApiError) puts its field messages under the fields. */
  onSubmit: (values: CreateFiscalYearInput | UpdateFiscalYearInput) => Promise<unknown>;
  onCancel: () => void;
}

/** docs/behaviour.md §6 fiscal-year form: dates, year (suggested from the start date), status. */
export function FiscalYearForm({ fiscalYear, onSubmit, onCancel }: FiscalYearFormProps) {
  const { t, i18n } = useTranslation();
  const editing = fiscalYear !== undefined;
  // In edit mode the date pickers appear only after "change" (docs/behaviour.md §6).
  const [changingDates, setChangingDates] = useState(!editing);
  // A stored label that is the usual one for its dates counts as a suggestion: it follows a
  // new start date. A label the user wrote differently is left alone.
  const [lastSuggestion, setLastSuggestion] = useState(() =>
    fiscalYear && suggestFromStart(fiscalYear.startDate)?.year === fiscalYear.year
      ? fiscalYear.year
      : '',
  );
  const form = useForm<FiscalYearFormValues>({
    // The date fields register after the others (inside their Controllers), so the built-in
    // "focus the first error" would skip them; onInvalid below focuses in screen order.
    shouldFocusError: false,
    resolver: zodResolver(fiscalYearFormSchema({ datesRequired: !editing, stored: fiscalYear })),
    defaultValues: {
      startDate: fiscalYear?.startDate ?? '',
      endDate: fiscalYear?.endDate ?? '',
      year: fiscalYear?.year ?? '',
      status: fiscalYear ? String(fiscalYear.status) : '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  // Choosing the start date fills in the year label (and an empty end date) of the fiscal year
  // it falls in, unless the user has typed a label of their own.
  const onStartChange = (startDate: string) => {
    const suggestion = suggestFromStart(startDate);
    if (!suggestion) return;
    const year = getValues('year').trim();
    if (year === '' || year === lastSuggestion) {
      setValue('year', suggestion.year, { shouldValidate: form.formState.isSubmitted });
      setLastSuggestion(suggestion.year);
    }
    if (getValues('endDate') === '') {
      setValue('endDate', suggestion.endDate, { shouldValidate: form.formState.isSubmitted });
    }
  };

  const keepStoredDates = () => {
    resetField('startDate');
    resetField('endDate');
    setChangingDates(false);
  };

  const submit = handleSubmit(
    async (values) => {
      const common = { year: values.year.trim(), status: Number(values.status) as 0 | 1 };
      const dates = changingDates
        ? {
            ...(values.startDate && { startDate: values.startDate }),
            ...(values.endDate && { endDate: values.endDate }),
          }
        : {};
      try {
        await onSubmit({ ...common, ...dates });
      } catch (error) {
        // The query client's mutation cache has said what went wrong (app/query-client.ts).
        setServerFieldErrors(error, setError, fields);
      }
    },
    (invalid) => {
      const first = fields.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const datePicker = (name: 'startDate' | 'endDate', label: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <DatePicker
              {...controlProps}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (name === 'startDate') onStartChange(value);
              }}
              onBlur={field.onBlur}
              required={!editing}
              language={i18n.language}
            />
          )}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {changingDates ? (
        <>
          {datePicker('startDate', t('fiscalYears.startDate'))}
          {datePicker('endDate', t('fiscalYears.endDate'))}
          {editing && (
            <button
              type="button"
              onClick={keepStoredDates}
              className="text-sm font-semibold text-blue-700 underline hover:text-blue-900"
            >
              {t('fiscalYears.cancelDateChange')}
            </button>
          )}
        </>
      ) : (
        fiscalYear && (
          <StoredDates fiscalYear={fiscalYear} onChange={() => setChangingDates(true)} />
        )
      )}
      <TextField
        label={t('fiscalYears.year')}
        placeholder={t('fiscalYears.yearPlaceholder')}
        hint={t('fiscalYears.yearHint')}
        autoComplete="off"
        required
        error={errors.year?.message}
        {...register('year')}
      />
      <SelectField
        label={t('fiscalYears.status')}
        hint={t('fiscalYears.statusHint')}
        required
        error={errors.status?.message}
        {...register('status')}
      >
        <option value="">{t('common.select')}</option>
        <option value="1">{t('fiscalYears.statusActive')}</option>
        <option value="0">{t('fiscalYears.statusInactive')}</option>
      </SelectField>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {editing ? t('common.update') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
