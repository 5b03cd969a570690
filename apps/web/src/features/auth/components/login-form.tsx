import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useLogin } from '../api/login';

// zod/mini: the first page of every visit should not carry all of zod.
// Messages are i18n keys, translated where they are shown. Only "required" is checked here:
// the first account may be admin@localhost, which a strict e-mail pattern would refuse.
const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'validation.emailRequired')),
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
});

export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      // Success moves on to /home (see useLogin); a failure stays here with the server's words.
      onError: (error) => {
        setServerFieldErrors(error, setError, ['email', 'password']);
        toast.error(error.message);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t('login.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
