import type { Category } from '@karyayojana/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import type { CategoryInput } from '../api/create-category';

// The server's bounds (packages/contracts categoryInput), checked here first.
const categorySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'categories.validation.nameRequired'),
      z.maxLength(150, 'categories.validation.nameTooLong'),
    ),
  name_en: z.string().check(z.trim(), z.maxLength(150, 'categories.validation.nameEnTooLong')),
  description: z
    .string()
    .check(z.trim(), z.maxLength(1000, 'categories.validation.descriptionTooLong')),
});

const fields = ['name', 'name_en', 'description'] as const;

interface CategoryFormProps {
  /** Edit mode when given. */
  category?: Category;
  /** Sends the values; a rejection (ApiError) puts its field messages under the fields. */
  onSubmit: (values: CategoryInput) => Promise<unknown>;
  onCancel: () => void;
}

/** docs/behaviour.md §6 category form: a name, an optional English name and a description. */
export function CategoryForm({ category, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(categorySchema),
    defaultValues: {
      name: category?.name ?? '',
      name_en: category?.name_en ?? '',
      description: category?.description ?? '',
    },
  });

  const submit = handleSubmit(async ({ name, name_en, description }) => {
    try {
      await onSubmit({ name, name_en: name_en || null, description: description || null });
    } catch (error) {
      // The query client's mutation cache has said what went wrong (app/query-client.ts).
      setServerFieldErrors(error, setError, fields);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('categories.name')}
        autoComplete="off"
        required
        maxLength={150}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('categories.nameEn')}
        hint={t('categories.nameEnHint')}
        lang="en"
        autoComplete="off"
        maxLength={150}
        error={errors.name_en?.message}
        {...register('name_en')}
      />
      <TextareaField
        label={t('categories.descriptionLabel')}
        maxLength={1000}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {category ? t('common.update') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
