import type { FiscalYear } from '@karyayojana/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { BsDateText } from '@/components/ui/bs-date';
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

interface FiscalYearsTableProps {
  years: readonly FiscalYear[];
  /** Reorder mode: rows are dragged by their handle or moved with the arrow buttons. */
  reordering: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (year: FiscalYear) => void;
}

/** Number, year, start and end dates (BS with AD), the Active flag and the row actions. */
export function FiscalYearsTable({ years, reordering, onMove, onDelete }: FiscalYearsTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const table = (
    <Table label={t('fiscalYears.tableLabel')} className="min-w-[36rem]">
      <TableHead>
        <TableRow>
          {reordering && (
            <TableHeader className="w-12">
              <span className="sr-only">{t('common.manageOrder')}</span>
            </TableHeader>
          )}
          <TableHeader className="w-16">{t('common.number')}</TableHeader>
          <TableHeader>{t('fiscalYears.year')}</TableHeader>
          <TableHeader>{t('fiscalYears.startDate')}</TableHeader>
          <TableHeader>{t('fiscalYears.endDate')}</TableHeader>
          <TableHeader>{t('fiscalYears.active')}</TableHeader>
          <TableHeader stickyEnd className="text-right">
            {t('common.actions')}
          </TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {years.map((year, index) =>
          reordering ? (
            <SortableYearRow
              key={year.id}
              year={year}
              index={index}
              count={years.length}
              onMove={onMove}
            />
          ) : (
            <TableRow key={year.id}>
              <YearCells year={year} index={index} />
              <TableCell stickyEnd className="py-1 text-right whitespace-nowrap">
                <IconLink
                  to={paths.config.fiscalYear.getHref(year.id)}
                  icon={Pencil}
                  label={t('fiscalYears.edit', { year: digits(year.year) })}
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('fiscalYears.delete', { year: digits(year.year) })}
                  onClick={() => onDelete(year)}
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
      ids={years.map((year) => year.id)}
      onMove={onMove}
      labelOf={(id) => digits(years.find((year) => year.id === id)?.year ?? '')}
    >
      {table}
    </SortableList>
  );
}

function YearCells({ year, index }: { year: FiscalYear; index: number }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <>
      <TableCell className="tabular-nums">{digits(index + 1)}</TableCell>
      <TableCell className="font-semibold whitespace-nowrap">{digits(year.year)}</TableCell>
      <TableCell>
        <BsDateText bs={year.startDate} ad={year.ad_startDate} />
      </TableCell>
      <TableCell>
        <BsDateText bs={year.endDate} ad={year.ad_endDate} />
      </TableCell>
      <TableCell>
        {year.status === 1 ? (
          <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">
            {t('fiscalYears.statusActive')}
          </span>
        ) : (
          <span className="text-sm text-slate-600">{t('fiscalYears.statusInactive')}</span>
        )}
      </TableCell>
    </>
  );
}

interface SortableYearRowProps {
  year: FiscalYear;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

function SortableYearRow({ year, index, count, onMove }: SortableYearRowProps) {
  const digits = useLocalDigits();
  const { setNode, style, isDragging, handle } = useSortableItem(year.id);
  const label = digits(year.year);
  return (
    <TableRow ref={setNode} style={style} className={cn(isDragging && 'bg-blue-50 shadow-lg')}>
      <TableCell className="py-1">
        <DragHandle handle={handle} label={label} />
      </TableCell>
      <YearCells year={year} index={index} />
      <TableCell stickyEnd className="py-1 text-right whitespace-nowrap">
        <MoveButtons index={index} count={count} label={label} onMove={onMove} />
      </TableCell>
    </TableRow>
  );
}
