import type { Company } from '@karyayojana/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteCompany } from '../api/delete-company';

interface DeleteCompanyDialogProps {
  /** The municipality to delete; null keeps the dialog closed. */
  company: Company | null;
  onClose: () => void;
}

/**
 * The original product's shared delete confirmation, plus what else goes: a municipality takes its users,
 * action plans and files with it. Cancel has the focus: the safe choice is the default.
 */
export function DeleteCompanyDialog({ company, onClose }: DeleteCompanyDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteCompany();
  const confirm = () => {
    if (!company) return;
    remove.mutate(company.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={company !== null}
      onClose={onClose}
      title={t('dialog.confirmDeleteTitle')}
      description={
        company
          ? `${t('dialog.confirmDeleteNamed', { item: company.name })} ${t('dialog.forever')}`
          : t('dialog.confirmDeleteText')
      }
    >
      {company && (
        <div className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="font-semibold break-words text-slate-900">{company.name}</p>
          <p className="text-sm text-red-800">{t('companies.deleteWarning')}</p>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} busy={remove.isPending}>
          {t('dialog.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
