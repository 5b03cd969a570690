import type { FiscalYear } from '@karyayojana/contracts';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useCreateFiscalYear, type CreateFiscalYearInput } from '../api/create-fiscal-year';
import { useUpdateFiscalYear } from '../api/update-fiscal-year';
import { FiscalYearForm } from './fiscal-year-form';

interface FiscalYearDialogProps {
  open: boolean;
  /** Edit mode when given. */
  fiscalYear?: FiscalYear;
  onClose: () => void;
  /** After a successful save or update (the page closes the dialog or leaves the edit URL). */
  onSaved: () => void;
}

/** The modal form (400 px, nearly full width on a phone) that adds or edits a fiscal year. */
export function FiscalYearDialog({ open, fiscalYear, onClose, onSaved }: FiscalYearDialogProps) {
  const { t } = useTranslation();
  const create = useCreateFiscalYear();
  const update = useUpdateFiscalYear();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={fiscalYear ? t('fiscalYears.editTitle') : t('fiscalYears.newTitle')}
      className="max-w-[400px]!"
    >
      <FiscalYearForm
        key={fiscalYear?.id ?? 'new'}
        fiscalYear={fiscalYear}
        onCancel={onClose}
        onSubmit={async (values) => {
          if (fiscalYear) await update.mutateAsync({ id: fiscalYear.id, ...values });
          else await create.mutateAsync(values as CreateFiscalYearInput);
          onSaved();
        }}
      />
    </Dialog>
  );
}
