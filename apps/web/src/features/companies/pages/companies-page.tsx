import { Building2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompanies } from '@/lib/queries/companies';
import { CompaniesWithCopy } from '../components/companies-with-copy';
import { primaryLinkClass } from '../components/link-button';

/** /dashboard/config/companies: the Super-Admin's municipalities. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const companies = useCompanies();
  useDocumentTitle(t('companies.title'));

  const newButton = (
    <Link to={paths.config.companyAdd.getHref()} className={primaryLinkClass}>
      <Plus aria-hidden="true" className="size-4" />
      {t('companies.new')}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t('companies.title')}
        count={companies.data?.length}
        description={t('companies.subtitle')}
        actions={newButton}
      />
      {companies.isPending ? (
        <Loading />
      ) : companies.isError ? (
        <ErrorState
          title={t('companies.loadFailed')}
          error={companies.error}
          onRetry={() => void companies.refetch()}
          retrying={companies.isFetching}
        />
      ) : companies.data.length === 0 ? (
        <EmptyState icon={Building2} title={t('companies.empty')} action={newButton} />
      ) : (
        <CompaniesWithCopy companies={companies.data} />
      )}
    </div>
  );
}
