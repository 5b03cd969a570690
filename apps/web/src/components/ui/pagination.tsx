import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { Select } from './select';
import { useLocalDigits } from './use-local-digits';

/** docs/behaviour.md §13: page sizes 10, 25 and 100; 10 by default. */
export const PER_PAGE_OPTIONS = [10, 25, 100] as const;
export const DEFAULT_PER_PAGE = 10;

/** The 1-based number shown in a row: (page-1)*size+index+1 (docs/behaviour.md §13). */
export function rowNumber(page: number, perPage: number, index: number): number {
  return (page - 1) * perPage + index + 1;
}

/** The first and last row shown (1-based, inclusive); both 0 when there is nothing. */
export function shownRange(page: number, perPage: number, total: number) {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: Math.min((page - 1) * perPage + 1, total), to: Math.min(page * perPage, total) };
}

/** Next is disabled once this page reaches the end of the results (docs/behaviour.md §13). */
export function hasNextPage(page: number, perPage: number, total: number): boolean {
  return page * perPage < total;
}

interface PaginationProps {
  /** 1-based. */
  page: number;
  perPage: number;
  /** All results, not just this page. */
  total: number;
  onPageChange: (page: number) => void;
  /** Called with the new size; the caller goes back to page 1 (usePagination does). */
  onPerPageChange: (perPage: number) => void;
  perPageOptions?: readonly number[];
  className?: string;
}

/**
 * "Showing 11–20 of 57", a per-page selector and Previous / Next.
 * With client-side lists, usePagination() holds the state and slices the rows:
 *
 *   const pager = usePagination(rows.length);
 *   pager.slice(rows).map((row, i) => <tr>… {pager.rowNumber(i)} …</tr>)
 *   <Pagination {...pager.props} />
 */
export function Pagination({
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  perPageOptions = PER_PAGE_OPTIONS,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const perPageId = useId();
  const { from, to } = shownRange(page, perPage, total);
  return (
    <nav
      aria-label={t('common.pagination')}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p aria-live="polite" className="text-sm text-slate-700">
        {total > 0
          ? t('common.showing', { from: digits(from), to: digits(to), total: digits(total) })
          : t('common.showingNone')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={perPageId} className="text-sm text-slate-700">
          {t('common.perPage')}
        </label>
        <Select
          id={perPageId}
          value={perPage}
          onChange={(event) => onPerPageChange(Number(event.target.value))}
          className="w-24"
        >
          {perPageOptions.map((size) => (
            <option key={size} value={size}>
              {digits(size)}
            </option>
          ))}
        </Select>
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          className="px-3"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('common.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={!hasNextPage(page, perPage, total)}
          onClick={() => onPageChange(page + 1)}
          className="px-3"
        >
          {t('common.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
