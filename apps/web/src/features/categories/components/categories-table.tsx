import type { Category } from '@karyayojana/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { IconButton, IconLink } from '@/components/ui/icon-button';
import {
  DragHandle,
  MoveButtons,
  SortableList,
  useSortableItem,
} from '@/components/ui/sortable-list';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

interface CategoriesTableProps {
  categories: readonly Category[];
  /** Reorder mode: rows are dragged by their handle or moved with the arrow buttons. */
  reordering: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (category: Category) => void;
}

/** Number, name, description and the row actions. */
export function CategoriesTable({
  categories,
  reordering,
  onMove,
  onDelete,
}: CategoriesTableProps) {
  const { t } = useTranslation();
  const table = (
    <Table label={t('categories.tableLabel')} className="min-w-[32rem]">
      <TableHead>
        <TableRow>
          {reordering && (
            <TableHeader className="w-12">
              <span className="sr-only">{t('common.manageOrder')}</span>
            </TableHeader>
          )}
          <TableHeader className="w-16">{t('common.number')}</TableHeader>
          <TableHeader>{t('categories.name')}</TableHeader>
          <TableHeader>{t('categories.descriptionLabel')}</TableHeader>
          <TableHeader stickyEnd className="text-right">
            {t('common.actions')}
          </TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((category, index) =>
          reordering ? (
            <SortableCategoryRow
              key={category.id}
              category={category}
              index={index}
              count={categories.length}
              onMove={onMove}
            />
          ) : (
            <TableRow key={category.id}>
              <CategoryCells category={category} index={index} />
              <TableCell stickyEnd className="py-1 text-right whitespace-nowrap">
                <IconLink
                  to={paths.config.category.getHref(category.id)}
                  icon={Pencil}
                  label={t('categories.edit', { name: category.name })}
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('categories.delete', { name: category.name })}
                  onClick={() => onDelete(category)}
                />
              </TableCell>
            </TableRow>
          ),
        )}
      </TableBody>
    </Table>
  );
  if (!reordering) return table;
  return (
    <SortableList
      ids={categories.map((category) => category.id)}
      onMove={onMove}
      labelOf={(id) => categories.find((category) => category.id === id)?.name ?? ''}
    >
      {table}
    </SortableList>
  );
}

function CategoryCells({ category, index }: { category: Category; index: number }) {
  const digits = useLocalDigits();
  return (
    <>
      <TableCell className="tabular-nums">{digits(index + 1)}</TableCell>
      <TableCell className="min-w-40 font-semibold break-words">{category.name}</TableCell>
      <TableCell className="min-w-48 break-words text-slate-700">
        {category.description ?? <span className="text-slate-400">—</span>}
      </TableCell>
    </>
  );
}

interface SortableCategoryRowProps {
  category: Category;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

function SortableCategoryRow({ category, index, count, onMove }: SortableCategoryRowProps) {
  const { setNode, style, isDragging, handle } = useSortableItem(category.id);
  return (
    <TableRow ref={setNode} style={style} className={cn(isDragging && 'bg-blue-50 shadow-lg')}>
      <TableCell className="py-1">
        <DragHandle handle={handle} label={category.name} />
      </TableCell>
      <CategoryCells category={category} index={index} />
      <TableCell stickyEnd className="py-1 text-right whitespace-nowrap">
        <MoveButtons index={index} count={count} label={category.name} onMove={onMove} />
      </TableCell>
    </TableRow>
  );
}
