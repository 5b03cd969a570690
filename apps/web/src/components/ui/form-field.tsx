import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { Input } from './input';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  hint?: string;
  /** An i18n key (from a form schema) or a sentence from the server. */
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, the control, a hint and an error message, tied together for assistive technology. */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  useTranslation(); // re-render, and so re-translate the error, when the language changes
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, className, ...props }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} {...props} />}
    </FormField>
  );
}
