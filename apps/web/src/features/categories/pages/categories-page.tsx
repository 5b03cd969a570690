import { OrderedSettingsPage } from '@/components/ui/ordered-settings-page';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useCategories } from '@/lib/queries/categories';
import { useDeleteCategory } from '../api/delete-category';
import { useReorderCategories } from '../api/reorder-categories';
import { CategoriesTable } from '../components/categories-table';
import { CategoryDialog } from '../components/category-dialog';

/**
 * /dashboard/config/categories and /dashboard/config/categories/:id: the list, the New
 * dialog, and the edit dialog, which the :id in the URL opens by itself.
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <OrderedSettingsPage
      nameOf={(category) => category.name}
      texts={{
        title: t('categories.title'),
        reorderHint: t('categories.reorderHint'),
        notFound: t('categories.notFound'),
        empty: t('categories.empty'),
        emptyHint: t('categories.emptyHint'),
      }}
      listHref={paths.config.categories.getHref()}
      query={useCategories()}
      saveOrder={useReorderCategories()}
      remove={useDeleteCategory()}
      table={(props) => <CategoriesTable {...props} />}
      dialog={({ item, ...props }) => <CategoryDialog category={item} {...props} />}
    />
  );
}
