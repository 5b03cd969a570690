import type { Company } from '@karyayojana/contracts';
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
import { ExpiryCell } from './expiry-cell';
import { RenewButton } from './renew-button';
import { CompanyStatusBadge } from './status-badge';
import { useTranslation } from '@/lib/i18n';

/** The municipalities with 30 or fewer days left; expired ones say so, each can be renewed. */
export function ExpiringTable({ companies }: { companies: Company[] }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <Table label={t('dashboard.expiringTitle')} className="min-w-[40rem]">
      <TableHead>
        <TableRow>
          <TableHeader className="w-14">{t('companies.columns.number')}</TableHeader>
          <TableHeader>{t('companies.columns.company')}</TableHeader>
          <TableHeader>{t('companies.columns.expiresOn')}</TableHeader>
          <TableHeader>{t('companies.columns.status')}</TableHeader>
          <TableHeader>{t('companies.columns.actions')}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((company, index) => (
          <TableRow key={company.id}>
            <TableCell>{digits(index + 1)}</TableCell>
            <TableCell className="max-w-72">
              <Link
                to={paths.config.companyEdit.getHref(company.id)}
                className="font-semibold break-words text-blue-800 underline-offset-2 hover:underline"
              >
                {company.name}
              </Link>
              {company.contact && <p className="text-sm text-slate-600">{company.contact}</p>}
            </TableCell>
            <TableCell>
              <ExpiryCell company={company} />
            </TableCell>
            <TableCell>
              <CompanyStatusBadge company={company} />
            </TableCell>
            <TableCell>
              <RenewButton company={company} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
