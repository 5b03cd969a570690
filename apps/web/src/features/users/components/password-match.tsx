import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** docs/behaviour.md §5: 'Passwords do not match.' in red or 'You can proceed now' in green, live. */
export function PasswordMatch({
  password,
  confirmation,
}: {
  password: string;
  confirmation: string;
}) {
  const { t } = useTranslation();
  const typed = confirmation !== '';
  const mismatch = typed && password !== confirmation;
  return (
    <p
      aria-live="polite"
      className={cn('min-h-6 text-sm font-semibold', mismatch ? 'text-red-700' : 'text-green-700')}
    >
      {typed && (mismatch ? t('validation.passwordsDoNotMatch') : t('validation.passwordsMatch'))}
    </p>
  );
}

/** Register and Set password stay disabled until a password is entered and confirmed. */
export function passwordsReady(password: string, confirmation: string): boolean {
  return password !== '' && password === confirmation;
}
