import type { Ward } from '@karyayojana/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import type { WardValues } from '../api/wards';

// The server's bounds (packages/contracts wardInput).
const wardSchema = z.object({
  office_name: z
    .string()
    .check(z.trim(), z.maxLength(200, 'organisation.wards.validation.officeTooLong')),
  contact: z
    .string()
    .check(z.trim(), z.maxLength(200, 'organisation.wards.validation.contactTooLong')),
});

const fields = ['office_name', 'contact'] as const;

interface WardFormProps {
  ward: Ward;
  onSubmit: (values: WardValues) => Promise<unknown>;
  onCancel: () => void;
}

/** A ward office's name and contact; both optional (empty: not given). */
export function WardForm({ ward, onSubmit, onCancel }: WardFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(wardSchema),
    defaultValues: { office_name: ward.office_name ?? '', contact: ward.contact ?? '' },
  });

  const submit = handleSubmit(async ({ office_name, contact }) => {
    try {
      await onSubmit({ office_name: office_name || null, contact: contact || null });
    } catch (error) {
      setServerFieldErrors(error, setError, fields);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('organisation.wards.officeName')}
        hint={t('organisation.wards.officeHint')}
        autoComplete="off"
        maxLength={200}
        error={errors.office_name?.message}
        {...register('office_name')}
      />
      <TextField
        label={t('organisation.wards.contact')}
        hint={t('organisation.wards.contactHint')}
        autoComplete="off"
        maxLength={200}
        error={errors.contact?.message}
        {...register('contact')}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('common.update')}
        </Button>
      </div>
    </form>
  );
}
