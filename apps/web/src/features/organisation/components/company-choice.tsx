import { Building2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/ui/filter-fields';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useCompanies } from '@/lib/queries/companies';

/**
 * Whose branches or wards a page shows: an admin's own municipality; for the Super-Admin the one
 * named by `?company_id=` in the address (null until chosen), as the report and the trash do.
 */
export function useCompanyChoice() {
  const user = useCurrentUser();
  const superAdmin = isSuperAdmin(user);
  const [search, setSearch] = useSearchParams();
  const raw = search.get('company_id');
  const named = raw && /^\d+$/.test(raw) && raw !== '0' ? Number(raw) : null;
  return {
    superAdmin,
    companyId: superAdmin ? named : user.company_id,
    /** The address's query for links that keep the choice ("?company_id=3" or ""). */
    search: superAdmin && named !== null ? `?company_id=${named}` : '',
    choose: (id: number | null) =>
      setSearch(id === null ? {} : { company_id: String(id) }, { replace: true }),
  };
}

interface CompanyPickerProps {
  companyId: number | null;
  onChange: (id: number | null) => void;
}

/** The Super-Admin's choice of municipality, above the page's content. */
export function CompanyPicker({ companyId, onChange }: CompanyPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const companies = useCompanies();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <FilterSelect
        id={id}
        label={t('organisation.company.label')}
        value={companyId ?? ''}
        onChange={(value) => onChange(value ? Number(value) : null)}
        className="max-w-md"
      >
        <option value="">{t('organisation.company.choose')}</option>
        {(companies.data ?? []).map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}

interface CompanyChoicePageProps {
  title: string;
  description: string;
  /** What the empty page says before the Super-Admin has chosen a municipality. */
  chooseCompany: string;
  /** The page's content for the chosen municipality, with the picker to show above it. */
  children: (
    choice: ReturnType<typeof useCompanyChoice> & { companyId: number },
    picker: ReactNode,
  ) => ReactNode;
}

/**
 * The frame of a page about one municipality's organisation (its branches, its wards): an
 * admin's own municipality at once; for the Super-Admin, the picker and an empty state until one
 * is chosen.
 */
export function CompanyChoicePage({
  title,
  description,
  chooseCompany,
  children,
}: CompanyChoicePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const choice = useCompanyChoice();
  const picker = choice.superAdmin && (
    <CompanyPicker companyId={choice.companyId} onChange={choice.choose} />
  );
  const { companyId } = choice;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      {companyId === null ? (
        <>
          <PageHeader title={title} description={description} />
          {picker}
          <EmptyState
            icon={Building2}
            title={t('organisation.company.chooseTitle')}
            description={chooseCompany}
          />
        </>
      ) : (
        children({ ...choice, companyId }, picker)
      )}
    </div>
  );
}
