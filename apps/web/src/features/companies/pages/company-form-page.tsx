import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CompanyForm } from '../components/company-form';

/** /dashboard/config/companies/add and /add/:id: create or edit a municipality. */
export function CompanyFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const companyId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  const editing = id !== undefined;
  const title = editing ? t('companies.form.editTitle') : t('companies.form.addTitle');
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 p-4 sm:p-8">
      <PageHeader title={title} description={t('companies.form.description')} />
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <CompanyForm
          // A new id is a new form: no values carried over from the previous municipality.
          key={id ?? 'new'}
          companyId={editing ? (companyId ?? 0) : undefined}
          allowExpiry
          cancelTo={paths.config.companies.getHref()}
          // docs/behaviour.md §5: after create the companies list, after update /home.
          onSaved={() =>
            void navigate(editing ? paths.home.root.getHref() : paths.config.companies.getHref())
          }
        />
      </div>
    </div>
  );
}
