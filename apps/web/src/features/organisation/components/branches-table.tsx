import type { Branch } from '@karyayojana/contracts';
import { OrderedTable } from '@/components/ui/ordered-table';
import { TableCell, TableHeader } from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { ActiveBadge } from './active-badge';

interface BranchesTableProps {
  items: readonly Branch[];
  /** The address's query that names the municipality (the Super-Admin's), kept by edit links. */
  search: string;
  reordering: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (branch: Branch) => void;
}

/** Number, name, English name, active or not, how many programmes name it, and the actions. */
export function BranchesTable({ search, ...props }: BranchesTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <OrderedTable
      {...props}
      label={t('organisation.branches.tableLabel')}
      className="min-w-[40rem]"
      headers={
        <>
          <TableHeader className="w-16">{t('common.number')}</TableHeader>
          <TableHeader>{t('organisation.branches.name')}</TableHeader>
          <TableHeader>{t('organisation.branches.nameEn')}</TableHeader>
          <TableHeader>{t('organisation.branches.status')}</TableHeader>
          <TableHeader className="text-right">{t('organisation.branches.events')}</TableHeader>
        </>
      }
      cells={(branch, index) => (
        <>
          <TableCell className="tabular-nums">{digits(index + 1)}</TableCell>
          <TableCell className="min-w-40 font-semibold break-words">{branch.name}</TableCell>
          <TableCell className="min-w-40 break-words text-slate-700">
            {branch.name_en ? (
              <span lang="en">{branch.name_en}</span>
            ) : (
              <span className="text-slate-400">—</span>
            )}
          </TableCell>
          <TableCell>
            <ActiveBadge active={branch.active} />
          </TableCell>
          <TableCell className="text-right tabular-nums">
            {digits(branch.events_count ?? 0)}
          </TableCell>
        </>
      )}
      nameOf={(branch) => branch.name}
      editHref={(branch) => `${paths.config.branch.getHref(branch.id)}${search}`}
      editLabel={(branch) => t('organisation.branches.edit', { name: branch.name })}
      deleteLabel={(branch) => t('organisation.branches.delete', { name: branch.name })}
    />
  );
}
