import { parseWards, type RoleName, type UserListItem } from '@karyayojana/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField } from '@/components/ui/select';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useCompanyWards } from '@/lib/queries/organisation';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRegisterUser } from '../api/register-user';
import { useUpdateUser, type UpdateUserInput } from '../api/update-user';
import { rolesFor, userFormFields, userFormSchema } from '../lib/user-form-schema';
import { OfficerScopeFields } from './officer-scope-fields';
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
  /**
   * A municipality's admin's form (issue 28): the account is of this municipality, there is no
   * choice of municipality and no Super-Admin role.
   */
  fixedCompany?: CompanyOption;
  /** The signed-in user: their own account cannot be deactivated here (the server says 409). */
  selfId?: number;
}

/**
 * The original product's user registration/edit form, with an officer's scope and planning
 * right and every account's active switch (issue 28).
 */
export function UserForm({
  user,
  ownerCompany,
  companies,
  onSaved,
  onCancel,
  fixedCompany,
  selfId,
}: UserFormProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const creating = user === undefined;
  const registerUser = useRegisterUser();
  const updateUser = useUpdateUser();
  const form = useForm({
    resolver: zodResolver(userFormSchema({ creating })),
    defaultValues: {
      company_id: user ? String(user.company_id) : fixedCompany ? String(fixedCompany.id) : '',
      name: user?.name ?? '',
      role: user?.roles[0]?.name ?? '',
      email: user?.email ?? '',
      password: '',
      password_confirmation: '',
      scope_wards: (user?.scope_wards ?? []).map((ward) => digits(ward)).join(', '),
      scope_branch_ids: (user?.scope_branch_ids ?? []).map(String),
      can_plan: user?.can_plan ?? false,
      active: user?.active ?? true,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  const [companyId, role, password, confirmation] = useWatch({
    control,
    name: ['company_id', 'role', 'password', 'password_confirmation'],
  });
  const roles = rolesFor(companyId, ownerCompany.id, { mayMakeSuperAdmin: !fixedCompany });
  const officer = role === 'user' && companyId !== '';
  const wards = useCompanyWards(officer ? Number(companyId) : null);
  /** An update that turns the account off, waiting for the confirmation. */
  const [deactivating, setDeactivating] = useState<UpdateUserInput | null>(null);
  const saving = registerUser.isPending || updateUser.isPending;
  const options = [
    { id: ownerCompany.id, name: t('users.form.ownerCompany', { name: ownerCompany.name }) },
    ...companies.filter((c) => c.id !== ownerCompany.id),
  ];

  const callbacks = {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message);
      onSaved();
    },
    onError: (error: Error) => {
      setServerFieldErrors(error, setError, userFormFields);
    },
  };

  const onSubmit = handleSubmit((values) => {
    const chosenWards = parseWards(values.scope_wards) ?? [];
    const count = wards.data?.meta.ward_count;
    const missing = count === undefined ? undefined : chosenWards.find((w) => w > count);
    if (values.role === 'user' && missing !== undefined && count !== undefined) {
      setError('scope_wards', {
        message: t('users.validation.wardMissing', { ward: digits(missing), count: digits(count) }),
      });
      return;
    }
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      company_id: Number(values.company_id),
      role: values.role as RoleName,
      active: values.active,
      // Only an officer has a scope; the server clears it for an admin.
      ...(values.role === 'user' && {
        scope_wards: chosenWards,
        scope_branch_ids: values.scope_branch_ids.map(Number),
        can_plan: values.can_plan,
      }),
    };
    if (user) {
      const update = { id: user.id, ...body };
      // Turning an account off signs it out everywhere: asked first.
      if (user.active && !values.active) setDeactivating(update);
      else updateUser.mutate(update, callbacks);
    } else
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
      {fixedCompany ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-800">
          <span className="font-semibold">{t('users.form.municipality')}:</span> {fixedCompany.name}
        </p>
      ) : (
        <SelectField
          label={t('users.form.municipality')}
          required
          error={errors.company_id?.message}
          {...register('company_id', {
            onChange: (event: { target: { value: string } }) => {
              // A municipality other than the owner cannot hold a Super-Admin: drop that choice.
              const allowed = rolesFor(event.target.value, ownerCompany.id) as string[];
              if (!allowed.includes(getValues('role'))) setValue('role', '');
              // Another municipality's wards and branches mean nothing here.
              setValue('scope_wards', '');
              setValue('scope_branch_ids', []);
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
      )}
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
        hint={
          roles.includes('Super-Admin') || fixedCompany ? undefined : t('users.form.superAdminHint')
        }
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
      {officer && <OfficerScopeFields companyId={Number(companyId)} form={form} />}
      {!(user && user.id === selfId) ? (
        <div>
          <Checkbox
            label={t('users.form.active')}
            aria-describedby="user-active-hint"
            {...register('active')}
          />
          <p id="user-active-hint" className="text-sm text-slate-600">
            {t('users.form.activeHint')}
          </p>
        </div>
      ) : null}
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
      <Dialog
        open={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('users.deactivate.title')}
        description={t('users.deactivate.description', { name: user?.name ?? '' })}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeactivating(null)} data-autofocus>
            {t('users.form.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={updateUser.isPending}
            onClick={() => {
              if (!deactivating) return;
              updateUser.mutate(deactivating, {
                ...callbacks,
                onSettled: () => setDeactivating(null),
              });
            }}
          >
            {t('users.deactivate.confirm')}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
