import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { serverFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { resetPassword } from '../api/reset-password';
import { AccountFormFrame, useAccountRequest } from '../components/account-form-frame';
import { BackToLogin } from '../components/back-to-login';
import { ResultMessage } from '../components/result-message';
import { AuthFrame } from './login-page';

const FIELDS = ['token', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** The link's token is unknown, expired, used or missing: say so, and offer a new link. */
function InvalidLink({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-semibold text-slate-900">{t('account.reset.invalidTitle')}</h1>
      <ResultMessage result={{ kind: 'error', message: message ?? t('account.reset.invalid') }} />
      <LinkButton to={paths.forgotPassword.getHref()} className="h-11 self-start">
        {t('account.reset.askAgain')}
      </LinkButton>
      <BackToLogin />
    </>
  );
}

function check(password: string, confirmation: string): Errors {
  return {
    ...(password.length < 8 && { password: 'validation.passwordMin' }),
    ...(confirmation === ''
      ? { password_confirmation: 'validation.confirmationRequired' }
      : password !== confirmation && { password_confirmation: 'validation.passwordsDoNotMatch' }),
  };
}

/**
 * /reset-password?token=… (issue 17, public): the page a reset mail's link opens. A new
 * password twice; the link works once, within 30 minutes.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { result, pending, clearResult, send } = useAccountRequest();

  if (!token)
    return (
      <AuthFrame>
        <InvalidLink />
      </AuthFrame>
    );
  if (errors.token)
    return (
      <AuthFrame>
        <InvalidLink message={errors.token} />
      </AuthFrame>
    );

  if (result?.kind === 'success') {
    return (
      <AuthFrame>
        <h1 className="text-3xl font-semibold text-slate-900">{t('account.reset.doneTitle')}</h1>
        <ResultMessage result={result} />
        <LinkButton to={paths.login.getHref()} className="h-11 w-full">
          {t('account.signIn')}
        </LinkButton>
      </AuthFrame>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = passwordInput.current?.value ?? '';
    const confirmation = confirmationInput.current?.value ?? '';
    clearResult();
    const found = check(password, confirmation);
    setErrors(found);
    if (found.password || found.password_confirmation) {
      (found.password ? passwordInput : confirmationInput).current?.focus();
      return;
    }
    await send(
      () => resetPassword({ token, password, password_confirmation: confirmation }),
      (caught) => {
        const fields = serverFieldErrors(caught, FIELDS);
        setErrors(fields);
        return Boolean(fields.token || fields.password || fields.password_confirmation);
      },
    );
  };

  return (
    <AccountFormFrame page="reset" onSubmit={onSubmit} pending={pending} result={result}>
      <PasswordField
        ref={passwordInput}
        name="password"
        label={t('account.reset.password')}
        autoComplete="new-password"
        required
        minLength={8}
        hint={t('account.reset.hint')}
        error={errors.password}
      />
      <PasswordField
        ref={confirmationInput}
        name="password_confirmation"
        label={t('account.reset.confirm')}
        autoComplete="new-password"
        required
        error={errors.password_confirmation}
      />
    </AccountFormFrame>
  );
}
