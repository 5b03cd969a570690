import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { IconButton, IconLink } from './icon-button';
import { DragHandle, MoveButtons, SortableList, useSortableItem } from './sortable-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

export interface OrderedTableProps<T extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  /** E.g. 'min-w-[32rem]': below that width the table scrolls sideways. */
  className?: string;
  items: readonly T[];
  /** The header cells between the order handle and the actions. */
  headers: ReactNode;
  /** A row's cells under those headers (the number included). */
  cells: (item: T, index: number) => ReactNode;
  /** How a row is named to a screen reader (drag handle, move buttons). */
  nameOf: (item: T) => string;
  editHref: (item: T) => string;
  editLabel: (item: T) => string;
  deleteLabel: (item: T) => string;
  /** Reorder mode: rows are dragged by their handle or moved with the arrow buttons. */
  reordering: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (item: T) => void;
}

/**
 * A settings list the Super-Admin orders (fiscal years, categories): edit and delete per row,
 * and in reorder mode a drag handle and move buttons instead.
 */
export function OrderedTable<T extends { id: number }>(props: OrderedTableProps<T>) {
  const { t } = useTranslation();
  const { items, reordering, onMove, nameOf } = props;
  const table = (
    <Table label={props.label} className={props.className}>
      <TableHead>
        <TableRow>
          {reordering && (
            <TableHeader className="w-12">
              <span className="sr-only">{t('common.manageOrder')}</span>
            </TableHeader>
          )}
          {props.headers}
          <TableHeader stickyEnd className="text-right">
            {t('common.actions')}
          </TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, index) =>
          reordering ? (
            <SortableRow key={item.id} id={item.id} name={nameOf(item)}>
              {props.cells(item, index)}
              <TableCell stickyEnd className="py-1 text-right whitespace-nowrap">
                <MoveButtons
                  index={index}
                  count={items.length}
                  label={nameOf(item)}
                  onMove={onMove}
                />
              </TableCell>
            </SortableRow>
          ) : (
            <TableRow key={item.id}>
              {props.cells(item, index)}
              <TableCell stickyEnd className="py-1 text-right whitespace-nowrap">
                <IconLink to={props.editHref(item)} icon={Pencil} label={props.editLabel(item)} />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={props.deleteLabel(item)}
                  onClick={() => props.onDelete(item)}
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
      ids={items.map((item) => item.id)}
      onMove={onMove}
      labelOf={(id) => {
        const item = items.find((candidate) => candidate.id === id);
        return item ? nameOf(item) : '';
      }}
    >
      {table}
    </SortableList>
  );
}

function SortableRow({ id, name, children }: { id: number; name: string; children: ReactNode }) {
  const { setNode, style, isDragging, handle } = useSortableItem(id);
  return (
    <TableRow ref={setNode} style={style} className={cn(isDragging && 'bg-blue-50 shadow-lg')}>
      <TableCell className="py-1">
        <DragHandle handle={handle} label={name} />
      </TableCell>
      {children}
    </TableRow>
  );
}
