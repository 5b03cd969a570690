import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATE_MESSAGES,
  type Branch,
  type Category,
  type Event,
  type FiscalYear,
  type OfficerScope,
} from '@karyayojana/contracts';
import { bsToString, todayBs } from '@karyayojana/nepali-calendar';
import { useId, useMemo, useState } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select';
import { TextareaField } from '@/components/ui/textarea';
import { TimePicker } from '@/components/ui/time-picker/time-picker';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import {
  EVENT_FIELDS,
  datesToCreate,
  defaultValues,
  eventFormSchema,
  outsideYearMessage,
  type EventFormValues,
} from '../lib/event-form-schema';
import { langOf } from '../lib/format';
import { outcomeBody } from '../lib/outcome';
import { CategoryField } from './category-field';
import { EventDatesField } from './event-dates-field';
import { LinkButton } from '@/components/ui/link-button';
import { OutcomeFields } from './outcome-fields';
import { ProgressFields } from './progress-fields';
import { StatusField } from './status-field';
import { TaskNamesField } from './task-names-field';
import { BranchField, WardsField } from './place-fields';
import { wardNumbers } from '@/lib/queries/wards';

interface EventFormProps {
  /** Editing this event; creating when absent. */
  event?: Event;
  fiscalYears: FiscalYear[];
  activeYearId: number | null;
  categories: Category[];
  /** The municipality's ward count (GET /api/wards). */
  wardCount: number;
  /** Its branches, inactive ones too (GET /api/branches). */
  branches: Branch[];
  /** A limited officer's scope: only its wards and branches are offered. */
  scope?: OfficerScope | null;
}

export function EventForm({
  event,
  fiscalYears,
  activeYearId,
  categories,
  wardCount,
  branches,
  scope = null,
}: EventFormProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const navigate = useNavigate();
  const editing = event !== undefined;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const busy = create.isPending || update.isPending;
  // Today in Nepal, fixed while the form is open: the last day a completion can be on.
  const [today] = useState(() => bsToString(todayBs()));
  const resolver = useMemo(
    () => zodResolver(eventFormSchema({ fiscalYears, today })),
    [fiscalYears, today],
  );
  const form = useForm<EventFormValues>({
    resolver,
    defaultValues: defaultValues(event, activeYearId, {
      lang: langOf(i18n.language),
      today,
      // A limited officer's new event starts in their wards and first branch, as the server's.
      place: scope
        ? { wards: scope.scope_wards, branch_id: scope.scope_branch_ids[0] ?? null }
        : undefined,
    }),
  });
  const { register, control, setError, clearErrors, formState } = form;
  const { errors } = formState;
  const yearId = useWatch({ control, name: 'fiscal_year_id' });
  const status = useWatch({ control, name: 'status' });
  const fiscalYear = fiscalYears.find((year) => String(year.id) === yearId);
  const { field: dateField } = useController({ control, name: 'date' });
  const { field: listField } = useController({ control, name: 'multi_dates' });
  const timeLabelId = useId();
  const wardLimited = scope !== null && scope.scope_wards.length > 0;
  const branchLimited = scope !== null && scope.scope_branch_ids.length > 0;

  const failDate = (message: string) => {
    setError('date', { type: 'validate', message }, { shouldFocus: true });
    toast.error(message);
  };
  const onError = (error: Error) => {
    setServerFieldErrors(error, setError, EVENT_FIELDS);
  };
  const done = ({ message }: { message: string }) => {
    toast.success(message);
    void navigate(paths.events.list.getHref());
  };

  const onSubmit = form.handleSubmit((values) => {
    const dates = editing ? [values.date].filter(Boolean) : datesToCreate(values);
    if (dates.length === 0) return failDate(DATE_MESSAGES.noDate);
    const outside = fiscalYear && outsideYearMessage(dates, fiscalYear);
    if (outside) return failDate(outside);
    // A municipality-level event lies outside an officer limited to wards (docs/decisions/037).
    if (wardLimited && values.wards.length === 0) {
      setError('wards', { type: 'validate', message: 'events.place.wardRequired' });
      return;
    }
    const common = {
      fiscal_year_id: Number(values.fiscal_year_id),
      title: values.title,
      content: values.content,
      time: values.time,
      assignTo: values.assignTo.trim(),
      categories: values.categories,
      wards: values.wards,
      branch_id: values.branch_id === '' ? null : Number(values.branch_id),
    };
    if (editing) {
      update.mutate(
        {
          id: event.id,
          ...common,
          date: values.date,
          status: values.status,
          ...outcomeBody(values, event),
        },
        { onSuccess: done, onError },
      );
    } else {
      create.mutate(
        {
          ...common,
          date: values.date || undefined,
          multi_dates: values.multi_dates,
          tasks: values.tasks,
        },
        { onSuccess: done, onError },
      );
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <SelectField
        label={t('events.form.fiscalYear')}
        error={errors.fiscal_year_id?.message}
        required
        {...register('fiscal_year_id')}
      >
        <option value="">{t('events.form.chooseFiscalYear')}</option>
        {fiscalYears.map((year) => (
          <option key={year.id} value={year.id}>
            {year.id === activeYearId
              ? t('events.form.activeYear', { year: digits(year.year) })
              : digits(year.year)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('events.form.title')}
        error={errors.title?.message}
        required
        {...register('title')}
      />
      <TextareaField
        label={t('events.form.content')}
        error={errors.content?.message}
        required
        rows={5}
        {...register('content')}
      />
      <EventDatesField
        multiple={!editing}
        date={dateField.value}
        onDateChange={(next) => {
          clearErrors('date');
          dateField.onChange(next);
        }}
        onBlur={dateField.onBlur}
        dates={listField.value}
        onDatesChange={(next) => {
          clearErrors('date');
          listField.onChange(next);
        }}
        fiscalYear={fiscalYear}
        error={errors.date?.message}
      />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <div className="space-y-1.5">
          <p id={timeLabelId} className="text-sm font-semibold text-slate-800">
            {t('events.form.time')}
          </p>
          <Controller
            control={control}
            name="time"
            render={({ field }) => (
              <TimePicker
                aria-labelledby={timeLabelId}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                language={i18n.language}
              />
            )}
          />
        </div>
        <TextField
          label={t('events.form.assignTo')}
          error={errors.assignTo?.message}
          {...register('assignTo')}
        />
      </div>
      <Controller
        control={control}
        name="categories"
        render={({ field }) => (
          <CategoryField categories={categories} value={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="wards"
        render={({ field }) => (
          <WardsField
            offered={wardLimited ? scope.scope_wards : wardNumbers(wardCount)}
            value={field.value}
            onChange={(next) => {
              clearErrors('wards');
              field.onChange(next);
            }}
            allowWhole={!wardLimited}
            scoped={wardLimited}
            error={errors.wards?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="branch_id"
        render={({ field }) => (
          <BranchField
            branches={branches}
            value={field.value}
            onChange={field.onChange}
            current={event?.branch}
            allowed={branchLimited ? scope.scope_branch_ids : undefined}
            error={errors.branch_id?.message}
          />
        )}
      />
      {editing ? (
        <>
          <div className="space-y-4">
            <StatusField field={register('status')} />
            <OutcomeFields
              status={status}
              control={control}
              fiscalYear={fiscalYear}
              today={today}
            />
          </div>
          <ProgressFields status={status} control={control} />
        </>
      ) : (
        <Controller
          control={control}
          name="tasks"
          render={({ field }) => <TaskNamesField value={field.value} onChange={field.onChange} />}
        />
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5">
        <LinkButton variant="secondary" to={paths.events.list.getHref()}>
          {t('events.form.cancel')}
        </LinkButton>
        <Button type="submit" busy={busy}>
          {busy
            ? t('events.form.saving')
            : editing
              ? t('events.form.update')
              : t('events.form.save')}
        </Button>
      </div>
    </form>
  );
}
