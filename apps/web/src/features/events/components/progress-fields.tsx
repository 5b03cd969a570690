import type { EventStatus } from '@karyayojana/contracts';
import { formatAmount } from '@karyayojana/nepali-calendar';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { AmountInput } from '@/components/ui/amount-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import type { EventFormValues } from '../lib/event-form-schema';
import { langOf } from '../lib/format';
import { overBudgetBy } from '../lib/outcome';

interface ProgressFieldsProps {
  status: EventStatus;
  control: Control<EventFormValues>;
  /** The budget is shown but not changed: an officer who may not plan (docs/decisions/037). */
  budgetLocked?: boolean;
}

/**
 * प्रगति तथा खर्च: physical progress (fixed at 100 % once done), the budget and what was
 * spent. Spending over the budget is allowed and said plainly (docs/decisions/018).
 */
export function ProgressFields({ status, control, budgetLocked = false }: ProgressFieldsProps) {
  const { t, i18n } = useTranslation();
  const warningId = useId();
  const [budget, spent] = useWatch({ control, name: ['budget', 'spent'] });
  const over = overBudgetBy({ budget, spent });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">
        {t('events.progress.group')}
      </legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {status === 'done' ? <ProgressDone /> : <ProgressInput control={control} />}
        <Amount
          control={control}
          name="budget"
          label={t('events.progress.budget')}
          disabled={budgetLocked}
          hint={budgetLocked ? t('events.scope.budgetLocked') : undefined}
        />
        <Amount
          control={control}
          name="spent"
          label={t('events.progress.spent')}
          describedBy={over > 0 ? warningId : undefined}
        />
      </div>
      {/* Always in the page, so that a screen reader hears the warning when it appears. */}
      <div aria-live="polite">
        {over > 0 && (
          <p
            id={warningId}
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('events.progress.overBudget', {
              amount: formatAmount(over, langOf(i18n.language)),
            })}
          </p>
        )}
      </div>
    </fieldset>
  );
}

function ProgressDone() {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-semibold text-slate-800">{t('events.progress.physical')}</p>
      <p className="flex h-11 items-center text-base font-semibold text-green-800 tabular-nums">
        {digits(100)}%
      </p>
      <p className="text-sm text-slate-600">{t('events.progress.physicalDone')}</p>
    </div>
  );
}

function ProgressInput({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'progress' });
  const { errors } = useFormState({ control, name: 'progress' });
  return (
    <FormField
      label={t('events.progress.physical')}
      hint={t('events.progress.physicalHint')}
      error={errors.progress?.message}
    >
      {(props) => (
        <div className="relative">
          <Input
            {...props}
            {...field}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="pr-9 text-right tabular-nums"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600"
          >
            %
          </span>
        </div>
      )}
    </FormField>
  );
}

interface AmountProps {
  control: Control<EventFormValues>;
  name: 'budget' | 'spent';
  label: string;
  /** More ids that describe the field (the over-budget warning). */
  describedBy?: string;
  disabled?: boolean;
  hint?: string;
}

function Amount({ control, name, label, describedBy, disabled, hint }: AmountProps) {
  const { t, i18n } = useTranslation();
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  return (
    <FormField label={label} hint={hint} error={errors[name]?.message}>
      {(props) => (
        <AmountInput
          {...props}
          disabled={disabled}
          aria-describedby={
            [props['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined
          }
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          lang={langOf(i18n.language)}
          unit={t('events.progress.rupees')}
        />
      )}
    </FormField>
  );
}
