import { useId } from 'react';
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
