import type { Category } from '@karyayojana/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { useTranslation } from '@/lib/i18n';
import { useCategoryName } from '@/lib/queries/categories';

interface CategoryFieldProps {
  categories: Category[];
  value: number[];
  onChange: (ids: number[]) => void;
}

export function CategoryField({ categories, value, onChange }: CategoryFieldProps) {
  const { t } = useTranslation();
  const nameOf = useCategoryName();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold text-slate-800">
        {t('events.form.categories')}
      </legend>
      {categories.length === 0 ? (
        <p className="text-sm text-slate-600">{t('events.form.noCategories')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {categories.map((category) => (
            <Checkbox
              key={category.id}
              label={nameOf(category)}
              checked={value.includes(category.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, category.id]
                    : value.filter((id) => id !== category.id),
                )
              }
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
