import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forgotPassword } from '../api/forgot-password';
import { AccountFormFrame, useAccountRequest } from '../components/account-form-frame';

/**
 * /forgot-password (issue 17, public): asks the server to mail a reset link. The answer is
 * the same whether the address has an account or not; it shows in a status region.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.forgot.title'));
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const { result, pending, clearResult, send } = useAccountRequest();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = (input.current?.value ?? '').trim();
    clearResult();
    if (email === '') {
      setError('validation.emailRequired');
      input.current?.focus();
      return;
    }
    setError(undefined);
    await send(
      () => forgotPassword({ email }),
      (caught) => {
        const field = serverFieldErrors(caught, ['email'] as const).email;
        if (!field) return false;
        setError(field);
        input.current?.focus();
        return true;
      },
    );
  };

  return (
    <AccountFormFrame page="forgot" onSubmit={onSubmit} pending={pending} result={result}>
      <TextField
        ref={input}
        name="email"
        label={t('account.forgot.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={error}
        onChange={() => error && setError(undefined)}
      />
    </AccountFormFrame>
  );
}
