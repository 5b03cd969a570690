import type { Category } from '@karyayojana/contracts';
import { OrderedTable } from '@/components/ui/ordered-table';
import { TableCell, TableHeader } from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

interface CategoriesTableProps {
  items: readonly Category[];
  /** Reorder mode: rows are dragged by their handle or moved with the arrow buttons. */
  reordering: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (category: Category) => void;
}

/** Number, name, English name, description and the row actions. */
export function CategoriesTable(props: CategoriesTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <OrderedTable
      {...props}
      label={t('categories.tableLabel')}
      className="min-w-[40rem]"
      headers={
        <>
          <TableHeader className="w-16">{t('common.number')}</TableHeader>
          <TableHeader>{t('categories.name')}</TableHeader>
          <TableHeader>{t('categories.nameEn')}</TableHeader>
          <TableHeader>{t('categories.descriptionLabel')}</TableHeader>
        </>
      }
      cells={(category, index) => (
        <>
          <TableCell className="tabular-nums">{digits(index + 1)}</TableCell>
          <TableCell className="min-w-40 font-semibold break-words">{category.name}</TableCell>
          <TableCell className="min-w-40 break-words text-slate-700">
            {category.name_en ? (
              <span lang="en">{category.name_en}</span>
            ) : (
              <span className="text-slate-400">—</span>
            )}
          </TableCell>
          <TableCell className="min-w-48 break-words text-slate-700">
            {category.description ?? <span className="text-slate-400">—</span>}
          </TableCell>
        </>
      )}
      nameOf={(category) => category.name}
      editHref={(category) => paths.config.category.getHref(category.id)}
      editLabel={(category) => t('categories.edit', { name: category.name })}
      deleteLabel={(category) => t('categories.delete', { name: category.name })}
    />
  );
}
