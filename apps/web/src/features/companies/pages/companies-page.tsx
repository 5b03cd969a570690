import { Building2, FileUp, Plus } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportButtons } from '@/components/ui/export-buttons';
import { QueryContent } from '@/components/ui/query-content';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompanies } from '@/lib/queries/companies';
import { CompaniesWithCopy } from '../components/companies-with-copy';

/** /dashboard/config/companies: the Super-Admin's municipalities. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const companies = useCompanies();
  useDocumentTitle(t('companies.title'));

  const newButton = (
    <LinkButton to={paths.config.companyAdd.getHref()}>
      <Plus aria-hidden="true" className="size-4" />
      {t('companies.new')}
    </LinkButton>
  );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t('companies.title')}
        count={companies.data?.length}
        description={t('companies.subtitle')}
        actions={
          <>
            <ExportButtons
              path="/api/companies/export"
              query={new URLSearchParams()}
              fallbackName="municipalities"
              disabled={!companies.data?.length}
              labels={{
                group: t('companies.export.group'),
                excel: t('companies.export.excel'),
                csv: t('companies.export.csv'),
                downloading: t('companies.export.downloading'),
                downloaded: (name) => t('companies.export.downloaded', { name }),
                failed: t('companies.export.failed'),
              }}
            />
            <LinkButton variant="secondary" to={paths.config.companyImport.getHref()}>
              <FileUp aria-hidden="true" className="size-4" />
              {t('imports.companies.open')}
            </LinkButton>
            {newButton}
          </>
        }
      />
      <QueryContent
        query={companies}
        failedTitle={t('companies.loadFailed')}
        empty={<EmptyState icon={Building2} title={t('companies.empty')} action={newButton} />}
      >
        {(items) => <CompaniesWithCopy companies={items} />}
      </QueryContent>
    </div>
  );
}
