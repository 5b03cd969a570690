import type { Ward } from '@karyayojana/contracts';
import { Pencil } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';

interface WardsTableProps {
  wards: readonly Ward[];
  onEdit: (ward: Ward) => void;
}

/** Ward number, office name, contact, how many programmes name it, and its edit button. */
export function WardsTable({ wards, onEdit }: WardsTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const none = <span className="text-slate-500">{t('organisation.wards.notGiven')}</span>;
  return (
    <Table label={t('organisation.wards.tableLabel')} className="min-w-[36rem]">
      <TableHead>
        <TableRow>
          <TableHeader className="w-20">{t('organisation.wards.number')}</TableHeader>
          <TableHeader>{t('organisation.wards.officeName')}</TableHeader>
          <TableHeader>{t('organisation.wards.contact')}</TableHeader>
          <TableHeader className="text-right">{t('organisation.wards.events')}</TableHeader>
          <TableHeader stickyEnd className="w-16 text-right">
            {t('common.actions')}
          </TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {wards.map((ward) => (
          <TableRow key={ward.number}>
            <TableHeader scope="row" className="font-semibold tabular-nums">
              {digits(ward.number)}
            </TableHeader>
            <TableCell className="min-w-48 break-words">{ward.office_name ?? none}</TableCell>
            <TableCell className="min-w-40 break-words">{ward.contact ?? none}</TableCell>
            <TableCell className="text-right tabular-nums">
              {digits(ward.events_count ?? 0)}
            </TableCell>
            <TableCell stickyEnd className="py-1 text-right">
              <IconButton
                icon={Pencil}
                tone="primary"
                label={t('organisation.wards.edit', { number: digits(ward.number) })}
                onClick={() => onEdit(ward)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
