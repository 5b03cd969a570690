import type { Branch } from '@karyayojana/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/form-field';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import type { BranchValues } from '../api/branches';

// The server's bounds (packages/contracts branchInput), checked here first.
const branchSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'organisation.branches.validation.nameRequired'),
      z.maxLength(150, 'organisation.branches.validation.nameTooLong'),
    ),
  name_en: z
    .string()
    .check(z.trim(), z.maxLength(150, 'organisation.branches.validation.nameEnTooLong')),
  active: z.boolean(),
});

const fields = ['name', 'name_en', 'active'] as const;

interface BranchFormProps {
  /** Edit mode when given. */
  branch?: Branch;
  /** Sends the values; a rejection (ApiError) puts its field messages under the fields. */
  onSubmit: (values: BranchValues) => Promise<unknown>;
  onCancel: () => void;
}

/** A branch: its Nepali name, an optional English name and, when editing, whether it is active. */
export function BranchForm({ branch, onSubmit, onCancel }: BranchFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(branchSchema),
    defaultValues: {
      name: branch?.name ?? '',
      name_en: branch?.name_en ?? '',
      active: branch?.active ?? true,
    },
  });

  const submit = handleSubmit(async ({ name, name_en, active }) => {
    try {
      await onSubmit({ name, name_en: name_en || null, active });
    } catch (error) {
      // The query client's mutation cache has said what went wrong (app/query-client.ts).
      setServerFieldErrors(error, setError, fields);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('organisation.branches.name')}
        autoComplete="off"
        required
        maxLength={150}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('organisation.branches.nameEn')}
        hint={t('organisation.branches.nameEnHint')}
        lang="en"
        autoComplete="off"
        maxLength={150}
        error={errors.name_en?.message}
        {...register('name_en')}
      />
      {branch && (
        <div>
          <Checkbox
            label={t('organisation.branches.active')}
            aria-describedby="branch-active-hint"
            {...register('active')}
          />
          <p id="branch-active-hint" className="text-sm text-slate-600">
            {t('organisation.branches.activeHint')}
          </p>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {branch ? t('common.update') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
