import type { EventStatus } from '@karyayojana/contracts';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { STATUS_STYLES } from '../lib/event-status';

/** The status in its colour with an icon (a check when done), so colour is never the only cue. */
export function StatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  const { t } = useTranslation();
  const { badge, Icon } = STATUS_STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        badge,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`events.status.${status}`)}
    </span>
  );
}
