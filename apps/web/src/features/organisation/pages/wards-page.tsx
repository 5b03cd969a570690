import type { Ward } from '@karyayojana/contracts';
import { MapPinned } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { useCompanyWards } from '@/lib/queries/organisation';
import { useWardWrites } from '../api/wards';
import { CompanyChoicePage } from '../components/company-choice';
import { WardCountForm } from '../components/ward-count-form';
import { WardForm } from '../components/ward-form';
import { WardsTable } from '../components/wards-table';

/**
 * /dashboard/config/wards (issue 28): wards 1..N of the municipality with their offices'
 * names and contacts, which its admin edits; the Super-Admin chooses the municipality and may
 * also change its number of wards.
 */
export function WardsPage() {
  const { t } = useTranslation();
  return (
    <CompanyChoicePage
      title={t('organisation.wards.title')}
      description={t('organisation.wards.description')}
      chooseCompany={t('organisation.wards.chooseCompany')}
    >
      {(choice, picker) => (
        <WardsList
          key={choice.companyId}
          companyId={choice.companyId}
          superAdmin={choice.superAdmin}
          picker={picker}
        />
      )}
    </CompanyChoicePage>
  );
}

interface WardsListProps {
  companyId: number;
  superAdmin: boolean;
  picker: ReactNode;
}

function WardsList({ companyId, superAdmin, picker }: WardsListProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const query = useCompanyWards(companyId);
  const writes = useWardWrites(companyId, superAdmin);
  const [editing, setEditing] = useState<Ward | null>(null);
  const count = query.data?.meta.ward_count;

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError)
    body = (
      <ErrorState
        title={t('organisation.wards.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.meta.ward_count === 0 || query.data.data.length === 0)
    body = (
      <EmptyState
        icon={MapPinned}
        title={t('organisation.wards.empty')}
        description={
          superAdmin
            ? t('organisation.wards.emptyHintSuperAdmin')
            : t('organisation.wards.emptyHint')
        }
      />
    );
  else body = <WardsTable wards={query.data.data} onEdit={setEditing} />;

  return (
    <>
      <PageHeader
        title={t('organisation.wards.title')}
        count={count || undefined}
        description={t('organisation.wards.description')}
      />
      {picker}
      {/* The Super-Admin's: above the table, which may be long. */}
      {superAdmin && query.isSuccess && (
        <WardCountForm
          key={query.data.meta.ward_count}
          count={query.data.meta.ward_count}
          onSubmit={(value) => writes.setCount.mutateAsync(value)}
        />
      )}
      {body}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('organisation.wards.editTitle', { number: digits(editing?.number ?? 0) })}
        className="max-w-[440px]!"
      >
        {editing && (
          <WardForm
            key={editing.number}
            ward={editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await writes.update.mutateAsync({ number: editing.number, ...values });
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
