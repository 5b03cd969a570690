import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FormField } from './form-field';

/** A multi-line text box styled like Input; grows with the user's drag, never sideways. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full min-w-0 resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500',
        'focus-visible:border-blue-700 disabled:bg-slate-100 aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  );
}

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: string;
  /** An i18n key (from a form schema) or a sentence from the server. */
  error?: string;
}

/** A labelled Textarea with hint and error: `<TextareaField label=… {...register('remarks')} />`. */
export function TextareaField({ label, hint, error, className, ...props }: TextareaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => <Textarea {...control} {...props} />}
    </FormField>
  );
}
