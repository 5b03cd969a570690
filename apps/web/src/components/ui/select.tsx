import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FormField } from './form-field';

/**
 * A native <select>, styled like Input: the phone's own picker, keyboard and screen-reader
 * support come for free.
 *
 *   <Select value={perPage} onChange={(e) => setPerPage(Number(e.target.value))}>
 *     <option value="10">10</option>
 *   </Select>
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative min-w-0', className)}>
      <select
        className={cn(
          'block h-11 w-full min-w-0 appearance-none rounded-md border border-slate-400 bg-white py-0 pr-10 pl-3 text-base text-slate-900',
          'focus-visible:border-blue-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-red-700',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  hint?: string;
  /** An i18n key (from a form schema) or a sentence from the server. */
  error?: string;
}

/**
 * A labelled Select with hint and error, for react-hook-form's register():
 *
 *   <SelectField label={t('x.status')} error={errors.status?.message} {...register('status')}>
 *     <option value="">{t('common.select')}</option>
 *   </SelectField>
 */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Select {...control} {...props}>
          {children}
        </Select>
      )}
    </FormField>
  );
}
