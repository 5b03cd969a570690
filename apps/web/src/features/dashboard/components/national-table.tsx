import type { CompanyProgress } from '@karyayojana/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
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
import { useTranslation } from '@/lib/i18n';
import { percentOf, progressText } from '../lib/figures';
import { SORT_KEYS, type Sort, type SortKey } from '../lib/sort-companies';
import { LastUpdate } from './last-update';
import { NoFigure } from './no-figure';

interface NationalTableProps {
  rows: CompanyProgress[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}

// Figures first come down (most events, highest rate); names and dates start with the first.
const FIRST_DIR: Record<SortKey, Sort['dir']> = {
  name: 'asc',
  events: 'desc',
  done: 'desc',
  overdue: 'desc',
  completion: 'asc',
  physical: 'asc',
  financial: 'asc',
  lastUpdate: 'asc',
};

/** One row per municipality of the page shown: plain text cells. */
export function NationalTable({ rows, sort, onSort }: NationalTableProps) {
  const { t } = useTranslation();
  return (
    <Table label={t('progress.national.table')} className="min-w-[50rem]">
      <TableHead>
        <TableRow>
          {SORT_KEYS.map((key) => {
            const active = sort.key === key;
            const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
            return (
              <TableHeader
                key={key}
                aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                className={
                  key === 'name' ? 'px-1 whitespace-normal' : 'px-1 text-right whitespace-normal'
                }
              >
                <button
                  type="button"
                  onClick={() =>
                    onSort({
                      key,
                      dir: active ? (sort.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIR[key],
                    })
                  }
                  className="inline-flex min-h-11 items-center gap-1 rounded px-1.5 text-left font-semibold hover:bg-slate-200"
                >
                  {t(`progress.national.columns.${key}`)}
                  <Icon
                    aria-hidden="true"
                    className={active ? 'size-4 shrink-0' : 'size-4 shrink-0 text-slate-500'}
                  />
                </button>
              </TableHeader>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <CompanyRow key={row.company.id} row={row} />
        ))}
      </TableBody>
    </Table>
  );
}

const CompanyRow = memo(function CompanyRow({ row }: { row: CompanyProgress }) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const place = [row.company.district, row.company.province].filter(Boolean).join(', ');
  const none = <NoFigure />;
  return (
    <TableRow>
      <TableCell className="max-w-[18rem]">
        <Link
          to={paths.reports.progress.getHref(row.company.id)}
          aria-label={t('progress.national.openReport', { name: row.company.name })}
          className="font-semibold break-words text-blue-800 underline-offset-2 hover:underline"
        >
          {row.company.name}
        </Link>
        {place && <p className="text-xs text-slate-600">{place}</p>}
        {row.events === 0 && (
          <p className="text-xs font-semibold text-orange-800">{t('progress.national.noPlan')}</p>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">{digits(row.events)}</TableCell>
      <TableCell className="text-right tabular-nums">{digits(row.done)}</TableCell>
      <TableCell
        className={
          row.overdue > 0
            ? 'text-right font-semibold text-orange-800 tabular-nums'
            : 'text-right tabular-nums'
        }
      >
        {digits(row.overdue)}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {row.completion_rate === null ? none : percentOf(row.completion_rate, lang)}
        {row.due_done !== undefined && row.due > 0 && (
          <span className="block text-xs font-normal whitespace-nowrap text-slate-600">
            {t('progress.national.basis', {
              due: digits(row.due),
              done: digits(row.due_done),
            })}
          </span>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {row.physical_progress === null ? none : progressText(row.physical_progress, lang)}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {row.financial_progress === null ? none : percentOf(row.financial_progress, lang)}
      </TableCell>
      <TableCell className="text-right">
        <LastUpdate iso={row.last_update} />
      </TableCell>
    </TableRow>
  );
});
