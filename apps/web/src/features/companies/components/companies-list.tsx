import type { Company } from '@karyayojana/contracts';
import { SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { usePagination } from '@/components/ui/use-pagination';
import { useTranslation } from '@/lib/i18n';
import { filterCompanies } from '../lib/filter-companies';
import { CompaniesTable, type CompanySelection } from './companies-table';
import { DeleteCompanyDialog } from './delete-company-dialog';
import { SearchBox } from '@/components/ui/search-box';

interface CompaniesListProps {
  companies: Company[];
  /** Extra buttons beside the search box (Select, Year, copy). */
  toolbar?: ReactNode;
  /** Row checkboxes, when a select mode is on. */
  selection?: CompanySelection;
}

/** Search, the table, client-side pagination and the delete confirmation. */
export function CompaniesList({ companies, toolbar, selection }: CompaniesListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<Company | null>(null);
  const filtered = filterCompanies(companies, query);
  const pager = usePagination(filtered.length);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          label={t('companies.searchLabel')}
          value={query}
          onChange={(value) => {
            setQuery(value);
            pager.reset();
          }}
        />
        {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      </div>
      {filtered.length === 0 ? (
        <EmptyState icon={SearchX} title={t('companies.noMatch', { query: query.trim() })} />
      ) : (
        <CompaniesTable
          companies={pager.slice(filtered)}
          rowNumber={pager.rowNumber}
          onDelete={setDeleting}
          selection={selection}
        />
      )}
      <Pagination {...pager.props} />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
