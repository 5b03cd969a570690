import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forgotPassword } from '../api/forgot-password';
import { BackToLogin } from '../components/back-to-login';
import { ResultMessage, type Result } from '../components/result-message';
import { AuthFrame } from './login-page';

/**
 * /forgot-password (issue 17, public): asks the server to mail a reset link. The answer is
 * the same whether the address has an account or not; it shows in a status region.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.forgot.title'));
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<Result>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = (input.current?.value ?? '').trim();
    setResult(undefined);
    if (email === '') {
      setError('validation.emailRequired');
      input.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const { message } = await forgotPassword({ email });
      setResult({ kind: 'success', message });
    } catch (caught) {
      const field = serverFieldErrors(caught, ['email'] as const).email;
      if (field) {
        setError(field);
        input.current?.focus();
      } else {
        // 429 (too many requests for this address) and the rest: the server's sentence.
        setResult({
          kind: 'error',
          message: caught instanceof ApiError ? caught.message : t('errors.generic'),
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthFrame>
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold text-slate-900">{t('account.forgot.title')}</h1>
        <p className="text-slate-700">{t('account.forgot.intro')}</p>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
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
        <Button type="submit" size="lg" className="w-full" busy={pending}>
          {pending ? t('account.forgot.submitting') : t('account.forgot.submit')}
        </Button>
      </form>
      <ResultMessage result={result} />
      <BackToLogin />
    </AuthFrame>
  );
}
