import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormField } from './form-field';
import { Input } from './input';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A password input with a show/hide toggle, so a long password can be checked on a phone. */
export function PasswordField({ label, hint, error, className, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            {...props}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            spellCheck={false}
            className="pr-12"
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('password.hide') : t('password.show')}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </FormField>
  );
}
