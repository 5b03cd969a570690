import type { Company } from '@karyayojana/contracts';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { NO_COMPANY_MESSAGE } from '../lib/copy-messages';
import { CompaniesList } from './companies-list';
import type { CompanySelection } from './companies-table';
import { CopyToolbar } from './copy-toolbar';
import { CopyPlanDialog, type CopyMode } from './copy-plan-dialog';
import { useCompanySelect } from './use-company-select';

/** The municipalities list with its select mode and the event copies it leads to. */
export function CompaniesWithCopy({ companies }: { companies: Company[] }) {
  const { t } = useTranslation();
  const select = useCompanySelect();
  const [mode, setMode] = useState<CopyMode | null>(null);
  // A municipality deleted meanwhile drops out of the selection.
  const chosen = companies.filter((c) => select.selectedIds.has(c.id));

  const selection: CompanySelection = {
    selectedIds: select.selectedIds,
    onToggle: select.toggle,
    onToggleAll: select.toggleAll,
    selectAllLabel: t('companies.copy.selectAll'),
    selectLabel: (company) => t('companies.copy.selectRow', { name: company.name }),
  };

  const toolbar = (
    <CopyToolbar
      selecting={select.active}
      selectedCount={chosen.length}
      onStart={select.start}
      onExit={select.exit}
      onYear={() => setMode('self')}
      onCopy={() => {
        if (chosen.length === 0) toast.error(NO_COMPANY_MESSAGE);
        else setMode('copy');
      }}
    />
  );

  return (
    <>
      <CompaniesList
        companies={companies}
        toolbar={toolbar}
        selection={select.active ? selection : undefined}
      />
      <CopyPlanDialog
        mode={mode}
        companies={chosen}
        onClose={() => setMode(null)}
        onDone={() => {
          setMode(null);
          select.exit();
        }}
      />
    </>
  );
}
