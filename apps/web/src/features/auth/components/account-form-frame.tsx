import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { AuthFrame } from '../pages/login-page';
import { BackToLogin } from './back-to-login';
import { ResultMessage, type Result } from './result-message';

/**
 * A public account page's request and its answer: `send` runs it with the button busy; the
 * server's sentence becomes the result, unless `onFieldErrors` finds the fields to blame
 * (and says so by returning true).
 */
export function useAccountRequest() {
  const { t } = useTranslation();
  const [result, setResult] = useState<Result>();
  const [pending, setPending] = useState(false);

  async function send(
    request: () => Promise<{ message: string }>,
    onFieldErrors: (caught: unknown) => boolean,
  ) {
    setPending(true);
    try {
      const { message } = await request();
      setResult({ kind: 'success', message });
    } catch (caught) {
      if (!onFieldErrors(caught)) {
        // 429 (too many requests for this address) and the rest: the server's sentence.
        setResult({
          kind: 'error',
          message: caught instanceof ApiError ? caught.message : t('errors.generic'),
        });
      }
    } finally {
      setPending(false);
    }
  }

  return { result, pending, clearResult: () => setResult(undefined), send };
}

interface AccountFormFrameProps {
  /** Whose texts (title, intro, submit, submitting) under `account.`. */
  page: 'forgot' | 'reset';
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** While the request runs: the button shows a spinner and says so. */
  pending: boolean;
  /** The server's answer, in a status region under the form. */
  result?: Result;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The public account pages' one form (forgot password, reset password): heading and intro, the
 * fields with the submit button, the server's answer and the way back to sign-in.
 */
export function AccountFormFrame({
  page,
  onSubmit,
  pending,
  result,
  children,
}: AccountFormFrameProps) {
  const { t } = useTranslation();
  return (
    <AuthFrame>
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold text-slate-900">{t(`account.${page}.title`)}</h1>
        <p className="text-slate-700">{t(`account.${page}.intro`)}</p>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {children}
        <Button type="submit" size="lg" className="w-full" busy={pending}>
          {pending ? t(`account.${page}.submitting`) : t(`account.${page}.submit`)}
        </Button>
      </form>
      <ResultMessage result={result} />
      <BackToLogin />
    </AuthFrame>
  );
}
