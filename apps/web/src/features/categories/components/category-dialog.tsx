import type { Category } from '@karyayojana/contracts';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoryForm } from './category-form';

interface CategoryDialogProps {
  open: boolean;
  /** Edit mode when given. */
  category?: Category;
  onClose: () => void;
  /** After a successful save or update. */
  onSaved: () => void;
}

/** The modal form that adds or edits a category. */
export function CategoryDialog({ open, category, onClose, onSaved }: CategoryDialogProps) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={category ? t('categories.editTitle') : t('categories.newTitle')}
      className="max-w-[400px]!"
    >
      <CategoryForm
        key={category?.id ?? 'new'}
        category={category}
        onCancel={onClose}
        onSubmit={async (values) => {
          if (category) await update.mutateAsync({ id: category.id, ...values });
          else await create.mutateAsync(values);
          onSaved();
        }}
      />
    </Dialog>
  );
}
