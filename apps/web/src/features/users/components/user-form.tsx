import type { RoleName, UserListItem } from '@karyayojana/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField } from '@/components/ui/select';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRegisterUser } from '../api/register-user';
import { useUpdateUser } from '../api/update-user';
import { rolesFor, userFormFields, userFormSchema } from '../lib/user-form-schema';
import { PasswordMatch, passwordsReady } from './password-match';

export interface CompanyOption {
  id: number;
  name: string;
}

interface UserFormProps {
  /** Edit this user; without it the form registers a new one. */
  user?: UserListItem;
  /** The operator's own company (the Super-Admin's), the only one that may hold Super-Admins. */
  ownerCompany: CompanyOption;
  /** The municipalities (GET /api/companies, which leaves the owner company out). */
  companies: CompanyOption[];
  onSaved: () => void;
  onCancel: () => void;
}

/** The original product's user registration/edit form. */
export function UserForm({ user, ownerCompany, companies, onSaved, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const creating = user === undefined;
  const registerUser = useRegisterUser();
  const updateUser = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(userFormSchema({ creating })),
    defaultValues: {
      company_id: user ? String(user.company_id) : '',
      name: user?.name ?? '',
      role: user?.roles[0]?.name ?? '',
      email: user?.email ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const [companyId, password, confirmation] = useWatch({
    control,
    name: ['company_id', 'password', 'password_confirmation'],
  });
  const roles = rolesFor(companyId, ownerCompany.id);
  const saving = registerUser.isPending || updateUser.isPending;
  const options = [
    { id: ownerCompany.id, name: t('users.form.ownerCompany', { name: ownerCompany.name }) },
    ...companies.filter((c) => c.id !== ownerCompany.id),
  ];

  const onSubmit = handleSubmit((values) => {
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      company_id: Number(values.company_id),
      role: values.role as RoleName,
    };
    const callbacks = {
      onSuccess: ({ message }: { message: string }) => {
        toast.success(message);
        onSaved();
      },
      onError: (error: Error) => {
        setServerFieldErrors(error, setError, userFormFields);
      },
    };
    if (user) updateUser.mutate({ id: user.id, ...body }, callbacks);
    else
      registerUser.mutate(
        {
          ...body,
          password: values.password,
          password_confirmation: values.password_confirmation,
        },
        callbacks,
      );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <SelectField
        label={t('users.form.municipality')}
        required
        error={errors.company_id?.message}
        {...register('company_id', {
          // A municipality other than the owner cannot hold a Super-Admin: drop that choice.
          onChange: (event: { target: { value: string } }) => {
            const allowed = rolesFor(event.target.value, ownerCompany.id) as string[];
            if (!allowed.includes(getValues('role'))) setValue('role', '');
          },
        })}
      >
        <option value="">{t('users.form.choose')}</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('users.form.username')}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={t('users.form.role')}
        required
        hint={roles.includes('Super-Admin') ? undefined : t('users.form.superAdminHint')}
        error={errors.role?.message}
        {...register('role')}
      >
        <option value="">{t('users.form.choose')}</option>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`users.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('users.form.email')}
        type="email"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      {creating && (
        <>
          <PasswordField
            label={t('users.form.password')}
            required
            minLength={8}
            autoComplete="new-password"
            hint={t('users.form.passwordHint')}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('users.form.confirmPassword')}
            required
            autoComplete="new-password"
            {...register('password_confirmation')}
          />
          <PasswordMatch password={password} confirmation={confirmation} />
        </>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('users.form.cancel')}
        </Button>
        <Button
          type="submit"
          busy={saving}
          disabled={creating && !passwordsReady(password, confirmation)}
        >
          {creating ? t('users.form.register') : t('users.form.update')}
        </Button>
      </div>
    </form>
  );
}
