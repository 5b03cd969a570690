import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { cn } from '@/lib/cn';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';

const changePasswordSchema = z
  .object({
    current_password: z.string().check(z.minLength(1, 'validation.currentPasswordRequired')),
    password: z.string().check(z.minLength(8, 'validation.passwordMin')),
    password_confirmation: z.string().check(z.minLength(1, 'validation.confirmationRequired')),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: 'validation.passwordsDoNotMatch',
    }),
  );

const fields = ['current_password', 'password', 'password_confirmation'] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const [password, confirmation] = useWatch({
    control,
    name: ['password', 'password_confirmation'],
  });
  // Live feedback once the confirmation is being typed; an empty one is a "required" error instead.
  const typed = confirmation !== '';
  const mismatch = typed && password !== confirmation;

  const onSubmit = handleSubmit((values) =>
    changePassword.mutate(values, {
      onError: (error) => {
        setServerFieldErrors(error, setError, fields);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label={t('changePassword.current')}
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        label={t('changePassword.new')}
        autoComplete="new-password"
        required
        minLength={8}
        hint={t('changePassword.hint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        required
        error={mismatch ? undefined : errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <p
        aria-live="polite"
        className={cn(
          'min-h-6 text-sm font-semibold',
          mismatch ? 'text-red-700' : 'text-green-700',
        )}
      >
        {typed && (mismatch ? t('validation.passwordsDoNotMatch') : t('validation.passwordsMatch'))}
      </p>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={mismatch}
        busy={changePassword.isPending}
      >
        {changePassword.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
      </Button>
    </form>
  );
}
