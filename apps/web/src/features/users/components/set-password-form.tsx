import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSetUserPassword } from '../api/set-user-password';
import { setPasswordSchema } from '../lib/user-form-schema';
import { PasswordMatch, passwordsReady } from './password-match';

interface SetPasswordFormProps {
  userId: number;
  onDone: () => void;
  onCancel: () => void;
}

/** The Super-Admin sets a user's password; the server signs that user out everywhere. */
export function SetPasswordForm({ userId, onDone, onCancel }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const setPassword = useSetUserPassword();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const [password, confirmation] = useWatch({
    control,
    name: ['password', 'password_confirmation'],
  });

  const onSubmit = handleSubmit((values) =>
    setPassword.mutate(
      { id: userId, ...values },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error) => {
          setServerFieldErrors(error, setError, ['password', 'password_confirmation']);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label={t('users.password.newPassword')}
        required
        minLength={8}
        autoComplete="new-password"
        hint={t('users.form.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('users.password.confirm')}
        required
        autoComplete="new-password"
        {...register('password_confirmation')}
      />
      <PasswordMatch password={password} confirmation={confirmation} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={setPassword.isPending}>
          {t('users.form.cancel')}
        </Button>
        <Button
          type="submit"
          busy={setPassword.isPending}
          disabled={!passwordsReady(password, confirmation)}
        >
          {t('users.password.submit')}
        </Button>
      </div>
    </form>
  );
}
