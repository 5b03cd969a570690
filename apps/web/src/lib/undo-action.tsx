import { useTranslation } from '@/lib/i18n';
import { OFFLINE_REASON_ID } from '@/lib/offline-reason';
import { useOnline } from '@/lib/use-online';

interface UndoActionProps {
  label: string;
  onClick: () => void;
}

/**
 * A toast's Undo (decision 027): a write, so offline it waits and says why, as the layout's
 * buttons do. The toasts live outside the layout, so it reads the connection itself. The data
 * attributes give it sonner's look of an action button.
 */
export function UndoAction({ label, onClick }: UndoActionProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const reason = online ? undefined : t('offline.reason');
  return (
    <button
      type="button"
      data-button=""
      data-action=""
      disabled={!online}
      title={reason}
      aria-describedby={online ? undefined : OFFLINE_REASON_ID}
      onClick={onClick}
      className="disabled:cursor-not-allowed disabled:opacity-60"
    >
      {label}
    </button>
  );
}
