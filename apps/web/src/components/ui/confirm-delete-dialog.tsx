import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the delete request runs. */
  busy?: boolean;
}

/** The shared delete confirmation (docs/behaviour.md §3). Cancel has the focus: the safe choice is the default. */
export function ConfirmDeleteDialog({ open, onCancel, onConfirm, busy }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('dialog.confirmDeleteTitle')}
      description={t('dialog.confirmDeleteText')}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {t('dialog.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
