import type { Company } from '@karyayojana/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
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
import { CompanyStatusBadge } from './status-badge';
import { ExpiryCell } from './expiry-cell';
import { RenewButton } from './renew-button';

/** Row checkboxes for the select mode (the copy feature drives it). */
export interface CompanySelection {
  selectedIds: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  /** The select-all box acts on the rows shown. */
  onToggleAll: (ids: number[], checked: boolean) => void;
  selectAllLabel: string;
  selectLabel: (company: Company) => string;
}

interface CompaniesTableProps {
  companies: Company[];
  /** The number shown in a row, (page-1)*size+index+1 (docs/behaviour.md §13). */
  rowNumber: (index: number) => number;
  onDelete: (company: Company) => void;
  selection?: CompanySelection;
}

const iconButton = 'inline-flex size-11 items-center justify-center rounded-md';

export function CompaniesTable({ companies, rowNumber, onDelete, selection }: CompaniesTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const ids = companies.map((c) => c.id);
  const chosen = selection ? ids.filter((id) => selection.selectedIds.has(id)).length : 0;
  return (
    <Table label={t('companies.title')} className="min-w-[64rem]">
      <TableHead>
        <TableRow>
          {selection && (
            <TableHeader className="w-12 px-1">
              <Checkbox
                aria-label={selection.selectAllLabel}
                checked={chosen > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                onChange={(event) => selection.onToggleAll(ids, event.target.checked)}
              />
            </TableHeader>
          )}
          <TableHeader className="w-14">{t('companies.columns.number')}</TableHeader>
          <TableHeader>{t('companies.columns.company')}</TableHeader>
          <TableHeader>{t('companies.columns.address')}</TableHeader>
          <TableHeader>{t('companies.columns.contact')}</TableHeader>
          <TableHeader>{t('companies.columns.email')}</TableHeader>
          <TableHeader>{t('companies.columns.expiresOn')}</TableHeader>
          <TableHeader>{t('companies.columns.status')}</TableHeader>
          <TableHeader>{t('companies.columns.actions')}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((company, index) => (
          <TableRow key={company.id}>
            {selection && (
              <TableCell className="px-1">
                <Checkbox
                  aria-label={selection.selectLabel(company)}
                  checked={selection.selectedIds.has(company.id)}
                  onChange={(event) => selection.onToggle(company.id, event.target.checked)}
                />
              </TableCell>
            )}
            <TableCell>{digits(rowNumber(index))}</TableCell>
            <TableCell className="max-w-64">
              <p className="font-semibold break-words">{company.name}</p>
              {company.description && (
                <p className="text-sm break-words text-slate-600">{company.description}</p>
              )}
            </TableCell>
            <TableCell className="max-w-56">
              {company.address && <p className="break-words">{company.address}</p>}
              {company.municipality && (
                <p className="text-sm break-words text-slate-600">
                  {[company.municipality, company.district].filter(Boolean).join(', ')}
                </p>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{company.contact}</TableCell>
            <TableCell className="whitespace-nowrap">{company.email}</TableCell>
            <TableCell>
              <ExpiryCell company={company} />
            </TableCell>
            <TableCell>
              <CompanyStatusBadge company={company} />
            </TableCell>
            <TableCell>
              <div className="flex items-center gap-1">
                <Link
                  to={paths.config.companyEdit.getHref(company.id)}
                  aria-label={t('companies.editLabel', { name: company.name })}
                  title={t('companies.edit')}
                  className={`${iconButton} text-slate-700 hover:bg-slate-100 hover:text-slate-900`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Link>
                <RenewButton company={company} />
                <button
                  type="button"
                  onClick={() => onDelete(company)}
                  aria-label={t('companies.deleteLabel', { name: company.name })}
                  title={t('dialog.delete')}
                  className={`${iconButton} text-red-700 hover:bg-red-50 hover:text-red-800`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
