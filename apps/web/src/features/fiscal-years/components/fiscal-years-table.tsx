import type { FiscalYear } from '@karyayojana/contracts';
import { BsDateText } from '@/components/ui/bs-date';
import { OrderedTable } from '@/components/ui/ordered-table';
import { TableCell, TableHeader } from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

interface FiscalYearsTableProps {
  items: readonly FiscalYear[];
  /** Reorder mode: rows are dragged by their handle or moved with the arrow buttons. */
  reordering: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (year: FiscalYear) => void;
}

/** Number, year, start and end dates (BS with AD), the Active flag and the row actions. */
export function FiscalYearsTable(props: FiscalYearsTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <OrderedTable
      {...props}
      label={t('fiscalYears.tableLabel')}
      className="min-w-[36rem]"
      headers={
        <>
          <TableHeader className="w-16">{t('common.number')}</TableHeader>
          <TableHeader>{t('fiscalYears.year')}</TableHeader>
          <TableHeader>{t('fiscalYears.startDate')}</TableHeader>
          <TableHeader>{t('fiscalYears.endDate')}</TableHeader>
          <TableHeader>{t('fiscalYears.active')}</TableHeader>
        </>
      }
      cells={(year, index) => (
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
      )}
      nameOf={(year) => digits(year.year)}
      editHref={(year) => paths.config.fiscalYear.getHref(year.id)}
      editLabel={(year) => t('fiscalYears.edit', { year: digits(year.year) })}
      deleteLabel={(year) => t('fiscalYears.delete', { year: digits(year.year) })}
    />
  );
}
