import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { useTrashDays } from '@/lib/queries/trash-days';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the delete request runs. */
  busy?: boolean;
  /** What is deleted, as the page names it (an event's title, a user's name). */
  item?: string;
  /**
   * Where it goes: `trash` (events, tasks, documents: restorable for TRASH_DAYS days) or
   * `forever` (nothing brings it back). Left out, the dialog says neither.
   */
  fate?: 'trash' | 'forever';
}

/**
 * The shared delete confirmation (docs/behaviour.md §3): SPEC.md's words, naming what is deleted
 * and where it goes. Cancel has the focus: the safe choice is the default.
 */
export function ConfirmDeleteDialog({
  open,
  onCancel,
  onConfirm,
  busy,
  item,
  fate,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const days = useTrashDays(open && fate === 'trash');
  const question = item ? t('dialog.confirmDeleteNamed', { item }) : t('dialog.confirmDeleteText');
  let after = '';
  if (fate === 'trash')
    after =
      days === undefined ? t('dialog.toTrash') : t('dialog.toTrashDays', { days: digits(days) });
  else if (fate === 'forever') after = t('dialog.forever');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('dialog.confirmDeleteTitle')}
      description={after ? `${question} ${after}` : question}
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
