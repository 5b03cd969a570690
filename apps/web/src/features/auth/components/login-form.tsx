import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useLogin, type LoginInput } from '../api/login';

type Field = keyof LoginInput;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

// A plain form, without a form library or a schema: the first page of every visit should be
// light, and two required fields need neither. Messages are i18n keys, translated where they
// are shown. Only "required" is checked: the first account may be admin@localhost, which a
// strict e-mail pattern would refuse.
function check({ email, password }: LoginInput): Errors {
  return {
    ...(email.trim() === '' && { email: 'validation.emailRequired' }),
    ...(password === '' && { password: 'validation.passwordRequired' }),
  };
}

interface LoginFormProps {
  /** Where "Forgot password?" leads; without it (the server sends no mail) there is no link. */
  forgotPasswordHref?: string;
}

export function LoginForm({ forgotPasswordHref }: LoginFormProps = {}) {
  const { t } = useTranslation();
  const login = useLogin();
  const [errors, setErrors] = useState<Errors>({});
  // After the first submit each field is checked again as it changes (a fixed one clears).
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Read from the inputs, not from state: a password manager may fill them without typing.
  const values = (): LoginInput => ({
    email: emailInput.current?.value ?? '',
    password: passwordInput.current?.value ?? '',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { email, password } = values();
    const found = check({ email, password });
    setErrors(found);
    if (found.email || found.password) {
      // The first field in error takes the focus, as a form library would do.
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    // Success moves on to /home (see useLogin); a failure stays here with the server's words.
    login.submit({ email: email.trim(), password }).catch((error: unknown) => {
      setErrors(serverFieldErrors(error, FIELDS));
      toast.error(error instanceof Error ? error.message : t('errors.generic'));
    });
  };

  const recheck = (field: Field) => () => {
    if (submitted) setErrors((current) => ({ ...current, [field]: check(values())[field] }));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        ref={emailInput}
        name="email"
        label={t('login.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email}
        onChange={recheck('email')}
      />
      <PasswordField
        ref={passwordInput}
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
        error={errors.password}
        onChange={recheck('password')}
      />
      {forgotPasswordHref && (
        <p className="-mt-2 text-right">
          <Link
            to={forgotPasswordHref}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-blue-800 underline-offset-4 hover:underline"
          >
            {t('login.forgotPassword')}
          </Link>
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
