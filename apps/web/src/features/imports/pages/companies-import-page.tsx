import type { CompanyImportPreviewRow } from '@karyayojana/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { BsDateText } from '@/components/ui/bs-date';
import { LinkButton } from '@/components/ui/link-button';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { invalidateCompanies } from '@/lib/queries/invalidate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ImportDone, ImportFrame } from '../components/import-frame';
import { ImportFlow } from '../components/import-flow';
import type { PreviewColumn } from '../components/preview-table';

type CompanyValues = CompanyImportPreviewRow['values'];

const Lines = ({ lines }: { lines: (string | null)[] }) => {
  const shown = lines.filter((line): line is string => Boolean(line));
  return shown.length ? (
    <span className="flex flex-col">
      {shown.map((line, i) => (
        <span key={i} className={i > 0 ? 'text-slate-700' : undefined}>
          {line}
        </span>
      ))}
    </span>
  ) : (
    '—'
  );
};

/**
 * /dashboard/config/companies/import (issue 15, part 3): the Super-Admin brings municipalities
 * in from a sheet; addresses in any known spelling are shown as they will be stored.
 */
export function CompaniesImportPage() {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  useDocumentTitle(t('imports.companies.title'));
  const queryClient = useQueryClient();

  const columns: PreviewColumn<CompanyValues>[] = [
    {
      key: 'name',
      header: t('imports.companies.columns.name'),
      fields: ['name', 'description'],
      className: 'min-w-[12rem] font-medium',
      cell: (v) => <Lines lines={[v.name || null, v.description]} />,
    },
    {
      key: 'address',
      header: t('imports.companies.columns.address'),
      fields: ['province', 'district', 'municipality', 'address'],
      className: 'min-w-[12rem]',
      cell: (v) => (
        <Lines
          lines={[
            v.municipality,
            [v.district, v.province].filter(Boolean).join(', ') || null,
            v.address,
          ]}
        />
      ),
    },
    {
      key: 'contact',
      header: t('imports.companies.columns.contact'),
      fields: ['contact', 'email', 'website'],
      className: 'min-w-[12rem] break-all',
      cell: (v) => <Lines lines={[v.contact ? digits(v.contact) : null, v.email, v.website]} />,
    },
    {
      key: 'expiry',
      header: t('imports.companies.columns.expiry'),
      fields: ['expiry_date'],
      className: 'whitespace-nowrap',
      cell: (v) =>
        v.expiry_date_bs ? <BsDateText bs={v.expiry_date_bs} ad={v.expiry_date} /> : '—',
    },
  ];

  return (
    <ImportFrame
      back={{ to: paths.config.companies.getHref(), label: t('imports.companies.back') }}
      title={t('imports.companies.title')}
      description={t('imports.companies.description')}
    >
      <ImportFlow<CompanyValues>
        templatePath="/api/companies/import/template"
        templateName="municipalities-template.xlsx"
        importPath="/api/companies/import"
        fields={{}}
        columns={columns}
        onImported={() => invalidateCompanies(queryClient)}
        done={({ created }) => (
          <ImportDone message={t('imports.companies.done', { count: digits(created) })}>
            <LinkButton to={paths.config.companies.getHref()}>
              <Building2 aria-hidden="true" className="size-4" />
              {t('imports.companies.seeList')}
            </LinkButton>
          </ImportDone>
        )}
      />
    </ImportFrame>
  );
}
