import { ArrowUpDown } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';

interface ReorderActionsProps {
  /** Reorder mode on (Cancel and Save Order) or off (Manage Order). */
  active: boolean;
  onStart: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** While the order is being saved. */
  saving?: boolean;
  /** E.g. fewer than two rows: nothing to reorder. */
  disabled?: boolean;
}

/** docs/behaviour.md §6: Manage Order turns it on; Cancel and Save Order turn it off. */
export function ReorderActions({
  active,
  onStart,
  onCancel,
  onSave,
  saving,
  disabled,
}: ReorderActionsProps) {
  const { t } = useTranslation();
  if (!active) {
    return (
      <Button variant="secondary" onClick={onStart} disabled={disabled}>
        <ArrowUpDown aria-hidden="true" className="size-4" />
        {t('common.manageOrder')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button onClick={onSave} busy={saving}>
        {t('common.saveOrder')}
      </Button>
    </>
  );
}
