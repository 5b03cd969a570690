import { parseWards, wardsLabel } from '@karyayojana/contracts';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useCompanyBranches, useCompanyWards } from '@/lib/queries/organisation';
import { translateMessage, useTranslation } from '@/lib/i18n';
import type { UserFormValues } from '../lib/user-form-schema';

interface OfficerScopeFieldsProps {
  /** The account's municipality: its wards and branches are offered. */
  companyId: number;
  form: UseFormReturn<UserFormValues>;
}

const legendClass = 'text-sm font-semibold text-slate-800';
const hintClass = 'text-sm text-slate-600';

/**
 * An officer's scope (docs/decisions/037): the wards (ticked, or typed as "३, ६ र ११"), the
 * branches, and whether they may also plan. Nothing chosen: the whole municipality.
 */
export function OfficerScopeFields({ companyId, form }: OfficerScopeFieldsProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const id = useId();
  const wards = useCompanyWards(companyId);
  const branches = useCompanyBranches(companyId);
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const [wardsText, chosenBranches] = useWatch({
    control,
    name: ['scope_wards', 'scope_branch_ids'],
  });
  const lang = i18n.language === 'en' ? 'en' : 'ne';

  if (wards.isPending || branches.isPending) return <Loading />;
  const failed = wards.isError ? wards : branches.isError ? branches : null;
  if (failed)
    return (
      <ErrorState
        title={t('users.form.scopeLoadFailed')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );

  const count = wards.data?.meta.ward_count ?? 0;
  const chosen = parseWards(wardsText) ?? [];
  const toggleWard = (ward: number) => {
    const next = chosen.includes(ward)
      ? chosen.filter((w) => w !== ward)
      : [...chosen, ward].sort((a, b) => a - b);
    setValue('scope_wards', next.map((w) => digits(w)).join(', '), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  // A single checkbox registered by name would give a string, not a list: kept by hand.
  const toggleBranch = (branchId: string) =>
    setValue(
      'scope_branch_ids',
      chosenBranches.includes(branchId)
        ? chosenBranches.filter((b) => b !== branchId)
        : [...chosenBranches, branchId],
      { shouldDirty: true },
    );
  // Active branches are offered; an inactive one the officer already has stays, marked.
  const offered = (branches.data ?? []).filter(
    (b) => b.active || chosenBranches.includes(String(b.id)),
  );
  const branchError = errors.scope_branch_ids?.message;

  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">
        {t('users.form.scope')}
      </legend>
      <p className={hintClass}>{t('users.form.scopeHint')}</p>

      <fieldset aria-describedby={`${id}-wards-hint`} className="space-y-2">
        <legend className={legendClass}>{t('users.form.wards')}</legend>
        <p id={`${id}-wards-hint`} className={hintClass}>
          {count > 0 ? t('users.form.wardsHint') : t('users.form.noWards')}
        </p>
        {count > 0 && (
          <>
            <div className="grid grid-cols-[repeat(auto-fill,minmax(4rem,1fr))] gap-x-2">
              {Array.from({ length: count }, (_, index) => index + 1).map((ward) => (
                <Checkbox
                  key={ward}
                  label={digits(ward)}
                  aria-label={wardsLabel([ward], lang)}
                  checked={chosen.includes(ward)}
                  onChange={() => toggleWard(ward)}
                />
              ))}
            </div>
            <TextField
              label={t('users.form.wardsText')}
              hint={t('users.form.wardsTextHint')}
              autoComplete="off"
              maxLength={200}
              error={errors.scope_wards?.message}
              {...register('scope_wards')}
            />
          </>
        )}
      </fieldset>

      <fieldset
        aria-describedby={`${id}-branches-hint${branchError ? ` ${id}-branches-error` : ''}`}
        className="space-y-2"
      >
        <legend className={legendClass}>{t('users.form.branches')}</legend>
        <p id={`${id}-branches-hint`} className={hintClass}>
          {offered.length > 0 ? t('users.form.branchesHint') : t('users.form.noBranches')}
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {offered.map((branch) => {
            const name = lang === 'en' && branch.name_en ? branch.name_en : branch.name;
            return (
              <Checkbox
                key={branch.id}
                label={branch.active ? name : t('users.form.inactiveBranch', { name })}
                checked={chosenBranches.includes(String(branch.id))}
                onChange={() => toggleBranch(String(branch.id))}
              />
            );
          })}
        </div>
        {branchError && (
          <p id={`${id}-branches-error`} className="text-sm font-semibold text-red-700">
            {translateMessage(branchError)}
          </p>
        )}
      </fieldset>

      <div>
        <Checkbox
          label={t('users.form.canPlan')}
          aria-describedby={`${id}-plan-hint`}
          {...register('can_plan')}
        />
        <p id={`${id}-plan-hint`} className={hintClass}>
          {t('users.form.canPlanHint')}
        </p>
      </div>
    </fieldset>
  );
}
